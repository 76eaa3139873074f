/**
 * The amenity vocabulary (issue 50, point 9; docs/decisions/0066-one-amenity-vocabulary.md): every amenity
 * the product knows, once, with its English name (what a listing stores, a filter sends and the API
 * returns), its Arabic name (the locale files take both from here) and the other words landlords and
 * tenants use for it, in either language. The editor's quick picks, the filter panel, cards, the listing
 * page and the API all read it. Isomorphic.
 */

interface KnownAmenity {
  readonly name: string;
  readonly ar: string;
  readonly aliases: readonly string[];
}

/** The known amenities: the spec's fixed list in its order, then the quick picks it does not hold. */
export const AMENITY_VOCABULARY = [
  { name: "Parking", ar: "مواقف سيارات", aliases: ["Car park", "Car parking", "Parking spaces", "موقف سيارات", "مواقف", "موقف"] },
  { name: "Furnished", ar: "مؤثث", aliases: ["Fully furnished", "مفروش", "مؤثثة", "مفروشة"] },
  {
    name: "AC",
    ar: "تكييف",
    aliases: ["A/C", "Air conditioning", "Air-conditioned", "Central AC", "Central air conditioning", "مكيف", "مكيفات", "تكييف مركزي"],
  },
  { name: "Elevator", ar: "مصعد", aliases: ["Lift", "Lifts", "Elevators", "مصاعد"] },
  { name: "Security", ar: "حراسة أمنية", aliases: ["Security guard", "Security guards", "24/7 security", "أمن", "حراسة", "حارس أمن"] },
  { name: "Reception", ar: "استقبال", aliases: ["Receptionist", "Front desk", "Reception desk", "مكتب استقبال", "موظف استقبال"] },
  {
    name: "High-speed Internet",
    ar: "إنترنت عالي السرعة",
    // The quick pick "WiFi" is this amenity: a tenant who asks for internet wants the office that has WiFi.
    aliases: [
      "WiFi",
      "Wireless internet",
      "Internet",
      "Fibre",
      "Fiber",
      "Fibre internet",
      "Broadband",
      "واي فاي",
      "إنترنت",
      "إنترنت سريع",
      "ألياف بصرية",
    ],
  },
  { name: "Conference Rooms", ar: "قاعات مؤتمرات", aliases: ["Conference room", "Conference hall", "قاعة مؤتمرات"] },
  { name: "Cafeteria", ar: "كافتيريا", aliases: ["Cafe", "Coffee shop", "مقهى", "كافيه", "كافتريا"] },
  { name: "Meeting Rooms", ar: "غرف اجتماعات", aliases: ["Meeting room", "غرفة اجتماعات", "قاعة اجتماعات", "قاعات اجتماعات"] },
  { name: "VIP Access", ar: "دخول كبار الشخصيات", aliases: ["VIP entrance", "VIP entry", "مدخل كبار الشخصيات"] },
  { name: "Prayer Room", ar: "مصلى", aliases: ["Prayer area", "Prayer hall", "Musalla", "غرفة صلاة", "مكان للصلاة", "مصلى للموظفين"] },
  { name: "Gym", ar: "نادٍ رياضي", aliases: ["Fitness centre", "Fitness center", "Gymnasium", "نادي رياضي", "صالة رياضية", "جيم"] },
  { name: "Kitchen", ar: "مطبخ", aliases: ["Kitchenette", "مطبخ صغير"] },
  { name: "24/7 Access", ar: "دخول على مدار الساعة", aliases: ["24-hour access", "24h access", "Round-the-clock access", "دخول 24 ساعة"] },
  { name: "Printing", ar: "طباعة", aliases: ["Printer", "Printers", "Printing services", "طابعة", "خدمات الطباعة"] },
] as const satisfies readonly KnownAmenity[];

export type FixedAmenity = (typeof AMENITY_VOCABULARY)[number]["name"];

/**
 * The amenities cards show by name and the filter panel offers: the spec's 13 in its order, then Kitchen,
 * 24/7 Access and Printing, so every quick pick a landlord ticks is one a tenant can filter by.
 */
export const FIXED_AMENITIES: readonly FixedAmenity[] = AMENITY_VOCABULARY.map(({ name }) => name);

/** The admin form's quick-select amenities (8), in spec order and under the spec's words ("WiFi" is High-speed Internet). */
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

/** A quick pick's own words where they are not its amenity's name. */
const PICK_WORDS = { WiFi: { en: "WiFi", ar: "واي فاي" } } as const;

/** The locale files' `amenities` section: each known amenity's name, and the quick picks' own words. */
export function amenityWords(language: "en" | "ar") {
  const names = Object.fromEntries(AMENITY_VOCABULARY.map((known) => [known.name, language === "en" ? known.name : known.ar]));
  const picks = Object.fromEntries(Object.entries(PICK_WORDS).map(([pick, words]) => [pick, words[language]]));
  return { ...names, ...picks } as Record<FixedAmenity | keyof typeof PICK_WORDS, string>;
}

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * What two spellings of one amenity have in common: no case, accents or Arabic diacritics (hamza seats and
 * tatweel too), alef maqsura read as ya and ta marbuta as ha, Arabic-Indic digits as 0-9, no "ال" opening
 * a word, and nothing but letters and digits ("Wi-Fi", "wifi" and "WI FI" are one).
 */
export function amenityFold(name: string) {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[\p{M}\u0640]/gu, "")
    .replace(ARABIC_INDIC_DIGITS, (digit) => String((digit.codePointAt(0)! - 0x0660) % 0x90))
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .split(/\s+/)
    .map((word) => (word.length > 4 && word.startsWith("ال") ? word.slice(2) : word))
    .join("")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

const KNOWN_BY_FOLD = new Map<string, KnownAmenity>();
for (const known of AMENITY_VOCABULARY)
  for (const word of [known.name, known.ar, ...known.aliases]) KNOWN_BY_FOLD.set(amenityFold(word), known);

/** The known amenity `name` spells (its name or an alias, in either language, in any case), if any. */
export function knownAmenity(name: string): KnownAmenity | undefined {
  const fold = amenityFold(name);
  return fold === "" ? undefined : KNOWN_BY_FOLD.get(fold);
}

/** How a listing keeps an amenity: a known one under its English name, any other as typed. */
export function canonicalAmenity(name: string) {
  return knownAmenity(name)?.name ?? name.trim();
}

/** True for an amenity the admin typed (its Arabic name is data), false for one of the vocabulary. */
export function isCustomAmenity(name: string) {
  return knownAmenity(name) === undefined;
}

/** Two spellings of one amenity: the same known one, or two custom ones equal but for case. */
export function sameAmenity(a: string, b: string) {
  const knownA = knownAmenity(a);
  const knownB = knownAmenity(b);
  if (knownA || knownB) return knownA === knownB;
  return a.trim().localeCompare(b.trim(), undefined, { sensitivity: "accent" }) === 0;
}

/** True when `amenity` is already in `list`, however either is spelt. */
export function hasAmenity(list: readonly string[], amenity: string) {
  return list.some((existing) => sameAmenity(existing, amenity));
}

/** Each amenity of `list` as a listing keeps it, once (the first spelling wins), in the same order. */
export function canonicalAmenities(list: readonly string[]) {
  const kept: string[] = [];
  for (const amenity of list.map(canonicalAmenity)) if (!hasAmenity(kept, amenity)) kept.push(amenity);
  return kept;
}

/**
 * How a custom amenity is looked up in its Arabic names (`amenity_names`): amenities compare without
 * case, so "Rooftop terrace" and "rooftop Terrace" share one translation.
 */
export function amenityKey(name: string) {
  return name.trim().toLowerCase();
}

/** An amenity's Arabic name: the vocabulary's for a known one, else the one kept for it (`amenity_names`), else its English name. */
export function amenityNameAr(name: string, keptNamesAr: Readonly<Record<string, string>>) {
  return knownAmenity(name)?.ar ?? keptNamesAr[amenityKey(name)] ?? name;
}
