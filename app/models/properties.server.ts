import { and, arrayContains, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { districts, properties, propertyImages, type PropertyRow } from "../../drizzle/schema";
import type { PropertyFilters, Sort } from "~/schemas/filters";
import { getDb } from "~/services/db.server";

/** A property as the API and the pages see it: every spec field plus its image URLs in order. */
export type Property = PropertyRow & { images: string[] };

// Image URLs in orderIndex order, gathered in the same query (no query per property). Written with
// explicit table names: drizzle leaves columns unqualified in single-table selects, which would
// make the subquery compare the image's own id.
const imageUrls = sql<string[]>`coalesce((
  select array_agg(pi.image_url order by pi.order_index, pi.id)
  from property_images pi where pi.property_id = "properties"."id"
), '{}'::text[])`;

const propertyColumns = {
  id: properties.id,
  title: properties.title,
  building: properties.building,
  address: properties.address,
  district: properties.district,
  price: properties.price,
  size: properties.size,
  floors: properties.floors,
  capacity: properties.capacity,
  parkingSpaces: properties.parkingSpaces,
  type: properties.type,
  furnished: properties.furnished,
  amenities: properties.amenities,
  description: properties.description,
  availableFrom: properties.availableFrom,
  contactPhone: properties.contactPhone,
  featured: properties.featured,
  createdAt: properties.createdAt,
  images: imageUrls,
};

const ORDER: Record<Sort, SQL[]> = {
  featured: [desc(properties.featured), desc(properties.createdAt), desc(properties.id)],
  "price-asc": [asc(properties.price), asc(properties.id)],
  "price-desc": [desc(properties.price), desc(properties.id)],
  size: [desc(properties.size), desc(properties.id)],
  recent: [desc(properties.createdAt), desc(properties.id)],
};

function whereOf(filters: PropertyFilters) {
  const conditions: SQL[] = [];
  if (filters.district.length > 0) conditions.push(inArray(properties.district, filters.district));
  if (filters.type) conditions.push(eq(properties.type, filters.type));
  if (filters.minPrice !== undefined) conditions.push(gte(properties.price, filters.minPrice));
  if (filters.maxPrice !== undefined) conditions.push(lte(properties.price, filters.maxPrice));
  if (filters.minSize !== undefined) conditions.push(gte(properties.size, filters.minSize));
  if (filters.maxSize !== undefined) conditions.push(lte(properties.size, filters.maxSize));
  if (filters.furnished !== undefined) conditions.push(eq(properties.furnished, filters.furnished));
  // "Has all of these amenities": @> uses the GIN index on amenities.
  if (filters.amenities.length > 0) conditions.push(arrayContains(properties.amenities, filters.amenities));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The listings matching the filters, in the chosen order; `limit` undefined means all of them. */
export async function listProperties(filters: PropertyFilters, paging: { limit?: number; offset?: number } = {}) {
  const db = await getDb();
  const query = db
    .select(propertyColumns)
    .from(properties)
    .where(whereOf(filters))
    .orderBy(...ORDER[filters.sort])
    .offset(paging.offset ?? 0);
  return (paging.limit === undefined ? await query : await query.limit(paging.limit)) as Property[];
}

export async function countProperties(filters: PropertyFilters) {
  const db = await getDb();
  const [row] = await db.select({ value: count() }).from(properties).where(whereOf(filters));
  return row?.value ?? 0;
}

/** One property with its images, in one round trip; null when there is none. */
export async function getProperty(id: number) {
  const db = await getDb();
  const [row] = await db.select(propertyColumns).from(properties).where(eq(properties.id, id)).limit(1);
  return (row as Property | undefined) ?? null;
}

export async function listPropertyImages(propertyId: number) {
  const db = await getDb();
  return db
    .select({ id: propertyImages.id, imageUrl: propertyImages.imageUrl, orderIndex: propertyImages.orderIndex })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId))
    .orderBy(asc(propertyImages.orderIndex), asc(propertyImages.id));
}

export async function propertyExists(id: number) {
  const db = await getDb();
  const rows = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, id)).limit(1);
  return rows.length > 0;
}

/** Coordinates of a district by name, for the detail page's map; null when unknown. */
export async function getDistrictByName(name: string) {
  const db = await getDb();
  const [row] = await db
    .select({ name: districts.name, latitude: districts.latitude, longitude: districts.longitude })
    .from(districts)
    .where(eq(districts.name, name))
    .limit(1);
  return row ?? null;
}
