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
