DROP INDEX "listings_geo_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "geo" "earth" GENERATED ALWAYS AS (ll_to_earth(latitude, longitude)) STORED;--> statement-breakpoint
CREATE INDEX "listings_geo_published_idx" ON "listings" USING gist ("geo") WHERE "listings"."status" = 'Published' AND "listings"."geo" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_status_rating_idx" ON "listings" USING btree ("status","rating_avg");