import { z } from "zod";
import { canonicalAmenity, hasAmenity, isCustomAmenity, knownAmenity } from "../utils/amenities";
import { riyadhDate } from "../utils/format";
import { westernDigits, withWesternDigits } from "./digits";
import { multiLineText, oneLineText } from "./text";
import { ADVERTISER_TYPES, FIT_OUTS, IMAGE_KINDS, LISTING_LIFECYCLES, PAYMENT_TERMS } from "./enums";
import { phoneText } from "./phone";
import { inRiyadh, listingLatitude, listingLongitude, pointOfMapLink } from "./location";
import { tourUrl } from "./tour";

// Every listing field, as the dashboard form and the admin API take it. One schema for the dashboard form (Conform coerces the
// strings: "12" → 12, checkbox "on" → true, an empty box → undefined) and for the JSON API (real
// numbers and booleans). Messages are translation keys (admin.errors.*); the API sends them in English.

export const PROPERTY_LIMITS = {
  price: 100_000_000,
  size: 1_000_000,
  floors: 200,
  // Riyadh towers go down a few basement levels at most.
  lowestFloor: -10,
  workstations: 100_000,
  meetingRooms: 1_000,
  ceilingHeight: { min: 2, max: 20 },
  capacity: 100_000,
  parkingSpaces: 100_000,
  amenities: 30,
  amenityLength: 60,
} as const;

/** Upload limits shared by the form (checked in the browser too) and the server. */
export const IMAGE_UPLOAD_LIMITS = {
  maxFileBytes: 10 * 1024 * 1024,
  maxFiles: 10,
  accept: "image/jpeg,image/png,image/webp,image/avif,image/gif",
} as const;

// A listing's texts are one line (a title, an address), except the descriptions (`lines`).
const characters = (schema: z.ZodString, lines: boolean) => (lines ? multiLineText(schema) : oneLineText(schema));

const text = (max: number, { lines = false } = {}) =>
  characters(
    z
      .string({ required_error: "admin.errors.required", invalid_type_error: "admin.errors.required" })
      .trim()
      .min(1, "admin.errors.required")
      .max(max, "admin.errors.tooLong"),
    lines,
  );

// An Arabic twin of a text: optional ("" means not translated yet, and pages show the English one).
const arabicText = (max: number, { lines = false } = {}) =>
  characters(z.string({ invalid_type_error: "admin.errors.required" }).trim().max(max, "admin.errors.tooLong"), lines);
// A listing's English text (issue 50): like its Arabic twin, it may be empty while the listing is a draft.
// A draft needs each text in one language at least, a published listing in both (textsInOneLanguage,
// missingToPublish).
const englishText = arabicText;

// There is no "too large" message key; an out-of-range number gets the whole-number message.
// `tooSmall` names the field's own message where a bare "1 or more" would be unclear (a price of 0 SAR).
// A form's text may hold Arabic-Indic digits (read as Western ones before it becomes a number); JSON sends numbers.
const integer = ({ min, max, tooSmall }: { min: 0 | 1; max: number; tooSmall?: string }) =>
  withWesternDigits(
    z
      .number({ required_error: "admin.errors.required", invalid_type_error: "admin.errors.integer" })
      .int("admin.errors.integer")
      .min(min, tooSmall ?? (min === 0 ? "admin.errors.nonNegative" : "admin.errors.positive"))
      .max(max, "admin.errors.integer"),
  );

function isRealDate(value: string) {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2200 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// A known amenity, however it is written (any case, an alias, its Arabic name), is kept under its
// vocabulary name (utils/amenities.ts); a custom one as typed.
const amenity = oneLineText(
  z
    .string({ invalid_type_error: "admin.errors.amenity" })
    .trim()
    .min(1, "admin.errors.amenity")
    .max(PROPERTY_LIMITS.amenityLength, "admin.errors.amenity"),
).transform(canonicalAmenity);

const amenities = z
  .array(amenity, { invalid_type_error: "admin.errors.amenity" })
  .max(PROPERTY_LIMITS.amenities, "admin.errors.amenity")
  .default([])
  .refine((list) => list.every((item, index) => !hasAmenity(list.slice(0, index), item)), "admin.errors.amenity");

// The Arabic name of a custom amenity (the locale files name the fixed ones).
const amenityNameAr = arabicText(PROPERTY_LIMITS.amenityLength).pipe(z.string().min(1, "admin.errors.amenityAr"));

// Optional: an empty box clears the listing's contact number.
const contactPhone = phoneText("inquiry.errors.phone", "admin.errors.tooLong", true)
  .nullish()
  .transform((value) => (value ? value : null));

export { ADVERTISER_TYPES, FIT_OUTS, IMAGE_KINDS, LISTING_LIFECYCLES, PAYMENT_TERMS };
export type ImageKind = (typeof IMAGE_KINDS)[number];
/** An uploaded image's kind (POST /api/admin/properties/{id}/images); left out, a photo. */
export const ImageKindSchema = z.enum(IMAGE_KINDS).default("photo");
export type FitOut = (typeof FIT_OUTS)[number];

const fitOut = z.enum(FIT_OUTS, { errorMap: () => ({ message: "admin.errors.fitOut" }) });

// The floor the office is on: 0 the ground floor, negative a basement (integer() starts at 0 or 1).
const floorNumber = withWesternDigits(
  z
    .number({ invalid_type_error: "admin.errors.integer" })
    .int("admin.errors.integer")
    .min(PROPERTY_LIMITS.lowestFloor, "admin.errors.floor")
    .max(PROPERTY_LIMITS.floors - 1, "admin.errors.floor"),
);

// The ceiling's height in metres, to the centimetre; an Arabic keyboard's decimal separator (٫) reads as a point.
const ceilingHeight = z.preprocess(
  (value) => (typeof value === "string" ? westernDigits(value).replace("\u066B", ".") : value),
  z
    .number({ invalid_type_error: "admin.errors.ceilingHeight" })
    .min(PROPERTY_LIMITS.ceilingHeight.min, "admin.errors.ceilingHeight")
    .max(PROPERTY_LIMITS.ceilingHeight.max, "admin.errors.ceilingHeight")
    .transform((metres) => Math.round(metres * 100) / 100),
) as unknown as z.ZodEffects<z.ZodNumber, number, number>;

/**
 * What a tenant weighs before a viewing (issue 38). Each may be left out (an update keeps it) or null (not
 * stated): listings from before them claim nothing.
 */
const officeFields = {
  fitOut: fitOut.nullable().optional(),
  floor: floorNumber.nullable().optional(),
  ceilingHeight: ceilingHeight.nullable().optional(),
  workstations: integer({ min: 0, max: PROPERTY_LIMITS.workstations }).nullable().optional(),
  meetingRooms: integer({ min: 0, max: PROPERTY_LIMITS.meetingRooms }).nullable().optional(),
  pantry: z.boolean({ invalid_type_error: "admin.errors.yesNo" }).nullable().optional(),
  privateWashroom: z.boolean({ invalid_type_error: "admin.errors.yesNo" }).nullable().optional(),
};

// The form's boxes for them: an empty one means not stated; yes/no are a select's "yes" and "no".
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
export type ListingLifecycle = (typeof LISTING_LIFECYCLES)[number];
export type AdvertiserType = (typeof ADVERTISER_TYPES)[number];

const lifecycle = z.enum(LISTING_LIFECYCLES, { errorMap: () => ({ message: "admin.errors.lifecycle" }) });

// A REGA advertising licence or a FAL brokerage licence: 6 to 20 digits; "" for none.
const licenceNumber = (message: string) =>
  z
    .string({ invalid_type_error: message })
    .trim()
    .regex(/^(\d{6,20})?$/, message);

const dateText = z
  .string({ required_error: "admin.errors.date", invalid_type_error: "admin.errors.date" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "admin.errors.date")
  .refine(isRealDate, "admin.errors.date");

/**
 * The trust fields (issue 14). All may be left out: a new listing then takes the database's defaults
 * (no licence, so not published; VAT applies; rent paid yearly) and an update keeps what it had, so an
 * API client that does not know them changes nothing.
 */
const trustFields = {
  adLicenseNumber: licenceNumber("admin.errors.adLicenseNumber").optional(),
  adLicenseExpiresOn: z
    .union([dateText, z.literal("")])
    .nullable()
    .transform((value) => value || null)
    .optional(),
  advertiserName: arabicText(200).optional(),
  advertiserNameAr: arabicText(200).optional(),
  advertiserType: z.enum(ADVERTISER_TYPES, { errorMap: () => ({ message: "admin.errors.advertiserType" }) }).optional(),
  brokerageLicenseNumber: licenceNumber("admin.errors.brokerageLicenseNumber").optional(),
  serviceCharge: integer({ min: 0, max: PROPERTY_LIMITS.price }).optional(),
  paymentTerms: z.enum(PAYMENT_TERMS, { errorMap: () => ({ message: "admin.errors.paymentTerms" }) }).optional(),
  vatApplies: z.boolean({ invalid_type_error: "admin.errors.required" }).optional(),
};

/** A listing's texts, each with its Arabic twin. */
export const TEXT_PAIRS = [
  ["title", "titleAr"],
  ["building", "buildingAr"],
  ["address", "addressAr"],
  ["description", "descriptionAr"],
] as const;

/** The Arabic texts a listing needs before it is published (issue 33): visitors read Arabic first. */
export const ARABIC_TO_PUBLISH = ["titleAr", "addressAr", "descriptionAr"] as const;
/** ...and the English ones (issue 50: a draft may be written in Arabic only, or in English only). */
export const ENGLISH_TO_PUBLISH = ["title", "building", "address", "description"] as const;
export type TextToPublish = (typeof ARABIC_TO_PUBLISH)[number] | (typeof ENGLISH_TO_PUBLISH)[number];

/** Which of them a listing that is (or would be) published lacks; none for a listing that is not published. */
export function missingToPublish(listing: { lifecycle?: string } & Partial<Record<TextToPublish, string>>): TextToPublish[] {
  if (listing.lifecycle !== "published") return [];
  return [...ENGLISH_TO_PUBLISH, ...ARABIC_TO_PUBLISH].filter((field) => !listing[field]?.trim());
}

/** The message for a text a published listing lacks: it names the language it is missing in. */
export function toPublishMessage(field: TextToPublish) {
  return field.endsWith("Ar") ? "admin.errors.arabicToPublish" : "admin.errors.englishToPublish";
}

const blank = (value: string | undefined) => !value?.trim();

/**
 * Every text of a listing in one language at least, whether the listing is a draft or not: a text written in
 * neither is named under both of its boxes (fields). The form and the API check it the same way.
 */
function textsInOneLanguage(value: Partial<Record<(typeof TEXT_PAIRS)[number][number], string>>, context: z.RefinementCtx) {
  for (const pair of TEXT_PAIRS) {
    if (pair.every((field) => blank(value[field])))
      for (const field of pair) context.addIssue({ code: "custom", path: [field], message: "admin.errors.eitherLanguage" });
  }
}

/** A broker's ad names the broker's FAL licence; an office's floor is one of its building's. */
function brokerNeedsLicence(
  value: { advertiserType?: string; brokerageLicenseNumber?: string; floor?: number | null; floors?: number },
  context: z.RefinementCtx,
) {
  if (value.advertiserType === "broker" && !value.brokerageLicenseNumber) {
    context.addIssue({ code: "custom", path: ["brokerageLicenseNumber"], message: "admin.errors.brokerageLicenseRequired" });
  }
  // The ground floor is the building's first: a building of 5 floors has floors 0 to 4 above its basements.
  if (value.floor != null && value.floors !== undefined && value.floor >= value.floors) {
    context.addIssue({ code: "custom", path: ["floor"], message: "admin.errors.floorAboveBuilding" });
  }
}

/**
 * Every property field by its API name (docs/api.md), for the form and for POST/PUT /api/admin/properties.
 * The Arabic twins may be left out: a new listing then has none, and an update keeps the ones it had.
 * Fields the API shows but does not take (id, createdAt, images, confirmedAvailableAt, publishedUntil)
 * are dropped, so the object GET /api/properties/{id} returns can be sent back as it is.
 */
export const PropertyFieldsSchema = z.object({
  // Each text in either language: a draft needs one of the two, a published listing both (issue 50).
  // Left out, an update keeps what the listing had; a new listing has "" for it.
  title: englishText(200).optional(),
  titleAr: arabicText(200).optional(),
  building: englishText(200).optional(),
  buildingAr: arabicText(200).optional(),
  address: englishText(300).optional(),
  addressAr: arabicText(300).optional(),
  // Existence is checked by the model (unknown district → 400).
  district: oneLineText(
    z
      .string({ required_error: "admin.errors.district", invalid_type_error: "admin.errors.district" })
      .trim()
      .min(1, "admin.errors.district")
      .max(100, "admin.errors.district"),
  ),
  // A listing at 0 SAR or of 0 sqm is a mistake (the new-property form starts at 0): both must be 1 or more.
  price: integer({ min: 1, max: PROPERTY_LIMITS.price, tooSmall: "admin.errors.pricePositive" }),
  size: integer({ min: 1, max: PROPERTY_LIMITS.size, tooSmall: "admin.errors.sizePositive" }),
  floors: integer({ min: 1, max: PROPERTY_LIMITS.floors }),
  capacity: integer({ min: 1, max: PROPERTY_LIMITS.capacity }),
  parkingSpaces: integer({ min: 0, max: PROPERTY_LIMITS.parkingSpaces }),
  type: text(50),
  furnished: z.boolean({ invalid_type_error: "admin.errors.required" }).default(false),
  featured: z.boolean({ invalid_type_error: "admin.errors.required" }).default(false),
  amenities,
  // Custom amenities' Arabic names, by English name; kept for every listing that has the amenity. A known
  // amenity's is the vocabulary's: one given here is left out.
  amenityNamesAr: z
    .record(amenity, amenityNameAr)
    .transform((names) => Object.fromEntries(Object.entries(names).filter(([name]) => isCustomAmenity(name))))
    .optional(),
  description: englishText(5000, { lines: true }).optional(),
  descriptionAr: arabicText(5000, { lines: true }).optional(),
  availableFrom: dateText,
  contactPhone,
  ...trustFields,
  ...officeFields,
  // A video or 3D tour (issue 38); left out, an update keeps it.
  tourUrl: tourUrl.optional(),
  // Left out: a new listing is published (as before lifecycles existed), an update keeps its state.
  lifecycle: lifecycle.optional(),
  // The listing's point (issue 34). Left out: a new listing starts at its district's centre, an update keeps
  // its point (or, when it moves to another district, takes the new district's centre).
  latitude: listingLatitude.optional(),
  longitude: listingLongitude.optional(),
});

/** A point is both coordinates or neither. */
function bothCoordinates(value: { latitude?: number; longitude?: number }, context: z.RefinementCtx) {
  if (value.latitude === undefined && value.longitude !== undefined)
    context.addIssue({ code: "custom", path: ["latitude"], message: "admin.errors.listingLatitude" });
  if (value.longitude === undefined && value.latitude !== undefined)
    context.addIssue({ code: "custom", path: ["longitude"], message: "admin.errors.listingLongitude" });
}

export const PropertyInputSchema = PropertyFieldsSchema.superRefine((value, context) => {
  textsInOneLanguage(value, context);
  brokerNeedsLicence(value, context);
  bothCoordinates(value, context);
});

export type PropertyInput = z.output<typeof PropertyInputSchema>;

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

/** The table's state buttons and the delete page's "Archive instead" (a form), and PATCH /api/admin/properties/{id}. */
export const LifecycleChangeSchema = z.object({ lifecycle });

/** PATCH /api/admin/images/{imageId}/order */
export const ImageOrderSchema = z.object({
  orderIndex: z
    .number({ required_error: "admin.errors.required", invalid_type_error: "admin.errors.integer" })
    .int("admin.errors.integer")
    .min(0, "admin.errors.nonNegative")
    .max(100_000, "admin.errors.integer"),
});

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
