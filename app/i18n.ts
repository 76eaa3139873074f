import ar from "~/locales/ar";
import en from "~/locales/en";

// Shared by the server (remix-i18next) and the browser (i18next) so both render the same text.
export const supportedLngs = ["en", "ar"] as const;
export type Language = (typeof supportedLngs)[number];
export const fallbackLng: Language = "en";
export const defaultNS = "translation";

export const resources = {
  en: { translation: en },
  ar: { translation: ar },
} as const;

export function isLanguage(value: unknown): value is Language {
  return supportedLngs.includes(value as Language);
}

export function directionOf(language: Language) {
  return language === "ar" ? "rtl" : "ltr";
}

export function otherLanguage(language: Language): Language {
  return language === "ar" ? "en" : "ar";
}

export const i18nConfig = {
  supportedLngs: [...supportedLngs],
  fallbackLng,
  defaultNS,
  resources,
  interpolation: { escapeValue: false },
};
