CREATE TABLE "data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_version" ADD CONSTRAINT "data_version_single_row" CHECK ("id" = 1);--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "properties_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "property_images_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_images" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();--> statement-breakpoint
CREATE TRIGGER "districts_bump_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "districts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"();
