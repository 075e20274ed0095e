CREATE TABLE "condition_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"stage" text NOT NULL,
	"author_id" integer NOT NULL,
	"works" boolean NOT NULL,
	"damaged" boolean NOT NULL,
	"missing_parts" boolean NOT NULL,
	"dirty" boolean NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "condition_reports_stage_check" CHECK ("condition_reports"."stage" IN ('handover', 'return')),
	CONSTRAINT "condition_reports_notes_length_check" CHECK (char_length("condition_reports"."notes") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "condition_reports_once_idx" ON "condition_reports" USING btree ("reservation_id","stage","author_id");--> statement-breakpoint
CREATE INDEX "condition_reports_author_idx" ON "condition_reports" USING btree ("author_id");
