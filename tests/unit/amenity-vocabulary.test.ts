import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FilterFieldsSchema } from "~/schemas/filters";
import { PropertyInputSchema } from "~/schemas/property";
import { PropertyFormSchema } from "~/schemas/property-form";
import ar from "~/locales/ar";
import en from "~/locales/en";
import {
  ADMIN_QUICK_AMENITIES,
  AMENITY_VOCABULARY,
  amenityFold,
  canonicalAmenities,
  canonicalAmenity,
  FIXED_AMENITIES,
  hasAmenity,
  isCustomAmenity,
  knownAmenity,
} from "~/utils/amenities";
import { listingInput } from "../factories";

// Issue 50, point 9: one amenity vocabulary for the editor, the filters, cards and the API.

const known = fc.constantFrom(...AMENITY_VOCABULARY);
/** One of a known amenity's words (its name, Arabic name or an alias), and the amenity. */
const spelling = known.chain((amenity) => fc.constantFrom(amenity.name, amenity.ar, ...amenity.aliases).map((word) => ({ word, amenity })));
/** The same word as a person might type it: any case per letter, spaces around, Arabic diacritics and tatweel. */
const typed = spelling.chain(({ word, amenity }) =>
  fc
    .record({
      cases: fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }),
      pad: fc.constantFrom("", " ", "  "),
      marks: fc.constantFrom("", "\u064E", "\u0651", "\u0640"),
    })
    .map(({ cases, pad, marks }) => ({
      amenity,
      word:
        pad +
        [...word]
          .map(
            (letter, index) => (cases[index] ? letter.toUpperCase() : letter.toLowerCase()) + (/[\u0621-\u064A]/.test(letter) ? marks : ""),
          )
          .join("") +
        pad,
    })),
);
/** A custom amenity: words no known amenity is called by. */
const custom = fc
  .stringMatching(/^[A-Za-z][A-Za-z ]{0,20}[a-z]$/)
  .filter((name) => !knownAmenity(name))
  .map((name) => name.trim());

describe("the amenity vocabulary", () => {
  it("holds the spec's fixed list in its order and every admin quick pick", () => {
    expect(FIXED_AMENITIES.slice(0, 13)).toEqual([
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
    ]);
    expect(ADMIN_QUICK_AMENITIES).toEqual([
      "WiFi",
      "Parking",
      "Kitchen",
      "Meeting Rooms",
      "24/7 Access",
      "Security",
      "Reception",
      "Printing",
    ]);
    // A pick a landlord ticks is a filter a tenant can tick: "WiFi" is High-speed Internet.
    for (const pick of ADMIN_QUICK_AMENITIES) expect(FIXED_AMENITIES).toContain(canonicalAmenity(pick));
    expect(canonicalAmenity("WiFi")).toBe("High-speed Internet");
  });

  it("gives each word to one amenity only", () => {
    const owners = new Map<string, string>();
    for (const amenity of AMENITY_VOCABULARY)
      for (const word of [amenity.name, amenity.ar, ...amenity.aliases]) {
        const fold = amenityFold(word);
        expect(fold, word).not.toBe("");
        expect(owners.get(fold) ?? amenity.name, word).toBe(amenity.name);
        owners.set(fold, amenity.name);
      }
  });

  it("names every known amenity and quick pick in both locale files", () => {
    for (const amenity of AMENITY_VOCABULARY) {
      expect(en.amenities[amenity.name]).toBe(amenity.name);
      expect(ar.amenities[amenity.name]).toBe(amenity.ar);
    }
    expect([en.amenities.WiFi, ar.amenities.WiFi]).toEqual(["WiFi", "واي فاي"]);
  });

  it("reads any case, alias or Arabic spelling of a known amenity as that amenity", () => {
    fc.assert(
      fc.property(typed, ({ word, amenity }) => {
        expect(canonicalAmenity(word)).toBe(amenity.name);
        expect(isCustomAmenity(word)).toBe(false);
        expect(hasAmenity([amenity.name], word)).toBe(true);
      }),
    );
    expect(canonicalAmenity("prayer room")).toBe("Prayer Room");
    expect(canonicalAmenity("المصلى")).toBe("Prayer Room");
    expect(canonicalAmenity("Wi-Fi")).toBe("High-speed Internet");
    expect(canonicalAmenity("دخول ٢٤ ساعة")).toBe("24/7 Access");
  });

  it("keeps a custom amenity as typed, and canonical names are idempotent", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          typed.map(({ word }) => word),
          custom,
        ),
        (name) => {
          const once = canonicalAmenity(name);
          expect(canonicalAmenity(once)).toBe(once);
          expect(canonicalAmenities(canonicalAmenities([name, once]))).toEqual([once]);
        },
      ),
    );
    fc.assert(
      fc.property(custom, (name) => {
        expect(canonicalAmenity(` ${name} `)).toBe(name);
      }),
    );
    expect(isCustomAmenity("Rooftop terrace")).toBe(true);
    expect(isCustomAmenity("!!")).toBe(true);
  });

  it("lists each amenity once, in its first place, however often and however it is written", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            typed.map(({ word }) => word),
            custom,
          ),
          { maxLength: 8 },
        ),
        (list) => {
          const kept = canonicalAmenities(list);
          expect(kept.every((name, index) => !hasAmenity(kept.slice(0, index), name))).toBe(true);
          expect(list.every((name) => hasAmenity(kept, name))).toBe(true);
          expect(canonicalAmenities(kept)).toEqual(kept);
        },
      ),
    );
  });
});

describe("the schemas read amenities through the vocabulary", () => {
  it("a filter asks for a known amenity by any spelling, once", () => {
    const filters = FilterFieldsSchema.parse({ amenities: ["wifi", "High-speed Internet", "مصلى", "prayer ROOM", "Rooftop terrace"] });
    expect(filters.amenities).toEqual(["High-speed Internet", "Prayer Room", "Rooftop terrace"]);
  });

  it("a listing keeps known amenities under their names, and two spellings of one are a duplicate", () => {
    expect(PropertyInputSchema.parse(listingInput({ amenities: ["WiFi", "prayer room", "Rooftop terrace"] })).amenities).toEqual([
      "High-speed Internet",
      "Prayer Room",
      "Rooftop terrace",
    ]);
    expect(PropertyInputSchema.safeParse(listingInput({ amenities: ["WiFi", "High-speed Internet"] })).success).toBe(false);
    // A known amenity's Arabic name is the vocabulary's, not data.
    const named = PropertyInputSchema.parse(listingInput({ amenities: ["Gym"], amenityNamesAr: { gym: "جيم", Rooftop: "سطح" } }));
    expect(named.amenityNamesAr).toEqual({ Rooftop: "سطح" });
  });

  it("the form adds a typed amenity that is a known one, in English or in Arabic alone, with no Arabic name", () => {
    const base = { ...listingInput({ amenities: ["WiFi"] }), lifecycle: "published" };
    const english = PropertyFormSchema.parse({ ...base, customAmenity: "prayer room" });
    expect([english.amenities, english.amenityNamesAr]).toEqual([["High-speed Internet", "Prayer Room"], {}]);
    const arabic = PropertyFormSchema.parse({ ...base, customAmenityAr: "مصلى" });
    expect([arabic.amenities, arabic.amenityNamesAr]).toEqual([["High-speed Internet", "Prayer Room"], {}]);
    // Already ticked under another name: a duplicate, said beside the box that named it.
    expect(PropertyFormSchema.safeParse({ ...base, customAmenityAr: "واي فاي" }).error?.issues.map((issue) => issue.path)).toEqual([
      ["customAmenityAr"],
    ]);
    // A custom one still needs its Arabic name.
    expect(PropertyFormSchema.safeParse({ ...base, customAmenity: "Rooftop terrace" }).error?.issues.map((issue) => issue.path)).toEqual([
      ["customAmenityAr"],
    ]);
  });
});
