import type { MetaDescriptor } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import type { Language } from "~/i18n";
import { pageTitle, SITE_NAMES } from "./meta";

/**
 * An image for link previews, with its real size in pixels (WhatsApp and X use it to lay out the card)
 * and what it shows in words, for people who cannot see it (og:image:alt, twitter:image:alt).
 */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The site's preview image (public/og-image.jpg, cut from the hero skyline), for pages without their own;
 * its words in the page's language come with the root's data (`siteImageAlt`).
 */
export const SITE_IMAGE = { url: "/og-image.jpg", width: 1200, height: 630 };

const OG_LOCALES: Record<Language, string> = { en: "en_US", ar: "ar_SA" };

/**
 * A page's address in each language: English without `lng` (the default language), Arabic with
 * `lng=ar` last (where the browse pages' canonical query puts it, so it does not redirect).
 * Every other query parameter is kept as it is.
 */
export function languageUrls(origin: string, pathname: string, search: string): Record<Language, string> {
  const query = new URLSearchParams(search);
  query.delete("lng");
  const english = `${origin}${pathname}${query.size > 0 ? `?${query}` : ""}`;
  query.set("lng", "ar");
  return { en: english, ar: `${origin}${pathname}?${query}` };
}

/** The canonical address of a page shown in `language`: its own language's address. */
export function canonicalUrl(origin: string, pathname: string, search: string, language: Language) {
  return languageUrls(origin, pathname, search)[language];
}

/** A path made absolute on the site's origin (absolute URLs stay as they are; no origin, no change). */
export function absoluteUrl(origin: string, path: string) {
  return origin ? new URL(path, origin).toString() : path;
}

/**
 * Whether search engines should index a browse address: only the unfiltered lists (any page of them,
 * in either language). A filter, sort or view makes a near copy of another page: `noindex, follow`.
 */
export function isIndexableBrowseQuery(search: string) {
  return [...new URLSearchParams(search).keys()].every((key) => key === "lng" || key === "page");
}

/** What meta functions receive that this module reads: the root's data, the page's location, and what it threw. */
interface MetaContext {
  matches: readonly { id: string; data: unknown }[];
  location: { pathname: string; search: string };
  error?: unknown;
}

/**
 * The head of a page its loader refused (400, 404, 410): its title, from the answer when it carries one
 * in the page's language, and `noindex`; no canonical or language addresses, since this address is no
 * page to index or share.
 */
export function errorPageMeta({ error, matches }: Pick<MetaContext, "error" | "matches">): MetaDescriptor[] {
  const title = isRouteErrorResponse(error) ? (error.data as { title?: unknown } | null)?.title : undefined;
  return [{ title: pageTitle(typeof title === "string" ? title : undefined, matches) }, { name: "robots", content: "noindex" }];
}

export interface PageSeo {
  title?: string;
  description?: string;
  image?: ShareImage;
  type?: "website" | "article";
  noindex?: boolean;
  /** Whether the query (filters, sort, page) is part of the page's address; otherwise only `lng` counts. */
  keepQuery?: boolean;
}

/**
 * A page's <title>, description, canonical and hreflang links, OpenGraph and Twitter card tags, all
 * absolute on the request's origin (the root loader's) and in the page's language; an error page's head
 * (errorPageMeta) when its loader threw.
 */
export function seoMeta({ matches, location, error }: MetaContext, page: PageSeo): MetaDescriptor[] {
  if (error) return errorPageMeta({ error, matches });
  const root = matches.find((match) => match.id === "root")?.data as
    { language?: Language; origin?: string; siteImageAlt?: string } | undefined;
  const language = root?.language ?? "en";
  const origin = root?.origin ?? "";
  const urls = languageUrls(origin, location.pathname, page.keepQuery ? location.search : "");
  const url = urls[language];
  const image = page.image ?? { ...SITE_IMAGE, alt: root?.siteImageAlt ?? "" };
  const title = pageTitle(page.title, matches);
  const tags: MetaDescriptor[] = [
    { title },
    { tagName: "link", rel: "canonical", href: url },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: urls.en },
    { tagName: "link", rel: "alternate", hrefLang: "ar", href: urls.ar },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urls.en },
    { property: "og:site_name", content: SITE_NAMES[language] },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title ?? title },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALES[language] },
    { property: "og:locale:alternate", content: OG_LOCALES[language === "ar" ? "en" : "ar"] },
    { property: "og:image", content: absoluteUrl(origin, image.url) },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title ?? title },
    { name: "twitter:image", content: absoluteUrl(origin, image.url) },
    { name: "twitter:image:alt", content: image.alt },
  ];
  if (page.description) {
    tags.push(
      { name: "description", content: page.description },
      { property: "og:description", content: page.description },
      { name: "twitter:description", content: page.description },
    );
  }
  if (page.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}
