// The district page's loader and the sitemap against a real database: figures computed from the
// listings of a district made for the test, its listings with the browse paging, 404 for an unknown
// slug, and a sitemap naming district pages and listings in both languages.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminActivity, properties } from "../../drizzle/schema";
import { SYSTEM_ACTOR } from "~/models/activity.server";
import { createDistrict } from "~/models/admin-districts.server";
import { createProperty } from "~/models/admin-properties.server";
import { listPublishedListingsForSitemap } from "~/models/properties.server";
import * as districtRoute from "~/routes/districts.$slug";
import * as districtsIndexRoute from "~/routes/districts._index";
import * as sitemapRoute from "~/routes/sitemap[.]xml";
import * as robotsRoute from "~/routes/robots[.]txt";
import { PropertyInputSchema } from "~/schemas/property";
import type { DatabaseHandle } from "~/services/db.server";
import { call, get } from "./route-helpers";
import { setupSeededDatabase } from "./test-database";
import { listingInput } from "../factories";

let handle: DatabaseHandle;
const ids: number[] = [];
// Price per sqm: 400, 500, 1000 → median 500; yearly rent from 60,000 to 120,000 (district-market.test.ts
// checks every market figure).
const LISTINGS = [
  { price: 60_000, size: 150 },
  { price: 100_000, size: 200 },
  { price: 120_000, size: 120 },
];

beforeAll(async () => {
  handle = await setupSeededDatabase();
  await createDistrict(SYSTEM_ACTOR, { name: "Test Quarter", nameAr: "حي الاختبار", latitude: 24.7, longitude: 46.7 });
  for (const [index, figures] of LISTINGS.entries()) {
    const input = PropertyInputSchema.parse(listingInput({ ...figures, district: "Test Quarter", title: `Quarter office ${index}` }));
    const property = await createProperty(SYSTEM_ACTOR, input);
    ids.push(property.id);
  }
});
afterAll(() => handle.close());

interface DistrictBody {
  market: { listings: number; pricePerSqm: { median: number | null }; price: { min: number | null; max: number | null } };
  total: number;
  page: number;
  pageCount: number;
  properties: { id: number }[];
  filters: { district: string[] };
  title: string;
  jsonLd: { "@type": string }[];
}

describe("district page loader", () => {
  it("counts the district's offices and gives the median price per sqm and the price range", async () => {
    const answer = await call(districtRoute.loader, get("/districts/test-quarter"), { slug: "test-quarter" });
    expect(answer.status).toBe(200);
    const body = answer.body as DistrictBody;
    expect(body.market).toMatchObject({ listings: 3, pricePerSqm: { median: 500 }, price: { min: 60_000, max: 120_000 } });
    expect(body.total).toBe(3);
    expect(body.properties.map((property) => property.id).sort()).toEqual([...ids].sort());
    // Links and forms on the page leave the district out: the page is the district.
    expect(body.filters.district).toEqual([]);
    expect(body.title).toBe("Offices for rent in Test Quarter, Riyadh");
    expect(body.jsonLd.map((item) => item["@type"])).toEqual(["ItemList", "Place", "BreadcrumbList"]);
  });

  it("in Arabic names the district in Arabic", async () => {
    const answer = await call(districtRoute.loader, get("/districts/test-quarter?lng=ar"), { slug: "test-quarter" });
    expect((answer.body as DistrictBody).title).toContain("حي الاختبار");
  });

  it("sorts with the browse page's sort and redirects a non-canonical query to its canonical form on the page", async () => {
    const sorted = await call(districtRoute.loader, get("/districts/test-quarter?sort=price-asc"), { slug: "test-quarter" });
    expect((sorted.body as DistrictBody).properties.map((property) => property.id)).toEqual(ids);
    const blank = await call(districtRoute.loader, get("/districts/test-quarter?sort=featured&type="), { slug: "test-quarter" });
    expect(blank.status).toBe(302);
    expect(blank.headers.get("Location")).toBe("/districts/test-quarter");
  });

  it("a malformed query is a 400 and an unknown slug a 404", async () => {
    expect((await call(districtRoute.loader, get("/districts/test-quarter?page=x"), { slug: "test-quarter" })).status).toBe(400);
    expect((await call(districtRoute.loader, get("/districts/nowhere"), { slug: "nowhere" })).status).toBe(404);
  });

  it("a district's name, in any case or in Arabic, redirects (301) to its slug, query kept (issue 37)", async () => {
    for (const [typed, query, slug] of [
      ["Test Quarter", "", "test-quarter"],
      ["TEST-QUARTER", "?lng=ar", "test-quarter"],
      ["Olaya", "", "olaya"],
      ["العليا", "?sort=price-asc", "olaya"],
    ] as const) {
      const answer = await call(districtRoute.loader, get(`/districts/${encodeURIComponent(typed)}${query}`), { slug: typed });
      expect(answer.status, typed).toBe(301);
      expect(answer.headers.get("Location")).toBe(`/districts/${slug}${query}`);
    }
  });
});

describe("the /districts index (issue 37)", () => {
  it("lists every district with offices, linked by slug, with its count, in both languages", async () => {
    const english = (await call(districtsIndexRoute.loader, get("/districts"))).body as Awaited<
      ReturnType<typeof districtsIndexRoute.loader>
    >;
    expect(english.title).toBe("Riyadh districts with offices for rent");
    expect(english.districts).toContainEqual({ slug: "test-quarter", name: { text: "Test Quarter" }, count: "3" });
    expect(english.districts.map((district) => district.slug)).toContain("olaya");
    expect(english.districts.map((district) => district.slug)).not.toContain("empty-quarter");
    const arabic = (await call(districtsIndexRoute.loader, get("/districts?lng=ar"))).body as typeof english;
    expect(arabic.title).toBe("أحياء الرياض التي فيها مكاتب للإيجار");
    expect(arabic.districts).toContainEqual({ slug: "test-quarter", name: { text: "حي الاختبار" }, count: "3" });
  });
});

describe("sitemap and robots", () => {
  it("lists district pages and every published listing in both languages", async () => {
    const answer = await call(sitemapRoute.loader, get("/sitemap.xml"));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = answer.body as string;
    const listings = await listPublishedListingsForSitemap();
    expect(listings.length).toBeGreaterThanOrEqual(40);
    for (const { id } of listings) {
      expect(xml).toContain(`<loc>http://localhost:3000/property/${id}</loc>`);
      expect(xml).toContain(`<loc>http://localhost:3000/property/${id}?lng=ar</loc>`);
    }
    expect(xml).toContain("<loc>http://localhost:3000/districts/test-quarter</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/districts/test-quarter?lng=ar</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/how-it-works?lng=ar</loc>");
  });

  it("names the newsletter page, and each listing's last change as its lastmod (issue 37)", async () => {
    // A seeded listing: the seed writes no activity entry (the log forbids rewriting one).
    const id = (await listPublishedListingsForSitemap()).find((listing) => !ids.includes(listing.id))!.id;
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 24 * 3600 * 1000);
    await handle.db
      .update(properties)
      .set({ createdAt: day(60), confirmedAvailableAt: day(30) })
      .where(eq(properties.id, id));
    // Created 60 days ago, confirmed 30 days ago, edited yesterday.
    await handle.db
      .insert(adminActivity)
      .values({ adminUsername: "admin", entity: "property", entityId: id, action: "update", at: day(1) });
    await handle.db.execute(sql`update data_version set version = version + 1`);
    const xml = (await call(sitemapRoute.loader, get("/sitemap.xml"))).body as string;
    expect(xml).toContain("<loc>http://localhost:3000/newsletter</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/districts?lng=ar</loc>");
    const entry = xml.slice(xml.indexOf(`<loc>http://localhost:3000/property/${id}</loc>`));
    expect(entry.slice(0, entry.indexOf("</url>"))).toContain(`<lastmod>${day(1).toISOString().slice(0, 10)}</lastmod>`);
  });

  it("leaves out the page of a district with no published office", async () => {
    await createDistrict(SYSTEM_ACTOR, { name: "Empty Quarter", nameAr: "الحي الخالي", latitude: 24.6, longitude: 46.6 });
    const xml = (await call(sitemapRoute.loader, get("/sitemap.xml"))).body as string;
    expect(xml).toContain("/districts/test-quarter</loc>");
    expect(xml).not.toContain("/districts/empty-quarter");
  });

  it("robots.txt points at the sitemap on the request's origin", async () => {
    const answer = await call(robotsRoute.loader, get("/robots.txt"));
    expect(answer.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});
