import { z } from "zod";
import { oneOf, parseViewQuery, searchText, wholeNumber } from "./filters";
import { day } from "./inquiry-desk";
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES } from "./enums";

// The activity log (issue 16): what each admin write is about, and the Activity tab's filters.

export { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES };
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
/** Entries a page of the Activity tab. */
export const ACTIVITY_PAGE_SIZE = 50;

/**
 * The Activity tab's URL: entity, action, the admin's username (exactly), a range of Riyadh days (both
 * ends included) and the page. A value it does not know is a 400 naming it, as in the properties table.
 */
export const ActivityQuerySchema = z
  .object({
    entity: oneOf(ACTIVITY_ENTITIES).optional(),
    action: oneOf(ACTIVITY_ACTIONS).optional(),
    admin: searchText.optional(),
    from: day.optional(),
    to: day.optional(),
    page: wholeNumber(100_000).pipe(z.number().min(1, "must be at least 1")).default("1"),
  })
  .superRefine((query, context) => {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
      context.addIssue({ code: "custom", path: ["from"], message: "must not be after to" });
    }
  });
export type ActivityQuery = z.output<typeof ActivityQuerySchema>;
export type ActivityFilters = Omit<ActivityQuery, "page">;
export const ACTIVITY_FILTER_KEYS = ["entity", "action", "admin", "from", "to"] as const;
const ACTIVITY_QUERY_KEYS = [...ACTIVITY_FILTER_KEYS, "page"] as const;

/** The tab's query from a URL (each key once; an empty field is no filter), or the problems with it. */
export function parseActivityQuery(search: URLSearchParams) {
  return parseViewQuery(ActivityQuerySchema, ACTIVITY_QUERY_KEYS, search);
}

/** The filters as a query string, only those set (links and the canonical URL). */
export function activitySearch(filters: ActivityFilters, page = 1) {
  const search = new URLSearchParams();
  for (const key of ACTIVITY_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== "") search.set(key, value);
  }
  if (page > 1) search.set("page", String(page));
  return search;
}
