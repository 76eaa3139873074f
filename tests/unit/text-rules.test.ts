// Issue 48, items 5 and 6: every text a visitor or an admin sends is well-formed Unicode, holds no control that
// reorders what is shown, and a one-line text (a name, a title, an email, a phone, a URL's search) nothing
// invisible. The rules live in app/schemas/text.ts; this file walks every input schema of app/schemas/, so a
// field that forgets them fails here, and checks with generated text that Arabic and English pass unchanged.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { multiLineText, oneLineText } from "~/schemas/text";
import { InquirySchema } from "~/schemas/inquiry";
import { ContactSchema } from "~/schemas/contact";
import { DistrictSchema } from "~/schemas/district";
import { PropertyInputSchema } from "~/schemas/property";
import { districtInput, inquiryInput, listingInput, propertyFormFields } from "../factories";

const modules = import.meta.glob<Record<string, unknown>>("../../app/schemas/*.ts", { eager: true });

/** Refused in every text: both halves of a surrogate pair alone, embeddings, overrides, isolates, deprecated controls. */
const EVERY_TEXT = [
  "\uD800",
  "\uDBFF",
  "\uDC00",
  "\uDFFF",
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u206A",
  "\u206F",
];
/** Refused in one-line texts too: line and paragraph separators, and characters drawn as nothing. */
const ONE_LINE_TOO = [
  "\u2028",
  "\u2029",
  "\u200B",
  "\uFEFF",
  "\u2060",
  "\u2061",
  "\u2064",
  "\u00AD",
  "\u034F",
  "\u180E",
  "\u3164",
  "\uFFA0",
  "\uFFF9",
  "\u{E0041}",
  "\u{1BCA0}",
];
const name = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

type Schema = z.ZodTypeAny;

/** The schemas directly inside `schema` (through optional, default, effects, pipes, arrays, records, unions). */
function children(schema: Schema): Schema[] {
  const def = schema._def as Record<string, unknown>;
  if (schema instanceof z.ZodObject) return Object.values(schema.shape as Record<string, Schema>);
  if (schema instanceof z.ZodEffects) return [def.schema as Schema];
  if (schema instanceof z.ZodPipeline) return [def.in as Schema, def.out as Schema];
  if (schema instanceof z.ZodArray) return [def.type as Schema];
  if (schema instanceof z.ZodRecord) return [def.keyType as Schema, def.valueType as Schema];
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion) return [...(def.options as Schema[])];
  if ("innerType" in def) return [def.innerType as Schema];
  return [];
}

const takesText = (schema: Schema): boolean => schema instanceof z.ZodString || children(schema).some(takesText);

/** The fields of an object schema (of each object of a union) that take text somewhere inside. */
function textFields(schema: Schema): string[] {
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape as Record<string, Schema>).flatMap(([key, field]) => (takesText(field) ? [key] : []));
  if (schema instanceof z.ZodString) return [""];
  return [...new Set(children(schema).flatMap(textFields))];
}

/** Every string in a value, keys included: what an answer, a page or a row would carry. */
const stringsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsIn)
      : value && typeof value === "object"
        ? Object.entries(value).flatMap(([key, item]) => [key, ...stringsIn(item)])
        : [];

/** `text` with `character` after its first character, where trim() cannot take it away. */
const within = (text: string, character: string) => {
  const [first = "", ...rest] = [...text];
  return `${first}${character}${rest.join("")}`;
};

/** One copy of `value` for each string in it (record keys too), with `character` put inside that string; each with its top-level field. */
function eachWithin(value: unknown, character: string, field = ""): { field: string; value: unknown }[] {
  if (typeof value === "string") return [{ field, value: within(value, character) }];
  if (Array.isArray(value))
    return eachWithin(value[0], character, field).map((changed) => ({ ...changed, value: [changed.value, ...value.slice(1)] }));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => {
      const top = field || key;
      const inKey = field
        ? [
            {
              field: top,
              value: { ...Object.fromEntries(Object.entries(value).filter(([other]) => other !== key)), [within(key, character)]: item },
            },
          ]
        : [];
      return [...inKey, ...eachWithin(item, character, top).map((changed) => ({ ...changed, value: { ...value, [key]: changed.value } }))];
    });
  }
  return [];
}

// A valid input of each schema that takes text, every text field filled (forms' numbers as Conform passes them).
const listing = {
  ...listingInput(),
  advertiserNameAr: "إدارة برج العليا",
  brokerageLicenseNumber: "",
  amenityNamesAr: { "Rooftop terrace": "سطح" },
  tourUrl: "https://youtu.be/abc",
};
/** The listing as its advertiser writes it: without what is the site's or their account's (schemas/property.ts). */
const {
  featured: _featured,
  advertiserName: _name,
  advertiserNameAr: _nameAr,
  advertiserType: _type,
  brokerageLicenseNumber: _licence,
  ...ownListing
} = listing;
const filters = {
  q: "مكتب مفروش",
  near: "kafd",
  within: "1000",
  district: ["Olaya"],
  type: "Office",
  minPrice: "1",
  maxPrice: "٢٠٠٠٠٠",
  minSize: "10",
  maxSize: "900",
  amenities: ["WiFi"],
  minPricePerSqm: "1",
  maxPricePerSqm: "900",
  minFloor: "-1",
  maxFloor: "30",
  bbox: "46.5,24.6,46.8,24.9",
  zoom: "12",
};
const EXAMPLES: Record<string, unknown[]> = {
  ReviewSchema: [{ decision: "return", reason: "Add the licence's expiry date.\nThe photos are of another office." }],
  ActivityQuerySchema: [{ admin: "admin", from: "2026-01-01", to: "2026-01-31", page: "2" }],
  AdminTableQuerySchema: [{ q: "برج", district: "Olaya" }],
  AlertSchema: [
    { email: "sara@example.com", search: "district=Olaya&q=%D9%85%D9%83%D8%AA%D8%A8", language: "ar", redirectTo: "/properties" },
  ],
  AlertTokenSchema: [{ token: "a".repeat(43) }],
  ContactSchema: [
    {
      firstName: "سارة",
      lastName: "Ali",
      email: "sara@example.com",
      phone: "٠٥٠ ١٢٣ ٤٥٦٧",
      subject: "زيارة المكتب",
      message: "أود زيارة المكتب يوم الأحد.",
    },
  ],
  DistrictSchema: [districtInput()],
  DistrictUpdateSchema: [districtInput()],
  DistrictFormSchema: [districtInput()],
  FilterFieldsSchema: [filters],
  PropertyFiltersSchema: [filters],
  ApiPagingSchema: [{ limit: "10", offset: "20" }],
  AdminPagingSchema: [{ limit: "10", offset: "20" }],
  BrowseOptionsSchema: [{ view: "map", page: "2" }],
  InquiryUpdateSchema: [{ status: "contacted", note: "اتصل به غدًا" }],
  InquiryFiltersSchema: [{ q: "sara", propertyId: "3", from: "2026-01-01", to: "2026-01-31" }],
  InquirySchema: [inquiryInput()],
  ApiInquirySchema: [{ ...inquiryInput(), propertyId: 3 }],
  LandmarkSchema: [{ name: "KAFD", nameAr: "كافد", kind: "business_district", latitude: 24.76, longitude: 46.64 }],
  LandmarkFormSchema: [{ name: "KAFD", nameAr: "كافد", kind: "business_district", mapLink: "https://www.google.com/maps?q=24.76,46.64" }],
  LoginSchema: [{ username: "admin", password: "secret password", redirectTo: "/admin/dashboard" }],
  // Advertisers' accounts (issue 51).
  AdvertiserLoginSchema: [{ email: "owner@example.com", password: "secret password", redirectTo: "/account" }],
  SignupSchema: [{ email: "owner@example.com", password: "a long password", type: "owner", name: "Olaya Towers", nameAr: "أبراج العليا" }],
  AccountTokenSchema: [{ token: "A".repeat(43) }],
  ForgotSchema: [{ email: "owner@example.com" }],
  ResetSchema: [{ token: "A".repeat(43), password: "a long password", confirmPassword: "a long password" }],
  ProfileSchema: [
    {
      name: "Olaya Towers",
      nameAr: "أبراج العليا",
      type: "broker",
      phone: "+966 50 123 4567",
      whatsapp: "+966 50 123 4567",
      falLicenseNumber: "1100012345",
      language: "ar",
    },
  ],
  ProfilePatchSchema: [
    {
      name: "Olaya Towers",
      nameAr: "أبراج العليا",
      type: "broker",
      phone: "+966 50 123 4567",
      whatsapp: "+966 50 123 4567",
      falLicenseNumber: "1100012345",
      language: "ar",
    },
  ],
  EmailChangeSchema: [{ newEmail: "new@example.com", currentPassword: "secret password" }],
  PasswordChangeSchema: [{ currentPassword: "secret password", password: "a long password", confirmPassword: "a long password" }],
  EndSessionSchema: [{ intent: "end", sessionId: "a".repeat(64) }],
  DeleteAccountSchema: [{ password: "secret password" }],
  MailSettingsSchema: [{ email: "admin@example.com", notifyInquiries: "on", language: "ar" }],
  NewsletterSchema: [{ email: "news@example.com", consent: "on", redirectTo: "/" }],
  NewsletterIssueSchema: [{ subjectEn: "New offices", bodyEn: "Line one\nLine two", subjectAr: "مكاتب جديدة", bodyAr: "سطر\nسطر" }],
  UnsubscribeSchema: [{ token: "a".repeat(43) }],
  PropertyFieldsSchema: [listing],
  PropertyInputSchema: [listing],
  OwnListingInputSchema: [{ ...ownListing, intent: "submit" }],
  OwnListingPatchSchema: [{ ...ownListing, intent: "draft" }],
  PropertyFormSchema: [
    {
      ...propertyFormFields({
        advertiserName: "Owner",
        advertiserNameAr: "المالك",
        adLicenseNumber: "7100123456",
        contactPhone: "0501234567",
      }),
      ...{ price: 95000, size: 150, floors: 2, capacity: 18, parkingSpaces: 3, furnished: true },
      adLicenseExpiresOn: "2099-12-31",
      amenities: ["WiFi", "Rooftop"],
      brokerageLicenseNumber: "",
      amenityNamesAr: { Rooftop: "سطح" },
      customNames: ["Rooftop"],
      customNamesAr: ["سطح"],
      customAmenity: "Gym",
      customAmenityAr: "نادٍ رياضي",
      mapLink: "24.71, 46.67",
      tourUrl: "https://vimeo.com/123",
      intent: "save",
    },
  ],
  IdListSchema: ["3,17,42"],
  SavedFormSchema: [
    { intent: "add", propertyId: "3", redirectTo: "/saved" },
    { intent: "addAll", ids: "3,17", redirectTo: "/saved" },
  ],
  ThemeFormSchema: [{ theme: "dark", redirectTo: "/" }],
};

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([exported, value]) =>
    exported.endsWith("Schema") && value instanceof z.ZodType && takesText(value)
      ? [[`${file.split("/").pop()} ${exported}`, exported, value as Schema] as const]
      : [],
  ),
);

describe("every input schema's text fields", () => {
  it("are found: one schema a module at least, each with an example", () => {
    expect(schemas.length).toBeGreaterThan(25);
    expect(schemas.map(([, exported]) => exported).filter((exported) => !EXAMPLES[exported])).toEqual([]);
  });

  it.each(schemas)("%s: the example is valid and fills every text field", (_label, exported, schema) => {
    const examples = EXAMPLES[exported]!;
    for (const example of examples) expect(schema.safeParse(example).error?.issues ?? []).toEqual([]);
    const filled = new Set(examples.flatMap((example) => eachWithin(example, "x").map(({ field }) => field)));
    expect(textFields(schema).filter((field) => !filled.has(field))).toEqual([]);
  });

  it.each(schemas)(
    "%s: refuses ill-formed text and direction controls in every field, and invisible characters in one-line ones",
    (_label, exported, schema) => {
      const kept: string[] = [];
      for (const example of EXAMPLES[exported]!) {
        for (const { field, value } of eachWithin(example, "\n")) {
          // A field that takes a line break is a text of several lines: only the rules of every text apply.
          const multiLine = schema.safeParse(value).success;
          for (const character of multiLine ? EVERY_TEXT : [...EVERY_TEXT, ...ONE_LINE_TOO]) {
            for (const changed of eachWithin(example, character).filter((changed) => changed.field === field)) {
              const parsed = schema.safeParse(changed.value);
              // Refused, naming the field; or taken with the character gone (a redirect path or a link is percent-encoded).
              if (
                parsed.success
                  ? stringsIn(parsed.data).some((text) => text.includes(character))
                  : !parsed.error.issues.some((issue) => field === "" || issue.path[0] === field)
              ) {
                kept.push(`${field || "(the text)"} ${name(character)}`);
              }
            }
          }
        }
      }
      expect(kept).toEqual([]);
    },
  );
});

// Text people type: Arabic letters and marks, Arabic-Indic digits, Latin, digits, punctuation, spaces, emoji,
// and what Arabic and mixed text need: ZWNJ, ZWJ, and the marks LRM, RLM and ALM.
const character = fc
  .oneof(
    fc.integer({ min: 0x0621, max: 0x064a }),
    fc.integer({ min: 0x064b, max: 0x0652 }),
    fc.integer({ min: 0x0660, max: 0x0669 }),
    fc.integer({ min: 0x0041, max: 0x005a }),
    fc.integer({ min: 0x0061, max: 0x007a }),
    fc.integer({ min: 0x0030, max: 0x0039 }),
    fc.constantFrom(0x20, 0x2c, 0x2e, 0x2d, 0x060c, 0x061f, 0x00a0, 0x200c, 0x200d, 0x200e, 0x200f, 0x061c, 0x1f3e2, 0x2764, 0xfe0f),
  )
  .map((codePoint) => String.fromCodePoint(codePoint));
const typedText = fc.string({ unit: character, maxLength: 80 });
/** A name as a box keeps it: trimmed, not empty. */
const typedName = typedText.map((text) => text.trim()).filter((text) => text.length > 0);

describe("text people type", () => {
  const oneLine = oneLineText(z.string());
  const multiLine = multiLineText(z.string());

  it("is accepted unchanged, on one line or several", () => {
    fc.assert(
      fc.property(typedText, (text) => {
        expect(oneLine.parse(text)).toBe(text);
        expect(multiLine.parse(`${text}\n${text}`)).toBe(`${text}\n${text}`);
      }),
    );
  });

  it("is kept unchanged in the real fields: names, subjects, districts, titles", () => {
    fc.assert(
      fc.property(typedName, (text) => {
        expect(InquirySchema.parse(inquiryInput({ name: text })).name).toBe(text);
        expect(
          ContactSchema.parse({
            firstName: `${text}xx`,
            lastName: "Ali",
            email: "a@example.com",
            subject: `${text} visit`,
            message: "Hello there, visit.",
          }).subject,
        ).toBe(`${text} visit`);
        expect(DistrictSchema.parse(districtInput({ name: text })).name).toBe(text);
        expect(PropertyInputSchema.parse(listingInput({ title: text, descriptionAr: `${text}\nوصف` })).title).toBe(text);
      }),
    );
  });

  it("is refused with any refused character anywhere in it, on one line; direction controls and broken halves on several too", () => {
    fc.assert(
      fc.property(typedText, fc.nat(), fc.constantFrom(...EVERY_TEXT, ...ONE_LINE_TOO), (text, at, refused) => {
        // Between two characters, never inside one: splitting an emoji's surrogate pair is a broken text of its own.
        const characters = [...text];
        const position = at % (characters.length + 1);
        const changed = `${characters.slice(0, position).join("")}${refused}${characters.slice(position).join("")}`;
        expect(oneLine.safeParse(changed).success).toBe(false);
        expect(multiLine.safeParse(changed).success).toBe(!EVERY_TEXT.includes(refused));
      }),
    );
  });

  it("any well-formed string without those characters passes; ill-formed ones never do", () => {
    // eslint-disable-next-line no-control-regex -- the control characters every text refuses (PLAIN_TEXT)
    const refused = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Noncharacter_Code_Point}\u202A-\u202E\u2066-\u206F]/u;
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (text) => {
        fc.pre(!refused.test(text));
        expect(multiLine.parse(text)).toBe(text);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.integer({ min: 0xd800, max: 0xdfff }), (text, half) => {
        expect(oneLine.safeParse(`${text}${String.fromCharCode(half)}${text}`).success).toBe(false);
        expect(multiLine.safeParse(`${text}${String.fromCharCode(half)}`).success).toBe(false);
      }),
    );
  });
});
