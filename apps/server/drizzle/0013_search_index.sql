CREATE TABLE "listing_changes" (
	"listing_id" integer,
	"txid" bigint DEFAULT pg_current_xact_id()::text::bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_changes_txid_idx" ON "listing_changes" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "listing_changes_at_idx" ON "listing_changes" USING btree ("at");--> statement-breakpoint
-- Every change that can move a listing in or out of a search, or along a sort, leaves its
-- listing's id and transaction here (decision 0017); a TRUNCATE leaves a row without an id.
CREATE FUNCTION "listing_changed"() RETURNS trigger LANGUAGE plpgsql SET search_path = public AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO listing_changes (listing_id) VALUES (NULL);
  ELSIF TG_TABLE_NAME = 'listings' THEN
    IF TG_OP <> 'DELETE' THEN
      INSERT INTO listing_changes (listing_id) VALUES (NEW.id);
    ELSE
      INSERT INTO listing_changes (listing_id) VALUES (OLD.id);
    END IF;
  ELSE
    IF TG_OP <> 'DELETE' THEN
      INSERT INTO listing_changes (listing_id) VALUES (NEW.listing_id);
    END IF;
    IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.listing_id IS DISTINCT FROM NEW.listing_id) THEN
      INSERT INTO listing_changes (listing_id) VALUES (OLD.listing_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listings_changed" AFTER INSERT OR UPDATE OR DELETE ON "listings"
  FOR EACH ROW EXECUTE FUNCTION "listing_changed"();
--> statement-breakpoint
CREATE TRIGGER "listings_truncated" AFTER TRUNCATE ON "listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_changed"();
--> statement-breakpoint
CREATE TRIGGER "listing_blocked_dates_changed" AFTER INSERT OR UPDATE OR DELETE ON "listing_blocked_dates"
  FOR EACH ROW EXECUTE FUNCTION "listing_changed"();
--> statement-breakpoint
CREATE TRIGGER "reservations_changed"
  AFTER INSERT OR UPDATE OF "status", "start_at", "end_at", "quantity", "listing_id" OR DELETE ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION "listing_changed"();
