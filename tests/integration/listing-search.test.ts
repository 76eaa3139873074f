import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LISTINGS } from "../../demo-data/listings";
import * as indexRoute from "~/routes/_index";
import * as mapRoute from "~/routes/map";
import * as feedRoute from "~/routes/feed[.]xml";
import * as propertiesApi from "~/routes/api.properties";
import * as mapApi from "~/routes/api.map";
import type { MapMarker } from "~/utils/map-pins";
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

// Issue 34, map search: the area on screen (bbox, zoom) with the other filters, over the same demo listings.
// Around Kingdom Centre and Al Faisaliah (Olaya), about 3 × 3 km.
const OLAYA = "46.66,24.68,46.7,24.72";
const countOf = (markers: MapMarker[]) => markers.reduce((sum, marker) => sum + (marker.kind === "pin" ? 1 : marker.count), 0);

describe("map search by area", () => {
  it("answers the area's pins and clusters in the API, the same the page lays out, and no more than the area holds", async () => {
    const all = await call(propertiesApi.loader, get("/api/properties?limit=1"));
    const inArea = await call(propertiesApi.loader, get(`/api/properties?limit=1&bbox=${OLAYA}`));
    const total = Number(inArea.headers.get("X-Total-Count"));
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(Number(all.headers.get("X-Total-Count")));

    const api = await call(mapApi.loader, get(`/api/map?bbox=${OLAYA}&zoom=14`));
    expect(api.status).toBe(200);
    const body = api.body as { bbox: object; zoom: number; markers: MapMarker[] };
    expect(body.zoom).toBe(14);
    expect(countOf(body.markers)).toBe(total);
    for (const marker of body.markers) {
      expect(marker.longitude).toBeGreaterThanOrEqual(46.66);
      expect(marker.latitude).toBeLessThanOrEqual(24.72);
    }
    // Zoomed out, the same offices are fewer markers (those that would overlap are counted in a bubble).
    const out = (await call(mapApi.loader, get(`/api/map?bbox=${OLAYA}&zoom=11`))).body as { markers: MapMarker[] };
    expect(out.markers.length).toBeLessThan(body.markers.length);
    expect(countOf(out.markers)).toBe(total);

    const page = await call(mapRoute.loader, get(`/map?bbox=${OLAYA}&zoom=14`));
    expect(page.status).toBe(200);
    const data = page.body as { total: number; map: { markers: MapMarker[] } };
    expect(data.total).toBe(total);
    expect(data.map.markers).toEqual(body.markers);
  });

  it("keeps the area with the other filters, and refuses a bad area plainly", async () => {
    const cheap = await call(mapApi.loader, get(`/api/map?bbox=${OLAYA}&zoom=14&maxPrice=100000`));
    const markers = (cheap.body as { markers: MapMarker[] }).markers;
    for (const marker of markers) if (marker.kind === "pin") expect(marker.price).toBeLessThanOrEqual(100_000);

    const upsideDown = await call(mapApi.loader, get("/api/map?bbox=46.70,24.68,46.66,24.72"));
    expect(upsideDown.status).toBe(400);
    expect((upsideDown.body as { error: string }).error).toBe("Invalid query: bbox must have west before east and south before north");
    const garbled = await call(propertiesApi.loader, get("/api/properties?bbox=olaya&zoom=40"));
    expect((garbled.body as { error: string }).error).toBe(
      "Invalid query: bbox must be west,south,east,north in degrees; zoom must be from 3 to 18",
    );
    // The page names the bad parameter in its language (400), keeping the rest of the search.
    const page = await call(mapRoute.loader, get(`/map?bbox=1,2,3&maxPrice=100000`));
    expect(page.status).toBe(400);
    expect(JSON.stringify(page.body)).toContain("bbox");
    // Arabic-Indic digits and trailing zeros are the same area, at its canonical address.
    const arabic = await call(mapRoute.loader, get(`/map?bbox=${encodeURIComponent("٤٦.٦٦,24.68,46.70,24.72")}&zoom=14`));
    expect(arabic.status).toBe(302);
    expect(arabic.headers.get("Location")).toBe(`/map?bbox=${encodeURIComponent(OLAYA)}&zoom=14`);
  });
});
