CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_status" text DEFAULT 'never' NOT NULL,
	"last_error" text,
	"event_count" integer DEFAULT 0 NOT NULL,
	"sync_claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_last_status_check" CHECK ("calendar_feeds"."last_status" IN ('ok', 'error', 'never'))
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feeds_listing_idx" ON "calendar_feeds" USING btree ("listing_id","id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_due_idx" ON "calendar_feeds" USING btree ("last_synced_at" NULLS FIRST);--> statement-breakpoint
ALTER TABLE "listing_blocked_dates" ADD COLUMN "feed_id" integer;--> statement-breakpoint
ALTER TABLE "listing_blocked_dates" ADD COLUMN "external_uid" text;--> statement-breakpoint
ALTER TABLE "listing_blocked_dates" ADD CONSTRAINT "listing_blocked_dates_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_blocked_dates_feed_idx" ON "listing_blocked_dates" USING btree ("feed_id") WHERE "listing_blocked_dates"."feed_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "ical_secret" text;--> statement-breakpoint
CREATE TABLE "owner_calendar_secrets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_calendar_secrets" ADD CONSTRAINT "owner_calendar_secrets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
