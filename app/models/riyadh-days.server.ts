import { and, type AnyColumn, gte, lt, type SQL } from "drizzle-orm";

// A range of calendar days in Riyadh, both ends included, as the admin tabs' `from`/`to` filters name them.

/** Riyadh keeps UTC+3 all year: a day there starts at 21:00 UTC the evening before. */
const riyadhDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);
const DAY_MS = 24 * 60 * 60 * 1000;

/** The condition that a timestamp column falls on `from` or later and on `to` or earlier (either optional). */
export function withinRiyadhDays(column: AnyColumn, from: string | undefined, to: string | undefined): SQL | undefined {
  return and(
    from === undefined ? undefined : gte(column, riyadhDayStart(from)),
    to === undefined ? undefined : lt(column, new Date(riyadhDayStart(to).getTime() + DAY_MS)),
  );
}
