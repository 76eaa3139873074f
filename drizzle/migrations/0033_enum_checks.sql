-- Issue 52: four columns typed with an enum of app/schemas/enums.ts had no CHECK of their own (added in 0019
-- without one), so the database took any text there. tests/integration/enum-checks.test.ts now compares every
-- enum-typed column with its CHECK list.
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_language_check" CHECK ("language" IN ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_language_check" CHECK ("language" IN ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_language_check" CHECK ("language" IN ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("kind" IN ('inquiry_notification', 'receipt', 'newsletter_confirmation', 'newsletter', 'alert_confirmation', 'alert_digest'));
