// Issue 49, "what you typed is what you get", against a seeded database: for any valid set of filters, the
// browse page (after its canonical redirect), the map page, GET /api/properties, GET /api/map, the feed (its
// entries and its own address) and a search alert's digest select exactly the same listings. The demo's
// prices and sizes lie within the filter form's ranges, so listings past them are added: a bound at or past
// a range's end that got lost would let them in somewhere and not elsewhere.
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchAlerts } from "../../drizzle/schema";
import { SYSTEM_ACTOR } from "~/models/activity.server";
import { createProperty } from "~/models/admin-properties.server";
import { listDistrictChoices } from "~/models/districts.server";
import { listLandmarks } from "~/models/landmarks.server";
import { listNewListings } from "~/models/properties.server";
import * as alertsRoute from "~/routes/alerts";
import * as mapApi from "~/routes/api.map";
import * as propertiesApi from "~/routes/api.properties";
import * as feedRoute from "~/routes/feed[.]xml";
import * as indexRoute from "~/routes/_index";
import * as mapRoute from "~/routes/map";
import { filtersOfSearch } from "~/schemas/alerts";
import { parseBrowseQuery, type PropertyFilters, searchQueryOf } from "~/schemas/filters";
import { PropertyInputSchema } from "~/schemas/property";
import type { DatabaseHandle } from "~/services/db.server";
import type { MapMarker } from "~/utils/map-pins";
import { listingInput } from "../factories";
import { type FilterSet, filterSets, queryOf, writings } from "../filter-arbitraries";
import { call, get, postForm } from "./route-helpers";
import { setupSeededDatabaseWithAdmin } from "./test-database";

let handle: DatabaseHandle;
let sets: fc.Arbitrary<FilterSet>;
const added: Record<"dear" | "small" | "atTheEnds", number> = { dear: 0, small: 0, atTheEnds: 0 };

async function add(overrides: Record<string, unknown>) {
  return (await createProperty(SYSTEM_ACTOR, PropertyInputSchema.parse(listingInput(overrides)))).id;
}

beforeAll(async () => {
  ({ handle } = await setupSeededDatabaseWithAdmin("filters-agree-admin"));
  // Past the price and size ranges' ends (10,000 to 300,000 SAR, 50 to 1,500 sqm), and at them.
  added.dear = await add({ title: "Olaya whole floor", price: 450_000, size: 1_800, amenities: ["Parking", "Gym"], furnished: false });
  added.small = await add({
    title: "Olaya desk office",
    price: 8_000,
    size: 40,
    amenities: ["AC"],
    fitOut: "serviced",
    floors: 5,
    floor: 3,
  });
  added.atTheEnds = await add({ title: "Olaya office at the ends", price: 300_000, size: 1_500, amenities: ["Parking"], floor: -1 });
  const districts = await listDistrictChoices();
  const landmarks = await listLandmarks();
  sets = filterSets({
    districts: districts.flatMap((district) => [district.name, district.name.toLowerCase(), district.nameAr, district.slug]),
    landmarks: landmarks.map((landmark) => landmark.slug),
    // Words that name no district or landmark (those become their filters on the pages, by design).
    words: fc.constantFrom("office", "floor", "tower view", "مكتب", "open   plan"),
    oneIn: 6,
  }).map((set) => ({ ...set, view: undefined, page: undefined }));
}, 60_000);
afterAll(() => handle.close());

const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

let reads = 0;
/** A visitor of its own for each read: one client's new word searches are limited to a few a minute (decision 0054). */
const visitor = () => ({ clientAddress: `10.50.${(reads += 1) >> 8}.${reads & 255}` });

/** The page's answer after its canonical redirect (which must keep every filter), and that address. */
async function browsePage(loader: typeof indexRoute.loader, path: string) {
  let answer = await call(loader, get(path), {}, visitor());
  if (answer.status === 302) answer = await call(loader, get((path = answer.headers.get("Location")!)), {}, visitor());
  expect(answer.status, path).toBe(200);
  return { path, data: answer.body as Awaited<ReturnType<typeof loader>> };
}

/** Every listing the browse page lists for `path`, page by page. */
async function browseIds(path: string) {
  const { data, path: canonical } = await browsePage(indexRoute.loader, path);
  const ids = data.properties.map((card) => card.id);
  for (let page = 2; page <= data.pageCount; page++) {
    const url = new URL(canonical, "http://localhost");
    url.searchParams.set("page", String(page));
    const next = await call(indexRoute.loader, get(`${url.pathname}${url.search}`), {}, visitor());
    expect(next.status).toBe(200);
    ids.push(...(next.body as typeof data).properties.map((card) => card.id));
  }
  return { ids: sorted(ids), filters: data.filters, feedHref: data.feed.href, canonical };
}

async function apiListings(query: URLSearchParams) {
  const answer = await call(propertiesApi.loader, get(`/api/properties?${query}&limit=100`), {}, visitor());
  expect(answer.status, String(answer.body && JSON.stringify(answer.body))).toBe(200);
  return answer.body as { id: number; price: number; size: number }[];
}

/** How many listings the map's markers stand for, and the pins' listings. */
async function mapMarkers(query: URLSearchParams) {
  const answer = await call(mapApi.loader, get(`/api/map?${query}`), {}, visitor());
  expect(answer.status).toBe(200);
  const { markers } = answer.body as { markers: MapMarker[] };
  return {
    count: markers.reduce((sum, marker) => sum + (marker.kind === "cluster" ? marker.count : 1), 0),
    pins: markers.flatMap((marker) => (marker.kind === "pin" ? [marker.id] : [])),
  };
}

/** The feed's entries and its own address (`<id>`, `rel="self"`). */
async function feed(path: string) {
  const answer = await call(feedRoute.loader, get(path), {}, visitor());
  expect(answer.status).toBe(200);
  const xml = answer.body as string;
  const ids = [...xml.matchAll(/<id>[^<]*\/property\/(\d+)<\/id>/g)].map((match) => Number(match[1]));
  const self = xml.match(/<link rel="self" type="application\/atom\+xml" href="([^"]*)"\/>/)![1]!.replaceAll("&amp;", "&");
  expect(xml).toContain(`<id>${self.replaceAll("&", "&amp;")}</id>`);
  return { ids: sorted(ids), self: new URL(self) };
}

let client = 0;
/** Follows the page's search by email, as its alert form does, and reads the alert's digest query from the start of time. */
async function alertIds(filters: PropertyFilters, redirectTo: string) {
  client += 1;
  const email = `agree-${client}@example.test`;
  const search = searchQueryOf(filters).toString();
  const answer = await call(
    alertsRoute.action,
    postForm("/alerts", { email, search, language: "en", redirectTo }),
    {},
    {
      clientAddress: `10.49.${client >> 8}.${client & 255}`,
    },
  );
  expect(answer.status).toBe(303);
  const [alert] = await handle.db.select().from(searchAlerts).where(eq(searchAlerts.email, email));
  const kept = filtersOfSearch(alert!.search)!;
  const news = await listNewListings(handle.db, kept, { since: new Date(0), until: new Date(Date.now() + 60_000), limit: 1_000 });
  expect(news.listings.length).toBe(news.total);
  return { ids: sorted(news.listings.map((listing) => listing.id)), kept };
}

/** The filters without what a feed and an alert leave out (the order), for comparing searches. */
const searchOf = (filters: PropertyFilters) => ({ ...filters, sort: "featured" });

async function expectAllAgree(set: FilterSet, writing: Parameters<typeof queryOf>[1]) {
  const query = queryOf(set, writing);
  const api = await apiListings(query);
  const apiIds = sorted(api.map((listing) => listing.id));
  // The listings do keep the bounds given (so the endpoints cannot all agree on having dropped one).
  for (const listing of api) {
    expect(listing.price).toBeGreaterThanOrEqual(set.minPrice ?? 0);
    expect(listing.price).toBeLessThanOrEqual(set.maxPrice ?? Infinity);
    expect(listing.size).toBeGreaterThanOrEqual(set.minSize ?? 0);
    expect(listing.size).toBeLessThanOrEqual(set.maxSize ?? Infinity);
  }

  const page = await browseIds(`/?${query}`);
  expect(page.ids, `/?${query} → ${page.canonical}`).toEqual(apiIds);
  // The canonical address keeps every bound as typed.
  const canonical = parseBrowseQuery(new URL(page.canonical, "http://localhost").searchParams);
  for (const bound of ["minPrice", "maxPrice", "minSize", "maxSize", "minPricePerSqm", "maxPricePerSqm", "minFloor", "maxFloor"] as const) {
    expect(canonical.success && canonical.filters[bound], `${bound} in ${page.canonical}`).toBe(set[bound]);
  }

  const map = await mapMarkers(query);
  expect(map.count).toBe(apiIds.length);
  for (const pin of map.pins) expect(apiIds).toContain(pin);
  const mapPage = await browsePage(mapRoute.loader, `/map?${query}`);
  expect(mapPage.data.total).toBe(apiIds.length);

  // The feed of the page's "follow" link, and of the typed address: the newest 50 of the same listings.
  for (const path of [page.feedHref, `/feed.xml?${query}`]) {
    const { ids, self } = await feed(path);
    expect(ids.length).toBe(Math.min(50, apiIds.length));
    for (const id of ids) expect(apiIds).toContain(id);
    const selfQuery = parseBrowseQuery(self.searchParams);
    expect(selfQuery.success && searchOf(selfQuery.filters)).toEqual(searchOf(page.filters));
  }

  const alert = await alertIds(page.filters, page.canonical);
  expect(alert.kept).toEqual(searchOf(page.filters));
  expect(alert.ids).toEqual(apiIds);
}

const NONE = { arabicDigits: false, repeatAmenities: false, blanks: false };

describe("the pages, the API, the map, the feed and an alert select the same listings", () => {
  it("for issue 49's reproductions: a bound past a range's end", async () => {
    const reproductions: FilterSet[] = [
      { district: ["Olaya"], maxPrice: 350_000, amenities: [], fitOut: [] },
      { district: ["Olaya"], maxSize: 1_800, amenities: [], fitOut: [] },
      { district: [], minPrice: 10_000, amenities: [], fitOut: [] },
      { district: ["olaya"], maxPrice: 300_000, maxSize: 1_500, amenities: [], fitOut: [] },
    ];
    for (const set of reproductions) await expectAllAgree(set, NONE);
    const ids = (await apiListings(queryOf(reproductions[0]!))).map((listing) => listing.id);
    expect(ids).not.toContain(added.dear);
    expect(ids).toContain(added.atTheEnds);
    expect(ids).toContain(added.small);
  });

  it("for any valid set of filters", async () => {
    await fc.assert(
      fc.asyncProperty(sets, writings, (set, writing) => expectAllAgree(set, writing)),
      { numRuns: 30, endOnFailure: true },
    );
  }, 120_000);
});

describe("GET /api/properties and GET /api/map answer the same filters alike", () => {
  it("refuses `near` naming no landmark with the same 400, in the same words", async () => {
    const properties = await call(propertiesApi.loader, get("/api/properties?near=no-such-landmark"));
    const map = await call(mapApi.loader, get("/api/map?near=no-such-landmark"));
    expect([properties.status, properties.body]).toEqual([
      400,
      { error: "Invalid query: near must be the slug of a landmark (see GET /api/landmarks)" },
    ]);
    expect([map.status, map.body]).toEqual([properties.status, properties.body]);
  });

  it("for any filters, valid or not: both 200 with the same listings, or the same 400", async () => {
    const anyFilters = filterSets({
      districts: ["Olaya", "olaya", "العليا", "Nowhere"],
      landmarks: ["kafd", "no-such-landmark"],
      words: fc.constantFrom("office", "tower"),
      upsideDown: true,
      distanceWithoutNear: true,
    }).map((set) => ({ ...set, view: undefined, page: undefined }));
    await fc.assert(
      fc.asyncProperty(anyFilters, async (set) => {
        const query = queryOf(set);
        const properties = await call(propertiesApi.loader, get(`/api/properties?${query}&limit=100`), {}, visitor());
        const map = await call(mapApi.loader, get(`/api/map?${query}`), {}, visitor());
        expect(map.status).toBe(properties.status);
        if (properties.status === 200) {
          expect((await mapMarkers(query)).count).toBe((properties.body as unknown[]).length);
        } else {
          expect(map.body).toEqual(properties.body);
        }
      }),
      { numRuns: 60, endOnFailure: true },
    );
  }, 60_000);
});
