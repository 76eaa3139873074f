-- Issue 35: email through an outbox. A message is a row written in the same transaction as what caused it
-- (an inquiry, a contact message), already rendered, so the sender only has to deliver it. The sender claims
-- rows with FOR UPDATE SKIP LOCKED, so any number of processes share the queue (docs/decisions/0029-outbox.md).
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"recipient_name" text DEFAULT '' NOT NULL,
	"reply_to" text,
	"reply_to_name" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"inquiry_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"message_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status_check" CHECK ("status" IN ('queued', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- What the sender looks for: messages due (queued) or claimed by a process that stopped (sending).
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at") WHERE "status" IN ('queued', 'sending');
--> statement-breakpoint
-- The tab's newest-first list, and the receipts sent to one address in the last day.
CREATE INDEX "outbox_created_id_idx" ON "outbox" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX "outbox_recipient_created_idx" ON "outbox" USING btree (lower("recipient"),"kind","created_at");
--> statement-breakpoint
-- Each admin's address and whether they want a mail for every new inquiry (on by default), in their language.
ALTER TABLE "admin_users" ADD COLUMN "email" text;
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "notify_inquiries" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "language" text DEFAULT 'ar' NOT NULL;
--> statement-breakpoint
-- The newsletter becomes double opt-in: an address counts once the link in its confirmation mail is followed
-- (confirmed_at), and that mail is written in the language of the page it was given on. Rows from before
-- were never confirmed by their owners: they are kept, unconfirmed, like any new sign-up.
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "language" text DEFAULT 'ar' NOT NULL;
--> statement-breakpoint
-- List mail (the newsletter) carries its recipient's one-click unsubscribe URL (RFC 8058); null for other mail.
ALTER TABLE "outbox" ADD COLUMN "list_unsubscribe" text;
