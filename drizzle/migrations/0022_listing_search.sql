-- Issue 34: search by words in both languages. pg_trgm (PostgreSQL's contrib, PGlite's
-- @electric-sql/pglite/contrib/pg_trgm) matches words anywhere and forgives small typos.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Text folded the way people type it: lower case; Arabic without diacritics (U+064B-U+0652, U+0670) and
-- tatweel (U+0640); alef forms (أ إ آ ٱ) as ا, alef maqsura (ى) as ي, ta marbuta (ة) as ه. Listings and the
-- words searched for go through the same function, so "برج المملكة" finds "بُرْج المملكه".
CREATE FUNCTION "search_fold"(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(lower($1),
    U&'\0623\0625\0622\0671\0649\0629\0640\064B\064C\064D\064E\064F\0650\0651\0652\0670',
    U&'\0627\0627\0627\0627\064A\0647')
$$;--> statement-breakpoint
-- Everything a words search looks at, folded, kept by the database as the texts change.
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(
  "title" || ' ' || "title_ar" || ' ' || "building" || ' ' || "building_ar" || ' ' || "address" || ' ' || "address_ar" || ' ' ||
  "description" || ' ' || "description_ar")) STORED;--> statement-breakpoint
-- The short texts (title, building, address), where typos are forgiven and relevance is measured: word
-- similarity against whole descriptions cost about 0.1 ms a row.
ALTER TABLE "properties" ADD COLUMN "search_head" text GENERATED ALWAYS AS (search_fold(
  "title" || ' ' || "title_ar" || ' ' || "building" || ' ' || "building_ar" || ' ' || "address" || ' ' || "address_ar")) STORED;--> statement-breakpoint
-- LIKE '%word%' reads candidates off the first, the typo-forgiving word_similarity operator (<%) off the second.
CREATE INDEX "properties_search_text_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_search_head_trgm_idx" ON "properties" USING gin ("search_head" gin_trgm_ops);
