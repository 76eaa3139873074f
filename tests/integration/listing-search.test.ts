import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LISTINGS } from "../../demo-data/listings";
import * as indexRoute from "~/routes/_index";
import * as mapRoute from "~/routes/map";
import * as feedRoute from "~/routes/feed[.]xml";
import * as propertiesApi from "~/routes/api.properties";
import type { PropertyCardData } from "~/models/properties.server";
import type { DatabaseHandle } from "~/services/db.server";
import { migrationsUpTo, openTarget, type Target } from "./migration-target";
import { call, get } from "./route-helpers";
import { setupSeededDatabaseWithAdmin } from "./test-database";

// Issue 34, part 2: search by words, in both languages, over the demo listings.

let handle: DatabaseHandle;
beforeAll(async () => {
  ({ handle } = await setupSeededDatabaseWithAdmin("search-admin"));
});
afterAll(() => handle.close());

interface BrowseBody {
  total: number;
  properties: PropertyCardData[];
}

async function browse(q: string, extra = "") {
  const answer = await call(indexRoute.loader, get(`/?q=${encodeURIComponent(q)}${extra}`));
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  return answer.body as BrowseBody;
}

const buildingsOf = (body: BrowseBody) => body.properties.map((card) => card.building);

describe("q= on the browse page", () => {
  // "Kingdom Centre" and "برج المملكة" name a landmark, so they are a search near it (landmarks.test.ts).
  it.each([
    ["kingdom centre office", "Kingdom Centre"],
    ["FAISALIAH   Tower", "Al Faisaliah Tower"],
    // Typed without its ta marbuta, with diacritics and tatweel, with a bare alef: still the same words.
    ["بُرْج الفيصليه", "Al Faisaliah Tower"],
    ["بــرج الـفـيـصـلـيـة", "Al Faisaliah Tower"],
    ["برج الفيصليه", "Al Faisaliah Tower"],
    // Misspelt building names.
    ["Kingdum Center", "Kingdom Centre"],
    ["Faisalia tower", "Al Faisaliah Tower"],
  ])("%j finds %s first", async (q, building) => {
    const body = q.includes("   ") ? null : await browse(q);
    if (!body) {
      // Spaces are collapsed in the canonical address.
      const answer = await call(indexRoute.loader, get(`/?q=${encodeURIComponent(q)}`));
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/?q=FAISALIAH+Tower");
      return;
    }
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan(DEMO_LISTINGS.length);
    expect(buildingsOf(body)[0]).toBe(building);
  });

  it("مكتب مفروش finds offices whose texts say furnished, in Arabic, and not the others", async () => {
    const body = await browse("مكتب مفروش");
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan(DEMO_LISTINGS.length);
    const fold = (text: string) => text.replace(/[\u064B-\u0652\u0670\u0640]/g, "");
    for (const card of body.properties) {
      const listing = DEMO_LISTINGS.find((demo) => demo.title === card.title)!;
      const texts = fold([listing.titleAr, listing.buildingAr, listing.addressAr, listing.descriptionAr].join(" "));
      expect(texts, card.title).toMatch(/مفروش/);
      expect(texts, card.title).toMatch(/مكتب/);
    }
  });

  it("words that match nothing find nothing, and combine with the other filters", async () => {
    expect((await browse("zzqqxx")).total).toBe(0);
    const olaya = await browse("tower", "&district=Olaya");
    expect(olaya.total).toBeGreaterThan(0);
    for (const card of olaya.properties) expect(card.district).toBe("Olaya");
  });

  it.each([
    ["العليا", "/?district=Olaya"],
    ["حي الملقا", "/?district=Al+Malqa"],
    ["king abdullah financial district", "/?district=King+Abdullah+Financial+District"],
  ])("words naming a district (%j) become that district's filter", async (q, location) => {
    const answer = await call(indexRoute.loader, get(`/?q=${encodeURIComponent(q)}`));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(location);
  });

  it("refuses words longer than 100 characters with a 400 naming q", async () => {
    const answer = await call(indexRoute.loader, get(`/?q=${"a".repeat(101)}`));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain("q");
  });
});

describe("q= elsewhere", () => {
  it("GET /api/properties ranks the best match first and counts the matches", async () => {
    const answer = await call(propertiesApi.loader, get(`/api/properties?q=${encodeURIComponent("برج المملكة")}`));
    expect(answer.status).toBe(200);
    expect((answer.body as { building: string }[])[0]!.building).toBe("Kingdom Centre");
    expect(Number(answer.headers.get("X-Total-Count"))).toBeLessThan(DEMO_LISTINGS.length);
  });

  it("the map counts only the matches", async () => {
    const answer = await call(mapRoute.loader, get(`/map?q=${encodeURIComponent("faisaliah tower")}`));
    expect(answer.status).toBe(200);
    const body = answer.body as { total: number; previews: { cards: PropertyCardData[] }[] };
    expect(body.total).toBeGreaterThan(0);
    expect(body.previews.flatMap((preview) => preview.cards).some((card) => card.building === "Al Faisaliah Tower")).toBe(true);
  });

  it("the feed of a words search holds only its matches", async () => {
    const answer = await call(feedRoute.loader, get(`/feed.xml?q=${encodeURIComponent("Kingdom Centre")}`));
    expect(answer.status).toBe(200);
    const xml = answer.body as string;
    expect(xml).toContain("Kingdom Centre");
    expect(xml).not.toContain("Al Faisaliah Tower");
  });
});

describe("migration 0022 on an existing database", () => {
  let target: Target;
  const folders: string[] = [];
  beforeAll(async () => {
    target = await openTarget();
    folders.push(migrationsUpTo("0020_listing_location"));
    await target.migrate(folders[0]!);
    await target.query(
      `insert into districts (name, name_ar, slug, latitude, longitude) values ('Olaya', 'العليا', 'olaya', 24.69, 46.68)`,
    );
    await target.query(`insert into properties (title, title_ar, building, address, district, price, size, floors, capacity, description, available_from)
      values ('Old', 'مكتبٌ قديمـة', 'Tower', 'Road', 'Olaya', 1, 1, 1, 1, 'Desc', '2027-01-01')`);
    folders.push(migrationsUpTo("0022_listing_search"));
    await target.migrate(folders[1]!);
  }, 60_000);
  afterAll(async () => {
    await target?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("folds the texts of the listings already there", async () => {
    const [row] = await target.query<{ search_text: string }>(`select search_text from properties`);
    expect(row!.search_text).toBe("old مكتب قديمه tower  road  desc ");
  });
});
