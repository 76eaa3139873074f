import { and, asc, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { districts, inquiries, properties } from "../../drizzle/schema";
import { countPropertiesForAdmin } from "~/models/admin-properties.server";
import { published } from "~/models/publication.server";
import { windowStartDay } from "~/models/views.server";
import { AdminTableQuerySchema } from "~/schemas/admin-table";
import { INQUIRY_STATUSES, type InquiryStatus } from "~/schemas/inquiry-desk";
import { getDb } from "~/services/db.server";
import { readClock } from "~/services/clock.server";
import { addDays, riyadhDate, riyadhDayStart } from "~/utils/format";

// The dashboard's overview (issue 16): one function per figure, each one aggregate query.

/** The first day (Sunday, as the Saudi week starts) of the Riyadh week that holds `day`. */
export function weekStart(day: string) {
  return addDays(day, -new Date(`${day}T00:00:00Z`).getUTCDay());
}

/**
 * Inquiries (listing and general) per Riyadh week, Sunday to Saturday, for the last `weeks` weeks up to
 * the current one, oldest first, counted by status; a week without inquiries is there with zeros. One
 * grouped range scan of the created_at index.
 */
export async function inquiriesPerWeek(now = new Date(), weeks = 12) {
  const db = await getDb();
  const current = weekStart(riyadhDate(now));
  const first = addDays(current, -7 * (weeks - 1));
  const week = sql<number>`(((${inquiries.createdAt} at time zone 'Asia/Riyadh')::date - ${first}::date) / 7)`.mapWith(Number);
  const rows = await db
    .select({ week, status: inquiries.status, inquiries: count() })
    .from(inquiries)
    .where(and(gte(inquiries.createdAt, riyadhDayStart(first)), lt(inquiries.createdAt, riyadhDayStart(addDays(current, 7)))))
    // By position: the week's expression carries a parameter, which PostgreSQL would not match twice.
    .groupBy(sql`1`, sql`2`);
  const series = Array.from({ length: weeks }, (_, index) => ({
    week: addDays(first, 7 * index),
    counts: Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, 0])) as Record<InquiryStatus, number>,
  }));
  for (const row of rows) {
    const slot = series[row.week];
    if (slot) slot.counts[row.status] += row.inquiries;
  }
  return series;
}

/** The districts with the most published listings (the public lists' rule and clock), most first. */
export async function publishedListingsPerDistrict(limit = 10) {
  const db = await getDb();
  const listings = count();
  return db
    .select({ district: properties.district, districtAr: districts.nameAr, listings })
    .from(properties)
    .leftJoin(districts, eq(districts.name, properties.district))
    .where(published())
    .groupBy(properties.district, districts.nameAr)
    .orderBy(desc(listings), asc(properties.district))
    .limit(limit);
}

/** The median yearly rent per square metre of each district's published listings, dearest first (SAR, whole). */
export async function medianPricePerSqmPerDistrict() {
  const db = await getDb();
  const median = sql<number>`percentile_cont(0.5) within group (order by ${properties.price}::float8 / ${properties.size})`;
  const rows = await db
    .select({ district: properties.district, districtAr: districts.nameAr, median, listings: count() })
    .from(properties)
    .leftJoin(districts, eq(districts.name, properties.district))
    .where(and(published(), sql`${properties.size} > 0`))
    .groupBy(properties.district, districts.nameAr)
    .orderBy(desc(median), asc(properties.district));
  return rows.map((row) => ({ ...row, median: Math.round(Number(row.median)) }));
}

/**
 * The listings with the most inquiries in the last 30 Riyadh days (today included, as the properties
 * table counts them), most first, published or not: a grouped range scan of the created_at index,
 * then the titles of those ten.
 */
export async function topListingsByInquiries(now = new Date(), limit = 10) {
  const db = await getDb();
  const asked = count();
  const top = await db
    .select({ id: inquiries.propertyId, inquiries: asked })
    .from(inquiries)
    .where(and(eq(inquiries.kind, "listing"), gte(inquiries.createdAt, riyadhDayStart(windowStartDay(now)))))
    .groupBy(inquiries.propertyId)
    .orderBy(desc(asked), asc(inquiries.propertyId))
    .limit(limit);
  const ids = top.flatMap((row) => (row.id === null ? [] : [row.id]));
  if (ids.length === 0) return [];
  const titles = new Map(
    (
      await db
        .select({ id: properties.id, title: properties.title, titleAr: properties.titleAr })
        .from(properties)
        .where(inArray(properties.id, ids))
    ).map((row) => [row.id, row]),
  );
  return top.flatMap((row) => {
    const listing = row.id === null ? undefined : titles.get(row.id);
    return listing ? [{ ...listing, inquiries: row.inquiries }] : [];
  });
}

/** The "Needs attention" counts of the properties tab (the same scan and rules). */
export async function attentionCounts(now = readClock()) {
  const { expiring, expired, stale, unpublished } = await countPropertiesForAdmin(AdminTableQuerySchema.parse({}), now);
  return { expiring, expired, stale, unpublished };
}
