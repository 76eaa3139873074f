-- The admin table's price and size sorts (ties by created_at, then id, in the sort's direction) read a
-- deep page's ids off these instead of sorting the whole table (see drizzle/schema.ts).
CREATE INDEX "properties_price_created_id_idx" ON "properties" USING btree ("price","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_size_created_id_idx" ON "properties" USING btree ("size","created_at","id");
