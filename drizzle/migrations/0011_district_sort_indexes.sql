-- One district's listings in each browse order (see drizzle/schema.ts); they lead with district, so the
-- district-only index they replace is redundant (the district foreign key's cascades use them too).
CREATE INDEX "properties_district_price_id_idx" ON "properties" USING btree ("district","price","id");--> statement-breakpoint
CREATE INDEX "properties_district_size_id_idx" ON "properties" USING btree ("district","size","id");--> statement-breakpoint
CREATE INDEX "properties_district_featured_created_id_idx" ON "properties" USING btree ("district","featured","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_district_created_id_idx" ON "properties" USING btree ("district","created_at","id");--> statement-breakpoint
DROP INDEX IF EXISTS "properties_district_idx";
