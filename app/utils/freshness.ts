import { riyadhDate } from "./format";

/** Availability confirmed longer ago than this reads "Not confirmed recently". */
export const STALE_AFTER_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many Riyadh calendar days lie between a confirmation and `today` (a YYYY-MM-DD the loader gives,
 * so server and browser count alike and a cached page changes with the day): 0 the same day, 1 the day
 * before, whatever the hours. Never negative.
 */
export function daysSince(confirmedAt: Date | string, today: string) {
  const confirmedDay = riyadhDate(new Date(confirmedAt));
  return Math.max(0, Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${confirmedDay}T00:00:00Z`)) / DAY_MS));
}

export type Freshness = { stale: true } | { stale: false; days: number };

export function freshness(confirmedAt: Date | string, today: string): Freshness {
  const days = daysSince(confirmedAt, today);
  return days > STALE_AFTER_DAYS ? { stale: true } : { stale: false, days };
}

/**
 * The translation key and values of "N days ago" (`trust.ago.*`): "today" for 0, else the plural
 * category of the page's language (Arabic has one, two, few, many and other forms).
 */
export function agoText(days: number, language: string) {
  if (days === 0) return { key: "trust.ago.today", days } as const;
  return { key: `trust.ago.${new Intl.PluralRules(language).select(days) as Exclude<Intl.LDMLPluralRule, "zero">}`, days } as const;
}
