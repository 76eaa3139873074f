import { z } from "zod";
import { canonicalAmenity, hasAmenity, isCustomAmenity } from "../utils/amenities";
import { westernDigits, withWesternDigits } from "./digits";
import { multiLineText, oneLineText } from "./text";
import { ADVERTISER_TYPES, FIT_OUTS, IMAGE_KINDS, LISTING_LIFECYCLES, PAYMENT_TERMS } from "./enums";
import { phoneText } from "./phone";
import { listingLatitude, listingLongitude } from "./location";
import { tourUrl } from "./tour";

// Every listing field, as the admin API takes it (real numbers and booleans) and as the dashboard form's schema
// (property-form.ts) builds on it: Conform coerces the form's strings ("12" → 12, checkbox "on" → true, an
// empty box → undefined), so each field has one rule for both. The field builders and the checks are exported
// for that form. Messages are translation keys (admin.errors.*); the API sends them in English.

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
export const arabicText = (max: number, { lines = false } = {}) =>
  characters(z.string({ invalid_type_error: "admin.errors.required" }).trim().max(max, "admin.errors.tooLong"), lines);
// A listing's English text (issue 50): like its Arabic twin, it may be empty while the listing is a draft.
// A draft needs each text in one language at least, a published listing in both (textsInOneLanguage,
// missingToPublish).
export const englishText = arabicText;

// There is no "too large" message key; an out-of-range number gets the whole-number message.
// `tooSmall` names the field's own message where a bare "1 or more" would be unclear (a price of 0 SAR).
// A form's text may hold Arabic-Indic digits (read as Western ones before it becomes a number); JSON sends numbers.
export const integer = ({ min, max, tooSmall }: { min: 0 | 1; max: number; tooSmall?: string }) =>
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
export const amenity = oneLineText(
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
export const amenityNameAr = arabicText(PROPERTY_LIMITS.amenityLength).pipe(z.string().min(1, "admin.errors.amenityAr"));

// Optional: an empty box clears the listing's contact number.
const contactPhone = phoneText("inquiry.errors.phone", "admin.errors.tooLong", true)
  .nullish()
  .transform((value) => (value ? value : null));

export { ADVERTISER_TYPES, FIT_OUTS, IMAGE_KINDS, LISTING_LIFECYCLES, PAYMENT_TERMS };
export type ImageKind = (typeof IMAGE_KINDS)[number];
/** An uploaded image's kind (POST /api/admin/properties/{id}/images); left out, a photo. */
export const ImageKindSchema = z.enum(IMAGE_KINDS).default("photo");
export type FitOut = (typeof FIT_OUTS)[number];

export const fitOut = z.enum(FIT_OUTS, { errorMap: () => ({ message: "admin.errors.fitOut" }) });

// The floor the office is on: 0 the ground floor, negative a basement (integer() starts at 0 or 1).
export const floorNumber = withWesternDigits(
  z
    .number({ invalid_type_error: "admin.errors.integer" })
    .int("admin.errors.integer")
    .min(PROPERTY_LIMITS.lowestFloor, "admin.errors.floor")
    .max(PROPERTY_LIMITS.floors - 1, "admin.errors.floor"),
);

// The ceiling's height in metres, to the centimetre; an Arabic keyboard's decimal separator (٫) reads as a point.
export const ceilingHeight = z.preprocess(
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

export type ListingLifecycle = (typeof LISTING_LIFECYCLES)[number];
export type AdvertiserType = (typeof ADVERTISER_TYPES)[number];

const lifecycle = z.enum(LISTING_LIFECYCLES, { errorMap: () => ({ message: "admin.errors.lifecycle" }) });

// A REGA advertising licence or a FAL brokerage licence: 6 to 20 digits; "" for none.
export const licenceNumber = (message: string) =>
  z
    .string({ invalid_type_error: message })
    .trim()
    .regex(/^(\d{6,20})?$/, message);

export const dateText = z
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

export const blank = (value: string | undefined) => !value?.trim();

/**
 * Every text of a listing in one language at least, whether the listing is a draft or not: a text written in
 * neither is named under both of its boxes (fields). The form and the API check it the same way.
 */
export function textsInOneLanguage(value: Partial<Record<(typeof TEXT_PAIRS)[number][number], string>>, context: z.RefinementCtx) {
  for (const pair of TEXT_PAIRS) {
    if (pair.every((field) => blank(value[field])))
      for (const field of pair) context.addIssue({ code: "custom", path: [field], message: "admin.errors.eitherLanguage" });
  }
}

/** A broker's ad names the broker's FAL licence; an office's floor is one of its building's. */
export function brokerNeedsLicence(
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
export function bothCoordinates(value: { latitude?: number; longitude?: number }, context: z.RefinementCtx) {
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

/** The table's state buttons and the delete page's "Archive instead" (a form), and PATCH /api/admin/properties/{id}. */
export const LifecycleChangeSchema = z.object({ lifecycle });

/** What an advertiser's listing does not take from them (decision 0075): its state, "featured", who advertises it (their profile). */
const NOT_THE_ADVERTISERS = {
  featured: true,
  lifecycle: true,
  advertiserName: true,
  advertiserNameAr: true,
  advertiserType: true,
  brokerageLicenseNumber: true,
} as const;
const OwnListingFieldsSchema = PropertyFieldsSchema.omit(NOT_THE_ADVERTISERS);
/** A listing's fields as an advertiser gives them: the form's whole input, or the API's without what is not theirs. */
export type OwnListingInput = Omit<PropertyInput, keyof typeof NOT_THE_ADVERTISERS>;

/** What an advertiser's write does: the editor's buttons (a draft, or submitted for review), or the list's (withdraw, submit). */
const intentOf = <const Intents extends [string, ...string[]]>(intents: Intents) =>
  z.enum(intents, { errorMap: () => ({ message: "admin.errors.lifecycle" }) });

/** POST /api/account/properties: an advertiser's new listing, as their editor saves it (a draft unless `intent` submits it). */
export const OwnListingInputSchema = OwnListingFieldsSchema.extend({ intent: intentOf(["draft", "submit"]).default("draft") }).superRefine(
  (value, context) => {
    textsInOneLanguage(value, context);
    brokerNeedsLicence(value, context);
    bothCoordinates(value, context);
  },
);

/**
 * PATCH /api/account/properties/{id}: any of the listing's fields, saved over the listing's own as its editor
 * does (`intent` draft or submit); or, without fields, `intent` withdraw or submit: its state alone.
 */
export const OwnListingPatchSchema = OwnListingFieldsSchema.partial().extend({ intent: intentOf(["draft", "submit", "withdraw"]) });

/**
 * What an advertiser does to their listing's state without its form (issue 51): take it off the site, or send it
 * for review again as it is. The list's buttons and PATCH /api/account/properties/{id}.
 */
export const OwnMoveSchema = z.object({ intent: intentOf(["withdraw", "submit"]) });

/** PATCH /api/admin/images/{imageId}/order */
export const ImageOrderSchema = z.object({
  orderIndex: z
    .number({ required_error: "admin.errors.required", invalid_type_error: "admin.errors.integer" })
    .int("admin.errors.integer")
    .min(0, "admin.errors.nonNegative")
    .max(100_000, "admin.errors.integer"),
});
