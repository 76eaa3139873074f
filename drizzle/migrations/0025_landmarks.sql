-- Issue 34: landmarks, the places people look for offices near. Names are unique in each language (two
-- "Olaya station"s could not be told apart); the slug is the `near=` value. The kind and the point are
-- checked like a listing's: one of the kinds the app knows, inside the Riyadh box (app/schemas/location.ts).
CREATE TABLE "landmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landmarks_name_unique" UNIQUE("name"),
	CONSTRAINT "landmarks_name_ar_unique" UNIQUE("name_ar"),
	CONSTRAINT "landmarks_slug_unique" UNIQUE("slug"),
	CONSTRAINT "landmarks_kind_check" CHECK ("kind" IN ('metro_station', 'business_district', 'mall', 'airport', 'university')),
	CONSTRAINT "landmarks_point_check" CHECK ("latitude" BETWEEN 24.3 AND 25.2 AND "longitude" BETWEEN 46.3 AND 47.3)
);--> statement-breakpoint
-- Browse results near a landmark and a listing page's distances are kept in the read and page caches.
CREATE TRIGGER "landmarks_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "landmarks" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
-- The activity log records the admin's landmark edits.
ALTER TABLE "admin_activity" DROP CONSTRAINT "admin_activity_entity_check";--> statement-breakpoint
ALTER TABLE "admin_activity" ADD CONSTRAINT "admin_activity_entity_check" CHECK ("entity" IN ('property', 'image', 'district', 'inquiry', 'admin', 'landmark'));
