-- Scale out (issue 17): what app instances kept to themselves moves into the database, so any number
-- of them can serve one site. Uploaded images (WebP bytes, named by us) when DATABASE_URL is set, and
-- the events the login throttle and public-form limits count, shared by every worker and instance.
CREATE TABLE "stored_files" (
	"name" text PRIMARY KEY NOT NULL,
	"body" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "throttle_events" (
	"key" text NOT NULL,
	"at" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX "throttle_events_key_at_idx" ON "throttle_events" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "throttle_events_at_idx" ON "throttle_events" USING btree ("at");
