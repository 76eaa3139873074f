import { and, type AnyColumn, gte, lt, type SQL } from "drizzle-orm";
import { addDays, riyadhDayStart } from "~/utils/format";

// A range of calendar days in Riyadh, both ends included, as the admin tabs' `from`/`to` filters name them.

/** The condition that a timestamp column falls on `from` or later and on `to` or earlier (either optional). */
export function withinRiyadhDays(column: AnyColumn, from: string | undefined, to: string | undefined): SQL | undefined {
  return and(
    from === undefined ? undefined : gte(column, riyadhDayStart(from)),
    to === undefined ? undefined : lt(column, riyadhDayStart(addDays(to, 1))),
  );
}
