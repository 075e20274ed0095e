CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"mode" text NOT NULL,
	"stage" text DEFAULT 'held' NOT NULL,
	"hold_ref" text,
	"authorized_at" timestamp with time zone,
	"item_back_at" timestamp with time zone,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"released_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_mode_check" CHECK ("deposits"."mode" IN ('hold', 'charge')),
	CONSTRAINT "deposits_stage_check" CHECK ("deposits"."stage" IN ('none', 'held', 'claimed', 'disputed', 'released', 'settled')),
	CONSTRAINT "deposits_money_check" CHECK ("deposits"."amount_cents" > 0 AND "deposits"."captured_cents" >= 0 AND "deposits"."released_cents" >= 0 AND "deposits"."captured_cents" + "deposits"."released_cents" <= "deposits"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"deposit_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"condition_report_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"dispute_reason" text,
	"dispute_photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disputed_at" timestamp with time zone,
	"decision_cents" integer,
	"decision_note" text,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_status_check" CHECK ("claims"."status" IN ('open', 'disputed', 'accepted', 'lapsed', 'decided')),
	CONSTRAINT "claims_amount_check" CHECK ("claims"."amount_cents" >= 1 AND ("claims"."decision_cents" IS NULL OR ("claims"."decision_cents" >= 0 AND "claims"."decision_cents" <= "claims"."amount_cents"))),
	CONSTRAINT "claims_reason_length_check" CHECK (char_length("claims"."reason") BETWEEN 10 AND 2000)
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_reservation_idx" ON "deposits" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "deposits_due_idx" ON "deposits" USING btree ("stage","item_back_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_reservation_idx" ON "claims" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "claims_queue_idx" ON "claims" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "kind" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "system" jsonb;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_kind_check" CHECK ("chat_messages"."kind" IN ('user', 'system'));--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" IN ('charge', 'refund', 'transfer', 'deposit-hold', 'deposit-capture', 'deposit-release'));--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_deposit_once_idx" ON "ledger_entries" USING btree ("reservation_id","kind") WHERE "ledger_entries"."kind" IN ('deposit-hold', 'deposit-capture', 'deposit-release') AND "ledger_entries"."status" = 'succeeded';--> statement-breakpoint
INSERT INTO "deposits" ("reservation_id", "amount_cents", "mode", "stage", "released_cents", "item_back_at", "created_at", "updated_at")
SELECT r."id", r."deposit_cents", 'charge',
       CASE WHEN r."status" IN ('completed', 'cancelled') THEN 'released' ELSE 'held' END,
       CASE WHEN r."status" IN ('completed', 'cancelled') THEN r."deposit_cents" ELSE 0 END,
       CASE WHEN r."status" = 'returned' THEN r."updated_at" WHEN r."status" = 'completed' THEN r."completed_at" ELSE NULL END,
       COALESCE(r."paid_at", r."created_at"), now()
  FROM "reservations" r
 WHERE r."deposit_cents" > 0 AND r."paid_at" IS NOT NULL;
