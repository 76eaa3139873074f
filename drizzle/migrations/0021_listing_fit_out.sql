-- Issue 38: what a tenant weighs before a viewing. Every new fact is optional: existing listings keep every
-- row and read as "not stated" (null) until the admin fills them in, rather than claiming "no pantry".
-- `floors` (already there) is the building's floor count; `floor` is the floor the office is on (the lowest
-- one when it spans several): 0 the ground floor, negative a basement (decision 0033).
ALTER TABLE "properties" ADD COLUMN "fit_out" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ceiling_height" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "workstations" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "meeting_rooms" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pantry" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "private_washroom" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_fit_out_check" CHECK ("fit_out" IN ('shell_core', 'cat_a', 'cat_b', 'serviced'));--> statement-breakpoint
-- The price-per-m² sort reads a page straight off these indexes, as the price and size sorts do theirs
-- (across districts, and within one).
CREATE INDEX "properties_price_per_sqm_id_idx" ON "properties" USING btree (("price"::float8 / "size"),"id");--> statement-breakpoint
CREATE INDEX "properties_district_price_per_sqm_id_idx" ON "properties" USING btree ("district",("price"::float8 / "size"),"id");
