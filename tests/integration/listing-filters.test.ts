import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { districts } from "../../drizzle/schema";
import { SYSTEM_ACTOR } from "~/models/activity.server";
import { createProperty } from "~/models/admin-properties.server";
import * as indexRoute from "~/routes/_index";
import * as propertiesApi from "~/routes/api.properties";
import * as feedRoute from "~/routes/feed[.]xml";
import * as mapRoute from "~/routes/map";
import { PropertyInputSchema } from "~/schemas/property";
import type { DatabaseHandle } from "~/services/db.server";
import { listingInput } from "../factories";
import { call, get } from "./route-helpers";
import { setupTestDatabase } from "./test-database";

// Issue 38's filters and sort, through the API, the browse and map pages and the feed: fit-out, rent per m²
// (as pages round it), the floor, and the cheapest per m² first. Expectations worked out by hand below.
let handle: DatabaseHandle;

// price / size = rent per m² as shown (rounded half up): 200, 200.5 → 201, 199.5 → 200, 350, 100, 250.
const LISTINGS = [
  { title: "A", price: 20_000, size: 100, fitOut: "cat_a", floor: 0, floors: 10 },
  { title: "B", price: 40_100, size: 200, fitOut: "cat_b", floor: 3, floors: 10 },
  { title: "C", price: 39_900, size: 200, fitOut: "serviced", floor: -1, floors: 10 },
  { title: "D", price: 35_000, size: 100, fitOut: "shell_core", floor: 12, floors: 20 },
  { title: "E", price: 30_000, size: 300, fitOut: null, floor: null, floors: 5 },
  { title: "F", price: 50_000, size: 200, fitOut: "cat_b", floor: 7, floors: 10, district: "Hittin" },
] as const;

beforeAll(async () => {
  handle = await setupTestDatabase();
  await handle.db.insert(districts).values([
    { name: "Olaya", nameAr: "العليا", slug: "olaya", latitude: 24.69, longitude: 46.68 },
    { name: "Hittin", nameAr: "حطين", slug: "hittin", latitude: 24.76, longitude: 46.6 },
  ]);
  for (const listing of LISTINGS) {
    await createProperty(SYSTEM_ACTOR, PropertyInputSchema.parse(listingInput({ district: "Olaya", ...listing })));
  }
});
afterAll(() => handle.close());

const apiTitles = async (query: string) => {
  const answer = await call(propertiesApi.loader, get(`/api/properties?${query}`));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { title: string }[]).map((listing) => listing.title);
};
const sorted = (titles: string[]) => [...titles].sort();

describe("GET /api/properties", () => {
  it("filters by fit-out (any of those given); a listing that does not say matches none", async () => {
    expect(sorted(await apiTitles("fitOut=cat_b"))).toEqual(["B", "F"]);
    expect(sorted(await apiTitles("fitOut=cat_a&fitOut=serviced"))).toEqual(["A", "C"]);
  });

  it("filters by rent per m² as the pages round it", async () => {
    expect(sorted(await apiTitles("minPricePerSqm=201"))).toEqual(["B", "D", "F"]);
    expect(sorted(await apiTitles("maxPricePerSqm=200"))).toEqual(["A", "C", "E"]);
    expect(sorted(await apiTitles("minPricePerSqm=200&maxPricePerSqm=200"))).toEqual(["A", "C"]);
    expect(sorted(await apiTitles("minPricePerSqm=٢٥٠&maxPricePerSqm=٣٥٠"))).toEqual(["D", "F"]);
  });

  it("filters by floor, basements below 0", async () => {
    expect(sorted(await apiTitles("minFloor=0&maxFloor=7"))).toEqual(["A", "B", "F"]);
    expect(sorted(await apiTitles("maxFloor=-1"))).toEqual(["C"]);
    expect(sorted(await apiTitles("minFloor=10"))).toEqual(["D"]);
  });

  it("sorts by rent per m², cheapest first, ties by id; and newest first", async () => {
    expect(await apiTitles("sort=price-per-sqm")).toEqual(["E", "C", "A", "B", "F", "D"]);
    expect(await apiTitles("sort=recent")).toEqual(["F", "E", "D", "C", "B", "A"]);
    expect(await apiTitles("sort=price-per-sqm&district=Olaya&fitOut=cat_b&fitOut=cat_a")).toEqual(["A", "B"]);
  });

  it.each([
    ["fitOut=luxury", "fitOut"],
    ["minPricePerSqm=cheap", "minPricePerSqm"],
    ["minPricePerSqm=300&maxPricePerSqm=200", "minPricePerSqm must not be more than maxPricePerSqm"],
    ["minFloor=-11", "minFloor must be from -10 to 199"],
    ["maxFloor=1.5", "maxFloor must be a whole number"],
    ["minFloor=5&maxFloor=2", "minFloor must not be more than maxFloor"],
  ])("refuses %s with a 400 naming it", async (query, message) => {
    const answer = await call(propertiesApi.loader, get(`/api/properties?${query}`));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
  });
});

describe("the browse and map pages and the feed", () => {
  it("the browse page shows the matches, in the sort's order", async () => {
    const answer = await call(indexRoute.loader, get("/?fitOut=cat_a&fitOut=cat_b&sort=price-per-sqm"));
    expect(answer.status).toBe(200);
    const body = answer.body as { total: number; properties: { title: string }[] };
    expect(body.total).toBe(3);
    expect(body.properties.map((card) => card.title)).toEqual(["A", "B", "F"]);
  });

  it("puts a hand-typed address in canonical order, and swaps a floor range typed upside down, saying so", async () => {
    const canonical = await call(indexRoute.loader, get("/?maxFloor=٧&fitOut=serviced&fitOut=cat_a&minPricePerSqm="));
    expect(canonical.status).toBe(302);
    expect(canonical.headers.get("Location")).toBe("/?fitOut=cat_a&fitOut=serviced&maxFloor=7");
    const swapped = await call(indexRoute.loader, get("/?minFloor=7&maxFloor=0"));
    expect(swapped.status).toBe(302);
    expect(swapped.headers.get("Location")).toBe("/?minFloor=0&maxFloor=7");
    expect(swapped.headers.get("Set-Cookie")).toBeTruthy();
  });

  it("answers a bad value with a 400 naming the parameter", async () => {
    const answer = await call(indexRoute.loader, get("/?minFloor=top"));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain("minFloor");
  });

  it("the map counts the matches per district", async () => {
    const answer = await call(mapRoute.loader, get("/map?minPricePerSqm=201"));
    const previews = (answer.body as { previews: { district: string; total: number }[] }).previews;
    expect(previews.map(({ district, total }) => ({ district, total }))).toEqual([
      { district: "Olaya", total: 2 },
      { district: "Hittin", total: 1 },
    ]);
  });

  it("the feed lists only the matches", async () => {
    const answer = await call(feedRoute.loader, get("/feed.xml?fitOut=shell_core&fitOut=serviced"));
    const xml = String(answer.body);
    expect(xml.match(/<entry>/g)).toHaveLength(2);
    expect(xml).toContain("<title>D</title>");
    expect(xml).toContain("<title>C</title>");
  });
});
