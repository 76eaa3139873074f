import { z } from "zod";
import { oneOf, parseViewQuery, searchText } from "./filters";

// The dashboard properties table's view, all of it in the URL: the "Needs attention" filters
// (?attention=...), the missing-Arabic filter, text search, district, publication state and sort.

export const ATTENTION_FILTERS = ["expiring", "expired", "stale", "unpublished"] as const;
export type AttentionFilter = (typeof ATTENTION_FILTERS)[number];

/**
 * Published, or why not (the rule of published_until): the lifecycle, the advertiser's suspension, then the
 * licence and confirmation.
 */
export const PUBLICATION_STATES = [
  "published",
  "draft",
  "in_review",
  "withdrawn",
  "archived",
  "suspended",
  "noLicence",
  "expired",
  "unconfirmed",
] as const;
export type Publication = (typeof PUBLICATION_STATES)[number];

/** The columns the table sorts by; "created" (newest first) is the default. */
export const ADMIN_SORT_COLUMNS = ["created", "title", "district", "type", "price", "size", "featured", "publication"] as const;
export type AdminSortColumn = (typeof ADMIN_SORT_COLUMNS)[number];
export type SortDirection = "asc" | "desc";

export const ADMIN_TABLE_KEYS = ["q", "district", "state", "sort", "dir", "attention", "untranslated"] as const;

export const AdminTableQuerySchema = z.object({
  /** Found in the English or the Arabic title. */
  q: searchText.optional(),
  /** A district's (English) name, as the listings store it. */
  district: searchText.optional(),
  state: oneOf(PUBLICATION_STATES).optional(),
  sort: oneOf(ADMIN_SORT_COLUMNS).default("created"),
  dir: oneOf(["asc", "desc"] as const).optional(),
  attention: oneOf(ATTENTION_FILTERS).optional(),
  untranslated: z.literal("1", { errorMap: () => ({ message: "must be 1" }) }).optional(),
});
export type AdminTableQuery = z.output<typeof AdminTableQuerySchema>;

/** The direction a column sorts in when its header is first clicked: newest, dearest, largest and featured first. */
export function defaultDirection(column: AdminSortColumn): SortDirection {
  return column === "created" || column === "price" || column === "size" || column === "featured" ? "desc" : "asc";
}

/** The table's view from a URL: the query, or the problems that make it unreadable. */
export function parseAdminTableQuery(search: URLSearchParams) {
  return parseViewQuery(AdminTableQuerySchema, ADMIN_TABLE_KEYS, search);
}

/** The view as a query string, only what differs from the default, so links stay short. */
export function adminTableSearch(query: Partial<AdminTableQuery>) {
  const search = new URLSearchParams();
  for (const key of ADMIN_TABLE_KEYS) {
    const value = query[key];
    if (value === undefined || value === "" || (key === "sort" && value === "created")) continue;
    if (key === "dir" && query.sort !== undefined && value === defaultDirection(query.sort)) continue;
    search.set(key, value);
  }
  return search;
}
