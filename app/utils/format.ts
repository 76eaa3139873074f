import type { Language } from "~/i18n";

// Western digits in both languages (ar-u-nu-latn), whole numbers.
const formatters: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }),
  ar: new Intl.NumberFormat("ar-u-nu-latn", { maximumFractionDigits: 0 }),
};

export function formatNumber(value: number, language: Language) {
  return formatters[language].format(value);
}

/** Yearly rent per square metre, rounded to a whole number. */
export function pricePerSqm(price: number, size: number) {
  return size > 0 ? Math.round(price / size) : 0;
}

// Dates and times, one place for both languages: Arabic month names with Western digits and the
// Gregorian calendar (ar-SA alone would give the Hijri calendar and Arabic-Indic digits), and the
// clock of Riyadh whatever the server's or the browser's time zone, so the server's text and the
// hydrating browser's text are the same.
export const TIME_ZONE = "Asia/Riyadh";
const DATE_LOCALES: Record<Language, string> = { en: "en-GB", ar: "ar-SA-u-nu-latn-ca-gregory" };
const dayFormatters = (timeZone: string) =>
  ({
    en: new Intl.DateTimeFormat(DATE_LOCALES.en, { day: "numeric", month: "long", year: "numeric", timeZone }),
    ar: new Intl.DateTimeFormat(DATE_LOCALES.ar, { day: "numeric", month: "long", year: "numeric", timeZone }),
  }) satisfies Record<Language, Intl.DateTimeFormat>;
const calendarDay = dayFormatters("UTC");
const riyadhDay = dayFormatters(TIME_ZONE);
// Hours and minutes as digits only (24-hour clock): no locale's "at" or AM/PM wording to differ between ICU versions.
const riyadhClock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: TIME_ZONE });
const TIME_SEPARATOR: Record<Language, string> = { en: ", ", ar: "، " };

// en-CA writes dates as YYYY-MM-DD.
const riyadhDateFormat = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: TIME_ZONE });

/** The calendar day (YYYY-MM-DD) it is in Riyadh at `instant`. */
export function riyadhDate(instant: Date) {
  return riyadhDateFormat.format(instant);
}

/** The instant a Riyadh calendar day (YYYY-MM-DD) begins: Riyadh keeps UTC+3 all year, so 21:00 UTC the evening before. */
export function riyadhDayStart(day: string) {
  return new Date(`${day}T00:00:00+03:00`);
}

/** The Riyadh calendar day `days` days before (or, negative, after) the day `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

// One decimal, Western digits in both languages: "2.5%", "2.5٪".
const percentFormatters: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 }),
  ar: new Intl.NumberFormat("ar-u-nu-latn", { style: "percent", maximumFractionDigits: 1 }),
};

/** A share (0.025) as a percentage with at most one decimal. */
export function formatPercent(share: number, language: Language) {
  return percentFormatters[language].format(share);
}

const shortDayFormatters: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(DATE_LOCALES.en, { day: "numeric", month: "short", timeZone: "UTC" }),
  ar: new Intl.DateTimeFormat(DATE_LOCALES.ar, { day: "numeric", month: "short", timeZone: "UTC" }),
};

/** A calendar day (YYYY-MM-DD) as day and short month, for chart axes: "16 Nov", "16 نوفمبر". */
export function formatShortDate(isoDate: string, language: Language) {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : shortDayFormatters[language].format(date);
}

/** Day and time in Riyadh as a spreadsheet reads them (YYYY-MM-DD HH:mm), for CSV files. */
export function riyadhDateTime(instant: Date) {
  return `${riyadhDate(instant)} ${riyadhClock.format(instant)}`;
}

/** A Date, or a string or number a Date can be built from; null when it is not a real instant. */
export function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar day (YYYY-MM-DD, no time zone): "1 March 2027", "1 مارس 2027". */
export function formatDate(isoDate: string, language: Language) {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return calendarDay[language].format(date);
}

/**
 * An instant (a timestamp) as Riyadh sees it: "23 November 2026, 00:30", "23 نوفمبر 2026، 00:30";
 * with `time: false` the day alone. Text that is not a date comes back as it is.
 */
export function formatDateTime(value: Date | string | number, language: Language, { time = true }: { time?: boolean } = {}) {
  const date = toDate(value);
  if (!date) return String(value);
  const day = riyadhDay[language].format(date);
  return time ? `${day}${TIME_SEPARATOR[language]}${riyadhClock.format(date)}` : day;
}
