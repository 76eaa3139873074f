-- Issue 35: search alerts. A visitor follows a search (its canonical query, as filtersToQuery writes it
-- without sort, view or page) by email; the alert counts once the link in its confirmation mail is followed
-- (double opt-in), and then a daily digest lists the listings published or confirmed since the last one.
-- The token is the alert's key in every link (confirm, manage, one-click stop). Not content: no
-- data_version trigger, pages do not show alerts.
CREATE TABLE "search_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"search" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_digest_at" timestamp with time zone,
	CONSTRAINT "search_alerts_token_unique" UNIQUE("token"),
	CONSTRAINT "search_alerts_language_check" CHECK ("language" IN ('en', 'ar'))
);
--> statement-breakpoint
-- One alert per address and search: following the same search twice is the same alert.
CREATE UNIQUE INDEX "search_alerts_email_search_idx" ON "search_alerts" USING btree (lower("email"),"search");
--> statement-breakpoint
-- What the digest job looks for: confirmed alerts whose last digest is a day old.
CREATE INDEX "search_alerts_due_idx" ON "search_alerts" USING btree ("last_digest_at") WHERE "confirmed_at" IS NOT NULL;
--> statement-breakpoint
-- Sending a newsletter is an admin's act and is logged (entity "newsletter").
ALTER TABLE "admin_activity" DROP CONSTRAINT "admin_activity_entity_check";
--> statement-breakpoint
ALTER TABLE "admin_activity" ADD CONSTRAINT "admin_activity_entity_check" CHECK ("entity" IN ('property', 'image', 'district', 'inquiry', 'admin', 'landmark', 'newsletter'));
