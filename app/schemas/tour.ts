import { z } from "zod";

/**
 * Where a listing's video or 3D tour may live (issue 38): the hosts Riyadh's office ads use. Only these,
 * over https: a link visitors follow must not lead to an arbitrary site, and pages never load any of them
 * before the visitor asks (decision 0039).
 */
export const TOUR_HOSTS = {
  youtube: ["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be"],
  vimeo: ["vimeo.com", "www.vimeo.com", "player.vimeo.com"],
  matterport: ["my.matterport.com"],
} as const;

export type TourProvider = keyof typeof TOUR_HOSTS;

export const TOUR_URL_MAX_LENGTH = 500;

/** Which allow-listed service a tour link is on; null for anything else (another host, http, not a URL). */
export function tourProvider(value: string): TourProvider | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  for (const [provider, hosts] of Object.entries(TOUR_HOSTS) as [TourProvider, readonly string[]][]) {
    if (hosts.includes(host)) return provider;
  }
  return null;
}

/**
 * A listing's tour link: an https URL on an allow-listed host, or nothing. An empty box (or null) clears it;
 * left out, an update keeps it. Kept as the URL reads it (normalised), so what is stored is what is linked.
 */
export const tourUrl = z
  .string({ invalid_type_error: "admin.errors.tourUrl" })
  .trim()
  .max(TOUR_URL_MAX_LENGTH, "admin.errors.tourUrl")
  .refine((value) => value === "" || tourProvider(value) !== null, "admin.errors.tourUrl")
  .transform((value) => (value === "" ? null : new URL(value).href))
  .nullable()
  .transform((value) => value ?? null);
