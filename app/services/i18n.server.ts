import { RemixI18Next } from "remix-i18next/server";
import { fallbackLng, i18nConfig, isLanguage, type Language, supportedLngs } from "~/i18n";
import { languageCookie } from "./cookies.server";

// Order: ?lng= → cookie lng → Accept-Language → English.
export const i18n = new RemixI18Next({
  detection: { supportedLanguages: [...supportedLngs], fallbackLanguage: fallbackLng, cookie: languageCookie },
  i18next: i18nConfig,
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

/** A translation function in the request's language, for loaders and actions. */
export async function getT(request: Request) {
  return i18n.getFixedT(await getLanguage(request));
}
