import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { breadcrumbList, itemList, organization, realEstateListing, serializeJsonLd } from "~/utils/json-ld";
import { buildSitemap, robotsTxt, type SitemapPage } from "~/utils/sitemap";
import { canonicalUrl, isIndexableBrowseQuery, languageUrls, seoMeta } from "~/utils/seo";

const ORIGIN = "https://offices.example";

describe("language URLs", () => {
  it("English without lng, Arabic with lng=ar last, other parameters kept", () => {
    expect(languageUrls(ORIGIN, "/", "")).toEqual({ en: `${ORIGIN}/`, ar: `${ORIGIN}/?lng=ar` });
    expect(languageUrls(ORIGIN, "/", "?lng=ar")).toEqual({ en: `${ORIGIN}/`, ar: `${ORIGIN}/?lng=ar` });
    expect(languageUrls(ORIGIN, "/districts/olaya", "?lng=en&page=2")).toEqual({
      en: `${ORIGIN}/districts/olaya?page=2`,
      ar: `${ORIGIN}/districts/olaya?page=2&lng=ar`,
    });
  });

  it("the canonical URL is the page's own language's", () => {
    expect(canonicalUrl(ORIGIN, "/", "?lng=ar", "ar")).toBe(`${ORIGIN}/?lng=ar`);
    expect(canonicalUrl(ORIGIN, "/about", "?lng=en", "en")).toBe(`${ORIGIN}/about`);
  });

  it("only unfiltered lists are indexable", () => {
    expect(isIndexableBrowseQuery("")).toBe(true);
    expect(isIndexableBrowseQuery("?lng=ar&page=3")).toBe(true);
    expect(isIndexableBrowseQuery("?district=Olaya")).toBe(false);
    expect(isIndexableBrowseQuery("?sort=price-asc")).toBe(false);
  });
});

describe("page meta tags", () => {
  const matches = (language: string) => [{ id: "root", data: { language, origin: ORIGIN, siteImageAlt: `alt in ${language}` } }];
  const tags = (language: string, search: string, page: Parameters<typeof seoMeta>[1]) =>
    seoMeta({ matches: matches(language), location: { pathname: "/contact", search } }, page);

  it("an Arabic page: canonical with lng, alternates for en, ar and x-default, share tags in Arabic", () => {
    const meta = tags("ar", "?lng=ar&email=a%40b.c", { title: "اتصل بنا", description: "وصف" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/contact?lng=ar` });
    expect(meta).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "en", href: `${ORIGIN}/contact` });
    expect(meta).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "ar", href: `${ORIGIN}/contact?lng=ar` });
    expect(meta).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${ORIGIN}/contact` });
    expect(meta).toContainEqual({ property: "og:locale", content: "ar_SA" });
    expect(meta).toContainEqual({ property: "og:image", content: `${ORIGIN}/og-image.jpg` });
    expect(meta).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(meta).toContainEqual({ property: "og:image:height", content: "630" });
    // What the image shows, in the page's language (the root's data carries it).
    expect(meta).toContainEqual({ property: "og:image:alt", content: "alt in ar" });
    expect(meta).toContainEqual({ name: "twitter:image:alt", content: "alt in ar" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({ title: "اتصل بنا | مكاتب الرياض" });
    expect(meta.some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
  });

  it("a filtered list keeps its query in the canonical URL and is noindex, follow", () => {
    const meta = tags("en", "?district=Olaya", { title: "Offices", noindex: true, keepQuery: true });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/contact?district=Olaya` });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, follow" });
  });
});

describe("JSON-LD", () => {
  const listing = realEstateListing({
    url: `${ORIGIN}/property/7`,
    name: "Olaya Tower office </script>",
    description: "Bright office",
    images: [`${ORIGIN}/uploads/a.webp`],
    price: 120_000,
    size: 200,
    streetAddress: "King Fahd Road",
    district: "Olaya",
    city: "Riyadh",
    geo: { latitude: 24.69, longitude: 46.685 },
    datePosted: "2025-01-02",
    availableFrom: "2025-02-01",
    language: "en",
    yearText: "year",
  });

  it("serialises to JSON that parses back and cannot close its <script>", () => {
    const text = serializeJsonLd([listing]);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual([listing]);
  });

  it("a listing is a RealEstateListing about an office (floor size in square metres, postal address) with a yearly SAR Offer", () => {
    type Offer = { "@type": string; priceSpecification: Record<string, unknown>; itemOffered: Record<string, unknown> };
    type Office = { "@type": string[]; "@id": string; floorSize: unknown; address: Record<string, unknown> };
    const parsed = JSON.parse(serializeJsonLd(listing)) as Record<string, unknown> & { offers: Offer; about: Office };
    expect(parsed["@context"]).toBe("https://schema.org");
    expect(parsed["@type"]).toBe("RealEstateListing");
    expect(parsed.url).toBe(`${ORIGIN}/property/7`);
    expect(parsed.name).toBeTruthy();
    const offer = parsed.offers;
    expect(offer).toMatchObject({ "@type": "Offer", price: 120_000, priceCurrency: "SAR" });
    expect(offer.priceSpecification).toMatchObject({
      "@type": "UnitPriceSpecification",
      price: 120_000,
      priceCurrency: "SAR",
      // UN/CEFACT's code for machines, the word for people (issue 49: unitText was "ANN").
      unitCode: "ANN",
      unitText: "year",
    });
    // The offer leases the office the page is about: the same node, named by its @id.
    expect(offer).toMatchObject({ availability: "https://schema.org/InStock", availabilityStarts: "2025-02-01" });
    expect(offer.itemOffered).toEqual({ "@id": `${ORIGIN}/property/7#office` });
    expect(parsed.about["@id"]).toBe(`${ORIGIN}/property/7#office`);
    expect(parsed.about["@type"]).toEqual(["Accommodation", "Product"]);
    expect(parsed.about.floorSize).toEqual({ "@type": "QuantitativeValue", value: 200, unitCode: "MTK" });
    expect(parsed.about.address).toMatchObject({
      "@type": "PostalAddress",
      streetAddress: "King Fahd Road",
      addressLocality: "Riyadh",
      addressCountry: "SA",
    });
  });

  it("lists and breadcrumbs number their items from 1; the organisation has a name and URL", () => {
    const list = itemList([
      { url: `${ORIGIN}/property/1`, name: "A" },
      { url: `${ORIGIN}/property/2`, name: "B" },
    ]);
    expect(list).toMatchObject({ "@type": "ItemList", numberOfItems: 2 });
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, url: `${ORIGIN}/property/1`, name: "A" },
      { "@type": "ListItem", position: 2, url: `${ORIGIN}/property/2`, name: "B" },
    ]);
    const crumbs = breadcrumbList([
      { url: `${ORIGIN}/`, name: "Home" },
      { url: `${ORIGIN}/districts/olaya`, name: "Olaya" },
    ]);
    // Page 2 of 30 (12 a page) goes on from 13, and counts the whole list.
    const second = itemList([{ url: `${ORIGIN}/property/13`, name: "M" }], { offset: 12, total: 30 });
    expect(second).toMatchObject({ numberOfItems: 30, itemListElement: [{ position: 13 }] });
    expect(crumbs["@type"]).toBe("BreadcrumbList");
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "Olaya", item: `${ORIGIN}/districts/olaya` },
    ]);
    expect(organization({ name: "Riyadh Offices", url: `${ORIGIN}/`, logo: `${ORIGIN}/favicon.svg`, description: "d" })).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Riyadh Offices",
      url: `${ORIGIN}/`,
    });
  });
});

/** Parses XML with Python's xml.etree (a real XML parser): what the document's root tag and locs are. */
function parseXml(xml: string): { root: string; locs: string[]; alternates: number } {
  const script = [
    "import sys, json, xml.etree.ElementTree as ET",
    "root = ET.fromstring(sys.stdin.buffer.read())",
    "ns = '{http://www.sitemaps.org/schemas/sitemap/0.9}'",
    "locs = [e.text for e in root.iter(ns + 'loc')]",
    "alts = len(list(root.iter('{http://www.w3.org/1999/xhtml}link')))",
    "print(json.dumps({'root': root.tag, 'locs': locs, 'alternates': alts}))",
  ].join("\n");
  return JSON.parse(execFileSync("python3", ["-c", script], { input: xml }).toString()) as ReturnType<typeof parseXml>;
}

describe("sitemap", () => {
  const pages: SitemapPage[] = [{ path: "/" }, { path: "/districts/olaya" }, { path: "/property/1", lastmod: "2025-01-02" }];

  it("one well-formed urlset naming every page in both languages, each with en, ar and x-default alternates", () => {
    const { root, files } = buildSitemap(ORIGIN, pages);
    expect(files).toEqual([root]);
    const parsed = parseXml(root);
    expect(parsed.root).toBe("{http://www.sitemaps.org/schemas/sitemap/0.9}urlset");
    expect(parsed.locs).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/?lng=ar`,
      `${ORIGIN}/districts/olaya`,
      `${ORIGIN}/districts/olaya?lng=ar`,
      `${ORIGIN}/property/1`,
      `${ORIGIN}/property/1?lng=ar`,
    ]);
    expect(parsed.alternates).toBe(6 * 3);
    expect(root).toContain("<lastmod>2025-01-02</lastmod>");
    expect(root).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/property/1"/>`);
  });

  it("past the limit /sitemap.xml is an index of files that each hold at most the limit", () => {
    const { root, files } = buildSitemap(ORIGIN, pages, 4);
    expect(files).toHaveLength(2);
    const index = parseXml(root);
    expect(index.root).toBe("{http://www.sitemaps.org/schemas/sitemap/0.9}sitemapindex");
    expect(index.locs).toEqual([`${ORIGIN}/sitemaps/1.xml`, `${ORIGIN}/sitemaps/2.xml`]);
    expect(files.map((file) => parseXml(file).locs.length)).toEqual([4, 2]);
  });

  it("escapes what XML reserves", () => {
    const { root } = buildSitemap("https://a.example", [{ path: "/x&y" }]);
    expect(parseXml(root).locs[0]).toBe("https://a.example/x&y");
  });

  it("robots.txt names the sitemap on the origin", () => {
    expect(robotsTxt(ORIGIN)).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robotsTxt(ORIGIN)).toContain("Disallow: /admin\n");
  });
});
