import type { Language } from "~/i18n";
import type { DistrictPreview, PropertyCardData } from "~/models/properties.server";
import { districtLabel } from "./districts";

// The default map centre (Riyadh) and zoom.
export const DEFAULT_MAP_CENTER = { position: [24.7136, 46.6753] as [number, number], zoom: 12 };

export interface DistrictGroup {
  district: string;
  label: string;
  position: [number, number];
  /** Matching listings in the district; `properties` holds the first of them. */
  total: number;
  properties: PropertyCardData[];
}

/** Each district's preview placed at its coordinates (the default centre when unknown). */
export function placeDistricts(
  previews: DistrictPreview[],
  districts: { name: string; latitude: number; longitude: number }[],
  language: Language,
): DistrictGroup[] {
  const coordinates = new Map(districts.map((district) => [district.name, [district.latitude, district.longitude] as [number, number]]));
  return previews.map(({ district, total, cards }) => ({
    district,
    label: districtLabel(district, language),
    position: coordinates.get(district) ?? DEFAULT_MAP_CENTER.position,
    total,
    properties: cards,
  }));
}
