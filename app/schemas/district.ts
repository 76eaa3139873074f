import { z } from "zod";
import { DEFAULT_MAP_CENTER } from "../utils/map";
import { oneLineText } from "./text";

// The district form and API body: English and Arabic names and coordinates. Messages are translation keys (admin.errors.*).
export const DEFAULT_LATITUDE = DEFAULT_MAP_CENTER.position[0];
export const DEFAULT_LONGITUDE = DEFAULT_MAP_CENTER.position[1];

const latitude = z
  .number({ required_error: "admin.errors.latitude", invalid_type_error: "admin.errors.latitude" })
  .finite("admin.errors.latitude")
  .min(-90, "admin.errors.latitude")
  .max(90, "admin.errors.latitude");

const longitude = z
  .number({ required_error: "admin.errors.longitude", invalid_type_error: "admin.errors.longitude" })
  .finite("admin.errors.longitude")
  .min(-180, "admin.errors.longitude")
  .max(180, "admin.errors.longitude");

/** A place's name (a district's, a landmark's): one line of plain text, at most 100 characters. */
export const name = oneLineText(
  z
    .string({ required_error: "admin.errors.required", invalid_type_error: "admin.errors.required" })
    .trim()
    .min(1, "admin.errors.required")
    .max(100, "admin.errors.tooLong"),
);

// An Arabic name has Arabic letters: an English name typed in the wrong box would be shown to Arabic readers.
// A regex (not a refinement), so the OpenAPI document says it too.
const HAS_ARABIC_LETTER = /^[\s\S]*[\u0621-\u064A][\s\S]*$/;
export const nameAr = name.regex(HAS_ARABIC_LETTER, "admin.errors.arabicName");

/** The district as POST /api/admin/districts takes it: every field required. */
export const DistrictSchema = z.object({ name, nameAr, latitude, longitude });

/** PUT /api/admin/districts/{id}: the same, but a body without `nameAr` keeps the district's Arabic name. */
export const DistrictUpdateSchema = DistrictSchema.extend({ nameAr: nameAr.optional() });

/**
 * The same schema for the dashboard form, where an empty coordinate falls back to the default
 * map centre (Conform turns an empty input into undefined before zod sees it).
 */
export const DistrictFormSchema = DistrictSchema.extend({
  latitude: latitude.default(DEFAULT_LATITUDE),
  longitude: longitude.default(DEFAULT_LONGITUDE),
});

export type NewDistrictInput = z.infer<typeof DistrictSchema>;
export type DistrictInput = z.infer<typeof DistrictUpdateSchema>;
