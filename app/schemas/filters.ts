import { z } from "zod";
import {
  CONFIRMED_CHOICES,
  DEFAULT_WITHIN,
  FIT_OUTS,
  FLOOR_RANGE,
  MAX_WORDS_LENGTH,
  MAX_WITHIN,
  PROPERTY_TYPES,
  SORTS,
  VIEWS,
  type View,
} from "./filters-query";
import { withWesternDigits } from "./digits";
import { englishOf, type Reason, reasonOf, reasonsByParam, says } from "./reasons";
import { oneLineText } from "./text";
import { MAX_ZOOM, MIN_ZOOM } from "../utils/web-mercator";
import { canonicalAmenities } from "../utils/amenities";

// The zod-free half (ranges, sorts, views, the canonical query writer) is in filters-query.ts, which the
// browser loads with the browse page; this module (with zod) reaches the browser only when a filter form
// is first used. Both halves are re-exported here for the server.
export * from "./filters-query";

const MAX_LIST_ITEMS = 50;
/**
 * A whole number in a URL, in Western or Arabic-Indic digits (a link typed on an Arabic keyboard), at most `max`
 * (9 digits, or as many as `max` has: a number too large is "at most", every number up to it can be written). With `min` above 0, both ends say the range.
 */
export const wholeNumber = (max: number, min = 0) => {
  const range = { min, max };
  return withWesternDigits(
    z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{1,${Math.max(9, String(max).length)}}$`), says("wholeNumber"))
      .transform(Number)
      .pipe(
        min > 0
          ? z.number().int().min(min, says("fromTo", range)).max(max, says("fromTo", range))
          : z.number().int().max(max, says("atMost", { max })),
      ),
  );
};

/** A URL value that must be one of `values`; the 400 page lists them. */
export const oneOf = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { message: says("oneOf", { choices: values }) });

/** Text in a URL is one line of plain text, like the boxes it comes from (app/schemas/text.ts). */
const urlText = (schema: z.ZodString) =>
  oneLineText(schema, {
    broken: says("noBrokenCharacters"),
    control: says("noControlCharacters"),
    hidden: says("noHiddenCharacters"),
    lineBreak: says("noLineBreaks"),
  });

/** Free text in an admin view's URL (a search, a username): trimmed, at most 100 characters. */
export const searchText = urlText(
  z
    .string()
    .trim()
    .max(100, says("tooLong", { max: 100 })),
);

const shortText = urlText(
  z
    .string()
    .trim()
    .min(1, says("notEmpty"))
    .max(100, says("tooLong", { max: 100 })),
);

/** A URL's list: each value as `item` reads it, repeated at most MAX_LIST_ITEMS times. */
const urlList = <Item extends z.ZodTypeAny>(item: Item) =>
  z
    .array(item)
    .max(MAX_LIST_ITEMS, says("givenAtMost", { max: MAX_LIST_ITEMS }))
    .default([]);

/** A floor in a URL: a whole number, negative for a basement. */
const floorNumber = withWesternDigits(
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}$/, says("wholeNumber"))
    .transform(Number)
    .pipe(z.number().int().min(FLOOR_RANGE.min, says("fromTo", FLOOR_RANGE)).max(FLOOR_RANGE.max, says("fromTo", FLOOR_RANGE))),
);

// What the database's search_fold() drops (migration 0022): Arabic diacritics and tatweel.
const FOLDED_AWAY = /\u0640|\u0670|[\u064B-\u0652]/g;
/** Whether a word can narrow a search: it holds a letter or a digit once folded as the database folds it. */
const searchable = (word: string) => /[\p{L}\p{N}]/u.test(word.replace(FOLDED_AWAY, ""));

/**
 * Words to search listings for (issue 34): one line, at most 100 characters, spaces collapsed. A word with
 * nothing to match (only diacritics, tatweel or punctuation: folded, it matched every listing, at the cost
 * of a scan) is dropped, and words that are all such are no search: the canonical address leaves `q` out.
 */
const words = urlText(
  z
    .string()
    .trim()
    .max(MAX_WORDS_LENGTH, says("tooLong", { max: MAX_WORDS_LENGTH })),
).transform((text) => text.split(/\s+/).filter(searchable).join(" ") || undefined);

const DEGREES = String.raw`-?\d{1,3}(?:\.\d{1,12})?`;
// `+ 0` turns -0 (from -0.000001) into 0, which is what a URL writes back.
const round5 = (value: number) => Math.round(value * 1e5) / 1e5 + 0;

/**
 * The map's area (issue 34), `bbox=west,south,east,north` in degrees as maps write it, to 5 decimals
 * (about a metre, so moving the map by less keeps the same address).
 */
const bbox = withWesternDigits(
  z
    .string()
    .trim()
    .regex(new RegExp(`^${DEGREES}(?:,${DEGREES}){3}$`), says("bboxFormat"))
    .transform((text) => {
      const [west, south, east, north] = text.split(",").map((value) => round5(Number(value))) as [number, number, number, number];
      return { west, south, east, north };
    })
    .refine(({ west, east }) => west >= -180 && east <= 180, says("bboxLongitudes"))
    .refine(({ south, north }) => south >= -85 && north <= 85, says("bboxLatitudes"))
    .refine(({ west, south, east, north }) => west < east && south < north, says("bboxOrder")),
);

/** The listing filters' fields, each on its own; the two schemas below differ in a range typed upside down. */
export const FilterFieldsSchema = z.object({
  q: words.optional(),
  // Issue 34: listings within `within` metres of the landmark whose slug `near` is (GET /api/landmarks).
  near: shortText.transform((slug) => slug.toLowerCase()).optional(),
  within: wholeNumber(MAX_WITHIN)
    .pipe(z.number().min(1, says("atLeast", { min: 1 })))
    .optional(),
  district: urlList(shortText),
  // Matched without regard to case, as districts are: `office` finds the offices.
  type: shortText.transform((type) => PROPERTY_TYPES.find((known) => known.toLowerCase() === type.toLowerCase()) ?? type).optional(),
  minPrice: wholeNumber(1_000_000_000).optional(),
  maxPrice: wholeNumber(1_000_000_000).optional(),
  minSize: wholeNumber(1_000_000).optional(),
  maxSize: wholeNumber(1_000_000).optional(),
  furnished: z
    .enum(["true", "false"], { message: says("either", { choices: ["true", "false"] }) })
    .transform((value) => value === "true")
    .optional(),
  // Any spelling of a known amenity (case, alias, Arabic name) asks for it under its vocabulary name, once.
  amenities: urlList(shortText).transform(canonicalAmenities),
  // "Confirmed in the last N days": only the choices the filter form offers.
  confirmed: z
    .enum(CONFIRMED_CHOICES, { message: says("either", { choices: CONFIRMED_CHOICES }) })
    .transform(Number)
    .optional(),
  sort: oneOf(SORTS).default("featured"),
  // Issue 38: fit-out levels (any of them), yearly rent per square metre, the floor.
  fitOut: z
    .array(oneOf(FIT_OUTS))
    .max(FIT_OUTS.length, says("givenAtMost", { max: FIT_OUTS.length }))
    .default([]),
  minPricePerSqm: wholeNumber(1_000_000).optional(),
  maxPricePerSqm: wholeNumber(1_000_000).optional(),
  minFloor: floorNumber.optional(),
  maxFloor: floorNumber.optional(),
  // Issue 34: the area on the map and the zoom it is seen at (its clusters depend on it).
  bbox: bbox.optional(),
  // Both ends say the range: zoom=2 and zoom=19 are refused for the same reason.
  zoom: wholeNumber(MAX_ZOOM, MIN_ZOOM).optional(),
});

// The ranges a minimum and a maximum bound: refused upside down by the API, swapped on the pages (and,
// with scripts, in the filter form's boxes: use-filter-navigation.ts).
export const RANGES = [
  { name: "price", min: "minPrice", max: "maxPrice" },
  { name: "size", min: "minSize", max: "maxSize" },
  { name: "pricePerSqm", min: "minPricePerSqm", max: "maxPricePerSqm" },
  { name: "floor", min: "minFloor", max: "maxFloor" },
] as const;

/**
 * The listing filters of GET /api/properties (and models' defaults): a minimum above its maximum is
 * refused, naming it. Input is the raw query (strings and repeated keys); output is typed and normalised.
 */
export const PropertyFiltersSchema = FilterFieldsSchema.superRefine((filters, context) => {
  for (const { min, max } of RANGES) {
    const [low, high] = [filters[min], filters[max]];
    if (low !== undefined && high !== undefined && low > high) {
      context.addIssue({ code: "custom", path: [min], message: says("notMoreThan", { other: max }) });
    }
  }
  // A distance needs a landmark to be measured from; the pages drop these instead (withDistanceRule).
  if (!filters.near && filters.within !== undefined) context.addIssue({ code: "custom", path: ["within"], message: says("needsNear") });
  if (!filters.near && filters.sort === "distance") {
    context.addIssue({ code: "custom", path: ["sort"], message: says("distanceNeedsNear") });
  }
});

export type SwappedRange = (typeof RANGES)[number]["name"];

/**
 * A range typed upside down on a page ("from 200,000 to 50,000") means the same range the right way
 * round: it is swapped, and the ranges swapped are named so the page can say so.
 */
function orderRanges(filters: PropertyFilters) {
  const swapped: SwappedRange[] = [];
  let ordered = filters;
  for (const { name, min, max } of RANGES) {
    const [low, high] = [filters[min], filters[max]];
    if (low !== undefined && high !== undefined && low > high) {
      ordered = { ...ordered, [min]: high, [max]: low };
      swapped.push(name);
    }
  }
  return { filters: ordered, swapped };
}

export type PropertyFilters = z.output<typeof PropertyFiltersSchema>;

/**
 * The pages' rule for distances: `near` alone is within DEFAULT_WITHIN metres; without `near`, `within` and
 * `sort=distance` mean nothing and are dropped (the results come in the default order).
 */
function withDistanceRule(filters: PropertyFilters): PropertyFilters {
  if (filters.near) return { ...filters, within: filters.within ?? DEFAULT_WITHIN };
  return { ...filters, within: undefined, sort: filters.sort === "distance" ? "featured" : filters.sort };
}

/**
 * Paging for GET /api/properties: a page of API_PAGE_SIZE by default and at most MAX_API_PAGE, so no
 * request reads and sends every listing (megabytes at a few thousand, slowing every other page).
 */
export const API_PAGE_SIZE = 50;
export const MAX_API_PAGE = 100;
export const ApiPagingSchema = z.object({
  limit: wholeNumber(MAX_API_PAGE)
    .pipe(z.number().min(1, says("atLeast", { min: 1 })))
    .default(String(API_PAGE_SIZE)),
  offset: wholeNumber(1_000_000_000).default("0"),
});

/** Paging for the admin API's long lists (inquiries): newest first, at most MAX_ADMIN_PAGE at a time. */
export const MAX_ADMIN_PAGE = 500;
export const AdminPagingSchema = z.object({
  limit: wholeNumber(MAX_ADMIN_PAGE)
    .pipe(z.number().min(1, says("atLeast", { min: 1 })))
    .default("100"),
  offset: wholeNumber(1_000_000_000).default("0"),
});

/** What the browse and map pages add to the filters. */
export const BrowseOptionsSchema = z.object({
  view: oneOf(VIEWS).optional(),
  page: wholeNumber(100_000)
    .pipe(z.number().min(1, says("atLeast", { min: 1 })))
    .default("1"),
});

const LIST_KEYS = new Set(["district", "amenities", "fitOut"]);
/** The lists whose values may also be comma-joined (`amenities=wifi,parking`). */
export const COMMA_LISTS: ReadonlySet<string> = new Set(["amenities"]);

/**
 * Turns a query string into the schema's input: repeated keys for lists (amenities may also be
 * comma-joined, as the spec's client sends them), blank values dropped, a repeated scalar refused.
 */
export function queryToInput(search: URLSearchParams, keys: readonly string[]) {
  const input: Record<string, string | string[]> = {};
  for (const key of keys) {
    const values = search
      .getAll(key)
      .map((value) => value.trim())
      .filter((value) => value !== "");
    if (values.length === 0) continue;
    if (LIST_KEYS.has(key)) {
      input[key] = COMMA_LISTS.has(key)
        ? values
            .flatMap((value) => value.split(","))
            .map((v) => v.trim())
            .filter(Boolean)
        : values;
    } else {
      input[key] = values.length === 1 ? values[0]! : values;
    }
  }
  return input;
}

export const FILTER_KEYS = [
  "q",
  "near",
  "within",
  "district",
  "type",
  "minPrice",
  "maxPrice",
  "minSize",
  "maxSize",
  "furnished",
  "amenities",
  "confirmed",
  "sort",
  "fitOut",
  "minPricePerSqm",
  "maxPricePerSqm",
  "minFloor",
  "maxFloor",
  "bbox",
  "zoom",
] as const;

/**
 * One plain sentence per problem, naming the parameter: "minPrice must be a whole number". The schemas
 * write their own messages (`says`); a type zod refuses before them, or its own text, is said by
 * `reasonOf` (schemas/reasons.ts), so no library text reaches a client. The pages say the same reasons.
 */
export function describeIssues(error: z.ZodError) {
  return error.issues.map((issue) => `${String(issue.path[0] ?? "query")} ${englishOf(reasonOf(issue))}`);
}

/**
 * An admin view's query from a URL (the properties table, the Activity tab): each key once (a repeated
 * one is refused as a list), an empty field no filter; the parsed query, or the problems that make it unreadable.
 */
export function parseViewQuery<Schema extends z.ZodTypeAny>(schema: Schema, keys: readonly string[], search: URLSearchParams) {
  const input: Record<string, string | string[]> = {};
  for (const key of keys) {
    const values = search.getAll(key).filter((value) => value.trim() !== "");
    if (values.length > 0) input[key] = values.length === 1 ? values[0]! : values;
  }
  const parsed = schema.safeParse(input);
  return parsed.success
    ? ({ success: true, query: parsed.data as z.output<Schema> } as const)
    : ({ success: false, problems: describeIssues(parsed.error) } as const);
}

type BrowseQuery =
  | { success: true; filters: PropertyFilters; view: View | undefined; page: number; swapped: SwappedRange[] }
  | { success: false; problems: string[]; params: string[]; reasons: Record<string, Reason[]> };

/**
 * Reads a browse or map page URL (and a feed's): filters plus view and page, a range typed upside down
 * swapped. Shared by the page loader and the browser. Unreadable, it names the problems (English, for
 * the feed's plain-text answer), the parameters and each one's reasons (which a page says in its own language).
 */
export function parseBrowseQuery(search: URLSearchParams): BrowseQuery {
  const filters = FilterFieldsSchema.safeParse(queryToInput(search, FILTER_KEYS));
  const options = BrowseOptionsSchema.safeParse(queryToInput(search, ["view", "page"]));
  if (filters.success && options.success) {
    return { success: true, ...orderRanges(withDistanceRule(filters.data)), view: options.data.view, page: options.data.page };
  }
  const issues = [...(filters.error?.issues ?? []), ...(options.error?.issues ?? [])];
  return {
    success: false,
    problems: describeIssues(new z.ZodError(issues)),
    params: [...new Set(issues.map((issue) => String(issue.path[0] ?? "query")))],
    reasons: reasonsByParam(issues),
  };
}
