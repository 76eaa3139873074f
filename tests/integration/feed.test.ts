// The search feed (GET /feed.xml) against a real database: well-formed Atom that a strict parser reads,
// the browse filters applied, newest first, only published listings, texts escaped, the page's
// language with per-field English fallback, and a 400 naming the parameter for a malformed query.
import { eq } from "drizzle-orm";
import { SYSTEM_ACTOR } from "~/models/activity.server";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties, propertyImages } from "../../drizzle/schema";
import { createDistrict } from "~/models/admin-districts.server";
import { createProperty } from "~/models/admin-properties.server";
import * as feedRoute from "~/routes/feed[.]xml";
import * as feedGuide from "~/routes/feed";
import * as indexRoute from "~/routes/_index";
import { PropertyInputSchema } from "~/schemas/property";
import type { DatabaseHandle } from "~/services/db.server";
import { storage } from "~/services/storage.server";
import { call, get } from "./route-helpers";
import { setupSeededDatabase } from "./test-database";
import { listingInput } from "../factories";

let handle: DatabaseHandle;
const ids: Record<"cheap" | "dear" | "english" | "expired" | "stale", number> = { cheap: 0, dear: 0, english: 0, expired: 0, stale: 0 };

async function add(overrides: Record<string, unknown>, createdAt: string) {
  const property = await createProperty(SYSTEM_ACTOR, PropertyInputSchema.parse(listingInput({ district: "Feed Quarter", ...overrides })));
  await handle.db
    .update(properties)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(properties.id, property.id));
  return property.id;
}

beforeAll(async () => {
  handle = await setupSeededDatabase();
  await createDistrict(SYSTEM_ACTOR, { name: "Feed Quarter", nameAr: "حي الموجز", latitude: 24.7, longitude: 46.7 });
  ids.cheap = await add({ title: `Tom & Jerry's <"office">`, titleAr: "مكتب توم وجيري", price: 50_000 }, "2026-01-01T00:00:00Z");
  await handle.db.insert(propertyImages).values({ propertyId: ids.cheap, imageUrl: "/uploads/cheap.webp" });
  // Its card-sized copy, stored, so the enclosure can say its length.
  await storage.put("cheap-640.webp", Buffer.alloc(1234));
  ids.dear = await add({ title: "Dear office", titleAr: "مكتب فاخر", price: 250_000 }, "2026-03-01T00:00:00Z");
  // Published before publishing needed the Arabic texts (issue 33), as migration 0015 keeps older listings.
  ids.english = await add({ title: "Only in English", titleAr: "", price: 90_000, lifecycle: "draft" }, "2026-02-01T00:00:00Z");
  await handle.db.update(properties).set({ lifecycle: "published" }).where(eq(properties.id, ids.english));
  ids.expired = await add({ title: "Expired licence", adLicenseExpiresOn: "2020-01-01" }, "2026-04-01T00:00:00Z");
  ids.stale = await add({ title: "Not confirmed" }, "2026-04-02T00:00:00Z");
  await handle.db
    .update(properties)
    .set({ confirmedAvailableAt: new Date(Date.now() - 91 * 24 * 3600 * 1000) })
    .where(eq(properties.id, ids.stale));
});
afterAll(() => handle.close());

interface Entry {
  id: string;
  title: string | { "#text": string; "@_xml:lang": string };
  link: { "@_rel": string; "@_href": string; "@_type"?: string; "@_length"?: string }[];
  summary: string;
  content: { "#text": string; "@_type": "html" };
}

async function readFeed(path: string) {
  const answer = await call(feedRoute.loader, get(path));
  expect(answer.status).toBe(200);
  expect(answer.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
  const xml = answer.body as string;
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => ["entry", "link"].includes(name) }).parse(xml) as {
    feed: { "@_xmlns": string; "@_xml:lang": string; id: string; title: string; updated: string; entry?: Entry[] };
  };
  return { xml, feed: parsed.feed, entries: parsed.feed.entry ?? [] };
}

const idOf = (entry: Entry) => Number(entry.id.split("/").pop());

describe("GET /feed.xml", () => {
  it("is Atom of the district's published listings, newest first, with title, price, district, link and image", async () => {
    const { feed, entries } = await readFeed("/feed.xml?district=Feed%20Quarter");
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed["@_xml:lang"]).toBe("en");
    expect(feed.id).toBe("http://localhost:3000/feed.xml?district=Feed+Quarter");
    expect(Date.parse(feed.updated)).toBe(Date.parse("2026-03-01T00:00:00Z"));
    // The expired and the unconfirmed listings are left out, though they are the newest.
    expect(entries.map(idOf)).toEqual([ids.dear, ids.english, ids.cheap]);
    const cheap = entries[2]!;
    expect(cheap.title).toBe(`Tom & Jerry's <"office">`);
    expect(cheap.summary).toBe("Feed Quarter · 50,000 SAR / year");
    expect(cheap.link.find((link) => link["@_rel"] === "alternate")?.["@_href"]).toBe(`http://localhost:3000/property/${ids.cheap}`);
    // The card-sized copy of the first image.
    const enclosure = cheap.link.find((link) => link["@_rel"] === "enclosure");
    expect(enclosure?.["@_href"]).toBe("http://localhost:3000/uploads/cheap-640.webp");
    // Its type and length (issue 37: feed readers could not tell what or how big it was).
    expect(enclosure?.["@_type"]).toBe("image/webp");
    expect(enclosure?.["@_length"]).toBe("1234");
    expect(cheap.content["#text"]).toContain(`<img src="http://localhost:3000/uploads/cheap-640.webp"`);
  });

  it("escapes what listings hold: the title's markup is text, never an element", async () => {
    const { xml } = await readFeed("/feed.xml?district=Feed%20Quarter");
    expect(xml).toContain("Tom &amp; Jerry&apos;s &lt;&quot;office&quot;&gt;");
    expect(xml).not.toContain(`<"office">`);
  });

  it("applies the browse filters: price, and the district typed as a visitor types it", async () => {
    const { entries } = await readFeed("/feed.xml?district=feed%20quarter&maxPrice=100000");
    expect(entries.map(idOf)).toEqual([ids.english, ids.cheap]);
  });

  it("in Arabic gives Arabic titles and district, and the English title where there is no Arabic one", async () => {
    const { feed, entries } = await readFeed("/feed.xml?district=Feed%20Quarter&lng=ar");
    expect(feed["@_xml:lang"]).toBe("ar");
    expect(feed.title).toContain("مكاتب جديدة");
    expect(entries[0]!.title).toBe("مكتب فاخر");
    expect(entries[0]!.summary).toBe("حي الموجز · 250,000 ريال سنوياً");
    expect(entries[1]!.title).toEqual({ "#text": "Only in English", "@_xml:lang": "en" });
    expect(entries[0]!.link[0]!["@_href"]).toBe(`http://localhost:3000/property/${ids.dear}?lng=ar`);
  });

  it("carries at most the 50 newest listings", async () => {
    // The demo's listings and these make more than 50.
    for (let index = 0; index < 6; index++) await add({ title: `Filler ${index}` }, "2025-01-01T00:00:00Z");
    const { entries } = await readFeed("/feed.xml");
    expect(entries.length).toBe(50);
    expect(entries.map(idOf)).not.toContain(ids.expired);
  });

  it("answers a malformed query with a 400 naming the parameter, as the browse page does", async () => {
    for (const query of ["minPrice=abc", "sort=nope", "furnished=maybe"]) {
      const answer = await call(feedRoute.loader, get(`/feed.xml?${query}`));
      expect(answer.status, query).toBe(400);
      expect(answer.body as string).toContain(query.split("=")[0]);
      expect((await call(indexRoute.loader, get(`/?${query}`))).status, query).toBe(400);
    }
  });

  it("reads a range typed upside down as the browse page does: swapped, the same feed as the range the right way round", async () => {
    const reversed = await call(feedRoute.loader, get("/feed.xml?minSize=500&maxSize=100"));
    const ordered = await call(feedRoute.loader, get("/feed.xml?minSize=100&maxSize=500"));
    expect(reversed.status).toBe(200);
    const withoutTimes = (xml: string) => xml.replace(/<updated>[^<]*<\/updated>/g, "");
    expect(withoutTimes(reversed.body as string)).toBe(withoutTimes(ordered.body as string));
  });

  it("is linked from the browse page with the page's filters and language", async () => {
    const answer = await call(indexRoute.loader, get("/?district=Feed%20Quarter&sort=price-asc&lng=ar"));
    expect((answer.body as { feed: { href: string } }).feed.href).toBe("/feed.xml?district=Feed+Quarter&lng=ar");
  });
});

describe("GET /feed (what “Follow this search” opens)", () => {
  it("explains the feed in the page's language and links it with the same search, in that language", async () => {
    const answer = await call(feedGuide.loader, get("/feed?district=Olaya&maxPrice=150000", { Cookie: "lng=ar" }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      title: "تابِع هذا البحث",
      feedUrl: expect.stringMatching(/\/feed\.xml\?district=Olaya&maxPrice=150000&lng=ar$/),
      searchPath: "/?district=Olaya&maxPrice=150000",
    });
  });

  it("answers 400 for a search it cannot read", async () => {
    expect((await call(feedGuide.loader, get("/feed?minPrice=abc"))).status).toBe(400);
  });
});
