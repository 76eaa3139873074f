// fast-check arbitraries of the browse filters (issue 49): sets of filters a visitor or a client may give,
// and the query that gives them, written here rather than by the app's own writer, which is under test.
import fc from "fast-check";
import { FIT_OUTS, FLOOR_RANGE, MAX_WITHIN, PRICE_RANGE, SIZE_RANGE, SORTS, VIEWS, WITHIN_CHOICES } from "~/schemas/filters-query";
import { FIXED_AMENITIES } from "~/utils/amenities";
import { MAX_ZOOM, MIN_ZOOM } from "~/utils/web-mercator";

export interface FilterSet {
  q?: string;
  near?: string;
  within?: number;
  district: string[];
  type?: string;
  minPrice?: number;
  maxPrice?: number;
  minSize?: number;
  maxSize?: number;
  furnished?: boolean;
  amenities: string[];
  confirmed?: string;
  sort?: (typeof SORTS)[number];
  fitOut: string[];
  minPricePerSqm?: number;
  maxPricePerSqm?: number;
  minFloor?: number;
  maxFloor?: number;
  bbox?: [number, number, number, number];
  zoom?: number;
  view?: (typeof VIEWS)[number];
  page?: number;
}

/** Degrees with up to 6 decimals, as a map writes them. */
const degrees = (min: number, max: number) => fc.integer({ min: min * 1e6, max: max * 1e6 }).map((micro) => micro / 1e6);

/** An area of the map: anywhere on Earth's map, or around Riyadh (where the listings are). */
const bbox = fc
  .oneof(
    fc.tuple(
      degrees(-180, 179),
      degrees(-85, 84),
      fc.double({ min: 0.001, max: 1, noNaN: true }),
      fc.double({ min: 0.001, max: 1, noNaN: true }),
    ),
    fc.tuple(
      degrees(46.3, 46.7),
      degrees(24.4, 24.7),
      fc.double({ min: 0.05, max: 0.6, noNaN: true }),
      fc.double({ min: 0.05, max: 0.4, noNaN: true }),
    ),
  )
  .map(([west, south, width, height]): [number, number, number, number] => [
    west,
    south,
    Math.min(180, Math.round((west + width) * 1e6) / 1e6),
    Math.min(85, Math.round((south + height) * 1e6) / 1e6),
  ]);

export interface FilterSetOptions {
  /** Ways to write the districts (names, slugs, Arabic names, other cases). */
  districts: readonly string[];
  /** Landmark slugs `near` may name. */
  landmarks: readonly string[];
  /** Words for `q`. */
  words: fc.Arbitrary<string>;
  /** Minimums above their maximums too (the pages swap them; the API refuses them). */
  upsideDown?: boolean;
  /** `within` and `sort=distance` without `near` too (the pages drop them; the API refuses them). */
  distanceWithoutNear?: boolean;
  /** One in how many sets gives each filter (3 by default): fewer filters leave listings to compare. */
  oneIn?: number;
}

/** Orders a range as the API wants it. */
function ordered<T extends FilterSet>(set: T, min: keyof FilterSet, max: keyof FilterSet): T {
  const [low, high] = [set[min] as number | undefined, set[max] as number | undefined];
  return low !== undefined && high !== undefined && low > high ? { ...set, [min]: high, [max]: low } : set;
}

export function filterSets(options: FilterSetOptions): fc.Arbitrary<FilterSet> {
  const absent = (options.oneIn ?? 3) - 1;
  const maybe = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
    fc.oneof({ arbitrary: fc.constant(undefined), weight: absent }, { arbitrary, weight: 1 });
  const some = <T>(values: readonly T[]) =>
    fc.oneof(
      { arbitrary: fc.constant<T[]>([]), weight: absent },
      { arbitrary: fc.uniqueArray(fc.constantFrom(...values), { maxLength: 3 }), weight: 1 },
    );
  // A bound at, just inside or past a range's end (where issue 49's bounds were lost), the largest the schema
  // reads, or anywhere up to twice the range's end (where listings are).
  const bound = (range: { min: number; max: number; step: number }, limit: number) =>
    maybe(
      fc.oneof(
        fc.constantFrom(
          0,
          range.min - range.step,
          range.min,
          range.min + range.step,
          range.max - range.step,
          range.max,
          range.max + range.step,
          limit,
        ),
        fc.integer({ min: 0, max: 2 * range.max }),
      ),
    );
  return fc
    .record({
      q: maybe(options.words),
      near: maybe(fc.constantFrom(...options.landmarks)),
      within: maybe(fc.oneof(fc.constantFrom(...WITHIN_CHOICES), fc.integer({ min: 1, max: MAX_WITHIN }))),
      district: some(options.districts),
      type: maybe(fc.constantFrom("Office", "office")),
      // The largest price of 9 digits: the schema reads no more (a 10-digit price is "not a whole number").
      minPrice: bound(PRICE_RANGE, 999_999_999),
      maxPrice: bound(PRICE_RANGE, 999_999_999),
      minSize: bound(SIZE_RANGE, 1_000_000),
      maxSize: bound(SIZE_RANGE, 1_000_000),
      furnished: maybe(fc.boolean()),
      amenities: some(FIXED_AMENITIES),
      // A checkbox's value, sent as the form writes it.
      confirmed: maybe(fc.constant("7")),
      sort: maybe(fc.constantFrom(...SORTS)),
      fitOut: some(FIT_OUTS),
      minPricePerSqm: maybe(fc.oneof(fc.constantFrom(0, 1_000_000), fc.integer({ min: 0, max: 3_000 }))),
      maxPricePerSqm: maybe(fc.oneof(fc.constantFrom(0, 1_000_000), fc.integer({ min: 0, max: 3_000 }))),
      minFloor: maybe(fc.integer(FLOOR_RANGE)),
      maxFloor: maybe(fc.integer(FLOOR_RANGE)),
      bbox: maybe(bbox),
      zoom: maybe(fc.integer({ min: MIN_ZOOM, max: MAX_ZOOM })),
      view: maybe(fc.constantFrom(...VIEWS)),
      page: maybe(fc.integer({ min: 1, max: 3 })),
    })
    .map((set) => {
      let result: FilterSet = set;
      if (!options.distanceWithoutNear && !set.near)
        result = { ...result, within: undefined, sort: set.sort === "distance" ? undefined : set.sort };
      if (!options.upsideDown) {
        for (const [min, max] of [
          ["minPrice", "maxPrice"],
          ["minSize", "maxSize"],
          ["minPricePerSqm", "maxPricePerSqm"],
          ["minFloor", "maxFloor"],
        ] as const)
          result = ordered(result, min, max);
      }
      return result;
    });
}

const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";

/** How a query may be written: Arabic-Indic digits, amenities repeated rather than comma-joined, the blank fields of a no-JS form. */
export const writings = fc.record({ arabicDigits: fc.boolean(), repeatAmenities: fc.boolean(), blanks: fc.boolean() });

/** The query of a filter set, as a visitor's form or a client would write it (not the app's canonical writer). */
export function queryOf(set: FilterSet, writing: { arabicDigits?: boolean; repeatAmenities?: boolean; blanks?: boolean } = {}) {
  const query = new URLSearchParams();
  const number = (value: number) =>
    writing.arabicDigits ? String(value).replace(/\d/g, (digit) => ARABIC_INDIC[Number(digit)]!) : String(value);
  for (const [key, value] of Object.entries(set) as [keyof FilterSet, FilterSet[keyof FilterSet]][]) {
    if (value === undefined) {
      if (writing.blanks) query.append(key, "");
    } else if (key === "amenities" && !writing.repeatAmenities) {
      if ((value as string[]).length > 0) query.append(key, (value as string[]).join(","));
    } else if (key === "bbox") {
      query.append(key, (value as number[]).join(","));
    } else if (Array.isArray(value)) {
      for (const item of value) query.append(key, String(item));
    } else {
      query.append(key, typeof value === "number" ? number(value) : String(value));
    }
  }
  return query;
}
