import { gt } from "drizzle-orm";
import { properties } from "../../drizzle/schema";
import { readClock } from "~/services/clock.server";

/**
 * Only published listings reach visitors: a valid licence, confirmed in the last 90 days (the database
 * computes `published_until`, indexed). Compared with the read cache's clock, which moves by the
 * minute, so a listing leaves the lists within a minute of its end and cached answers stay shared.
 */
export const published = () => gt(properties.publishedUntil, readClock());

/** Whether a listing is published now, by the same rule and clock as the public lists. */
export function isPublished(listing: { publishedUntil: Date | null }) {
  return listing.publishedUntil !== null && listing.publishedUntil > readClock();
}
