// Issue 49's reproductions over HTTP on the production build: a price or size bound typed at or past the
// filter form's range (10,000 to 300,000 SAR, 50 to 1,500 sqm) stays in the browse and map pages' address
// and in the feed's own address, so a 450,000 SAR office is listed by none of them under maxPrice=350000;
// and GET /api/map refuses a `near` naming no landmark as GET /api/properties does, in the same words.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingInput } from "../factories";
import { adminCookie, killAllServers, type ServerProcess, startServer } from "./server";
import { seededTarget } from "./seeded-target";

let server: ServerProcess;
let cleanup: () => Promise<void>;
const DEAR = "Olaya whole floor, 450,000 a year";
let dearId: number;

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });

beforeAll(async () => {
  const seeded = await seededTarget("filters_http", "");
  cleanup = seeded.cleanup;
  server = await startServer(seeded.target);
  const cookie = await adminCookie(server);
  const made = await fetch(`${server.url}/api/admin/properties`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url, Cookie: cookie },
    body: JSON.stringify(listingInput({ title: DEAR, price: 450_000, size: 1_800 })),
  });
  expect(made.status).toBe(201);
  dearId = ((await made.json()) as { id: number }).id;
}, 120_000);

afterAll(async () => {
  await killAllServers();
  await cleanup();
});

describe("a bound at or past the end of the filter form's range", () => {
  it.each(["/", "/map"])("stays in %s's address, which lists no office over it", async (path) => {
    const page = await get(`${path}?district=Olaya&maxPrice=350000`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Up to 350,000 SAR");
    expect(html).not.toContain(DEAR);
    // Without it the office is there (so its absence above is the bound's doing).
    expect(await (await get(`${path}?district=Olaya&minPrice=400000`)).text()).toContain(DEAR);
  });

  it("is kept by the canonical redirect of a no-JS form's address", async () => {
    const page = await get("/?district=olaya&minPrice=&maxPrice=350000&maxSize=1800&type=");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/?district=Olaya&maxPrice=350000&maxSize=1800");
    for (const query of ["minPrice=10000", "maxPrice=300000", "minSize=50", "maxSize=1500", "maxSize=1800"]) {
      expect((await get(`/?${query}`)).status, query).toBe(200);
    }
  });

  it("says a size bound past the range as typed, and keeps to it", async () => {
    const html = await (await get("/?district=Olaya&maxSize=1750")).text();
    expect(html).toContain("Up to 1,750 sqm");
    expect(html).not.toContain(DEAR);
    expect(await (await get("/?district=Olaya&minSize=1800")).text()).toContain(DEAR);
  });

  it("stays in the feed's <id> and rel=self, and out of its entries", async () => {
    const feed = await get("/feed.xml?district=Olaya&maxPrice=350000");
    expect(feed.status).toBe(200);
    const xml = await feed.text();
    const self = `${server.url}/feed.xml?district=Olaya&amp;maxPrice=350000`;
    expect(xml).toContain(`<id>${self}</id>`);
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${self}"/>`);
    expect(xml).not.toContain(`/property/${dearId}<`);
    expect(await (await get("/feed.xml?district=Olaya")).text()).toContain(`/property/${dearId}<`);
  });
});

describe("GET /api/map and GET /api/properties", () => {
  it("refuse a near naming no landmark alike: 400, in the same words", async () => {
    const [properties, map] = await Promise.all([get("/api/properties?near=no-such-landmark"), get("/api/map?near=no-such-landmark")]);
    expect(properties.status).toBe(400);
    expect(map.status).toBe(400);
    const expected = { error: "Invalid query: near must be the slug of a landmark (see GET /api/landmarks)" };
    expect(await properties.json()).toEqual(expected);
    expect(await map.json()).toEqual(expected);
  });
});
