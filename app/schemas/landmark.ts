import { z } from "zod";
import { LANDMARK_KINDS } from "./enums";
import { name, nameAr } from "./district";
import { inRiyadh, listingLatitude, listingLongitude, pointOfMapLink } from "./location";
import { oneLineText } from "./text";

export { LANDMARK_KINDS };
export type LandmarkKind = (typeof LANDMARK_KINDS)[number];

const kind = z.enum(LANDMARK_KINDS, { errorMap: () => ({ message: "admin.errors.landmarkKind" }) });

/**
 * A landmark as POST and PUT /api/admin/landmarks take it: both names, its kind and its point, which must lie
 * in Riyadh like a listing's (messages are translation keys).
 */
export const LandmarkSchema = z.object({ name, nameAr, kind, latitude: listingLatitude, longitude: listingLongitude });

export type LandmarkInput = z.infer<typeof LandmarkSchema>;

/**
 * The dashboard form: the same fields, the point typed (Arabic-Indic digits read) or a map link pasted
 * instead, as in the listing editor; a link wins over the boxes.
 */
export const LandmarkFormSchema = LandmarkSchema.extend({
  latitude: listingLatitude.optional(),
  longitude: listingLongitude.optional(),
  mapLink: oneLineText(z.string({ invalid_type_error: "admin.errors.mapLink" }).trim().max(2000, "admin.errors.mapLink")).optional(),
})
  .superRefine((value, context) => {
    if (value.mapLink) {
      const point = pointOfMapLink(value.mapLink);
      if (!point) context.addIssue({ code: "custom", path: ["mapLink"], message: "admin.errors.mapLink" });
      else if (!inRiyadh(point)) context.addIssue({ code: "custom", path: ["mapLink"], message: "admin.errors.mapLinkOutside" });
      return;
    }
    if (value.latitude === undefined) context.addIssue({ code: "custom", path: ["latitude"], message: "admin.errors.listingLatitude" });
    if (value.longitude === undefined) context.addIssue({ code: "custom", path: ["longitude"], message: "admin.errors.listingLongitude" });
  })
  .transform(({ mapLink, latitude, longitude, ...value }): LandmarkInput => {
    const point = mapLink ? pointOfMapLink(mapLink) : null;
    return { ...value, latitude: point?.latitude ?? latitude!, longitude: point?.longitude ?? longitude! };
  });
