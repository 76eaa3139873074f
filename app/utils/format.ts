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

export function formatDate(isoDate: string, language: Language) {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language === "ar" ? "ar-u-nu-latn" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}
