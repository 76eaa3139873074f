-- Issue 50, point 9 (decision 0066): one amenity vocabulary. A listing keeps a known amenity under its
-- vocabulary name (app/utils/amenities.ts), however it was written: "WiFi" is High-speed Internet, a custom
-- "prayer room" or "مصلى" is Prayer Room. Rows written before are rewritten the same way, each amenity once
-- and in its place, and the Arabic names kept for custom amenities that are now known ones are dropped (the
-- vocabulary names them). The words below are the vocabulary's of this migration's day, folded as
-- amenityFold() folds them; the fold is written out in SQL because it must not change with the app.
CREATE FUNCTION "pg_temp"."amenity_fold"(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(
    translate(lower(name), 'أإآٱؤئىة٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹éèêëàâäîïôöûüç', 'ااااوييه01234567890123456789eeeeaaaiioouuc'),
    '[ًٌٍَُِّْٰـ]', '', 'g'),
    '(^|\s)ال(\S{3})', '\1\2', 'g'),
    '[[:space:][:punct:]،؛؟]', '', 'g')
$$;--> statement-breakpoint
CREATE TEMPORARY TABLE "amenity_vocabulary" ("fold" text PRIMARY KEY, "name" text NOT NULL) ON COMMIT DROP;--> statement-breakpoint
INSERT INTO "amenity_vocabulary" ("fold", "name") VALUES
  ('parking', 'Parking'), ('مواقفسيارات', 'Parking'), ('carpark', 'Parking'), ('carparking', 'Parking'), ('parkingspaces', 'Parking'), ('موقفسيارات', 'Parking'), ('مواقف', 'Parking'), ('موقف', 'Parking'),
  ('furnished', 'Furnished'), ('موثث', 'Furnished'), ('fullyfurnished', 'Furnished'), ('مفروش', 'Furnished'), ('موثثه', 'Furnished'), ('مفروشه', 'Furnished'),
  ('ac', 'AC'), ('تكييف', 'AC'), ('airconditioning', 'AC'), ('airconditioned', 'AC'), ('centralac', 'AC'), ('centralairconditioning', 'AC'), ('مكيف', 'AC'), ('مكيفات', 'AC'), ('تكييفمركزي', 'AC'),
  ('elevator', 'Elevator'), ('مصعد', 'Elevator'), ('lift', 'Elevator'), ('lifts', 'Elevator'), ('elevators', 'Elevator'), ('مصاعد', 'Elevator'),
  ('security', 'Security'), ('حراسهامنيه', 'Security'), ('securityguard', 'Security'), ('securityguards', 'Security'), ('247security', 'Security'), ('امن', 'Security'), ('حراسه', 'Security'), ('حارسامن', 'Security'),
  ('reception', 'Reception'), ('استقبال', 'Reception'), ('receptionist', 'Reception'), ('frontdesk', 'Reception'), ('receptiondesk', 'Reception'), ('مكتباستقبال', 'Reception'), ('موظفاستقبال', 'Reception'),
  ('highspeedinternet', 'High-speed Internet'), ('انترنتعاليسرعه', 'High-speed Internet'), ('wifi', 'High-speed Internet'), ('wirelessinternet', 'High-speed Internet'), ('internet', 'High-speed Internet'), ('fibre', 'High-speed Internet'), ('fiber', 'High-speed Internet'), ('fibreinternet', 'High-speed Internet'), ('broadband', 'High-speed Internet'), ('وايفاي', 'High-speed Internet'), ('انترنت', 'High-speed Internet'), ('انترنتسريع', 'High-speed Internet'), ('يافبصريه', 'High-speed Internet'),
  ('conferencerooms', 'Conference Rooms'), ('قاعاتموتمرات', 'Conference Rooms'), ('conferenceroom', 'Conference Rooms'), ('conferencehall', 'Conference Rooms'), ('قاعهموتمرات', 'Conference Rooms'),
  ('cafeteria', 'Cafeteria'), ('كافتيريا', 'Cafeteria'), ('cafe', 'Cafeteria'), ('coffeeshop', 'Cafeteria'), ('مقهي', 'Cafeteria'), ('كافيه', 'Cafeteria'), ('كافتريا', 'Cafeteria'),
  ('meetingrooms', 'Meeting Rooms'), ('غرفاجتماعات', 'Meeting Rooms'), ('meetingroom', 'Meeting Rooms'), ('غرفهاجتماعات', 'Meeting Rooms'), ('قاعهاجتماعات', 'Meeting Rooms'), ('قاعاتاجتماعات', 'Meeting Rooms'),
  ('vipaccess', 'VIP Access'), ('دخولكبارشخصيات', 'VIP Access'), ('vipentrance', 'VIP Access'), ('vipentry', 'VIP Access'), ('مدخلكبارشخصيات', 'VIP Access'),
  ('prayerroom', 'Prayer Room'), ('مصلي', 'Prayer Room'), ('prayerarea', 'Prayer Room'), ('prayerhall', 'Prayer Room'), ('musalla', 'Prayer Room'), ('غرفهصلاه', 'Prayer Room'), ('مكانللصلاه', 'Prayer Room'), ('مصليللموظفين', 'Prayer Room'),
  ('gym', 'Gym'), ('نادرياضي', 'Gym'), ('fitnesscentre', 'Gym'), ('fitnesscenter', 'Gym'), ('gymnasium', 'Gym'), ('ناديرياضي', 'Gym'), ('صالهرياضيه', 'Gym'), ('جيم', 'Gym'),
  ('kitchen', 'Kitchen'), ('مطبخ', 'Kitchen'), ('kitchenette', 'Kitchen'), ('مطبخصغير', 'Kitchen'),
  ('247access', '24/7 Access'), ('دخولعليمدارساعه', '24/7 Access'), ('24houraccess', '24/7 Access'), ('24haccess', '24/7 Access'), ('roundtheclockaccess', '24/7 Access'), ('دخول24ساعه', '24/7 Access'),
  ('printing', 'Printing'), ('طباعه', 'Printing'), ('printer', 'Printing'), ('printers', 'Printing'), ('printingservices', 'Printing'), ('طابعه', 'Printing'), ('خدماتطباعه', 'Printing');--> statement-breakpoint
UPDATE "properties" SET "amenities" = "rewritten"."amenities"
FROM (
  SELECT "listing"."id", array_agg("kept"."name" ORDER BY "kept"."place") AS "amenities"
  FROM "properties" AS "listing"
  CROSS JOIN LATERAL (
    -- Each amenity once (the first place it had), a custom one compared without case as the app does.
    SELECT DISTINCT ON (lower("named"."name")) "named"."name", "named"."place"
    FROM (
      SELECT coalesce("vocabulary"."name", "listed"."name") AS "name", "listed"."place"
      FROM unnest("listing"."amenities") WITH ORDINALITY AS "listed"("name", "place")
      LEFT JOIN "amenity_vocabulary" AS "vocabulary" ON "vocabulary"."fold" = "pg_temp"."amenity_fold"("listed"."name")
    ) AS "named"
    ORDER BY lower("named"."name"), "named"."place"
  ) AS "kept"
  WHERE cardinality("listing"."amenities") > 0
  GROUP BY "listing"."id"
) AS "rewritten"
WHERE "properties"."id" = "rewritten"."id" AND "properties"."amenities" IS DISTINCT FROM "rewritten"."amenities";--> statement-breakpoint
DELETE FROM "amenity_names" WHERE "pg_temp"."amenity_fold"("key") IN (SELECT "fold" FROM "amenity_vocabulary");--> statement-breakpoint
DROP FUNCTION "pg_temp"."amenity_fold"(text);
