import type { Language } from "../i18n";

/** The site's name in each language: the header's brand (locales) and every page title's suffix. */
export const SITE_NAMES: Record<Language, string> = { en: "Riyadh Offices", ar: "مكاتب الرياض" };

/** What meta functions receive of the matched routes: the root's data says the page's language. */
type Matches = readonly { id: string; data: unknown }[];

/** "Title | site name", the site's name in the page's language. */
export function pageTitle(title: string | undefined, matches: Matches) {
  const rootData = matches.find((match) => match.id === "root")?.data as { language?: Language } | undefined;
  const site = SITE_NAMES[rootData?.language ?? "en"];
  return title ? `${title} | ${site}` : site;
}
