import type { Language } from "~/i18n";

/**
 * One formatter per language, built on its first use. A browser tab's first formatter of each kind
 * (number, date, collation) loads its ICU data on the main thread: 5 to 100 ms each in Chromium
 * (docs/performance.md), so none is built while this module loads and pages build only the kinds they show.
 */
export function perLanguage<F>(create: (language: Language) => F): (language: Language) => F {
  const built = new Map<Language, F>();
  return (language) => {
    let formatter = built.get(language);
    if (!formatter) built.set(language, (formatter = create(language)));
    return formatter;
  };
}

/** The same for a formatter that does not depend on the language. */
function onFirstUse<F>(create: () => F): () => F {
  let formatter: F | undefined;
  return () => (formatter ??= create());
}

// Western digits in both languages (ar-u-nu-latn), whole numbers.
const NUMBER_LOCALES: Record<Language, string> = { en: "en-US", ar: "ar-u-nu-latn" };
const numberFormat = perLanguage((language) => new Intl.NumberFormat(NUMBER_LOCALES[language], { maximumFractionDigits: 0 }));
// What Intl writes before a negative number: Arabic marks it left-to-right first (U+200E).
const MINUS: Record<Language, string> = { en: "-", ar: "\u200e-" };
// Beyond this, String() writes an exponent.
const PLAIN_DIGITS_LIMIT = 1e21;

/**
 * A number rounded to a whole one, with comma groups and Western digits: exactly what
 * Intl.NumberFormat(en-US or ar-u-nu-latn, no fractions) writes (tests/unit/format.test.ts compares
 * them), without building one. Every card shows prices, and a number formatter built during
 * hydration cost the page's longest task (docs/performance.md).
 */
export function formatNumber(value: number, language: Language) {
  if (!(Math.abs(value) < PLAIN_DIGITS_LIMIT)) return numberFormat(language).format(value);
  const digits = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, ",");
  return value < 0 || Object.is(value, -0) ? `${MINUS[language]}${digits}` : digits;
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
  perLanguage((language) => new Intl.DateTimeFormat(DATE_LOCALES[language], { day: "numeric", month: "long", year: "numeric", timeZone }));
const calendarDay = dayFormatters("UTC");
const riyadhDay = dayFormatters(TIME_ZONE);
// Hours and minutes as digits only (24-hour clock): no locale's "at" or AM/PM wording to differ between ICU versions.
const riyadhClock = onFirstUse(
  () => new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: TIME_ZONE }),
);
const TIME_SEPARATOR: Record<Language, string> = { en: ", ", ar: "، " };

// en-CA writes dates as YYYY-MM-DD.
const riyadhDateFormat = onFirstUse(
  () => new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: TIME_ZONE }),
);

/** The calendar day (YYYY-MM-DD) it is in Riyadh at `instant`. */
export function riyadhDate(instant: Date) {
  return riyadhDateFormat().format(instant);
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
const percentFormat = perLanguage(
  (language) => new Intl.NumberFormat(NUMBER_LOCALES[language], { style: "percent", maximumFractionDigits: 1 }),
);

/** A share (0.025) as a percentage with at most one decimal. */
export function formatPercent(share: number, language: Language) {
  return percentFormat(language).format(share);
}

const shortDay = perLanguage(
  (language) => new Intl.DateTimeFormat(DATE_LOCALES[language], { day: "numeric", month: "short", timeZone: "UTC" }),
);

/** A calendar day (YYYY-MM-DD) as day and short month, for chart axes: "16 Nov", "16 نوفمبر". */
export function formatShortDate(isoDate: string, language: Language) {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : shortDay(language).format(date);
}

const shortMonth = perLanguage(
  (language) => new Intl.DateTimeFormat(DATE_LOCALES[language], { month: "short", year: "2-digit", timeZone: "UTC" }),
);

/** A month (YYYY-MM) as short month and year, for chart axes: "Nov 26", "نوفمبر 26". */
export function formatShortMonth(isoMonth: string, language: Language) {
  const date = new Date(`${isoMonth.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoMonth : shortMonth(language).format(date);
}

/** Day and time in Riyadh as a spreadsheet reads them (YYYY-MM-DD HH:mm), for CSV files. */
export function riyadhDateTime(instant: Date) {
  return `${riyadhDate(instant)} ${riyadhClock().format(instant)}`;
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
  return calendarDay(language).format(date);
}

/**
 * An instant (a timestamp) as Riyadh sees it: "23 November 2026, 00:30", "23 نوفمبر 2026، 00:30";
 * with `time: false` the day alone. Text that is not a date comes back as it is.
 */
export function formatDateTime(value: Date | string | number, language: Language, { time = true }: { time?: boolean } = {}) {
  const date = toDate(value);
  if (!date) return String(value);
  const day = riyadhDay(language).format(date);
  return time ? `${day}${TIME_SEPARATOR[language]}${riyadhClock().format(date)}` : day;
}

/**
 * A distance as pages show it (issue 34): under a kilometre in metres to the nearest 10 ("650"), from there
 * in kilometres with one decimal ("1.2"), Western digits; the unit picks the translation (distance.m, .km).
 */
export function distanceParts(metres: number): { unit: "m" | "km"; value: string } {
  const rounded = Math.round(metres / 10) * 10;
  if (rounded < 1000) return { unit: "m", value: String(rounded) };
  return { unit: "km", value: (Math.round(metres / 100) / 10).toFixed(1) };
}

/**
 * Text that reads left to right whatever surrounds it (an address, "https://", an email) wrapped in Unicode's
 * left-to-right isolate (U+2066 … U+2069), so an Arabic sentence does not reorder its dots and slashes.
 */
export function ltrIsolate(text: string) {
  return `\u2066${text}\u2069`;
}
