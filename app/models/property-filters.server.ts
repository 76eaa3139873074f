import { and, arrayContains, asc, between, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { amenityNames, properties } from "../../drizzle/schema";
import type { PropertyFilters, Sort } from "~/schemas/filters";
import { published } from "~/models/publication.server";
import { daysAgo } from "~/services/clock.server";
import { isCustomAmenity } from "~/utils/amenities";
import { distanceOf, nearLandmark } from "./property-distance.server";
import { matchesWords, relevance } from "./property-words.server";

// The browse filters as SQL: the WHERE every public list of listings shares (the publication rule first) and
// their orders. The words search and the distances are their own modules.

export const ORDER: Record<Sort, SQL[]> = {
  featured: [desc(properties.featured), desc(properties.createdAt), desc(properties.id)],
  "price-asc": [asc(properties.price), asc(properties.id)],
  "price-desc": [desc(properties.price), desc(properties.id)],
  size: [desc(properties.size), desc(properties.id)],
  recent: [desc(properties.createdAt), desc(properties.id)],
  // The expression of the index properties_price_per_sqm_id_idx (migration 0021), so a page is read off it.
  "price-per-sqm": [asc(sql`(${properties.price}::float8 / ${properties.size})`), asc(properties.id)],
  // Without `near` there is no distance (the API refuses the sort, the pages drop it): the default order.
  distance: [desc(properties.featured), desc(properties.createdAt), desc(properties.id)],
};

/** The order of a list: with words and the default sort, the best matches first (featured, newest among equals). */
export function orderOf(filters: PropertyFilters): SQL[] {
  const distance = distanceOf(filters);
  if (distance && filters.sort === "distance") return [asc(distance), asc(properties.id)];
  return filters.q && filters.sort === "featured" ? [desc(relevance(filters.q)), ...ORDER.featured] : ORDER[filters.sort];
}

/**
 * A custom amenity (one the vocabulary does not know) as a listing wrote it, in any case, or by the Arabic
 * name kept for it (amenity_names, keyed by the lower-case English name).
 */
function hasCustomAmenity(name: string) {
  return sql`exists (
    select 1 from unnest(${properties.amenities}) as listed(name)
    where lower(listed.name) = lower(${name})
      or lower(listed.name) in (select lower(${amenityNames.key}) from ${amenityNames} where ${amenityNames.nameAr} = ${name})
  )`;
}

/** The listings matching the filters, published ones only. */
export function whereOf(filters: PropertyFilters) {
  const conditions: SQL[] = [published()];
  if (filters.q) conditions.push(matchesWords(filters.q));
  if (filters.near) conditions.push(nearLandmark(filters.near, filters.within));
  if (filters.district.length > 0) conditions.push(inArray(properties.district, filters.district));
  if (filters.type) conditions.push(eq(properties.type, filters.type));
  if (filters.minPrice !== undefined) conditions.push(gte(properties.price, filters.minPrice));
  if (filters.maxPrice !== undefined) conditions.push(lte(properties.price, filters.maxPrice));
  if (filters.minSize !== undefined) conditions.push(gte(properties.size, filters.minSize));
  if (filters.maxSize !== undefined) conditions.push(lte(properties.size, filters.maxSize));
  if (filters.furnished !== undefined) conditions.push(eq(properties.furnished, filters.furnished));
  // "Has all of these amenities". Known ones are kept under their vocabulary names: @> reads the GIN index.
  const known = filters.amenities.filter((amenity) => !isCustomAmenity(amenity));
  if (known.length > 0) conditions.push(arrayContains(properties.amenities, known));
  for (const custom of filters.amenities.filter(isCustomAmenity)) conditions.push(hasCustomAmenity(custom));
  // Issue 38. A listing that does not state its fit-out or floor matches no such filter.
  if (filters.fitOut.length > 0) conditions.push(inArray(properties.fitOut, filters.fitOut));
  if (filters.minFloor !== undefined) conditions.push(gte(properties.floor, filters.minFloor));
  if (filters.maxFloor !== undefined) conditions.push(lte(properties.floor, filters.maxFloor));
  // Rent per m² as pages show it, price / size rounded half up (pricePerSqm()): round(x) >= min exactly when
  // x >= min - 0.5, and round(x) <= max when x < max + 0.5; doubled, in whole 64-bit numbers, no float.
  if (filters.minPricePerSqm !== undefined) {
    conditions.push(sql`2 * ${properties.price}::int8 >= (2 * ${filters.minPricePerSqm}::int8 - 1) * ${properties.size}`);
  }
  if (filters.maxPricePerSqm !== undefined) {
    conditions.push(sql`2 * ${properties.price}::int8 < (2 * ${filters.maxPricePerSqm}::int8 + 1) * ${properties.size}`);
  }
  // Issue 34: the map's area, read off properties_latitude_longitude_idx (migration 0020).
  if (filters.bbox) {
    const { west, south, east, north } = filters.bbox;
    conditions.push(between(properties.latitude, south, north), between(properties.longitude, west, east));
  }
  // By the read cache's clock, like publication, so cached answers agree within the minute.
  if (filters.confirmed !== undefined) {
    conditions.push(gte(properties.confirmedAvailableAt, daysAgo(filters.confirmed)));
  }
  return and(...conditions);
}
