-- Issue 33: Arabic all the way. A custom amenity ("Rooftop terrace") is typed by the admin in English and
-- kept in the listing's `amenities` as before (the API's list of strings); its Arabic name lives here once
-- for every listing that has it, keyed by the lower-case English name because amenities compare without
-- case. The fixed amenities are translated by the locale files and never appear here.
CREATE TABLE "amenity_names" (
	"key" text PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL
);--> statement-breakpoint
-- Pages keep amenity names in the read and page caches, so a new translation is a change of data.
CREATE TRIGGER "amenity_names_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "amenity_names" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
