CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "operator_hold" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "operator_hold_reason" text;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD COLUMN "actor_label" text;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD COLUMN "subject_label" text;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_actions_subject_idx" ON "operator_actions" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "operator_actions_actor_idx" ON "operator_actions" USING btree ("actor_id","created_at");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_operator_hold_check" CHECK ("listings"."operator_hold" IS NULL OR "listings"."operator_hold" IN ('unpublished', 'owner_suspended'));--> statement-breakpoint
-- The audit trail is append-only: no code path, and no hand-written SQL, may change or
-- remove an entry. The one change allowed is the actor's id becoming NULL when that
-- account is deleted (ON DELETE SET NULL); actor_label keeps who it was.
CREATE FUNCTION "operator_actions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.actor_id IS NULL AND (to_jsonb(NEW) - 'actor_id') = (to_jsonb(OLD) - 'actor_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'operator_actions is append-only: audit entries cannot be changed or deleted';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "operator_actions_append_only" BEFORE UPDATE OR DELETE ON "operator_actions"
  FOR EACH ROW EXECUTE FUNCTION "operator_actions_append_only"();
