-- Bilingual content. Districts get their Arabic name (filled here for the 25 districts the seed has
-- always had; a district an admin added before keeps "" and shows its English name until translated)
-- and a URL slug from the English name; listings get empty Arabic twins of their texts.
ALTER TABLE "districts" ADD COLUMN "name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "districts" SET "name_ar" = known."name_ar"
FROM (VALUES
  ('Olaya', 'العليا'),
  ('Granada', 'غرناطة'),
  ('Al Malqa', 'الملقا'),
  ('Hittin', 'حطين'),
  ('Diplomatic Quarter', 'الحي الدبلوماسي'),
  ('King Abdullah Financial District', 'مركز الملك عبدالله المالي'),
  ('Al Sulimaniyah', 'السليمانية'),
  ('Al Wurud', 'الورود'),
  ('Al Muruj', 'المروج'),
  ('Al Nakheel', 'النخيل'),
  ('Al Yasmin', 'الياسمين'),
  ('Al Sahafa', 'الصحافة'),
  ('Al Aqiq', 'العقيق'),
  ('Al Rabi', 'الربيع'),
  ('Al Nafal', 'النفل'),
  ('Al Izdihar', 'الازدهار'),
  ('Al Mursalat', 'المرسلات'),
  ('Al Nuzha', 'النزهة'),
  ('Al Ghadir', 'الغدير'),
  ('Qurtubah', 'قرطبة'),
  ('Al Rawdah', 'الروضة'),
  ('Al Khaleej', 'الخليج'),
  ('Al Naseem', 'النسيم'),
  ('Al Malaz', 'الملز'),
  ('Al Murabba', 'المربع')
) AS known("name", "name_ar")
WHERE "districts"."name" = known."name";--> statement-breakpoint
-- Same rule as districtSlug() in app/utils/slug.ts; a name with no Latin letters or digits, or one whose
-- slug an earlier district already took, gets "district-<id>" or "<slug>-<id>".
UPDATE "districts" SET "slug" = candidate."slug"
FROM (
  SELECT "id", CASE
    WHEN base = '' THEN 'district-' || "id"
    WHEN row_number() OVER (PARTITION BY base ORDER BY "id") > 1 THEN base || '-' || "id"
    ELSE base
  END AS "slug"
  FROM (SELECT "id", trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')) AS base FROM "districts") AS named
) AS candidate
WHERE "districts"."id" = candidate."id";--> statement-breakpoint
ALTER TABLE "districts" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "building_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "address_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "description_ar" text DEFAULT '' NOT NULL;
