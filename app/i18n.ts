// The site's languages, shared by the server and the browser. The texts themselves are not imported here:
// the server holds both languages (services/i18n.server.ts), the browser fetches only the page's language
// from /locales/{lng} (utils/locale-parts.ts).
import { LANGUAGES } from "./schemas/enums";

export const supportedLngs = LANGUAGES;
export type Language = (typeof supportedLngs)[number];
export const fallbackLng: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return supportedLngs.includes(value as Language);
}

export function directionOf(language: Language) {
  return language === "ar" ? "rtl" : "ltr";
}

export function otherLanguage(language: Language): Language {
  return language === "ar" ? "en" : "ar";
}

/**
 * Where the browser gets one language's texts (JSON). The version is a hash of app/locales/* made at
 * build time (vite.config.ts), so the answer can be cached for good and a new build asks again.
 */
export function localeHref(language: Language, part: LocalePart = "site") {
  // (Scripts run with tsx, not Vite, have no build-time version.)
  const version = typeof __LOCALES_VERSION__ === "string" ? __LOCALES_VERSION__ : "dev";
  return `/locales/${language}${part === "admin" ? "/admin" : ""}?v=${version}`;
}

/**
 * The two parts of a language's texts the browser fetches: the dashboard's (the `admin` group, a third of
 * the texts) only on admin pages, everything else on every page.
 */
export type LocalePart = "site" | "admin";
