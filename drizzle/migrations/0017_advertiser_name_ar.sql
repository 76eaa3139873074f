-- Issue 33: Arabic all the way. The advertiser's name has an Arabic twin like the listing's texts ("" = not
-- translated yet: pages then show the name as it was typed).
ALTER TABLE "properties" ADD COLUMN "advertiser_name_ar" text DEFAULT '' NOT NULL;
