import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries } from "../../drizzle/schema";
import { DEMO_LISTINGS } from "../../demo-data/listings";
import { countProperties, listProperties } from "~/models/properties.server";
import { seedFloorPlanUrl, seedImageUrl } from "~/models/seed.server";
import * as districtsApi from "~/routes/api.districts";
import * as inquiriesApi from "~/routes/api.inquiries";
import * as propertiesApi from "~/routes/api.properties";
import * as propertyApi from "~/routes/api.properties.$id";
import * as imagesApi from "~/routes/api.properties.$id.images";
import { API_PAGE_SIZE, FILTER_KEYS, PropertyFiltersSchema, queryToInput } from "~/schemas/filters";
import type { DatabaseHandle } from "~/services/db.server";
import { call, get } from "./route-helpers";
import { setupSeededDatabase } from "./test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await setupSeededDatabase();
});
afterAll(() => handle.close());

const filtersOf = (query: string) => PropertyFiltersSchema.parse(queryToInput(new URLSearchParams(query), FILTER_KEYS));
type Listing = (typeof DEMO_LISTINGS)[number];
const expected = (keep: (listing: Listing) => boolean) =>
  DEMO_LISTINGS.filter(keep)
    .map((listing) => listing.title)
    .sort();

describe("query builder", () => {
  it.each([
    ["district=Olaya&district=Hittin", (l: Listing) => ["Olaya", "Hittin"].includes(l.district)],
    ["minPrice=50000&maxPrice=100000", (l: Listing) => l.price >= 50000 && l.price <= 100000],
    ["minSize=200&maxSize=600", (l: Listing) => l.size >= 200 && l.size <= 600],
    ["furnished=true", (l: Listing) => l.furnished],
    ["furnished=false", (l: Listing) => !l.furnished],
    ["amenities=Parking,Gym", (l: Listing) => l.amenities.includes("Parking") && l.amenities.includes("Gym")],
    ["type=Office&minPrice=200000&amenities=VIP Access", (l: Listing) => l.price >= 200000 && l.amenities.includes("VIP Access")],
    ["district=Nowhere", () => false],
  ])("%s finds exactly the matching listings", async (query, keep) => {
    const filters = filtersOf(query);
    const rows = await listProperties(filters);
    expect(rows.map((row) => row.title).sort()).toEqual(expected(keep));
    expect(await countProperties(filters)).toBe(rows.length);
  });

  it.each([
    ["price-asc", (a: { price: number }, b: { price: number }) => a.price - b.price],
    ["price-desc", (a: { price: number }, b: { price: number }) => b.price - a.price],
    ["size", (a: { size: number }, b: { size: number }) => b.size - a.size],
  ] as const)("sort=%s orders the results", async (sort, compare) => {
    const rows = await listProperties(filtersOf(`sort=${sort}`));
    expect(rows.map((row) => row.id)).toEqual([...rows].sort(compare as never).map((row) => row.id));
  });

  it("sort=featured puts featured listings first", async () => {
    const rows = await listProperties(filtersOf(""));
    const firstOrdinary = rows.findIndex((row) => !row.featured);
    expect(rows.slice(firstOrdinary).every((row) => !row.featured)).toBe(true);
    expect(firstOrdinary).toBe(DEMO_LISTINGS.filter((listing) => listing.featured).length);
  });

  it("pages with limit and offset", async () => {
    const all = await listProperties(filtersOf("sort=price-asc"));
    const page = await listProperties(filtersOf("sort=price-asc"), { limit: 5, offset: 10 });
    expect(page.map((row) => row.id)).toEqual(all.slice(10, 15).map((row) => row.id));
  });

  it("returns each listing's own photos and floor plans, each in orderIndex order, and its tour", async () => {
    const rows = await listProperties(filtersOf("sort=price-asc"));
    for (const row of rows) {
      const seeded = DEMO_LISTINGS[row.id - 1]!;
      expect(row.title).toBe(seeded.title);
      expect(row.images).toEqual(seeded.imageVariants.map(seedImageUrl));
      expect(row.floorPlans).toEqual((seeded.floorPlanVariants ?? []).map(seedFloorPlanUrl));
      expect(row.tourUrl).toBe(seeded.tourUrl);
    }
    // The demo has some of each.
    expect(rows.filter((row) => row.floorPlans.length > 0).length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.tourUrl).length).toBeGreaterThan(0);
  });
});

describe("GET /api/properties", () => {
  it("answers the first page (every demo listing: fewer than 50) with every spec field when unfiltered", async () => {
    const answer = await call(propertiesApi.loader, get("/api/properties"));
    expect(answer.status).toBe(200);
    const list = answer.body as Record<string, unknown>[];
    expect(DEMO_LISTINGS.length).toBeLessThan(API_PAGE_SIZE);
    expect(list).toHaveLength(DEMO_LISTINGS.length);
    expect(answer.headers.get("X-Total-Count")).toBe(String(DEMO_LISTINGS.length));
    expect(answer.headers.get("Link")).toBeNull();
    expect(Object.keys(list[0]!).sort()).toEqual(
      [
        "id",
        "title",
        "titleAr",
        "building",
        "buildingAr",
        "address",
        "addressAr",
        "district",
        "price",
        "size",
        "floors",
        "capacity",
        "parkingSpaces",
        "type",
        "furnished",
        "amenities",
        // Issue 50: the amenities in Arabic, in the same order.
        "amenitiesAr",
        "description",
        "descriptionAr",
        "availableFrom",
        "contactPhone",
        "featured",
        "createdAt",
        "images",
        // Issue 14: licence, advertiser, freshness and full cost, and when the listing stops being published.
        "adLicenseNumber",
        "adLicenseExpiresOn",
        "advertiserName",
        "advertiserType",
        "brokerageLicenseNumber",
        "confirmedAvailableAt",
        "serviceCharge",
        "paymentTerms",
        "vatApplies",
        "publishedUntil",
        // Issue 33: the admin's lifecycle (always "published" in a public list), the advertiser's Arabic name.
        "lifecycle",
        "advertiserNameAr",
        // Issue 38: the space.
        "fitOut",
        "floor",
        "ceilingHeight",
        "workstations",
        "meetingRooms",
        "pantry",
        "privateWashroom",
        // Issue 38: the media beyond the photos.
        "floorPlans",
        "tourUrl",
        // Issue 34: the listing's own point (its folded search text is never sent).
        "latitude",
        "longitude",
      ].sort(),
    );
    expect(answer.headers.get("Cache-Control")).toContain("max-age");
  });

  it("filters like the pages and honours limit/offset", async () => {
    const answer = await call(propertiesApi.loader, get("/api/properties?furnished=true&limit=3&offset=1&sort=price-asc"));
    const list = answer.body as { furnished: boolean; price: number }[];
    expect(list).toHaveLength(3);
    expect(list.every((row) => row.furnished)).toBe(true);
  });

  it("links each page to the next, keeping the query, until the last; X-Total-Count counts them all", async () => {
    const seen: number[] = [];
    let path = "/api/properties?sort=price-asc&limit=10";
    for (;;) {
      const answer = await call(propertiesApi.loader, get(path));
      expect(answer.headers.get("X-Total-Count")).toBe(String(DEMO_LISTINGS.length));
      seen.push(...(answer.body as { id: number }[]).map((row) => row.id));
      const link = answer.headers.get("Link");
      if (link === null) break;
      const next = `http://localhost:3000/api/properties?sort=price-asc&limit=10&offset=${seen.length}`;
      expect(link).toBe(`<${next}>; rel="next"`);
      path = next.slice("http://localhost:3000".length);
    }
    expect(seen.length).toBe(DEMO_LISTINGS.length);
    expect(seen).toEqual((await listProperties(filtersOf("sort=price-asc"))).map((row) => row.id));
  });

  it.each([
    ["minPrice=abc", "minPrice"],
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=abc", "limit"],
    ["offset=-1", "offset"],
    ["sort=best", "sort"],
    ["furnished=maybe", "furnished"],
  ])("answers 400 JSON naming the parameter for %s", async (query, name) => {
    const answer = await call(propertiesApi.loader, get(`/api/properties?${query}`));
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toContain(name);
  });
});

describe("single property and images", () => {
  it("GET /api/properties/{id} answers the property or 404", async () => {
    const found = await call(propertyApi.loader, get("/api/properties/1"), { id: "1" });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: 1, title: DEMO_LISTINGS[0]!.title });
    for (const id of ["99999", "abc", "0", "1.5", "99999999999"]) {
      const missing = await call(propertyApi.loader, get(`/api/properties/${id}`), { id });
      expect(missing).toMatchObject({ status: 404, body: { error: "Property not found" } });
    }
  });

  it("GET /api/properties/{id}/images answers the images sorted, or 404", async () => {
    const answer = await call(imagesApi.loader, get("/api/properties/2/images"), { id: "2" });
    const images = answer.body as { id: number; imageUrl: string; orderIndex: number }[];
    expect(images.length).toBe(DEMO_LISTINGS[1]!.imageVariants.length);
    expect(images.map((image) => image.orderIndex)).toEqual([...images.map((image) => image.orderIndex)].sort((a, b) => a - b));
    expect((await call(imagesApi.loader, get("/api/properties/99999/images"), { id: "99999" })).status).toBe(404);
  });

  it("GET /api/districts answers id, names in both languages, slug and coordinates", async () => {
    const answer = await call(districtsApi.loader, get("/api/districts"));
    const list = answer.body as Record<string, unknown>[];
    expect(list).toHaveLength(25);
    expect(Object.keys(list[0]!).sort()).toEqual(["id", "latitude", "longitude", "name", "nameAr", "slug"]);
    expect(list.find((district) => district.name === "Al Malqa")).toMatchObject({ nameAr: "الملقا", slug: "al-malqa" });
  });
});

describe("POST /api/inquiries", () => {
  const valid = { propertyId: 3, name: "Sara", email: "sara@example.com", phone: "+966 50 123 4567", message: "Can I visit on Sunday?" };
  const post = (body: string, contentType = "application/json", origin = "http://localhost:3000") =>
    new Request("http://localhost:3000/api/inquiries", { method: "POST", body, headers: { "Content-Type": contentType, Origin: origin } });
  const stored = async () => (await handle.db.select({ value: count() }).from(inquiries))[0]!.value;

  it("stores a valid inquiry and answers 201 with it", async () => {
    const before = await stored();
    const answer = await call(inquiriesApi.action, post(JSON.stringify(valid)));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ ...valid, id: expect.any(Number) });
    expect(await stored()).toBe(before + 1);
  });

  it.each([
    ["invalid fields", JSON.stringify({ ...valid, email: "nope", name: "" }), "application/json", 400],
    ["a string propertyId", JSON.stringify({ ...valid, propertyId: "3" }), "application/json", 400],
    ["broken JSON", "{", "application/json", 400],
    ["a JSON array", "[]", "application/json", 400],
    ["a form body", "name=x", "application/x-www-form-urlencoded", 415],
    ["an unknown property", JSON.stringify({ ...valid, propertyId: 99999 }), "application/json", 404],
  ])("refuses %s and stores nothing", async (_case, body, contentType, status) => {
    const before = await stored();
    const answer = await call(inquiriesApi.action, post(body, contentType));
    expect(answer.status).toBe(status);
    expect(answer.body).toHaveProperty("error");
    expect(await stored()).toBe(before);
  });

  it("names the invalid fields", async () => {
    const answer = await call(inquiriesApi.action, post(JSON.stringify({ ...valid, email: "nope" })));
    expect(answer.body).toEqual({ error: "Invalid input", fieldErrors: { email: ["Please enter a valid email address"] } });
  });

  it("refuses a phone without 6 digits, saying so", async () => {
    const answer = await call(inquiriesApi.action, post(JSON.stringify({ ...valid, phone: "------" })));
    expect(answer.body).toEqual({ error: "Invalid input", fieldErrors: { phone: ["Please enter a phone number with at least 6 digits"] } });
  });

  it("refuses a cross-site post with 403", async () => {
    expect((await call(inquiriesApi.action, post(JSON.stringify(valid), "application/json", "https://evil.example"))).status).toBe(403);
  });
});
