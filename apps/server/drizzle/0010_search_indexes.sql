-- Long-tail search without a cache (issue 16, decision 0002). Each public search walks one of
-- these partial indexes (published listings only) in the page's order and stops after the
-- page; the INCLUDE lists (written here by hand: drizzle's index builder has no such option)
-- hold every column a search filters on, so category, rental type, price, place (box and
-- distance) and stock are checked from the index alone (index-only scans) and the bounded
-- count reads the cheapest index too. The status-led indexes they replace made PostgreSQL
-- visit the table for every candidate and sort all matches for rating, type and category pages.
DROP INDEX "listings_status_rating_idx";--> statement-breakpoint
DROP INDEX "listings_status_type_idx";--> statement-breakpoint
DROP INDEX "listings_status_category_idx";--> statement-breakpoint
DROP INDEX "listings_status_price_idx";--> statement-breakpoint
DROP INDEX "listings_published_latlng_idx";--> statement-breakpoint
CREATE INDEX "listings_published_latlng_idx" ON "listings" USING btree ("latitude","longitude") INCLUDE ("id","rental_type_id","category_id","min_rent_price_cents","geo","quantity","has_sale_price","created_at","rating_avg","review_count") WHERE "listings"."status" = 'Published' AND "listings"."latitude" IS NOT NULL AND "listings"."longitude" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_search_newest_idx" ON "listings" USING btree ("created_at","id") INCLUDE ("category_id","rental_type_id","min_rent_price_cents","latitude","longitude","geo","quantity","has_sale_price") WHERE "listings"."status" = 'Published';--> statement-breakpoint
CREATE INDEX "listings_search_price_idx" ON "listings" USING btree ("min_rent_price_cents","id") INCLUDE ("category_id","rental_type_id","latitude","longitude","geo","quantity","has_sale_price") WHERE "listings"."status" = 'Published';--> statement-breakpoint
CREATE INDEX "listings_search_rating_desc_idx" ON "listings" USING btree ("rating_avg" DESC NULLS LAST,"review_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("category_id","rental_type_id","min_rent_price_cents","latitude","longitude","geo","quantity","has_sale_price") WHERE "listings"."status" = 'Published';--> statement-breakpoint
CREATE INDEX "listings_search_rating_asc_idx" ON "listings" USING btree ("rating_avg","review_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("category_id","rental_type_id","min_rent_price_cents","latitude","longitude","geo","quantity","has_sale_price") WHERE "listings"."status" = 'Published';--> statement-breakpoint
CREATE INDEX "listings_search_category_idx" ON "listings" USING btree ("category_id","created_at","id") INCLUDE ("rental_type_id","min_rent_price_cents","latitude","longitude","geo","quantity","has_sale_price","rating_avg","review_count") WHERE "listings"."status" = 'Published';--> statement-breakpoint
CREATE INDEX "listings_search_type_idx" ON "listings" USING btree ("rental_type_id","created_at","id") INCLUDE ("category_id","min_rent_price_cents","latitude","longitude","geo","quantity","has_sale_price","rating_avg","review_count") WHERE "listings"."status" = 'Published';
