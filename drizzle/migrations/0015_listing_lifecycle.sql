-- Issue 33: leads are never lost. A listing has a lifecycle the admin sets (draft, published, withdrawn =
-- rented or taken down, archived), so taking one off the site needs no delete. Every listing that exists
-- today is published, as it was.
ALTER TABLE "properties" ADD COLUMN "lifecycle" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_lifecycle_check" CHECK ("lifecycle" IN ('draft', 'published', 'withdrawn', 'archived'));--> statement-breakpoint
-- published_until now also needs the admin's "published": a generated column's expression cannot be changed
-- in place before PostgreSQL 17, so it is added again. Dropping it drops its index and the covering index
-- of migration 0013 that includes it; both are built again below.
ALTER TABLE "properties" DROP COLUMN "published_until";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "published_until" timestamp with time zone GENERATED ALWAYS AS (CASE WHEN lifecycle <> 'published' OR ad_license_number = '' OR ad_license_expires_on IS NULL THEN NULL ELSE least((confirmed_available_at AT TIME ZONE 'UTC' + interval '90 days') AT TIME ZONE 'UTC', (ad_license_expires_on + 1)::timestamp AT TIME ZONE 'Asia/Riyadh') END) STORED;--> statement-breakpoint
CREATE INDEX "properties_published_until_idx" ON "properties" USING btree ("published_until");--> statement-breakpoint
DROP INDEX IF EXISTS "properties_district_price_id_idx";--> statement-breakpoint
CREATE INDEX "properties_district_price_id_idx" ON "properties" USING btree ("district","price","id") INCLUDE ("size","furnished","type","amenities","confirmed_available_at","published_until");--> statement-breakpoint
-- An inquiry keeps the titles of the listing it was sent about (existing ones get the listing's titles now),
-- and the database refuses to delete a listing that has inquiries: they no longer go with it.
ALTER TABLE "inquiries" ADD COLUMN "property_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "property_title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "inquiries" AS "i" SET "property_title" = "p"."title", "property_title_ar" = "p"."title_ar"
  FROM "properties" AS "p" WHERE "p"."id" = "i"."property_id";--> statement-breakpoint
ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_property_id_properties_id_fk";--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- A listing's view counts outlive it: no foreign key any more, and a delete writes the title into them.
ALTER TABLE "property_views" ADD COLUMN "property_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_views" DROP CONSTRAINT "property_views_property_id_fkey";
