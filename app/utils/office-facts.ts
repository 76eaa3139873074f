import type { Translate } from "~/utils/translator";
import type { PropertyRow } from "../../drizzle/schema";
import type { Language } from "~/i18n";
import { formatNumber } from "./format";

/** What a listing says about its space (issue 38), in the order pages show it; null = not stated. */
export const OFFICE_FACT_KEYS = ["fitOut", "floor", "ceilingHeight", "workstations", "meetingRooms", "pantry", "privateWashroom"] as const;
export type OfficeFactKey = (typeof OFFICE_FACT_KEYS)[number];
/** The facts, and the building's floor count (`floors`) that the floor is told with. */
export type OfficeFactsOf = Pick<PropertyRow, OfficeFactKey | "floors">;

/** A floor's name: "Ground", "Basement 2", or its number. */
export function floorName(floor: number, t: Translate, language: Language) {
  if (floor === 0) return t("office.groundFloor");
  return floor < 0 ? t("office.basement", { level: formatNumber(-floor, language) }) : formatNumber(floor, language);
}

/**
 * Each fact as the page, the compare table and the CSV write it, in one language; null where the listing
 * does not say. The floor is given with the building's count ("12 of 30"), which sits in its own column
 * elsewhere.
 */
export function officeFactText(key: OfficeFactKey, facts: OfficeFactsOf, t: Translate, language: Language): string | null {
  const yesNo = (value: boolean | null) => (value === null ? null : t(value ? "office.yes" : "office.no"));
  switch (key) {
    case "fitOut":
      return facts.fitOut && t(`office.fitOuts.${facts.fitOut}`);
    case "floor":
      return facts.floor === null
        ? null
        : t("office.floorOf", { floor: floorName(facts.floor, t, language), floors: formatNumber(facts.floors, language) });
    case "ceilingHeight":
      // Centimetres shown, Western digits and a point in both languages.
      return facts.ceilingHeight === null ? null : t("office.metres", { value: String(facts.ceilingHeight) });
    case "workstations":
    case "meetingRooms":
      return facts[key] === null ? null : formatNumber(facts[key], language);
    case "pantry":
    case "privateWashroom":
      return yesNo(facts[key]);
  }
}

/**
 * The facts in schema.org terms, for the listing's JSON-LD: the floor as Accommodation's floorLevel, the rest
 * as amenityFeature entries (yes/no as booleans, counts as numbers, the ceiling in metres, code MTR).
 */
export function officeJsonLd(facts: OfficeFactsOf, t: Translate, language: Language) {
  const features = OFFICE_FACT_KEYS.flatMap((key) => {
    const value = key === "fitOut" ? officeFactText(key, facts, t, language) : key === "floor" ? null : facts[key];
    if (value === null) return [];
    const feature = { "@type": "LocationFeatureSpecification", name: t(`office.${key}`), value };
    return [key === "ceilingHeight" ? { ...feature, unitCode: "MTR" } : feature];
  });
  return { floorLevel: facts.floor === null ? undefined : floorName(facts.floor, t, language), amenityFeature: features };
}
