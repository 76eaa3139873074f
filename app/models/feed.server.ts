import { canonicalDistricts, listDistrictChoices } from "~/models/districts.server";
import { findLandmarkBySlug, UNKNOWN_LANDMARK } from "~/models/landmarks.server";
import { listFeedListings } from "~/models/properties.server";
import { filtersToQuery, parseBrowseQuery } from "~/schemas/filters";
import { cachedRead, type ReadGate } from "~/services/read-cache.server";

/** How many listings a search feed carries: the newest ones. */
export const FEED_SIZE = 50;

/**
 * A search feed's listings: the browse URL's filters (view, page and sort are accepted and ignored: the
 * feed is always newest first), the newest FEED_SIZE published matches, and the districts to name them.
 * A malformed query gives its problems, as on the browse page. A words search the cache does not hold goes
 * through `searchGate` (the client's budget of them, which may refuse it).
 */
export async function readFeed(search: URLSearchParams, searchGate?: ReadGate) {
  const query = parseBrowseQuery(search);
  if (!query.success) return { problems: query.problems };
  if (query.filters.near && !(await findLandmarkBySlug(query.filters.near))) return { problems: [UNKNOWN_LANDMARK] };
  const districts = await listDistrictChoices();
  const filters = { ...canonicalDistricts(query.filters, districts), sort: "recent" as const };
  const listings = await cachedRead(
    `feed:${filtersToQuery(filters)}`,
    () => listFeedListings(filters, FEED_SIZE),
    filters.q ? searchGate : undefined,
  );
  return { filters, listings, districts };
}
