import { and, count, eq, gt, lte, max, min, sql } from "drizzle-orm";
import { properties } from "../../drizzle/schema";
import { published } from "~/models/publication.server";
import { getDb } from "~/services/db.server";
import { readClock } from "~/services/clock.server";
import { cachedRead } from "~/services/read-cache.server";
import { riyadhDate } from "~/utils/format";

// A district's market figures (issue 38): what its published listings ask now, and how the listings live
// in each of the last 12 Riyadh months asked (decision 0038 has the rule and its limits). Two aggregate
// queries; percentile_cont is PostgreSQL's own, so PGlite computes it the same way.

export const MARKET_MONTHS = 12;

const perSqm = sql`${properties.price}::float8 / ${properties.size}`;
const quantile = (fraction: number, of: ReturnType<typeof sql>) =>
  sql<number | null>`percentile_cont(${sql.raw(String(fraction))}) within group (order by ${of})`;
/** Whole SAR or m²; null stays null (no listings). Rounded half up, as pricePerSqm() rounds. */
const whole = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value)));

/** The first day (YYYY-MM-01) of the Riyadh month `back` months before the one holding `day`. */
export function monthStart(day: string, back: number) {
  const [year, month] = day.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

async function readMarket(district: string, now: Date) {
  const db = await getDb();
  const [current] = await db
    .select({
      listings: count(),
      perSqmMin: sql<number | null>`min(${perSqm})`,
      perSqmQ1: quantile(0.25, perSqm),
      perSqmMedian: quantile(0.5, perSqm),
      perSqmQ3: quantile(0.75, perSqm),
      perSqmMax: sql<number | null>`max(${perSqm})`,
      sizeQ1: quantile(0.25, sql`${properties.size}`),
      sizeMedian: quantile(0.5, sql`${properties.size}`),
      sizeQ3: quantile(0.75, sql`${properties.size}`),
      priceMin: min(properties.price),
      priceMax: max(properties.price),
    })
    .from(properties)
    .where(and(published(), eq(properties.district, district), gt(properties.size, 0)));
  // A listing is live in a month when it was created before the month ended and its publication (as it
  // stands now: the database keeps no history of it) ended after the month began. Months are Riyadh's.
  const first = monthStart(riyadhDate(now), MARKET_MONTHS - 1);
  const months = sql`(select i, ((${first}::date + make_interval(months => i))::timestamp at time zone 'Asia/Riyadh') as starts,
    ((${first}::date + make_interval(months => i + 1))::timestamp at time zone 'Asia/Riyadh') as ends
    from generate_series(0, ${MARKET_MONTHS - 1}) as i) as m`;
  const history = await db
    .select({
      i: sql<number>`m.i`.mapWith(Number),
      listings: count(properties.id),
      perSqmMedian: quantile(0.5, perSqm),
      sizeMedian: quantile(0.5, sql`${properties.size}`),
    })
    .from(months)
    .leftJoin(
      properties,
      and(
        eq(properties.district, district),
        gt(properties.size, 0),
        sql`${properties.createdAt} < m.ends`,
        sql`${properties.publishedUntil} > m.starts`,
        // Never a month that has not begun; the current month counts up to now.
        lte(properties.createdAt, now),
      ),
    )
    .groupBy(sql`m.i`)
    .orderBy(sql`m.i`);
  return {
    listings: current?.listings ?? 0,
    pricePerSqm: {
      min: whole(current?.perSqmMin),
      q1: whole(current?.perSqmQ1),
      median: whole(current?.perSqmMedian),
      q3: whole(current?.perSqmQ3),
      max: whole(current?.perSqmMax),
    },
    size: { q1: whole(current?.sizeQ1), median: whole(current?.sizeMedian), q3: whole(current?.sizeQ3) },
    price: { min: current?.priceMin ?? null, max: current?.priceMax ?? null },
    months: history.map((row) => ({
      month: monthStart(first, -row.i).slice(0, 7),
      listings: row.listings,
      medianPricePerSqm: whole(row.perSqmMedian),
      medianSize: whole(row.sizeMedian),
    })),
  };
}

export type DistrictMarket = Awaited<ReturnType<typeof readMarket>>;

/** A district's market figures, through the read cache (its clock: the minute). */
export function getDistrictMarket(district: string, now = readClock()): Promise<DistrictMarket> {
  return cachedRead(`district-market:${district}:${now.getTime()}`, () => readMarket(district, now));
}
