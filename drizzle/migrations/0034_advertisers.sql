-- Issue 51: advertisers (owners, brokers, developers) sign up, list their own spaces and answer their own leads.
-- One sessions table for both roles (a row is an administrator's or an advertiser's, never both); a listing may
-- belong to an advertiser, and waits "in_review" for an administrator before it is published; the reason a
-- listing was returned is kept beside it. Decision 0074.
CREATE TABLE "advertisers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"slug" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'owner' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"fal_license_number" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'ar' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "advertisers_type_check" CHECK ("type" IN ('owner', 'broker', 'developer')),
	CONSTRAINT "advertisers_language_check" CHECK ("language" IN ('en', 'ar')),
	CONSTRAINT "advertisers_status_check" CHECK ("status" IN ('active', 'suspended'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "advertisers_email_idx" ON "advertisers" (lower("email"));--> statement-breakpoint
-- A mailed link's token is stored as its SHA-256 only; a row is deleted when used, so a link works once.
CREATE TABLE "account_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"advertiser_id" integer NOT NULL REFERENCES "advertisers"("id") ON DELETE CASCADE,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_purpose_check" CHECK ("purpose" IN ('verify_email', 'reset_password'))
);--> statement-breakpoint
CREATE INDEX "account_tokens_advertiser_idx" ON "account_tokens" ("advertiser_id");--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "admin_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "advertiser_id" integer REFERENCES "advertisers"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_one_account_check" CHECK (num_nonnulls("admin_id", "advertiser_id") = 1);--> statement-breakpoint
CREATE INDEX "sessions_advertiser_idx" ON "sessions" ("advertiser_id");--> statement-breakpoint
-- A deleted advertiser's listings stay (withdrawn, for the leads they had), owned by no one.
ALTER TABLE "properties" ADD COLUMN "advertiser_id" integer REFERENCES "advertisers"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "review_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_advertiser_id_idx" ON "properties" ("advertiser_id", "id");--> statement-breakpoint
-- A suspended advertiser's listings leave the site at once and come back when they are reinstated: the flag is
-- set on their listings in the suspension's transaction, and published_until (what every public read tests)
-- now also needs it false. A generated column's expression cannot change in place before PostgreSQL 17, so it is
-- added again with the indexes that hold it (as in migration 0015).
ALTER TABLE "properties" ADD COLUMN "advertiser_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "published_until";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "published_until" timestamp with time zone GENERATED ALWAYS AS (CASE WHEN lifecycle <> 'published' OR advertiser_suspended OR ad_license_number = '' OR ad_license_expires_on IS NULL THEN NULL ELSE least((confirmed_available_at AT TIME ZONE 'UTC' + interval '90 days') AT TIME ZONE 'UTC', (ad_license_expires_on + 1)::timestamp AT TIME ZONE 'Asia/Riyadh') END) STORED;--> statement-breakpoint
CREATE INDEX "properties_published_until_idx" ON "properties" USING btree ("published_until");--> statement-breakpoint
DROP INDEX IF EXISTS "properties_district_price_id_idx";--> statement-breakpoint
CREATE INDEX "properties_district_price_id_idx" ON "properties" USING btree ("district","price","id") INCLUDE ("size","furnished","type","amenities","confirmed_available_at","published_until");--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT "properties_lifecycle_check";--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_lifecycle_check" CHECK ("lifecycle" IN ('draft', 'in_review', 'published', 'withdrawn', 'archived'));--> statement-breakpoint
-- The log says who did what: an advertiser's own writes carry their id (no foreign key: the log outlives them).
ALTER TABLE "admin_activity" ADD COLUMN "advertiser_id" integer;--> statement-breakpoint
-- A lead's note written by the advertiser whose listing it is on.
ALTER TABLE "inquiry_notes" ADD COLUMN "advertiser_id" integer;--> statement-breakpoint
ALTER TABLE "admin_activity" DROP CONSTRAINT "admin_activity_entity_check";--> statement-breakpoint
ALTER TABLE "admin_activity" ADD CONSTRAINT "admin_activity_entity_check" CHECK ("entity" IN ('property', 'image', 'district', 'inquiry', 'admin', 'landmark', 'newsletter', 'advertiser'));--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_check";--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("kind" IN ('inquiry_notification', 'receipt', 'newsletter_confirmation', 'newsletter', 'alert_confirmation', 'alert_digest', 'account_verification', 'password_reset', 'review_outcome', 'advertiser_inquiry'));
