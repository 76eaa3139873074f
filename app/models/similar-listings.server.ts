import { and, asc, eq, ne, sql } from "drizzle-orm";
import { districts, properties, type PropertyRow } from "../../drizzle/schema";
import { PropertyFiltersSchema } from "~/schemas/filters";
import { cardColumns, listCards, type PropertyCardData } from "~/models/properties.server";
import { published } from "~/models/publication.server";
import { getDb } from "~/services/db.server";
import { cachedRead } from "~/services/read-cache.server";
import { haversineMetres } from "./distance.server";

// What a listing's page offers beside it (issue 38) or, when it is gone, instead of it.

/** Up to `limit` published listings of a district other than `exceptId`: what a gone listing's page offers instead. */
export function listSimilarCards(district: string, exceptId: number, limit = 4) {
  return cachedRead(`similar:${district}:${exceptId}`, async () =>
    (await listCards(PropertyFiltersSchema.parse({ district: [district] }), { limit: limit + 1, offset: 0 }))
      .filter((card) => card.id !== exceptId)
      .slice(0, limit),
  );
}

/** A similar office: its card, and its district's Arabic name for the card's district ("" when none). */
export type SimilarCard = PropertyCardData & { districtNameAr: string };

/**
 * How many metres apart weigh as much, in the similar offices' score, as a factor e (about 2.7) in size or in
 * rent per m²: 1 km adds 0.1, what 10.5 % larger or dearer adds (ln 1.105 = 0.1).
 */
export const SIMILAR_METRES_PER_UNIT = 10_000;

/**
 * Up to `limit` published listings most like this one (issue 38), in one statement (each card's first image
 * and count are subqueries of it, not a query per card). The order (docs/decisions/0038-district-market.md):
 *   1. those of its district first;
 *   2. then the lowest score = |ln(size / its size)| + |ln(rent per m² / its rent per m²)| + d / 10,000 m,
 *      where d is the great-circle distance in metres between the two listings' own points (haversineMetres,
 *      the landmarks' distance): size and rent count as ratios (twice or half are as far), and each
 *      kilometre apart counts as much as 10.5 % in size or rent;
 *   3. ties by id.
 */
export function listSimilarListings(
  listing: Pick<PropertyRow, "id" | "district" | "price" | "size" | "latitude" | "longitude">,
  limit = 6,
) {
  return cachedRead(`similar-listings:${listing.id}`, async (): Promise<SimilarCard[]> => {
    const db = await getDb();
    const pricePerSqm = listing.price / listing.size;
    const metres = haversineMetres(properties, { latitude: listing.latitude, longitude: listing.longitude });
    const rows = await db
      .select({ ...cardColumns, districtNameAr: districts.nameAr })
      .from(properties)
      .leftJoin(districts, eq(districts.name, properties.district))
      .where(and(published(), ne(properties.id, listing.id)))
      .orderBy(
        sql`(${properties.district} <> ${listing.district})`,
        sql`abs(ln(${properties.size}::float8 / ${listing.size}::float8))
          + abs(ln(${properties.price}::float8 / ${properties.size} / ${pricePerSqm}::float8))
          + ${metres} / ${SIMILAR_METRES_PER_UNIT}::float8`,
        asc(properties.id),
      )
      .limit(limit);
    return rows.map((row) => ({ ...row, districtNameAr: row.districtNameAr ?? "" }));
  });
}
