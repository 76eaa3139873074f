import { and, count, eq } from "drizzle-orm";
import { advertisers, districts, properties } from "../../drizzle/schema";
import { publicProfileColumns } from "~/models/advertisers.server";
import { cardColumns, type PropertyCardData } from "~/models/properties.server";
import { ORDER } from "~/models/property-filters.server";
import { published } from "~/models/publication.server";
import { getDb } from "~/services/db.server";

// An advertiser's public page, /advertisers/{slug} (issue 51): who they are and their published offices.
// Not read through the read cache: the data version moves with listings, not with an advertiser's profile.

/** Their published listings: the public lists' rule (a suspended advertiser's have no published_until). */
const publishedOf = (advertiserId: number | typeof advertisers.id) => and(published(), eq(properties.advertiserId, advertiserId));

/**
 * What the page says of an active advertiser, with how many published listings they have, in one statement;
 * null for a slug no one has and for a suspended advertiser (the page is a 404 for both).
 */
export async function getPublicAdvertiser(slug: string) {
  const db = await getDb();
  const [row] = await db
    .select({ ...publicProfileColumns, listings: count(properties.id) })
    .from(advertisers)
    .leftJoin(properties, publishedOf(advertisers.id))
    .where(and(eq(advertisers.slug, slug), eq(advertisers.status, "active")))
    .groupBy(advertisers.id);
  return row ?? null;
}
export type PublicAdvertiser = NonNullable<Awaited<ReturnType<typeof getPublicAdvertiser>>>;

/** A card on the page: with its district's Arabic name ("" when none), as the similar offices carry it. */
export type AdvertiserCard = PropertyCardData & { districtNameAr: string };

/** One page of the advertiser's published listings, in the browse page's default order. */
export async function listAdvertiserCards(advertiserId: number, paging: { limit: number; offset: number }): Promise<AdvertiserCard[]> {
  const db = await getDb();
  const rows = await db
    .select({ ...cardColumns, districtNameAr: districts.nameAr })
    .from(properties)
    .leftJoin(districts, eq(districts.name, properties.district))
    .where(publishedOf(advertiserId))
    .orderBy(...ORDER.featured)
    .limit(paging.limit)
    .offset(paging.offset);
  return rows.map((row) => ({ ...row, districtNameAr: row.districtNameAr ?? "" }));
}
