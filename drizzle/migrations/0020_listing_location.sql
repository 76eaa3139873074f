-- Issue 34: every listing has its own point (WGS84), not its district's. Listings that exist today start at
-- their district's centre; the admin moves them to their building.
ALTER TABLE "properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
UPDATE "properties" AS "p" SET "latitude" = "d"."latitude", "longitude" = "d"."longitude"
  FROM "districts" AS "d" WHERE "d"."name" = "p"."district";--> statement-breakpoint
-- A new listing written without a point starts at its district's centre: a BEFORE trigger runs before the
-- NOT NULL check, so every writer (the API, the seed, a script) gets the same rule.
CREATE FUNCTION "properties_default_location"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."latitude" IS NULL OR NEW."longitude" IS NULL THEN
    SELECT "latitude", "longitude" INTO NEW."latitude", NEW."longitude" FROM "districts" WHERE "name" = NEW."district";
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "properties_default_location" BEFORE INSERT ON "properties" FOR EACH ROW EXECUTE FUNCTION "properties_default_location"();--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "latitude" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "longitude" SET NOT NULL;--> statement-breakpoint
-- The map's area (bbox) and the distance filter read candidates off this index instead of every row.
CREATE INDEX "properties_latitude_longitude_idx" ON "properties" USING btree ("latitude","longitude");
