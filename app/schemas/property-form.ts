import { z } from "zod";
import { hasAmenity, isCustomAmenity, knownAmenity } from "../utils/amenities";
import { riyadhDate } from "../utils/format";
import { oneLineText } from "./text";
import { inRiyadh, pointOfMapLink } from "./location";
import { tourUrl } from "./tour";
import {
  amenity,
  amenityNameAr,
  arabicText,
  blank,
  bothCoordinates,
  brokerNeedsLicence,
  ceilingHeight,
  dateText,
  englishText,
  fitOut,
  floorNumber,
  integer,
  licenceNumber,
  missingToPublish,
  PROPERTY_LIMITS,
  PropertyFieldsSchema,
  type PropertyInput,
  TEXT_PAIRS,
  textsInOneLanguage,
  toPublishMessage,
} from "./property";

// The dashboard's listing editor (new and edit): the API's fields (property.ts) with the form's own boxes, its
// image files and its starting values.

/** Upload limits shared by the form (checked in the browser too) and the server. */
export const IMAGE_UPLOAD_LIMITS = {
  maxFileBytes: 10 * 1024 * 1024,
  maxFiles: 10,
  accept: "image/jpeg,image/png,image/webp,image/avif,image/gif",
} as const;

// The form's boxes for the office facts (officeFields in property.ts): an empty one means not stated; yes/no are a select's "yes" and "no".
const stated = <Schema extends z.ZodTypeAny>(schema: Schema) => schema.nullish().transform((value) => value ?? null);
const yesNo = z
  .enum(["yes", "no"], { errorMap: () => ({ message: "admin.errors.yesNo" }) })
  .nullish()
  .transform((value) => (value ? value === "yes" : null));
const officeFormFields = {
  fitOut: stated(fitOut),
  floor: stated(floorNumber),
  ceilingHeight: stated(ceilingHeight),
  workstations: stated(integer({ min: 0, max: PROPERTY_LIMITS.workstations })),
  meetingRooms: stated(integer({ min: 0, max: PROPERTY_LIMITS.meetingRooms })),
  pantry: yesNo,
  privateWashroom: yesNo,
};

/** A yes/no fact as the form's select holds it: "" not stated. */
export function yesNoValue(value: boolean | null | undefined) {
  return value === true ? "yes" : value === false ? "no" : "";
}

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

/** What a file input left empty sends: an empty, nameless file (or, from some clients, an empty string). */
export function isEmptyFileValue(value: unknown) {
  return value === "" || (isFile(value) && value.size === 0 && value.name === "");
}

const imageFiles = z.preprocess(
  (value): unknown[] =>
    (Array.isArray(value) ? (value as unknown[]) : value === undefined || value === null ? [] : [value]).filter(
      (file) => !isEmptyFileValue(file),
    ),
  z
    .array(z.custom<File>((value) => isFile(value) && value.size <= IMAGE_UPLOAD_LIMITS.maxFileBytes, "admin.form.imagesHint"))
    .max(IMAGE_UPLOAD_LIMITS.maxFiles, "admin.form.imagesHint"),
);

/**
 * The dashboard form: the same fields, the chosen image files in order, the custom amenity box
 * (added to the list on submit when scripts did not add it already) and the button's intent.
 */
export const PropertyFormSchema = PropertyFieldsSchema.extend({
  // The form always has both languages' boxes: an empty one (Conform makes it undefined) clears the text.
  title: englishText(200).default(""),
  building: englishText(200).default(""),
  address: englishText(300).default(""),
  description: englishText(5000, { lines: true }).default(""),
  titleAr: arabicText(200).default(""),
  buildingAr: arabicText(200).default(""),
  addressAr: arabicText(300).default(""),
  descriptionAr: arabicText(5000, { lines: true }).default(""),
  // ...and every trust box: an empty one clears it, an unticked VAT box means no VAT.
  adLicenseNumber: licenceNumber("admin.errors.adLicenseNumber").default(""),
  adLicenseExpiresOn: dateText.nullish().transform((value) => value ?? null),
  advertiserName: arabicText(200).default(""),
  advertiserNameAr: arabicText(200).default(""),
  brokerageLicenseNumber: licenceNumber("admin.errors.brokerageLicenseNumber").default(""),
  serviceCharge: integer({ min: 0, max: PROPERTY_LIMITS.price }).default(0),
  vatApplies: z.boolean({ invalid_type_error: "admin.errors.required" }).default(false),
  ...officeFormFields,
  // An empty box clears the tour link.
  tourUrl: tourUrl.default(null),
  imageFiles,
  // Floor plans are uploaded beside the photos, in their own box (issue 38).
  floorPlanFiles: imageFiles,
  customAmenity: amenity.optional(),
  customAmenityAr: amenityNameAr.optional(),
  // Each custom chip's English name (hidden) and its Arabic name box, in the same order.
  customNames: z.array(amenity).default([]),
  customNamesAr: z.array(arabicText(PROPERTY_LIMITS.amenityLength).optional()).default([]),
  // A map link pasted instead of typing the coordinates (read by pointOfMapLink); it wins over the boxes.
  mapLink: oneLineText(z.string({ invalid_type_error: "admin.errors.mapLink" }).trim().max(2000, "admin.errors.mapLink")).optional(),
  intent: oneLineText(z.string().max(40)).optional(),
})
  .superRefine((value, context) => {
    textsInOneLanguage(value, context);
    brokerNeedsLicence(value, context);
    if (value.mapLink) {
      const point = pointOfMapLink(value.mapLink);
      if (!point) context.addIssue({ code: "custom", path: ["mapLink"], message: "admin.errors.mapLink" });
      else if (!inRiyadh(point)) context.addIssue({ code: "custom", path: ["mapLink"], message: "admin.errors.mapLinkOutside" });
    } else bothCoordinates(value, context);
    // A text written in neither language has its message already.
    const inNeither = TEXT_PAIRS.filter((pair) => pair.every((field) => blank(value[field]))).flat() as string[];
    for (const field of missingToPublish(value).filter((field) => !inNeither.includes(field)))
      context.addIssue({ code: "custom", path: [field], message: toPublishMessage(field) });
    // A published listing's custom amenities have their Arabic names, like its texts (issue 33).
    value.customNames.forEach((name, index) => {
      if (value.lifecycle === "published" && keepsCustom(value.amenities, name) && !value.customNamesAr[index])
        context.addIssue({ code: "custom", path: ["customNamesAr", index], message: "admin.errors.amenityAr" });
    });
    const typed = typedAmenity(value);
    if (!typed) return;
    if (hasAmenity(value.amenities, typed) || value.amenities.length >= PROPERTY_LIMITS.amenities) {
      context.addIssue({
        code: "custom",
        path: [value.customAmenity ? "customAmenity" : "customAmenityAr"],
        message: "admin.errors.amenity",
      });
    }
    // A known amenity's Arabic name is the vocabulary's.
    if (isCustomAmenity(typed) && !value.customAmenityAr)
      context.addIssue({ code: "custom", path: ["customAmenityAr"], message: "admin.errors.amenityAr" });
  })
  .transform(({ customAmenity, customAmenityAr, customNames, customNamesAr, mapLink, ...value }) => {
    const amenityNamesAr: Record<string, string> = {};
    customNames.forEach((name, index) => {
      const nameAr = customNamesAr[index];
      if (nameAr && keepsCustom(value.amenities, name)) amenityNamesAr[name] = nameAr;
    });
    const typed = typedAmenity({ customAmenity, customAmenityAr });
    if (typed && isCustomAmenity(typed) && customAmenityAr) amenityNamesAr[typed] = customAmenityAr;
    return {
      ...value,
      ...(mapLink ? pointOfMapLink(mapLink) : null),
      amenities: typed ? [...value.amenities, typed] : value.amenities,
      amenityNamesAr,
    };
  });

/** True when `name` is a custom amenity the listing keeps (a known one is named by the vocabulary). */
function keepsCustom(amenities: readonly string[], name: string) {
  return isCustomAmenity(name) && hasAmenity(amenities, name);
}

/**
 * The amenity the form's boxes add: the known one either box names (so "مصلى" alone, or "prayer room",
 * adds Prayer Room), else the custom one typed in English.
 */
function typedAmenity({ customAmenity, customAmenityAr }: { customAmenity?: string; customAmenityAr?: string }) {
  const known = (customAmenity && knownAmenity(customAmenity)) || (customAmenityAr && knownAmenity(customAmenityAr));
  return known ? known.name : customAmenity;
}

type PropertyFormValue = z.output<typeof PropertyFormSchema>;

/** The property fields of a form submission, without the form-only extras. */
export function propertyInputOf({
  imageFiles: _files,
  floorPlanFiles: _plans,
  intent: _intent,
  ...input
}: PropertyFormValue): PropertyInput {
  return input;
}

/** Today's date in Riyadh as YYYY-MM-DD: the new-property default for availableFrom. */
export function todayInRiyadh(now = new Date()) {
  return riyadhDate(now);
}

/** What the add-property form starts with. */
export function newPropertyDefaults(now = new Date()) {
  return {
    title: "",
    titleAr: "",
    building: "",
    buildingAr: "",
    address: "",
    addressAr: "",
    district: "",
    price: 0,
    size: 0,
    floors: 1,
    capacity: 1,
    parkingSpaces: 0,
    type: "Office",
    furnished: false,
    featured: false,
    amenities: [] as string[],
    description: "",
    descriptionAr: "",
    availableFrom: todayInRiyadh(now),
    contactPhone: "",
    adLicenseNumber: "",
    adLicenseExpiresOn: null,
    advertiserName: "",
    advertiserNameAr: "",
    advertiserType: "owner" as const,
    brokerageLicenseNumber: "",
    confirmedAvailableAt: now,
    serviceCharge: 0,
    paymentTerms: "annual" as const,
    vatApplies: true,
    fitOut: null,
    floor: null,
    ceilingHeight: null,
    workstations: null,
    meetingRooms: null,
    pantry: null,
    privateWashroom: null,
    // Written before it is shown: the admin publishes it when its Arabic texts are there too.
    lifecycle: "draft" as const,
    tourUrl: null,
  };
}
