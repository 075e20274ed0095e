ALTER TABLE "calendar_feeds" ADD COLUMN "events_skipped" integer DEFAULT 0 NOT NULL;
