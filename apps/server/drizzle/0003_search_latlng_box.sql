DROP INDEX "listings_geo_published_idx";--> statement-breakpoint
-- INCLUDE is written here by hand (drizzle's index builder has no such option): with these
-- columns a radius search filters, measures and sorts without visiting the table.
CREATE INDEX "listings_published_latlng_idx" ON "listings" USING btree ("latitude","longitude") INCLUDE ("id","rental_type_id","category_id","min_rent_price_cents","geo") WHERE "listings"."status" = 'Published' AND "listings"."latitude" IS NOT NULL AND "listings"."longitude" IS NOT NULL;
