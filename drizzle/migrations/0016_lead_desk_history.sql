-- Issue 33: the lead desk keeps history. Notes are added, never overwritten: one row per note with the admin
-- who wrote it (copied, so it outlives the account, like the activity log) and when.
CREATE TABLE "inquiry_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL REFERENCES "inquiries"("id") ON DELETE CASCADE,
	"admin_id" integer,
	"admin_username" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_notes_body_check" CHECK (char_length("body") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE INDEX "inquiry_notes_inquiry_created_idx" ON "inquiry_notes" USING btree ("inquiry_id", "created_at", "id");--> statement-breakpoint
-- Each note written so far becomes the first of its inquiry's notes, by whoever last changed it and when,
-- as the activity log remembers (else the system, when the inquiry last changed).
INSERT INTO "inquiry_notes" ("inquiry_id", "admin_id", "admin_username", "body", "created_at")
  SELECT "i"."id", "a"."admin_id", coalesce("a"."admin_username", 'system'), "i"."note", coalesce("a"."at", "i"."status_changed_at", "i"."created_at")
  FROM "inquiries" AS "i"
  LEFT JOIN LATERAL (
    SELECT "admin_id", "admin_username", "at" FROM "admin_activity"
    WHERE "entity" = 'inquiry' AND "entity_id" = "i"."id" AND 'note' = ANY("fields")
    ORDER BY "at" DESC, "id" DESC LIMIT 1
  ) AS "a" ON true
  WHERE "i"."note" <> ''
  ORDER BY "i"."id";--> statement-breakpoint
ALTER TABLE "inquiries" DROP COLUMN "note";--> statement-breakpoint
-- The visitor's language (the page's when the inquiry was sent), so a reply is drafted in it; null for
-- inquiries sent before it was kept.
ALTER TABLE "inquiries" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_language_check" CHECK ("language" IN ('en', 'ar'));
