import { languageUrls } from "./seo";
import { escapeXml } from "./xml";

/** The sitemaps protocol's limit of URLs per file; above it /sitemap.xml becomes an index of files. */
export const SITEMAP_URL_LIMIT = 50_000;

/** A page of the site: its path and, when known, when it last changed (ISO date). */
export interface SitemapPage {
  path: string;
  lastmod?: string;
}

/** The public pages that are not listings or districts. */
export const STATIC_PAGES = [
  "/",
  "/map",
  "/about",
  "/how-it-works",
  "/ecosystem",
  "/contact",
  "/districts",
  "/newsletter",
  "/privacy",
  "/terms",
] as const;

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates: { en: string; ar: string };
}

/** Every page twice, in English and in Arabic, each naming both versions and the default (English). */
function urlsOf(origin: string, pages: readonly SitemapPage[]): SitemapUrl[] {
  return pages.flatMap((page) => {
    const alternates = languageUrls(origin, page.path, "");
    return [alternates.en, alternates.ar].map((loc) => ({ loc, lastmod: page.lastmod, alternates }));
  });
}

function urlset(urls: readonly SitemapUrl[]) {
  const entries = urls.map(({ loc, lastmod, alternates }) =>
    [
      `<url><loc>${escapeXml(loc)}</loc>`,
      lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "",
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(alternates.en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="ar" href="${escapeXml(alternates.ar)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(alternates.en)}"/>`,
      "</url>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/** Where the n-th file (from 1) of a split sitemap is served. */
export function sitemapFilePath(n: number) {
  return `/sitemaps/${n}.xml`;
}

function sitemapIndex(origin: string, fileCount: number) {
  const entries = Array.from(
    { length: fileCount },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}${sitemapFilePath(i + 1)}`)}</loc></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</sitemapindex>",
    "",
  ].join("\n");
}

/**
 * The sitemap of these pages: `files` holds one urlset per `limit` URLs; `root` is what /sitemap.xml
 * answers, the only file when all fit in one, else an index of the files.
 */
export function buildSitemap(origin: string, pages: readonly SitemapPage[], limit = SITEMAP_URL_LIMIT) {
  const urls = urlsOf(origin, pages);
  const files: string[] = [];
  for (let start = 0; start < urls.length || files.length === 0; start += limit) files.push(urlset(urls.slice(start, start + limit)));
  return { root: files.length === 1 ? files[0]! : sitemapIndex(origin, files.length), files };
}

/** Paths crawlers should leave alone: the dashboard, the JSON API, form endpoints and a visitor's own list. */
export const DISALLOWED_PATHS = ["/admin", "/api", "/resources", "/saved"] as const;

export function robotsTxt(origin: string) {
  return ["User-agent: *", ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
