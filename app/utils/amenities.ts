/**
 * The product's amenity lists. Isomorphic.
 */

/** Fixed amenity list used by cards and filters, in spec order. */
export const FIXED_AMENITIES = [
  "Parking",
  "Furnished",
  "AC",
  "Elevator",
  "Security",
  "Reception",
  "High-speed Internet",
  "Conference Rooms",
  "Cafeteria",
  "Meeting Rooms",
  "VIP Access",
  "Prayer Room",
  "Gym",
] as const;

export type FixedAmenity = (typeof FIXED_AMENITIES)[number];

/** The admin form's quick-select amenities (8), in spec order. */
export const ADMIN_QUICK_AMENITIES = [
  "WiFi",
  "Parking",
  "Kitchen",
  "Meeting Rooms",
  "24/7 Access",
  "Security",
  "Reception",
  "Printing",
] as const;

/**
 * How a custom amenity is looked up in its Arabic names (`amenity_names`): amenities compare without
 * case, so "Rooftop terrace" and "rooftop Terrace" share one translation.
 */
export function amenityKey(name: string) {
  return name.trim().toLowerCase();
}

const TRANSLATED_BY_LOCALES = new Set<string>([...FIXED_AMENITIES, ...ADMIN_QUICK_AMENITIES].map(amenityKey));

/** True for an amenity the admin typed (its Arabic name is data), false for one the locale files translate. */
export function isCustomAmenity(name: string) {
  return !TRANSLATED_BY_LOCALES.has(amenityKey(name));
}
