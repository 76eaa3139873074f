import { z } from "zod";
import { LANGUAGES } from "./enums";
import { FILTER_KEYS, parseBrowseQuery, type PropertyFilters, searchQueryOf } from "./filters";
import { NewsletterSchema, UnsubscribeSchema } from "./newsletter";
import { redirectPath } from "./redirect";

// Search alerts (issue 35): a visitor follows the search of a browse, map or district page by email.

/** An address follows at most this many searches (confirmed or waiting for confirmation). */
export const MAX_ALERTS_PER_ADDRESS = 10;
/** A digest lists at most this many listings, newest first, and links the search for the rest. */
export const DIGEST_LISTINGS = 20;

/** A search as an alert keeps it (and the form sends it): its canonical query without sort, view or page. */
export function alertSearchOf(filters: PropertyFilters) {
  return searchQueryOf(filters).toString();
}

/** The filters of a kept search (or of the form's field), read by the browse pages' parser; null when unreadable. */
export function filtersOfSearch(search: string) {
  const query = parseBrowseQuery(new URLSearchParams(search));
  return query.success ? query.filters : null;
}

// The query keys a search may hold: the filters, and the page's view, sort and page (dropped).
const SEARCH_KEYS = new Set<string>([...FILTER_KEYS, "view", "page", "lng"]);

/** The browse form's "Email me new matches": an address, the page's search and language. Messages are translation keys. */
export const AlertSchema = z.object({
  email: NewsletterSchema.shape.email,
  search: z
    .string()
    .max(2000, "alerts.errors.search")
    .default("")
    .refine((search) => [...new URLSearchParams(search).keys()].every((key) => SEARCH_KEYS.has(key)), "alerts.errors.search")
    .transform((search, context) => {
      const filters = filtersOfSearch(search);
      if (filters) return filters;
      context.addIssue({ code: "custom", message: "alerts.errors.search" });
      return z.NEVER;
    }),
  // The page's language (the mails are written in it); absent, the request's.
  language: z.enum(LANGUAGES).optional(),
  redirectTo: redirectPath("/"),
});
export type AlertInput = z.output<typeof AlertSchema>;

/** An alert's token in its links (confirm, manage, one-click stop): the newsletter's shape. */
export const AlertTokenSchema = UnsubscribeSchema;
