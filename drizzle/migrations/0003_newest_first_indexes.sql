DROP INDEX "inquiries_created_idx";--> statement-breakpoint
DROP INDEX "properties_featured_created_idx";--> statement-breakpoint
DROP INDEX "properties_created_idx";--> statement-breakpoint
CREATE INDEX "inquiries_created_id_idx" ON "inquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "properties_featured_created_id_idx" ON "properties" USING btree ("featured","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_created_id_idx" ON "properties" USING btree ("created_at","id");