import type { CardProperty } from "~/components/PropertyCard";
import type { Language } from "~/i18n";
import { districtLabel } from "./districts";

// SPEC.md section 9: the default map centre (Riyadh) and zoom.
export const DEFAULT_MAP_CENTER = { position: [24.7136, 46.6753] as [number, number], zoom: 12 };

export interface DistrictGroup {
  district: string;
  label: string;
  position: [number, number];
  properties: CardProperty[];
}

/** Listings grouped by district, placed at the district's coordinates (the default centre when unknown). */
export function groupByDistrict(
  properties: CardProperty[],
  districts: { name: string; latitude: number; longitude: number }[],
  language: Language,
): DistrictGroup[] {
  const coordinates = new Map(districts.map((district) => [district.name, [district.latitude, district.longitude] as [number, number]]));
  const groups = new Map<string, DistrictGroup>();
  for (const property of properties) {
    const group = groups.get(property.district) ?? {
      district: property.district,
      label: districtLabel(property.district, language),
      position: coordinates.get(property.district) ?? DEFAULT_MAP_CENTER.position,
      properties: [],
    };
    group.properties.push(property);
    groups.set(property.district, group);
  }
  return [...groups.values()];
}
