import type { Language } from "~/i18n";
import type { DistrictPreview, PropertyCardData } from "~/models/properties.server";
import { type DistrictNames, districtText } from "./district-names";

// The default map centre (Riyadh) and zoom.
export const DEFAULT_MAP_CENTER = { position: [24.7136, 46.6753] as [number, number], zoom: 12 };

export interface DistrictGroup {
  district: string;
  label: string;
  /** The district page's slug; undefined for a district not in the table. */
  slug?: string;
  position: [number, number];
  /** Matching listings in the district; `properties` holds the first of them. */
  total: number;
  properties: PropertyCardData[];
}

/**
 * Each district's preview placed at its coordinates (the default centre when unknown), most matches
 * first and equal counts by name in the page's language. `districts` come in that order from the
 * loader (sortByName), so the browser needs no collator here; a district missing from them comes after
 * the others.
 */
export function placeDistricts(
  previews: DistrictPreview[],
  districts: readonly (DistrictNames & { slug?: string; latitude: number; longitude: number })[],
  language: Language,
): DistrictGroup[] {
  const byName = new Map(districts.map((district) => [district.name, district]));
  const rank = new Map(districts.map((district, index) => [district.name, index]));
  const rankOf = (group: DistrictGroup) => rank.get(group.district) ?? districts.length;
  const groups = previews.map(({ district, total, cards }): DistrictGroup => {
    const known = byName.get(district);
    return {
      district,
      label: districtText(known ?? { name: district, nameAr: "" }, language).text,
      slug: known?.slug,
      position: known ? ([known.latitude, known.longitude] as [number, number]) : DEFAULT_MAP_CENTER.position,
      total,
      properties: cards,
    };
  });
  return groups.sort((a, b) => b.total - a.total || rankOf(a) - rankOf(b));
}
