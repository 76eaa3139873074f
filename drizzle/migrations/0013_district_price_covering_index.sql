-- The browse page's total for a district (the count beside every filtered page) reads this index only:
-- it also carries the other columns the filters test, so no listing row is fetched (see drizzle/schema.ts;
-- drizzle's index builder has no INCLUDE, hence this migration is written by hand).
DROP INDEX IF EXISTS "properties_district_price_id_idx";--> statement-breakpoint
CREATE INDEX "properties_district_price_id_idx" ON "properties" USING btree ("district","price","id") INCLUDE ("size","furnished","type","amenities","confirmed_available_at","published_until");
