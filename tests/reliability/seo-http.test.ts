// robots.txt, the sitemap and the district pages over HTTP on the production build: the right status,
// content type and cache header, absolute URLs on the origin the request came to, and an unknown
// district answered 404 (not 500).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugBase } from "~/models/advertisers.server";
import { DEMO_ADVERTISER } from "~/services/config.server";
import { withIsolatedValue } from "../bidi";
import { send } from "./http-client";
import { killAllServers, type ServerProcess, startServer } from "./server";
import { seededTarget } from "./seeded-target";

// The demo broker's public page (app/models/seed.server.ts).
const DEMO_SLUG = slugBase(DEMO_ADVERTISER.name);

let server: ServerProcess;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const seeded = await seededTarget("seo_http", "");
  cleanup = seeded.cleanup;
  server = await startServer(seeded.target);
});

afterAll(async () => {
  await killAllServers();
  await cleanup();
});

describe("search engine files", () => {
  it("robots.txt disallows the private areas and names the sitemap on this origin", async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    const text = await response.text();
    for (const path of ["/admin", "/api", "/resources", "/saved"]) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it("sitemap.xml is XML naming district pages and listings in both languages", async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain(`<loc>${server.url}/districts/olaya</loc>`);
    expect(xml).toContain(`<loc>${server.url}/districts/olaya?lng=ar</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${server.url}/property/\\d+\\?lng=ar</loc>`));
    // The demo broker's page (issue 51): it has published listings.
    expect(xml).toContain(`<loc>${server.url}/advertisers/${DEMO_SLUG}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${server.url}/advertisers/${DEMO_SLUG}?lng=ar"/>`);
  });

  it("a sitemap file that does not exist is a 404", async () => {
    expect((await fetch(`${server.url}/sitemaps/2.xml`)).status).toBe(404);
    expect((await fetch(`${server.url}/sitemaps/x.xml`)).status).toBe(404);
  });
});

describe("district pages", () => {
  it("an unknown district is a 404 page, not an error", async () => {
    const response = await fetch(`${server.url}/districts/does-not-exist`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("a known one is a page with its canonical address on this origin", async () => {
    const response = await fetch(`${server.url}/districts/olaya?lng=ar`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${server.url}/districts/olaya?lng=ar"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${server.url}/districts/olaya"/>`);
  });
});

describe("advertiser pages (issue 51)", () => {
  it("an unknown advertiser is a 404 page, not indexed", async () => {
    const response = await fetch(`${server.url}/advertisers/no-such-advertiser?lng=ar`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });

  it("a known one has its canonical and language addresses on this origin, and the listing pages link it", async () => {
    const response = await fetch(`${server.url}/advertisers/${DEMO_SLUG}?lng=ar`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain(`<link rel="canonical" href="${server.url}/advertisers/${DEMO_SLUG}?lng=ar"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${server.url}/advertisers/${DEMO_SLUG}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${server.url}/advertisers/${DEMO_SLUG}"/>`);
    expect(html).not.toContain('name="robots"');
    const listing = /href="\/property\/(\d+)"/.exec(html)?.[1];
    expect(listing).toBeDefined();
    const page = await (await fetch(`${server.url}/property/${listing}`)).text();
    expect(page).toContain(`href="/advertisers/${DEMO_SLUG}"`);
  });
});

/** The lines of a page's 400 list, as text. */
async function badQueryLines(path: string) {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(400);
  const html = await response.text();
  const list = /<ul class="mt-3 list-disc[^"]*">(.*?)<\/ul>/s.exec(html)?.[1] ?? "";
  const text = (item: string) =>
    item
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  return [...list.matchAll(/<li>(.*?)<\/li>/g)].map(([, item]) => text(item!));
}

// Issue 37: the built page says why each parameter was refused, as the API does, in the page's language.
describe("a page's 400", () => {
  it("names no canonical address (its own is no page to index) and is not indexed", async () => {
    for (const path of ["/?minPrice=abc", "/?minPrice=abc&lng=ar", "/map?maxSize=x", "/districts/olaya?minSize=abc", "/compare?ids=abc"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(400);
      const head = /<head>.*<\/head>/s.exec(await response.text())?.[0] ?? "";
      expect(head, path).not.toMatch(/rel="canonical"|hrefLang=|og:url/);
      expect(head, path).toMatch(/<meta name="robots" content="noindex[^"]*"\/>/);
    }
  });

  it("gives each bad parameter's reason in English and in Arabic, with Western digits", async () => {
    const query = "maxSize=1000001&sort=cheapest&minPrice=1&minPrice=2";
    expect(await badQueryLines(`/?${query}&lng=en`)).toEqual(
      [
        "Minimum price “1, 2”: must be given once",
        "Maximum size “1000001”: must be at most 1,000,000",
        "Sort by “cheapest”: must be one of featured, price-asc, price-desc, size, recent, price-per-sqm, or distance",
      ].map(withIsolatedValue),
    );
    expect(await badQueryLines(`/?${query}&lng=ar`)).toEqual(
      [
        "أدنى سعر «1, 2»: يجب أن يُذكر مرة واحدة",
        "أكبر مساحة «1000001»: يجب ألا يزيد على 1,000,000",
        "الترتيب حسب «cheapest»: يجب أن يكون أحد هذه القيم: featured أو price-asc أو price-desc أو size أو recent أو price-per-sqm أو distance",
      ].map(withIsolatedValue),
    );
    const api = await fetch(`${server.url}/api/properties?${query}`);
    expect(api.status).toBe(400);
    expect(((await api.json()) as { error: string }).error).toBe(
      "Invalid query: minPrice must be given once; maxSize must be at most 1000000; sort must be one of featured, price-asc, price-desc, size, recent, price-per-sqm, distance",
    );
  });
});

// Issue 49: a page's language follows Accept-Language and the lng cookie, so a cache must keep the
// languages apart; compression's Accept-Encoding stays beside them.
describe("Vary", () => {
  const varies = (vary: unknown) =>
    String(vary)
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .sort();

  it("names Accept-Language and Cookie on every page, rendered or kept, error or not, and on its 304", async () => {
    const zipped = { "Accept-Encoding": "gzip, br" };
    for (const [path, status] of [
      ["/about", 200],
      ["/about", 200],
      ["/property/1", 200],
      ["/?minPrice=abc", 400],
      ["/no/such/page", 404],
      ["/admin/login", 200],
    ] as const) {
      for (const headers of [{}, zipped, { ...zipped, Cookie: "lng=ar", "Accept-Language": "ar" }]) {
        const answer = await send(`${server.url}${path}`, { headers });
        expect(answer.status, path).toBe(status);
        expect(varies(answer.headers.vary), path).toEqual(["accept-encoding", "accept-language", "cookie"]);
      }
    }
    const about = await send(`${server.url}/about`, { headers: zipped });
    expect(about.headers["content-encoding"]).toBe("br");
    const again = await send(`${server.url}/about`, { headers: { ...zipped, "If-None-Match": String(about.headers.etag) } });
    expect(again.status).toBe(304);
    expect(varies(again.headers.vary)).toEqual(["accept-encoding", "accept-language", "cookie"]);
  });

  it("keeps a page's ETag apart by language: the same URL in Arabic is not the English page's 304", async () => {
    const english = await send(`${server.url}/about`, { headers: { "Accept-Language": "en" } });
    const arabic = await send(`${server.url}/about`, {
      headers: { "Accept-Language": "ar", "If-None-Match": String(english.headers.etag) },
    });
    expect(arabic.status).toBe(200);
    expect(arabic.body).toContain('lang="ar"');
  });
});
