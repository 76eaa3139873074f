import { and, count, eq, gte, inArray, sql, sum } from "drizzle-orm";
import { isbot } from "isbot";
import { inquiries, propertyViews } from "../../drizzle/schema";
import { beforeDatabaseClose, getDb } from "~/services/db.server";
import { errorFields, logger } from "~/services/logger.server";
import { addDays, riyadhDate, riyadhDayStart } from "~/utils/format";

// Listing views (issue 16): how many times a listing's page was shown, per listing and Riyadh day.
// Nothing about the visitor is kept (no cookie, no address). The listing page is a hot path, so a view
// is only added up in memory; the sums are written every few seconds, and at shutdown, by one upsert
// that adds to what is there, so any number of processes on one PostgreSQL add up correctly.

/** How often the counts in memory are written. */
export const VIEWS_FLUSH_MS = 5_000;
// Rows per INSERT (three parameters each, well under PostgreSQL's 65,535).
const FLUSH_BATCH = 1_000;

/**
 * Whether a request for a listing's page is a person looking at it: a GET (not HEAD), not a bot by its
 * User-Agent, and not a browser fetching the page ahead in case it is opened (Sec-Purpose or Purpose:
 * prefetch, sent for <link rel="prefetch"> and speculation rules). Signed-in admins are left out by
 * the route, which knows the session.
 */
export function isCountedVisit(request: Pick<Request, "method" | "headers">) {
  if (request.method !== "GET") return false;
  const purpose = `${request.headers.get("Sec-Purpose") ?? ""} ${request.headers.get("Purpose") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  const agent = request.headers.get("User-Agent") ?? "";
  // A request without a User-Agent is a script, not a browser.
  return agent !== "" && !isbot(agent);
}

// Views not yet written, by "listingId day".
const pending = new Map<string, number>();
let timer: ReturnType<typeof setInterval> | undefined;
let flushing: Promise<void> = Promise.resolve();

/** Counts one view of a listing on the Riyadh day of `at`; written by the next flush. */
export function recordView(propertyId: number, at = new Date()) {
  const key = `${propertyId} ${riyadhDate(at)}`;
  pending.set(key, (pending.get(key) ?? 0) + 1);
  if (!timer) {
    timer = setInterval(() => void flushViews(), VIEWS_FLUSH_MS);
    // The timer alone does not keep a process alive; the shutdown writes what is left.
    timer.unref();
    beforeDatabaseClose(stopAndFlushViews);
  }
}

/** Views counted in memory and not yet written (tests). */
export function pendingViews() {
  return [...pending.values()].reduce((total, views) => total + views, 0);
}

/**
 * Writes the counts in memory with one upsert per 1,000 (listing, day) pairs, adding to the stored
 * counts. Listings deleted meanwhile are skipped. A failure is logged (ids and counts only) and the
 * counts go back into memory for the next flush, so neither the page nor the views are lost.
 */
export function flushViews(): Promise<void> {
  flushing = flushing.then(writePending);
  return flushing;
}

async function writePending() {
  if (pending.size === 0) return;
  const rows = [...pending].map(([key, views]) => {
    const [id, day] = key.split(" ");
    return { propertyId: Number(id), day: day!, views };
  });
  pending.clear();
  for (let start = 0; start < rows.length; start += FLUSH_BATCH) {
    const batch = rows.slice(start, start + FLUSH_BATCH);
    try {
      const db = await getDb();
      const values = sql.join(
        batch.map((row) => sql`(${row.propertyId}::int, ${row.day}::date, ${row.views}::int)`),
        sql`, `,
      );
      await db.execute(sql`
        insert into property_views (property_id, day, views)
        select v.property_id, v.day, v.views from (values ${values}) as v (property_id, day, views)
        where exists (select 1 from properties p where p.id = v.property_id)
        on conflict (property_id, day) do update set views = property_views.views + excluded.views`);
    } catch (error) {
      for (const row of batch) {
        const key = `${row.propertyId} ${row.day}`;
        pending.set(key, (pending.get(key) ?? 0) + row.views);
      }
      logger.error({ event: "views_flush_failed", rows: batch.length, ...errorFields(error) });
    }
  }
}

/** Stops the timer and writes what is left (at shutdown, before the database closes). */
export async function stopAndFlushViews() {
  if (timer) clearInterval(timer);
  timer = undefined;
  await flushViews();
}

/** The first Riyadh day of the last `days` days up to the day of `now` (today counts as one). */
export function windowStartDay(now: Date, days = 30) {
  return addDays(riyadhDate(now), -(days - 1));
}

/**
 * Views and listing inquiries of the last 30 Riyadh days (today included) for the given listings: two
 * grouped queries over those ids only (the table's page), never over every listing.
 */
export async function recentViewsAndInquiries(ids: number[], now = new Date()) {
  const figures = new Map<number, { views: number; inquiries: number }>(ids.map((id) => [id, { views: 0, inquiries: 0 }]));
  if (ids.length === 0) return figures;
  const db = await getDb();
  const fromDay = windowStartDay(now);
  const [views, asked] = await Promise.all([
    db
      .select({ id: propertyViews.propertyId, views: sum(propertyViews.views).mapWith(Number) })
      .from(propertyViews)
      .where(and(inArray(propertyViews.propertyId, ids), gte(propertyViews.day, fromDay)))
      .groupBy(propertyViews.propertyId),
    db
      .select({ id: inquiries.propertyId, inquiries: count() })
      .from(inquiries)
      .where(and(inArray(inquiries.propertyId, ids), eq(inquiries.kind, "listing"), gte(inquiries.createdAt, riyadhDayStart(fromDay))))
      .groupBy(inquiries.propertyId),
  ]);
  for (const row of views) figures.get(row.id)!.views = row.views;
  for (const row of asked) if (row.id !== null) figures.get(row.id)!.inquiries = row.inquiries;
  return figures;
}

/** Inquiries per view (0.025 = 2.5 per 100 views); null without views. */
export function inquiryRate(views: number, inquiryCount: number) {
  return views > 0 ? inquiryCount / views : null;
}
