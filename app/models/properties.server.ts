import { and, asc, count, desc, eq, getTableColumns, inArray, lte, sql } from "drizzle-orm";
import { advertisers, districts, properties, propertyImages, type PropertyRow } from "../../drizzle/schema";
import type { PropertyFilters } from "~/schemas/filters";
import type { ImageKind } from "~/schemas/property";
import { type Database, getDb, type Transaction } from "~/services/db.server";
import { withAmenitiesAr } from "~/models/amenity-names.server";
import { canonicalDistricts, listDistricts } from "~/models/districts.server";
import { isPublished, published } from "~/models/publication.server";
import { cachedRead, type ReadGate } from "~/services/read-cache.server";
import { OFFICE_FACT_KEYS } from "~/utils/office-facts";
import { distanceOf } from "./property-distance.server";
import { ORDER, orderOf, whereOf } from "./property-filters.server";

/**
 * A property as the API and the pages see it: every spec field plus its photos' URLs in order (the first is
 * the thumbnail) and its floor plans' (issue 38), which cards, previews and structured data leave out.
 */
export type Property = Omit<PropertyRow, "advertiserId" | "reviewNote" | "advertiserSuspended"> & {
  images: string[];
  floorPlans: string[];
};

// Image URLs of one kind in order (places are unique per listing and kind), gathered in the same query (no
// query per property). Written with explicit table names: drizzle leaves columns unqualified in
// single-table selects, which would make the subquery compare the image's own id.
const imageUrlsOf = (kind: ImageKind) => sql<string[]>`coalesce((
  select array_agg(pi.image_url order by pi.order_index)
  from property_images pi where pi.property_id = "properties"."id" and pi.kind = ${sql.raw(`'${kind}'`)}
), '{}'::text[])`;

// The words search's folded texts are the database's own (property-words.server.ts): never read into a listing.
// Nor are whose it is and its review's note: a public read says nothing about an advertiser's account.
const {
  searchText: _searchText,
  searchHead: _searchHead,
  advertiserId: _advertiserId,
  reviewNote: _reviewNote,
  advertiserSuspended: _advertiserSuspended,
  ...allColumns
} = getTableColumns(properties);
const propertyColumns = { ...allColumns, images: imageUrlsOf("photo"), floorPlans: imageUrlsOf("floor_plan") };

// A card shows the first photo and says how many there are; the rest load when a visitor asks.
const firstImage = sql<string | null>`(
  select pi.image_url from property_images pi where pi.property_id = "properties"."id" and pi.kind = 'photo'
  order by pi.order_index limit 1
)`.as("image");
const imageCount = sql<number>`(select count(*) from property_images pi where pi.property_id = "properties"."id" and pi.kind = 'photo')`
  .mapWith(Number)
  .as("image_count");

/** What a card shows: no description, dates or phone (the tests check cards carry these and no more). */
export const CARD_FIELDS = [
  "id",
  "title",
  "titleAr",
  "building",
  "buildingAr",
  "address",
  "addressAr",
  "district",
  "price",
  "size",
  "capacity",
  "parkingSpaces",
  "featured",
  "amenities",
  // The licence badge, the confirmation's age and "+ VAT".
  "adLicenseNumber",
  "confirmedAvailableAt",
  "vatApplies",
] as const;
type CardField = (typeof CARD_FIELDS)[number];

/** A card's columns (similar-listings.server.ts selects them too). */
export const cardColumns = {
  ...(Object.fromEntries(CARD_FIELDS.map((field) => [field, allColumns[field]])) as Pick<typeof allColumns, CardField>),
  image: firstImage,
  imageCount,
};

/** What a listing card shows: only the first image, and how many there are. */
export type PropertyCardData = Pick<PropertyRow, CardField> & { image: string | null; imageCount: number };

/** The listings matching the filters, in the chosen order; `limit` undefined means all of them. */
export async function listProperties(filters: PropertyFilters, paging: { limit?: number; offset?: number } = {}) {
  const db = await getDb();
  const distance = distanceOf(filters);
  const query = db
    .select(distance ? { ...propertyColumns, distance } : propertyColumns)
    .from(properties)
    .where(whereOf(filters))
    .orderBy(...orderOf(filters))
    .offset(paging.offset ?? 0);
  return (paging.limit === undefined ? await query : await query.limit(paging.limit)) as (Property & { distance?: number })[];
}

/** The browse page's query: one page of cards in the chosen order (exported for the EXPLAIN test). */
export function cardsQuery(db: Awaited<ReturnType<typeof getDb>>, filters: PropertyFilters, paging: { limit: number; offset: number }) {
  const distance = distanceOf(filters);
  return db
    .select(distance ? { ...cardColumns, distance } : cardColumns)
    .from(properties)
    .where(whereOf(filters))
    .orderBy(...orderOf(filters))
    .limit(paging.limit)
    .offset(paging.offset);
}

/** A browse card: with `near`, also its distance to that landmark in metres. */
export type BrowseCardData = PropertyCardData & { distance?: number };

export async function listCards(filters: PropertyFilters, paging: { limit: number; offset: number }): Promise<BrowseCardData[]> {
  return cardsQuery(await getDb(), filters, paging);
}

/** The cards of these listings, in the given order, each saying whether it is published; missing ids are left out. */
export async function listCardsByIds(ids: readonly number[]): Promise<(PropertyCardData & { published: boolean })[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ ...cardColumns, publishedUntil: properties.publishedUntil })
    .from(properties)
    .where(inArray(properties.id, [...ids]));
  return inOrder(ids, rows).map(({ publishedUntil, ...card }) => ({ ...card, published: isPublished({ publishedUntil }) }));
}

/** What the compare table shows of each listing (the tests check it carries these and its first image, no more). */
export const COMPARE_FIELDS = [
  "id",
  "title",
  "titleAr",
  "district",
  "price",
  // The whole cost, as the listing page's "Full cost" box (utils/cost.ts).
  "serviceCharge",
  "vatApplies",
  "paymentTerms",
  "size",
  "capacity",
  "parkingSpaces",
  "floors",
  // The space (issue 38).
  ...OFFICE_FACT_KEYS,
  "furnished",
  "availableFrom",
  "amenities",
  "contactPhone",
] as const;
type CompareField = (typeof COMPARE_FIELDS)[number];
const compareColumns = {
  ...(Object.fromEntries(COMPARE_FIELDS.map((field) => [field, allColumns[field]])) as Pick<typeof allColumns, CompareField>),
  image: firstImage,
};

/** The compare table's fields of these published listings and their first image, in the given order. */
export async function listComparedByIds(ids: readonly number[]) {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select(compareColumns)
    .from(properties)
    .where(and(inArray(properties.id, [...ids]), published()));
  return inOrder(ids, rows);
}

/**
 * Of these ids, the listings that exist but are not published (withdrawn, archived, lapsed), with their titles,
 * in the given order: what a shared compare link marks as no longer available. Deleted ids are left out.
 */
export async function listUnpublishedTitles(ids: readonly number[]) {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ id: properties.id, title: properties.title, titleAr: properties.titleAr, publishedUntil: properties.publishedUntil })
    .from(properties)
    .where(inArray(properties.id, [...ids]));
  return inOrder(ids, rows)
    .filter((row) => !isPublished(row))
    .map(({ id, title, titleAr }) => ({ id, title, titleAr }));
}

/** `rows` in the order of `ids` (a database answers in its own order). */
function inOrder<Row extends { id: number }>(ids: readonly number[], rows: Row[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface DistrictPreview {
  district: string;
  /** How many listings of the district match the filters. */
  total: number;
  /** The first few of them, in the chosen order. */
  cards: BrowseCardData[];
}

/**
 * For the map: per district, the number of matching listings and the first `perDistrict` cards, in one
 * query (a window function ranks the matches within each district), however many listings match.
 */
export async function listDistrictPreviews(filters: PropertyFilters, perDistrict: number): Promise<DistrictPreview[]> {
  const db = await getDb();
  const distance = distanceOf(filters);
  const ranked = db
    .select({
      ...cardColumns,
      ...(distance ? { distance: distance.as("distance") } : {}),
      districtTotal: sql<number>`count(*) over (partition by ${properties.district})`.mapWith(Number).as("district_total"),
      rank: sql<number>`row_number() over (partition by ${properties.district} order by ${sql.join(orderOf(filters), sql`, `)})`
        .mapWith(Number)
        .as("rank"),
    })
    .from(properties)
    .where(whereOf(filters))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, perDistrict))
    .orderBy(desc(ranked.districtTotal), asc(ranked.district), asc(ranked.rank));
  const previews = new Map<string, DistrictPreview>();
  for (const { districtTotal, rank: _rank, ...card } of rows) {
    const preview = previews.get(card.district) ?? { district: card.district, total: districtTotal, cards: [] };
    preview.cards.push(card);
    previews.set(card.district, preview);
  }
  return [...previews.values()];
}

/** No filter at all: every published listing (whereOf still applies the publication rule). */
const NO_FILTERS: PropertyFilters = { district: [], amenities: [], fitOut: [], sort: "featured" };

/** Every published listing's id and date, for the sitemap: the public lists' WHERE, nothing else read. */
// A listing's last change: its creation, its last confirmation, or the admin's last edit of it (the
// activity log's entries for it, read off admin_activity_entity_idx).
const lastChangedAt = sql<Date>`greatest(${properties.createdAt}, ${properties.confirmedAvailableAt}, (
  select max(a.at) from admin_activity a where a.entity = 'property' and a.entity_id = "properties"."id"
))`.mapWith(properties.createdAt);

/**
 * Every published listing's id and last change, for the sitemap's lastmod, and its advertiser's slug (null for
 * the site's own listings): an advertiser's page is in the sitemap while they have a published listing.
 */
export async function listPublishedListingsForSitemap() {
  const db = await getDb();
  return db
    .select({ id: properties.id, lastChangedAt, advertiserSlug: advertisers.slug })
    .from(properties)
    .leftJoin(advertisers, eq(advertisers.id, properties.advertiserId))
    .where(whereOf(NO_FILTERS))
    .orderBy(asc(properties.id));
}

/** What a feed entry shows of a listing: its texts in both languages, price, district and first image. */
export type FeedListing = Pick<PropertyRow, "id" | "title" | "titleAr" | "district" | "price" | "createdAt"> & { image: string | null };

/** The newest `limit` published listings matching the filters (the public lists' WHERE), for the Atom feed. */
export async function listFeedListings(filters: PropertyFilters, limit: number): Promise<FeedListing[]> {
  const db = await getDb();
  const { id, title, titleAr, district, price, createdAt } = allColumns;
  return db
    .select({ id, title, titleAr, district, price, createdAt, image: firstImage })
    .from(properties)
    .where(whereOf(filters))
    .orderBy(...ORDER.recent)
    .limit(limit);
}

/** A listing's news for a search alert: when it was listed or its availability last confirmed, the later. */
const newsAt = sql<Date>`greatest(${properties.createdAt}, ${properties.confirmedAvailableAt})`;

/** What a search alert's digest shows of a listing. */
export type AlertListing = Pick<PropertyRow, "id" | "title" | "titleAr" | "district" | "price" | "size">;

/**
 * The published listings matching the filters (the public lists' WHERE) that were listed or confirmed
 * available in (since, until], newest first: a search alert's digest (issue 35). At most `limit`, with how
 * many there are in all. Takes the digest job's transaction.
 */
export async function listNewListings(
  executor: Database | Transaction,
  filters: PropertyFilters,
  { since, until, limit }: { since: Date; until: Date; limit: number },
) {
  const { id, title, titleAr, district, price, size } = allColumns;
  const rows = await executor
    .select({ id, title, titleAr, district, price, size, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(properties)
    .where(
      and(whereOf(filters), sql`${newsAt} > ${since.toISOString()}::timestamptz`, sql`${newsAt} <= ${until.toISOString()}::timestamptz`),
    )
    .orderBy(desc(newsAt), desc(properties.id))
    .limit(limit);
  return { listings: rows.map(({ total: _total, ...listing }): AlertListing => listing), total: rows[0]?.total ?? 0 };
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
  return row ?? null;
}

/**
 * A listing (with its own point), its images, its district's names and its advertiser's page (issue 51), in
 * one statement, through the read cache: what the detail page shows. The advertiser's slug never changes, and
 * their suspension or deletion writes their listings, which moves the cache's data version.
 */
export function getPropertyPage(id: number) {
  return cachedRead(`property-page:${id}`, async () => {
    const db = await getDb();
    const [row] = await db
      .select({
        ...propertyColumns,
        districtNameAr: districts.nameAr,
        districtSlug: districts.slug,
        advertiserSlug: advertisers.slug,
      })
      .from(properties)
      .leftJoin(districts, eq(districts.name, properties.district))
      .leftJoin(advertisers, eq(advertisers.id, properties.advertiserId))
      .where(eq(properties.id, id))
      .limit(1);
    if (!row) return null;
    const { districtNameAr, districtSlug, advertiserSlug, ...property } = row;
    return {
      property,
      published: isPublished(property),
      districtNames: { name: property.district, nameAr: districtNameAr ?? "" },
      districtSlug,
      advertiserSlug,
    };
  });
}

/**
 * A page of GET /api/properties as UTF-8 JSON bytes, with how many listings match, through the read
 * cache: serialising a page again for every request cost more than the cached query saved. Bytes, not
 * a string: Arabic text makes the string two bytes a character, and encoding it for every answer was
 * most of the answer's cost. A district may be given by its English or Arabic name or its slug; it is
 * resolved only when the answer is read, not on every request. A words search the cache does not hold
 * goes through `searchGate` (the client's budget of them, which may refuse it).
 */
export function listPublicPropertiesJson(filters: PropertyFilters, paging: { limit: number; offset: number }, searchGate?: ReadGate) {
  return cachedRead(
    `properties:${JSON.stringify([filters, paging])}`,
    async () => {
      const canonical = canonicalDistricts(filters, await listDistricts());
      const [page, total] = await Promise.all([listProperties(canonical, paging), countProperties(canonical)]);
      const listings = await Promise.all(page.map(withAmenitiesAr));
      return { body: new TextEncoder().encode(JSON.stringify(listings)), total };
    },
    filters.q ? searchGate : undefined,
  );
}

/** A listing's images: its photos in order, then its floor plans in order. */
export async function listPropertyImages(propertyId: number) {
  const db = await getDb();
  return db
    .select({ id: propertyImages.id, imageUrl: propertyImages.imageUrl, kind: propertyImages.kind, orderIndex: propertyImages.orderIndex })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId))
    .orderBy(sql`${propertyImages.kind} <> 'photo'`, asc(propertyImages.orderIndex));
}

/** Whether a listing is there at all, and whether visitors may see it: null when there is none. */
export async function propertyVisibility(id: number) {
  const db = await getDb();
  const [row] = await db.select({ publishedUntil: properties.publishedUntil }).from(properties).where(eq(properties.id, id)).limit(1);
  return row ? { published: isPublished(row) } : null;
}

export async function propertyExists(id: number) {
  const db = await getDb();
  const rows = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, id)).limit(1);
  return rows.length > 0;
}

/**
 * Issue 34: the point and yearly price of every listing matching the filters (with `bbox`, inside it),
 * for the map's pins and clusters; at most MAX_MAP_POINTS, the featured first.
 */
export const MAX_MAP_POINTS = 5_000;
export async function listMapPoints(filters: PropertyFilters) {
  const db = await getDb();
  return db
    .select({ id: properties.id, latitude: properties.latitude, longitude: properties.longitude, price: properties.price })
    .from(properties)
    .where(whereOf(filters))
    .orderBy(...ORDER.featured)
    .limit(MAX_MAP_POINTS);
}
