// Issue 51: an advertiser's public page, /advertisers/{slug}, on PGlite and PostgreSQL through its route: their
// published listings only (not another's, not one waiting for review), a page at a time, in both languages;
// a 404 for a slug no one has and for a suspended advertiser; the sitemap names the pages of advertisers with
// published listings; a listing page links its advertiser's page; the account overview links one's own.
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advertisers, properties } from "../../drizzle/schema";
import { createAdvertiser } from "~/models/advertisers.server";
import * as overviewRoute from "~/routes/account._index";
import * as advertiserPageRoute from "~/routes/advertisers.$slug";
import * as advertiserAdminRoute from "~/routes/admin.dashboard.advertisers_.$id";
import * as propertyRoute from "~/routes/property.$id";
import * as sitemapRoute from "~/routes/sitemap[.]xml";
import { PAGE_SIZE } from "~/schemas/filters";
import { startAdvertiserSession } from "~/services/auth.server";
import { DEMO_ADVERTISER } from "~/services/config.server";
import type { DatabaseHandle } from "~/services/db.server";
import { call, get, postForm } from "./route-helpers";
import { setupSeededDatabaseWithAdmin } from "./test-database";

let handle: DatabaseHandle;
let adminCookie: string;
beforeAll(async () => {
  ({ handle, cookie: adminCookie } = await setupSeededDatabaseWithAdmin("advertiser-page-admin"));
});
afterAll(() => handle.close());

type Page = Awaited<ReturnType<typeof advertiserPageRoute.loader>>;
type Node = { "@type": string; [key: string]: unknown };

const open = (path: string) => {
  const slug = new URL(path, "http://localhost").pathname.split("/")[2]!;
  return call(advertiserPageRoute.loader, get(path), { slug });
};
const pageOf = async (path: string) => {
  const answer = await open(path);
  expect(answer.status, path).toBe(200);
  return answer.body as Page;
};

/** The advertiser's published listings, read here without the model: the generated column, now. */
async function publishedIdsOf(advertiserId: number) {
  const rows = await handle.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.advertiserId, advertiserId), gt(properties.publishedUntil, new Date())));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

const demo = async () => (await handle.db.select().from(advertisers).where(eq(advertisers.email, DEMO_ADVERTISER.email)))[0]!;

describe("an advertiser's public page", () => {
  it("shows the demo broker, its FAL licence and contact, and only its published offices, in English and Arabic", async () => {
    const broker = await demo();
    const published = await publishedIdsOf(broker.id);
    const all = await handle.db.select({ id: properties.id }).from(properties).where(eq(properties.advertiserId, broker.id));
    // The one waiting for review is the demo's and is not on its page.
    expect(all.length).toBe(published.length + 1);
    expect(published.length).toBe(11);

    const english = await pageOf(`/advertisers/${broker.slug}`);
    expect(english.cards.map((card) => card.id).sort((a, b) => a - b)).toEqual(published);
    expect(english.advertiser).toMatchObject({
      type: "broker",
      falLicenseNumber: DEMO_ADVERTISER.falLicenseNumber,
      phone: DEMO_ADVERTISER.phone,
      whatsapp: DEMO_ADVERTISER.whatsapp,
      listings: 11,
    });
    expect(english.name).toEqual({ text: DEMO_ADVERTISER.name });
    expect(english.title).toBe(`${DEMO_ADVERTISER.name}: offices for rent in Riyadh`);
    expect(english.description).toContain("(Broker)");
    expect(english.description).toContain("Offices on offer: 11.");
    // Cards carry their district's Arabic name, and no more than a card shows.
    expect(english.cards.every((card) => /[\u0600-\u06FF]/.test(card.districtNameAr))).toBe(true);
    expect(english.cards[0]).not.toHaveProperty("description");

    const arabic = await pageOf(`/advertisers/${broker.slug}?lng=ar`);
    expect(arabic.name).toEqual({ text: DEMO_ADVERTISER.nameAr });
    expect(arabic.title).toBe(`${DEMO_ADVERTISER.nameAr}: مكاتب للإيجار في الرياض`);
    expect(arabic.description).toContain("(وسيط عقاري)");
    expect(arabic.cards.map((card) => card.id)).toEqual(english.cards.map((card) => card.id));
  });

  it("describes the advertiser and its offices as JSON-LD, absolute in the page's language", async () => {
    const broker = await demo();
    const arabic = await pageOf(`/advertisers/${broker.slug}?lng=ar`);
    const [agent, list, trail] = arabic.jsonLd as Node[];
    const url = `http://localhost:3000/advertisers/${broker.slug}?lng=ar`;
    expect(agent).toMatchObject({
      "@type": "RealEstateAgent",
      name: DEMO_ADVERTISER.nameAr,
      alternateName: DEMO_ADVERTISER.name,
      url,
      telephone: DEMO_ADVERTISER.phone,
      identifier: { "@type": "PropertyValue", propertyID: "REGA FAL", value: DEMO_ADVERTISER.falLicenseNumber },
    });
    expect(list).toMatchObject({ "@type": "ItemList", numberOfItems: 11 });
    expect((list!.itemListElement as { url: string }[]).map((item) => item.url)).toEqual(
      arabic.cards.map((card) => `http://localhost:3000/property/${card.id}?lng=ar`),
    );
    expect(trail).toMatchObject({ "@type": "BreadcrumbList" });
  });

  it("pages more offices than a page holds, and gives each page one address", async () => {
    const { id, slug } = await createAdvertiser({
      email: "many.offices@example.test",
      password: "advertiser password 1",
      type: "owner",
      name: "Many Offices Owner",
      nameAr: "",
      language: "en",
      emailVerifiedAt: new Date(),
    });
    // The site's own published listings, made theirs.
    const free = await handle.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(isNull(properties.advertiserId), gt(properties.publishedUntil, new Date())))
      .limit(PAGE_SIZE + 2);
    expect(free).toHaveLength(PAGE_SIZE + 2);
    await handle.db
      .update(properties)
      .set({ advertiserId: id })
      .where(
        inArray(
          properties.id,
          free.map((row) => row.id),
        ),
      );

    const first = await pageOf(`/advertisers/${slug}`);
    expect(first).toMatchObject({ page: 1, pages: 2 });
    expect(first.cards).toHaveLength(PAGE_SIZE);
    const second = await pageOf(`/advertisers/${slug}?page=2`);
    expect(second).toMatchObject({ page: 2, pages: 2 });
    expect([...first.cards, ...second.cards].map((card) => card.id).sort((a, b) => a - b)).toEqual(await publishedIdsOf(id));
    // The second page's list goes on numbering from the first's.
    const [, list] = second.jsonLd as unknown as { itemListElement: { position: number }[] }[];
    expect(list!.itemListElement.map((item) => item.position)).toEqual([PAGE_SIZE + 1, PAGE_SIZE + 2]);
    // No Arabic name: the Arabic page shows the English one, marked as English, and names no alternate.
    const arabic = await pageOf(`/advertisers/${slug}?lng=ar`);
    expect(arabic.name).toEqual({ text: "Many Offices Owner", lang: "en" });
    expect((arabic.jsonLd as Node[])[0]).toMatchObject({ "@type": "Organization", name: "Many Offices Owner" });
    expect((arabic.jsonLd as Node[])[0]).not.toHaveProperty("alternateName");
    expect((arabic.jsonLd as Node[])[0]).not.toHaveProperty("identifier");

    for (const [asked, canonical] of [
      ["?page=1", ""],
      ["?page=9", "?page=2"],
      ["?page=abc", ""],
      ["?lng=ar&page=2", "?page=2&lng=ar"],
      ["?utm_source=x", ""],
    ] as const) {
      const answer = await open(`/advertisers/${slug}${asked}`);
      expect(answer.status, asked).toBe(302);
      expect(answer.headers.get("Location"), asked).toBe(`/advertisers/${slug}${canonical}`);
    }
  });

  it("is a 404 for a slug no one has, in the page's language", async () => {
    for (const slug of ["no-such-advertiser", "DAR-AL-MAJD-PROPERTY-BROKERS", "x".repeat(300)]) {
      const answer = await open(`/advertisers/${slug}?lng=ar`);
      expect(answer.status, slug).toBe(404);
      expect(answer.body).toEqual({ title: "404 الصفحة غير موجودة" });
    }
  });

  it("is a 404 while the advertiser is suspended, leaves the sitemap with it, and comes back on reinstatement", async () => {
    const { id, slug } = await createAdvertiser({
      email: "suspended.page@example.test",
      password: "advertiser password 1",
      type: "developer",
      name: "Suspended Developer",
      nameAr: "مطوّر موقوف",
      language: "ar",
      emailVerifiedAt: new Date(),
    });
    const [listing] = await handle.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(isNull(properties.advertiserId), gt(properties.publishedUntil, new Date())))
      .limit(1);
    await handle.db.update(properties).set({ advertiserId: id }).where(eq(properties.id, listing!.id));
    const sitemap = async () => (await call(sitemapRoute.loader, get("/sitemap.xml"))).body as string;
    expect((await open(`/advertisers/${slug}`)).status).toBe(200);
    expect(await sitemap()).toContain(`<loc>http://localhost:3000/advertisers/${slug}?lng=ar</loc>`);

    const path = `/admin/dashboard/advertisers/${id}`;
    const decide = (intent: string) =>
      call(advertiserAdminRoute.action, postForm(path, { intent }, { Cookie: adminCookie }), { id: String(id) });
    expect((await decide("suspend")).status).toBe(303);
    expect((await open(`/advertisers/${slug}`)).status).toBe(404);
    expect(await sitemap()).not.toContain(`/advertisers/${slug}<`);

    expect((await decide("reinstate")).status).toBe(303);
    expect((await pageOf(`/advertisers/${slug}`)).cards.map((card) => card.id)).toEqual([listing!.id]);
  });

  it("is in the sitemap in both languages only while the advertiser has a published office", async () => {
    const broker = await demo();
    const { slug: empty } = await createAdvertiser({
      email: "no.offices@example.test",
      password: "advertiser password 1",
      type: "owner",
      name: "No Offices Yet",
      nameAr: "",
      language: "en",
      emailVerifiedAt: new Date(),
    });
    const xml = (await call(sitemapRoute.loader, get("/sitemap.xml"))).body as string;
    const entry = new RegExp(
      `<url><loc>http://localhost:3000/advertisers/${broker.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/advertisers/${broker.slug}"/>` +
        `<xhtml:link rel="alternate" hreflang="ar" href="http://localhost:3000/advertisers/${broker.slug}\\?lng=ar"/>`,
    );
    expect(xml).toMatch(entry);
    expect(xml).toContain(`<loc>http://localhost:3000/advertisers/${broker.slug}?lng=ar</loc>`);
    // Its page exists (an empty list), but is no page to index.
    expect(xml).not.toContain(`/advertisers/${empty}`);
    const page = await pageOf(`/advertisers/${empty}`);
    expect(page.cards).toEqual([]);
    expect(page.advertiser.listings).toBe(0);
  });
});

describe("links to an advertiser's page", () => {
  it("the listing page of an advertiser's office names its page; the site's own listing names none", async () => {
    const broker = await demo();
    const [own] = await publishedIdsOf(broker.id);
    const listing = await call(propertyRoute.loader, get(`/property/${own}`), { id: String(own) });
    expect(listing.status).toBe(200);
    expect((listing.body as { advertiserSlug: string | null }).advertiserSlug).toBe(broker.slug);
    const [siteOwn] = await handle.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(isNull(properties.advertiserId), gt(properties.publishedUntil, new Date())))
      .limit(1);
    const other = await call(propertyRoute.loader, get(`/property/${siteOwn!.id}`), { id: String(siteOwn!.id) });
    expect((other.body as { advertiserSlug: string | null }).advertiserSlug).toBeNull();
  });

  it("the account overview links the advertiser's own page", async () => {
    const broker = await demo();
    const cookie = (await startAdvertiserSession({ id: broker.id })).split(";")[0]!;
    const overview = await call(overviewRoute.loader, get("/account", { Cookie: cookie }));
    expect(overview.status).toBe(200);
    expect((overview.body as { slug: string }).slug).toBe(broker.slug);
  });
});
