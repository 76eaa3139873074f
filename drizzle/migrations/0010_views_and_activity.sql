-- Listing views (issue 16): one row per listing per Riyadh day with a count; nothing about the visitor
-- (no cookie, no address). Rows go with their listing.
CREATE TABLE "property_views" (
	"property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "property_views_pkey" PRIMARY KEY ("property_id", "day"),
	CONSTRAINT "property_views_views_check" CHECK ("views" > 0)
);
--> statement-breakpoint
-- The overview and the table read the last 30 days across all listings.
CREATE INDEX "property_views_day_idx" ON "property_views" USING btree ("day");--> statement-breakpoint
-- Activity log (issue 16): every admin write, who made it, on what, and which fields it changed.
-- The admin's id and name are copied, not referenced: an entry outlives the account and the entity.
CREATE TABLE "admin_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_id" integer,
	"admin_username" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"fields" text[] DEFAULT '{}' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	CONSTRAINT "admin_activity_entity_check" CHECK ("entity" IN ('property', 'image', 'district', 'inquiry', 'admin')),
	CONSTRAINT "admin_activity_action_check" CHECK ("action" IN ('create', 'update', 'delete'))
);
--> statement-breakpoint
CREATE INDEX "admin_activity_at_id_idx" ON "admin_activity" USING btree ("at", "id");--> statement-breakpoint
CREATE INDEX "admin_activity_entity_idx" ON "admin_activity" USING btree ("entity", "entity_id");--> statement-breakpoint
-- The log is append-only for everyone, not only for the app: a row-level UPDATE or DELETE fails.
CREATE FUNCTION "admin_activity_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_activity is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "admin_activity_append_only" BEFORE UPDATE OR DELETE ON "admin_activity"
  FOR EACH ROW EXECUTE FUNCTION "admin_activity_append_only"();
