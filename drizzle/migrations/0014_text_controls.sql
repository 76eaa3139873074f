-- Issue 32: text fields refuse the characters HTML cannot hold (PLAIN_TEXT in app/schemas/text.ts): C0
-- controls other than tab, LF and CR, DEL, C1 controls and Unicode non-characters (NUL never reached a
-- row: PostgreSQL refuses it). Rows stored before lose them here, in every column of user content that a
-- page, a feed or an export shows, and one-line fields have their line breaks turned into a space, so
-- every row passes the schema it is edited with. The two helpers are dropped at the end.
CREATE FUNCTION "plain_text"("value" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace("value", '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF\U0001FFFE\U0001FFFF\U0002FFFE\U0002FFFF\U0003FFFE\U0003FFFF\U0004FFFE\U0004FFFF\U0005FFFE\U0005FFFF\U0006FFFE\U0006FFFF\U0007FFFE\U0007FFFF\U0008FFFE\U0008FFFF\U0009FFFE\U0009FFFF\U000AFFFE\U000AFFFF\U000BFFFE\U000BFFFF\U000CFFFE\U000CFFFF\U000DFFFE\U000DFFFF\U000EFFFE\U000EFFFF\U000FFFFE\U000FFFFF\U0010FFFE\U0010FFFF]', '', 'g')
$$;--> statement-breakpoint
CREATE FUNCTION "one_line_text"("value" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace("plain_text"("value"), '[\r\n]+', ' ', 'g')
$$;--> statement-breakpoint
-- A district's name is unique and its listings follow it (ON UPDATE CASCADE). A name that would then equal
-- another district's keeps its id in brackets, for the admin to rename.
UPDATE "districts" AS "d" SET
  "name" = "one_line_text"("d"."name") || CASE
    WHEN EXISTS (SELECT 1 FROM "districts" AS "o" WHERE "o"."id" <> "d"."id" AND "one_line_text"("o"."name") = "one_line_text"("d"."name"))
    THEN ' (' || "d"."id" || ')' ELSE '' END,
  "name_ar" = "one_line_text"("d"."name_ar")
WHERE "d"."name" IS DISTINCT FROM "one_line_text"("d"."name") OR "d"."name_ar" IS DISTINCT FROM "one_line_text"("d"."name_ar");--> statement-breakpoint
UPDATE "properties" SET
  "title" = "one_line_text"("title"),
  "title_ar" = "one_line_text"("title_ar"),
  "building" = "one_line_text"("building"),
  "building_ar" = "one_line_text"("building_ar"),
  "address" = "one_line_text"("address"),
  "address_ar" = "one_line_text"("address_ar"),
  "type" = "one_line_text"("type"),
  "advertiser_name" = "one_line_text"("advertiser_name"),
  "contact_phone" = "one_line_text"("contact_phone"),
  "description" = "plain_text"("description"),
  "description_ar" = "plain_text"("description_ar"),
  "amenities" = (SELECT coalesce(array_agg("one_line_text"("amenity") ORDER BY "n"), '{}') FROM unnest("amenities") WITH ORDINALITY AS "a"("amenity", "n"))
WHERE "title" IS DISTINCT FROM "one_line_text"("title")
  OR "title_ar" IS DISTINCT FROM "one_line_text"("title_ar")
  OR "building" IS DISTINCT FROM "one_line_text"("building")
  OR "building_ar" IS DISTINCT FROM "one_line_text"("building_ar")
  OR "address" IS DISTINCT FROM "one_line_text"("address")
  OR "address_ar" IS DISTINCT FROM "one_line_text"("address_ar")
  OR "type" IS DISTINCT FROM "one_line_text"("type")
  OR "advertiser_name" IS DISTINCT FROM "one_line_text"("advertiser_name")
  OR "contact_phone" IS DISTINCT FROM "one_line_text"("contact_phone")
  OR "description" IS DISTINCT FROM "plain_text"("description")
  OR "description_ar" IS DISTINCT FROM "plain_text"("description_ar")
  OR "amenities" IS DISTINCT FROM (SELECT coalesce(array_agg("one_line_text"("amenity") ORDER BY "n"), '{}') FROM unnest("amenities") WITH ORDINALITY AS "a"("amenity", "n"));--> statement-breakpoint
UPDATE "inquiries" SET
  "name" = "one_line_text"("name"),
  "email" = "one_line_text"("email"),
  "phone" = "one_line_text"("phone"),
  "subject" = "one_line_text"("subject"),
  "message" = "plain_text"("message"),
  "note" = "plain_text"("note")
WHERE "name" IS DISTINCT FROM "one_line_text"("name")
  OR "email" IS DISTINCT FROM "one_line_text"("email")
  OR "phone" IS DISTINCT FROM "one_line_text"("phone")
  OR "subject" IS DISTINCT FROM "one_line_text"("subject")
  OR "message" IS DISTINCT FROM "plain_text"("message")
  OR "note" IS DISTINCT FROM "plain_text"("note");--> statement-breakpoint
UPDATE "newsletter_subscribers" SET
  "email" = "one_line_text"("email")
WHERE "email" IS DISTINCT FROM "one_line_text"("email");--> statement-breakpoint
-- The activity log is append-only (a trigger refuses UPDATE), but its summaries are listing titles shown
-- on the Activity tab: this one clean-up is let through.
ALTER TABLE "admin_activity" DISABLE TRIGGER "admin_activity_append_only";--> statement-breakpoint
UPDATE "admin_activity" SET
  "summary" = "one_line_text"("summary")
WHERE "summary" IS DISTINCT FROM "one_line_text"("summary");--> statement-breakpoint
ALTER TABLE "admin_activity" ENABLE TRIGGER "admin_activity_append_only";--> statement-breakpoint
DROP FUNCTION "one_line_text"(text);--> statement-breakpoint
DROP FUNCTION "plain_text"(text);
