-- Trust (issue 14): the REGA advertising licence and advertiser of each listing, when its availability
-- was last confirmed, its full yearly cost, and `published_until`, computed from them by the database.
ALTER TABLE "properties" ADD COLUMN "ad_license_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ad_license_expires_on" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "advertiser_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "advertiser_type" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "brokerage_license_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "confirmed_available_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "service_charge" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "payment_terms" text DEFAULT 'annual' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "vat_applies" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_advertiser_type_check" CHECK ("advertiser_type" IN ('owner', 'broker', 'developer'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_payment_terms_check" CHECK ("payment_terms" IN ('annual', 'semiannual', 'quarterly', 'monthly'));--> statement-breakpoint
-- Listings that exist today stay published: each gets a licence number made from its id, valid for a
-- year, its building's management as the advertiser (an owner) and a confirmation now.
UPDATE "properties" SET
  "ad_license_number" = '71' || lpad("id"::text, 8, '0'),
  "ad_license_expires_on" = (now() AT TIME ZONE 'Asia/Riyadh')::date + 365,
  "advertiser_name" = "building";--> statement-breakpoint
-- Computed columns may use only immutable expressions: timestamptz + interval depends on the session's
-- time zone, so the 90 days are added in UTC, and a licence runs to the end of its day in Riyadh.
ALTER TABLE "properties" ADD COLUMN "published_until" timestamp with time zone GENERATED ALWAYS AS (CASE WHEN ad_license_number = '' OR ad_license_expires_on IS NULL THEN NULL ELSE least((confirmed_available_at AT TIME ZONE 'UTC' + interval '90 days') AT TIME ZONE 'UTC', (ad_license_expires_on + 1)::timestamp AT TIME ZONE 'Asia/Riyadh') END) STORED;--> statement-breakpoint
CREATE INDEX "properties_published_until_idx" ON "properties" USING btree ("published_until");
