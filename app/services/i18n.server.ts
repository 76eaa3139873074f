import { RemixI18Next } from "remix-i18next/server";
import { fallbackLng, isLanguage, type Language, supportedLngs } from "~/i18n";
import ar from "~/locales/ar";
import en from "~/locales/en";
import type { TextsSource } from "~/utils/translation";
import { makeTranslator, type Translate } from "~/utils/translator";
import { languageCookie } from "./cookies.server";

// The server holds both languages; the browser fetches only its page's one (routes/locales.$lng.ts).
export const texts = { en, ar } as const satisfies Record<Language, unknown>;

// Order: ?lng= → cookie lng → Accept-Language → English. remix-i18next only detects the language: the
// texts are translated by utils/translator.ts (decision 0079).
export const i18n = new RemixI18Next({
  detection: { supportedLanguages: [...supportedLngs], fallbackLanguage: fallbackLng, cookie: languageCookie },
});

export async function getLanguage(request: Request): Promise<Language> {
  const locale = await i18n.getLocale(request);
  return isLanguage(locale) ? locale : fallbackLng;
}

/** A Set-Cookie value when the request chose a language explicitly with ?lng=, so the choice sticks. */
export async function languageCookieHeader(request: Request, language: Language) {
  const requested = new URL(request.url).searchParams.get("lng");
  return requested === language ? languageCookie.serialize(language) : null;
}

// The server holds every language's texts, so its translators are made once, at start.
const translators: Record<Language, Translate> = {
  en: makeTranslator("en", texts.en),
  ar: makeTranslator("ar", texts.ar),
};

/** The pages' texts on the server: every language is there from the start (entry.server.tsx). */
export const serverTexts: TextsSource = {
  translatorIn: (language) => translators[language],
  load: () => Promise.resolve(),
  subscribe: () => () => {},
};

/**
 * A translation function in a language, for loaders, actions and emails. (A promise because it was
 * i18next's, which loads its texts asynchronously; its callers await it.)
 */
export function translatorFor(language: Language): Promise<Translate> {
  return Promise.resolve(translators[language]);
}

/** A translation function in the request's language, for loaders and actions. */
export async function getT(request: Request) {
  return translatorFor(await getLanguage(request));
}
