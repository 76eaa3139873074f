// The browse filters' constants and canonical query writer, without zod: the browse page's browser
// bundle imports this module, and reaches the zod schema (filters.ts) only when a filter form is used.
import type { PropertyFilters } from "./filters";
import { FIT_OUTS } from "./enums";

// The product's filter ranges, slider steps and sort choices.
export const PRICE_RANGE = { min: 10_000, max: 300_000, step: 5_000 } as const;
export const SIZE_RANGE = { min: 50, max: 1_500, step: 50 } as const;
/** The most characters a words search (`q`) takes; its boxes say so with maxLength. */
export const MAX_WORDS_LENGTH = 100;
// "price-per-sqm": the cheapest per square metre first (issue 38). "distance": the nearest to the `near`
// landmark first (issue 34); without `near` there is no distance, and the pages drop it (the default order).
export const SORTS = ["featured", "price-asc", "price-desc", "size", "recent", "price-per-sqm", "distance"] as const;
// Issue 34: how far from a landmark (`within`, metres) the filter form offers; `near` alone means DEFAULT_WITHIN.
export const WITHIN_CHOICES = [500, 1000, 2000, 5000, 10000] as const;
export const DEFAULT_WITHIN = 2000;
export const MAX_WITHIN = 50_000;
// The floor filter's bounds (issue 38): basements are negative, as on a listing.
export const FLOOR_RANGE = { min: -10, max: 199 } as const;
export { FIT_OUTS };
export const VIEWS = ["grid", "list", "map"] as const;
// 12 cards a page: half the HTML and hydration work of 24 on a slow phone, still four rows of three on a desktop.
export const PAGE_SIZE = 12;
export const PROPERTY_TYPES = ["Office"] as const;
// `confirmed=7`: availability confirmed in the last 7 days (the form's one choice, kept as text for the URL).
export const CONFIRMED_CHOICES = ["7"] as const;

export type Sort = (typeof SORTS)[number];
export type View = (typeof VIEWS)[number];

/**
 * The canonical query of a filter set: defaults left out, districts repeated, amenities comma-joined.
 * Every bound given is kept, at a slider's end or past it too (issue 49): the filter form's boxes submit
 * nothing when empty, so a bound in a URL was typed, and `maxPrice=300000` means at most 300,000.
 */
export function filtersToQuery(filters: PropertyFilters, extra: { view?: View; page?: number; defaultView?: View } = {}) {
  const query = new URLSearchParams();
  if (filters.q) query.set("q", filters.q);
  if (filters.near) {
    query.set("near", filters.near);
    query.set("within", String(filters.within ?? DEFAULT_WITHIN));
  }
  for (const district of filters.district) query.append("district", district);
  if (filters.type) query.set("type", filters.type);
  for (const bound of ["minPrice", "maxPrice", "minSize", "maxSize"] as const) {
    if (filters[bound] !== undefined) query.set(bound, String(filters[bound]));
  }
  // Issue 38's filters, fit-outs in the form's order.
  for (const fitOut of FIT_OUTS) if (filters.fitOut.includes(fitOut)) query.append("fitOut", fitOut);
  if (filters.minPricePerSqm !== undefined) query.set("minPricePerSqm", String(filters.minPricePerSqm));
  if (filters.maxPricePerSqm !== undefined) query.set("maxPricePerSqm", String(filters.maxPricePerSqm));
  if (filters.minFloor !== undefined) query.set("minFloor", String(filters.minFloor));
  if (filters.maxFloor !== undefined) query.set("maxFloor", String(filters.maxFloor));
  if (filters.furnished !== undefined) query.set("furnished", String(filters.furnished));
  if (filters.amenities.length > 0) query.set("amenities", filters.amenities.join(","));
  if (filters.confirmed !== undefined) query.set("confirmed", String(filters.confirmed));
  if (filters.bbox) query.set("bbox", [filters.bbox.west, filters.bbox.south, filters.bbox.east, filters.bbox.north].join(","));
  if (filters.zoom !== undefined) query.set("zoom", String(filters.zoom));
  if (filters.sort !== "featured") query.set("sort", filters.sort);
  if (extra.view && extra.view !== extra.defaultView) query.set("view", extra.view);
  if (extra.page && extra.page > 1) query.set("page", String(extra.page));
  return query;
}

/**
 * A search without its order, view or page: what a feed and a search alert follow (always newest first), so
 * two ways of writing one search are one.
 */
export function searchQueryOf(filters: PropertyFilters) {
  return filtersToQuery({ ...filters, sort: "featured" });
}

/** True when any filter narrows the results (sort and view do not). */
export function hasActiveFilters(filters: PropertyFilters) {
  return filtersToQuery({ ...filters, sort: "featured" }).size > 0;
}

/** One active filter, as a chip that removes it: what it is and the filters without it. */
export type FilterChip = { without: PropertyFilters } & (
  | { kind: "q" | "district" | "type" | "amenity" | "fitOut"; value: string }
  | { kind: "near"; value: string; within: number }
  | { kind: "furnished"; value: boolean }
  | { kind: "confirmed"; value: number }
  | { kind: "price" | "size" | "pricePerSqm" | "floor"; min: number | undefined; max: number | undefined }
);

/** The active filters, one chip each (a range is one chip, with the bounds given), in the filter panel's order. */
export function activeFilterChips(filters: PropertyFilters): FilterChip[] {
  const chips: FilterChip[] = filters.q ? [{ kind: "q", value: filters.q, without: { ...filters, q: undefined } }] : [];
  if (filters.near) {
    // Without the landmark there is no distance to sort by either.
    const without = { ...filters, near: undefined, within: undefined, sort: filters.sort === "distance" ? "featured" : filters.sort };
    chips.push({ kind: "near", value: filters.near, within: filters.within ?? DEFAULT_WITHIN, without });
  }
  for (const district of filters.district) {
    chips.push({
      kind: "district",
      value: district,
      without: { ...filters, district: filters.district.filter((other) => other !== district) },
    });
  }
  for (const kind of ["price", "size"] as const) chips.push(...rangeChip(filters, kind));
  if (filters.type) chips.push({ kind: "type", value: filters.type, without: { ...filters, type: undefined } });
  if (filters.furnished !== undefined)
    chips.push({ kind: "furnished", value: filters.furnished, without: { ...filters, furnished: undefined } });
  for (const amenity of filters.amenities) {
    chips.push({
      kind: "amenity",
      value: amenity,
      without: { ...filters, amenities: filters.amenities.filter((other) => other !== amenity) },
    });
  }
  if (filters.confirmed !== undefined)
    chips.push({ kind: "confirmed", value: filters.confirmed, without: { ...filters, confirmed: undefined } });
  for (const fitOut of filters.fitOut) {
    chips.push({ kind: "fitOut", value: fitOut, without: { ...filters, fitOut: filters.fitOut.filter((other) => other !== fitOut) } });
  }
  for (const kind of ["pricePerSqm", "floor"] as const) chips.push(...rangeChip(filters, kind));
  return chips;
}

const RANGE_BOUNDS = {
  price: ["minPrice", "maxPrice"],
  size: ["minSize", "maxSize"],
  pricePerSqm: ["minPricePerSqm", "maxPricePerSqm"],
  floor: ["minFloor", "maxFloor"],
} as const;

/** A range's chip when either bound is given, with the bounds as given (none is filled in). */
function rangeChip(filters: PropertyFilters, kind: keyof typeof RANGE_BOUNDS): FilterChip[] {
  const [minKey, maxKey] = RANGE_BOUNDS[kind];
  const [min, max] = [filters[minKey], filters[maxKey]];
  if (min === undefined && max === undefined) return [];
  return [{ kind, min, max, without: { ...filters, [minKey]: undefined, [maxKey]: undefined } }];
}
