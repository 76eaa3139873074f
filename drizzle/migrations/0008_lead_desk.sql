-- Lead desk (issue 16): every inquiry moves through a pipeline (new → contacted → viewing → won or lost),
-- carries an internal note, and remembers when its status last changed. Inquiries that exist today are new.
ALTER TABLE "inquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_status_check" CHECK ("status" IN ('new', 'contacted', 'viewing', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_note_length_check" CHECK (char_length("note") <= 2000);--> statement-breakpoint
-- The tab filters by status newest first, and its label counts the new ones.
CREATE INDEX "inquiries_status_created_id_idx" ON "inquiries" USING btree ("status", "created_at", "id");
