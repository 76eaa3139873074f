// The browse filters' constants and canonical query writer, without zod: the browse page's browser
// bundle imports this module, and reaches the zod schema (filters.ts) only when a filter form is used.
import type { PropertyFilters } from "./filters";

// The product's filter ranges, slider steps and sort choices.
export const PRICE_RANGE = { min: 10_000, max: 300_000, step: 5_000 } as const;
export const SIZE_RANGE = { min: 50, max: 1_500, step: 50 } as const;
export const SORTS = ["featured", "price-asc", "price-desc", "size", "recent"] as const;
export const VIEWS = ["grid", "list", "map"] as const;
// 12 cards a page: half the HTML and hydration work of 24 on a slow phone, still four rows of three on a desktop.
export const PAGE_SIZE = 12;
export const PROPERTY_TYPES = ["Office"] as const;

export type Sort = (typeof SORTS)[number];
export type View = (typeof VIEWS)[number];

/**
 * The canonical query of a filter set: defaults left out, districts repeated, amenities comma-joined.
 * Bounds equal to the slider ends count as defaults, as in the spec's client.
 */
export function filtersToQuery(filters: PropertyFilters, extra: { view?: View; page?: number; defaultView?: View } = {}) {
  const query = new URLSearchParams();
  for (const district of filters.district) query.append("district", district);
  if (filters.type) query.set("type", filters.type);
  if (filters.minPrice !== undefined && filters.minPrice > PRICE_RANGE.min) query.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== undefined && filters.maxPrice < PRICE_RANGE.max) query.set("maxPrice", String(filters.maxPrice));
  if (filters.minSize !== undefined && filters.minSize > SIZE_RANGE.min) query.set("minSize", String(filters.minSize));
  if (filters.maxSize !== undefined && filters.maxSize < SIZE_RANGE.max) query.set("maxSize", String(filters.maxSize));
  if (filters.furnished !== undefined) query.set("furnished", String(filters.furnished));
  if (filters.amenities.length > 0) query.set("amenities", filters.amenities.join(","));
  if (filters.sort !== "featured") query.set("sort", filters.sort);
  if (extra.view && extra.view !== extra.defaultView) query.set("view", extra.view);
  if (extra.page && extra.page > 1) query.set("page", String(extra.page));
  return query;
}

/** True when any filter narrows the results (sort and view do not). */
export function hasActiveFilters(filters: PropertyFilters) {
  return filtersToQuery({ ...filters, sort: "featured" }).size > 0;
}
