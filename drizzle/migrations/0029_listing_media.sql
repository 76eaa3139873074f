-- Issue 38: floor plans are images of their own kind, ordered apart from the photos; a listing may link a video
-- or 3D tour (an allow-listed host, checked by the schema). Issue 37: an image's place in its listing's order is
-- unique, so the order is never left to the database's whim.
ALTER TABLE "property_images" ADD COLUMN "kind" text DEFAULT 'photo' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_kind_check" CHECK ("kind" IN ('photo', 'floor_plan'));--> statement-breakpoint
-- Images that shared a place (two at 0) are renumbered 0, 1, ... per listing in the order pages showed them:
-- by their place, then by id. Only the rows whose place changes are written.
UPDATE "property_images" AS "pi" SET "order_index" = "ranked"."position"
  FROM (
    SELECT "id", (row_number() OVER (PARTITION BY "property_id", "kind" ORDER BY "order_index", "id") - 1)::integer AS "position"
    FROM "property_images"
  ) AS "ranked"
  WHERE "ranked"."id" = "pi"."id" AND "pi"."order_index" <> "ranked"."position";--> statement-breakpoint
DROP INDEX "property_images_property_order_idx";--> statement-breakpoint
-- Deferred to the commit: a reorder moves rows one at a time inside its transaction. Its index also serves the
-- pages' "a listing's photos in order" reads that the dropped index served.
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_position_key" UNIQUE ("property_id", "kind", "order_index") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "tour_url" text;
