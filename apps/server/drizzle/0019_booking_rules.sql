ALTER TABLE "listings" DROP CONSTRAINT "listings_notice_check";--> statement-breakpoint
ALTER TABLE "listings" DROP CONSTRAINT "listings_rental_units_check";--> statement-breakpoint
ALTER TABLE "listings" RENAME COLUMN "min_rental_units" TO "min_units";--> statement-breakpoint
ALTER TABLE "listings" RENAME COLUMN "max_rental_units" TO "max_units";--> statement-breakpoint
ALTER TABLE "listings" RENAME COLUMN "advance_notice_hours" TO "notice_hours";--> statement-breakpoint
UPDATE "listings" SET "min_units" = 1 WHERE "min_units" IS NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "min_units" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "min_units" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "preparation_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "booking_window_days" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "instant_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_notice_check" CHECK ("listings"."notice_hours" >= 0);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_rental_units_check" CHECK ("listings"."min_units" >= 1 AND ("listings"."max_units" IS NULL OR "listings"."max_units" >= "listings"."min_units"));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_preparation_check" CHECK ("listings"."preparation_hours" >= 0);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_booking_window_check" CHECK ("listings"."booking_window_days" IS NULL OR "listings"."booking_window_days" >= 1);
