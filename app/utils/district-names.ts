import type { Language } from "~/i18n";
import { perLanguage } from "./format";
import { type LocalText, pickLanguage } from "./localized";

/** What a page needs to name a district in either language. */
export interface DistrictNames {
  name: string;
  nameAr: string;
}

/** A district's name in the page's language (English when it has no Arabic name yet). */
export function districtText(district: DistrictNames, language: Language): LocalText {
  return pickLanguage(district.name, district.nameAr, language);
}

/**
 * The URL slug of an English name: lower case Latin letters and digits joined by "-" ("Al Malqa" →
 * "al-malqa"); "" when the name has none. The migration that added slugs applies the same rule in SQL.
 */
export function slugOf(name: string) {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * A named place's slug (a district's, a landmark's): from its English name, or `<kind>-<id>` when the
 * name gives none (an Arabic-only name).
 */
export function placeSlug(kind: "district" | "landmark", name: string, id: number) {
  return slugOf(name) || `${kind}-${id}`;
}

/**
 * What typed text is compared by: case, spacing, hyphens, Arabic diacritics and tatweel, and the
 * spelling variants people mix (أ إ آ → ا, ى → ي, ة → ه) do not matter.
 */
export function searchKey(text: string) {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/[\s_-]+/g, " ")
    .trim();
}

// "Al Malqa" is often typed "Malqa", and "الملقا" as "ملقا"; a leading "حي" ("district") is noise.
const ARTICLE = /^(?:al |el |ال)/;
const withoutArticle = (key: string) => key.replace(ARTICLE, "");
const typedKey = (typed: string) => searchKey(typed).replace(/^حي /, "");

// A district's keys, kept per district object: the districts come from the read cache, the same objects
// request after request, and every lookup compares against all of them (about 0.1 ms a page, recomputed).
const districtKeys = new WeakMap<object, string[]>();

function keysOf(district: DistrictNames & { slug: string }) {
  let keys = districtKeys.get(district);
  if (!keys) {
    keys = [district.name, district.nameAr, district.slug].map(searchKey).filter((key) => key !== "");
    districtKeys.set(district, keys);
  }
  return keys;
}

/**
 * The district whose English name, Arabic name or slug is what was typed (compared by searchKey), if
 * any; failing that, the one that matches once a leading "Al"/"ال" is dropped from both.
 */
export function findDistrict<D extends DistrictNames & { slug: string }>(districts: readonly D[], typed: string): D | undefined {
  const key = typedKey(typed);
  if (key === "") return undefined;
  return (
    districts.find((district) => keysOf(district).includes(key)) ??
    districts.find((district) => keysOf(district).map(withoutArticle).includes(withoutArticle(key)))
  );
}

/** The districts whose name in either language (or slug) contains what was typed, for suggestions. */
export function matchDistricts<D extends DistrictNames & { slug: string }>(districts: readonly D[], typed: string): D[] {
  const key = typedKey(typed);
  if (key === "") return [];
  return districts.filter((district) => keysOf(district).some((candidate) => candidate.includes(key)));
}

const collator = perLanguage((language) => new Intl.Collator(language));

/**
 * Districts in alphabetical order of their names in the page's language. Loaders sort what pages list
 * (browsePageLoader), so the browser builds no collator while it hydrates them.
 */
export function sortByName<D extends DistrictNames>(districts: readonly D[], language: Language): D[] {
  const compare = collator(language).compare;
  return [...districts].sort((a, b) => compare(districtText(a, language).text, districtText(b, language).text));
}
