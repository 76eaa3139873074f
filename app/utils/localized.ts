import { type Language, otherLanguage } from "~/i18n";

/**
 * A text in the page's language or, where it has not been translated, in the other one; `lang` is set
 * only then, so the page can mark it (screen readers switch voice, the browser picks the direction).
 */
export interface LocalText {
  text: string;
  lang?: Language;
}

/** The page's language's version of a text, falling back to the other language when it is blank. */
export function pickLanguage(english: string, arabic: string, language: Language): LocalText {
  const wanted = language === "ar" ? arabic : english;
  if (wanted.trim() !== "") return { text: wanted };
  return { text: language === "ar" ? english : arabic, lang: otherLanguage(language) };
}

/** The listing texts that have an Arabic twin. */
export const TRANSLATED_FIELDS = {
  title: "titleAr",
  building: "buildingAr",
  address: "addressAr",
  description: "descriptionAr",
} as const;
export type TranslatedField = keyof typeof TRANSLATED_FIELDS;

type WithTwin<F extends TranslatedField> = Record<F | (typeof TRANSLATED_FIELDS)[F], string>;

/** One listing text in the page's language, field by field (a listing may be partly translated). */
export function listingText<F extends TranslatedField>(listing: WithTwin<F>, field: F, language: Language): LocalText {
  return pickLanguage(listing[field], listing[TRANSLATED_FIELDS[field]], language);
}
