-- Lead desk (issue 16): every inquiry moves through a pipeline (new → contacted → viewing → won or lost),
-- carries an internal note, and remembers when its status last changed. Inquiries that exist today are new.
ALTER TABLE "inquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_status_check" CHECK ("status" IN ('new', 'contacted', 'viewing', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_note_length_check" CHECK (char_length("note") <= 2000);--> statement-breakpoint
-- One inbox: messages from the contact page become inquiries of kind 'general' (no listing, a subject),
-- so they share the statuses, note, filters and export. Their first and last names join into the name.
ALTER TABLE "inquiries" ADD COLUMN "kind" text DEFAULT 'listing' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "property_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_kind_check" CHECK ("kind" IN ('listing', 'general'));--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_kind_property_check" CHECK (("kind" = 'listing') = ("property_id" IS NOT NULL));--> statement-breakpoint
INSERT INTO "inquiries" ("kind", "property_id", "name", "email", "phone", "subject", "message", "created_at")
  SELECT 'general', NULL, "first_name" || ' ' || "last_name", "email", coalesce("phone", ''), "subject", "message", "created_at"
  FROM "contact_messages" ORDER BY "created_at", "id";--> statement-breakpoint
DROP TABLE "contact_messages";--> statement-breakpoint
-- The tab filters by status newest first, and its label counts the new ones.
CREATE INDEX "inquiries_status_created_id_idx" ON "inquiries" USING btree ("status", "created_at", "id");
