import i18next, { type i18n as I18n, type ResourceKey } from "i18next";
import { defaultNS, isLanguage, type Language, type LocalePart, localeHref } from "~/i18n";

/** One part of a language's texts, from the server (`/locales/{lng}` and `/locales/{lng}/admin`). */
export async function fetchLocalePart(language: Language, part: LocalePart): Promise<ResourceKey> {
  const href = localeHref(language, part);
  const response = await fetch(href);
  if (!response.ok) throw new Error(`GET ${href} answered ${response.status}`);
  return (await response.json()) as ResourceKey;
}

/**
 * The dashboard's pages (and the sign-in page, which leads there) and the advertisers' account pages: they
 * need the signed-in pages' texts too.
 */
export function needsAdminTexts(pathname: string) {
  return /^\/(admin|account)(\/|$)/.test(pathname);
}

/**
 * Adds the dashboard's texts to the browser's i18next for its current language, unless it has them: a
 * client navigation into the dashboard may come from a page that loaded only the site's texts.
 */
export async function loadAdminTexts(i18n: I18n) {
  const language = i18n.language;
  if (!isLanguage(language) || i18n.exists("admin.metaTitle", { lng: language })) return;
  i18n.addResourceBundle(language, defaultNS, await fetchLocalePart(language, "admin"), true, true);
}

/**
 * The clientLoader of a page that needs the dashboard's texts: a client navigation to it may come from a
 * visitor's page, which loaded only the site's ("List your space" to sign-up, a link between account pages).
 */
export async function withAdminTexts<Data>({ serverLoader }: { serverLoader: () => Promise<Data> }) {
  await loadAdminTexts(i18next);
  return serverLoader();
}
