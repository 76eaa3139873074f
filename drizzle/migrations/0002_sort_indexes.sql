DROP INDEX "properties_price_idx";--> statement-breakpoint
DROP INDEX "properties_size_idx";--> statement-breakpoint
CREATE INDEX "properties_price_id_idx" ON "properties" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "properties_size_id_idx" ON "properties" USING btree ("size","id");