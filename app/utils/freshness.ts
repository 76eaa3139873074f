import type { Language } from "~/i18n";
import { perLanguage } from "~/utils/format";

/** Availability confirmed longer ago than this reads "Not confirmed recently". */
export const STALE_AFTER_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
// Riyadh keeps UTC+3 all year (no daylight saving time): the Riyadh day of an instant is the UTC day of
// the instant three hours later. Plain arithmetic, so cards need no date formatter in the browser.
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * How many Riyadh calendar days lie between a confirmation and `today` (a YYYY-MM-DD the loader gives,
 * so server and browser count alike and a kept page changes with the day): 0 the same day, 1 the day
 * before, whatever the hours. Never negative.
 */
export function daysSince(confirmedAt: Date | string, today: string) {
  const confirmedDay = Math.floor((new Date(confirmedAt).getTime() + RIYADH_OFFSET_MS) / DAY_MS);
  return Math.max(0, Date.parse(today) / DAY_MS - confirmedDay);
}

// One plural rule set per language: building one costs more than the rest of a card's date work.
const pluralRules = perLanguage((language) => new Intl.PluralRules(language));

/**
 * "N days ago" as a translation key (`trust.ago.*`) and its count, or null when the confirmation is
 * older than STALE_AFTER_DAYS ("Not confirmed recently"). "today" for 0, else the plural category of the
 * page's language (Arabic has one, two, few, many and other forms).
 */
export function confirmedAgo(confirmedAt: Date | string, today: string, language: Language) {
  const days = daysSince(confirmedAt, today);
  if (days > STALE_AFTER_DAYS) return null;
  const form = days === 0 ? "today" : (pluralRules(language).select(days) as Exclude<Intl.LDMLPluralRule, "zero">);
  return { key: `trust.ago.${form}`, days } as const;
}
