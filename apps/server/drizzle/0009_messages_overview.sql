CREATE TABLE "contact_message_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"author_id" integer,
	"author_label" text,
	"body" text NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "template" text DEFAULT 'notice' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_message_replies" ADD CONSTRAINT "contact_message_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_message_replies" ADD CONSTRAINT "contact_message_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_message_replies" ADD CONSTRAINT "contact_message_replies_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_message_replies_message_idx" ON "contact_message_replies" USING btree ("message_id","created_at");--> statement-breakpoint
-- Messages queued before templates were recorded: name the ones whose subject says which
-- template wrote them, so the secrets-bearing ones are masked in the operators' outbox.
UPDATE "mail_outbox" SET "template" = CASE
  WHEN "subject" = 'Confirm your e-mail address' THEN 'verify_email'
  WHEN "subject" LIKE 'Your OwnLess sign-in code:%' THEN 'two_factor_code'
  WHEN "subject" = 'Reset your OwnLess password' THEN 'password_reset'
  WHEN "subject" = 'Your OwnLess password was changed' THEN 'password_changed'
  WHEN "subject" = 'We received your owner application' THEN 'seller_application_received'
  WHEN "subject" IN ('You are now an OwnLess owner', 'About your owner application') THEN 'seller_application_decided'
  ELSE 'notice' END;--> statement-breakpoint
UPDATE "contact_messages" SET "read_at" = "handled_at" WHERE "handled_at" IS NOT NULL;
