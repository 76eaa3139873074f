import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { districts, landmarks, properties, propertyImages } from "../../drizzle/schema";
import type { BrowseData } from "~/models/browse.server";
import {
  CARD_FIELDS,
  countProperties,
  listCards,
  listDistrictPreviews,
  listProperties,
  listPropertyImages,
  type PropertyCardData,
} from "~/models/properties.server";
import { insertListings, seedDistricts } from "~/models/seed.server";
import { DEMO_LISTINGS, syntheticListing } from "../../demo-data/listings";
import * as indexRoute from "~/routes/_index";
import * as mapRoute from "~/routes/map";
import { PAGE_SIZE, PropertyFiltersSchema, SORTS } from "~/schemas/filters";
import type { DatabaseHandle } from "~/services/db.server";
import { call, get } from "./route-helpers";
import { slugOf } from "~/utils/district-names";
import { setupTestDatabase } from "./test-database";

const SYNTHETIC = 300;
const TEST_DISTRICT = "Card Test Quarter";
let handle: DatabaseHandle;
let manyImagesId: number;
let noImagesId: number;

beforeAll(async () => {
  handle = await setupTestDatabase();
  await seedDistricts(handle.db);
  await insertListings(handle.db, DEMO_LISTINGS);
  await handle.db
    .insert(landmarks)
    .values({ name: "KAFD", nameAr: "كافد", slug: "kafd", kind: "business_district", latitude: 24.7636, longitude: 46.6404 });
  const names = await handle.db.select({ name: districts.name, nameAr: districts.nameAr }).from(districts);
  await insertListings(
    handle.db,
    Array.from({ length: SYNTHETIC }, (_, index) => syntheticListing(index, names)),
  );

  // Two listings of their own district: one whose photos were added out of order (and with a floor plan
  // first, which cards leave out), one without images.
  await handle.db.insert(districts).values({ name: TEST_DISTRICT, slug: slugOf(TEST_DISTRICT), latitude: 24.7, longitude: 46.7 });
  const { imageVariants: _images, floorPlanVariants: _plans, licenseDaysLeft: _days, confirmedDaysAgo: _ago, ...demo } = DEMO_LISTINGS[0]!;
  const fields = { ...demo, adLicenseExpiresOn: "2099-12-31" };
  const rows = await handle.db
    .insert(properties)
    .values([
      { ...fields, district: TEST_DISTRICT, title: "Many Images Suite", price: 50_000 },
      { ...fields, district: TEST_DISTRICT, title: "No Images Suite", price: 60_000 },
    ])
    .returning({ id: properties.id });
  manyImagesId = rows[0]!.id;
  noImagesId = rows[1]!.id;
  await handle.db.insert(propertyImages).values([
    { propertyId: manyImagesId, imageUrl: "/uploads/plan.webp", kind: "floor_plan", orderIndex: 0 },
    { propertyId: manyImagesId, imageUrl: "/uploads/third.webp", orderIndex: 2 },
    { propertyId: manyImagesId, imageUrl: "/uploads/second.webp", orderIndex: 1 },
    { propertyId: manyImagesId, imageUrl: "/uploads/first.webp", orderIndex: 0 },
  ]);
});
afterAll(() => handle.close());

const filtersOf = (input: Record<string, unknown> = {}) => PropertyFiltersSchema.parse(input);
// Issue 34: a distance is measured from a landmark (every listing lies within 50 km of KAFD).
const sorted = (sort: (typeof SORTS)[number]) => filtersOf(sort === "distance" ? { sort, near: "kafd", within: "50000" } : { sort });

// The card fields (one list, the model's) and the first photo with the photo count.
const CARD_KEYS = [...CARD_FIELDS, "image", "imageCount"];

/** The first photo and the number of photos, read separately from the images table. */
async function imagesOf(id: number) {
  const images = (await listPropertyImages(id)).filter((image) => image.kind === "photo");
  return { image: images[0]?.imageUrl ?? null, imageCount: images.length };
}

describe("listCards", () => {
  it("carries the first photo by orderIndex and the photo count, without floor plans", async () => {
    const cards = await listCards(filtersOf({ district: [TEST_DISTRICT], sort: "price-asc" }), { limit: PAGE_SIZE, offset: 0 });
    expect(cards.map((card) => card.id)).toEqual([manyImagesId, noImagesId]);
    expect(cards[0]).toMatchObject({ image: "/uploads/first.webp", imageCount: 3 });
    expect(cards[1]).toMatchObject({ image: null, imageCount: 0 });
    expect(typeof cards[0]!.imageCount).toBe("number");
  });

  it("carries only the card fields: no description, phone, dates or image list", async () => {
    const cards = await listCards(filtersOf(), { limit: PAGE_SIZE, offset: 0 });
    expect(cards).toHaveLength(PAGE_SIZE);
    for (const card of cards) {
      expect(Object.keys(card).sort()).toEqual([...CARD_KEYS].sort());
      expect(card).not.toHaveProperty("description");
      expect(card).not.toHaveProperty("images");
    }
  });

  it.each(SORTS)("sort=%s: each card's image and count match its images, pages follow listProperties' order", async (sort) => {
    const filters = sorted(sort);
    for (const offset of [0, PAGE_SIZE]) {
      const cards = await listCards(filters, { limit: PAGE_SIZE, offset });
      const full = await listProperties(filters, { limit: PAGE_SIZE, offset });
      expect(cards.map((card) => card.id)).toEqual(full.map((row) => row.id));
      for (const [index, card] of cards.entries()) {
        expect({ image: card.image, imageCount: card.imageCount }, `card ${card.id}`).toEqual(await imagesOf(card.id));
        expect(card.image).toBe(full[index]!.images[0] ?? null);
        expect(card.imageCount).toBe(full[index]!.images.length);
      }
    }
  });
});

// ---- map previews ----------------------------------------------------------------------------

async function expectPreviewsMatch(filters: ReturnType<typeof filtersOf>, perDistrict: number) {
  const previews = await listDistrictPreviews(filters, perDistrict);
  const total = await countProperties(filters);
  expect(
    previews.reduce((sum, preview) => sum + preview.total, 0),
    "district totals add up to the count",
  ).toBe(total);
  // Every district with matches, once, biggest first (then by name).
  const districtNames = (await handle.db.select({ name: districts.name }).from(districts)).map((row) => row.name);
  const matching: { district: string; total: number }[] = [];
  for (const district of districtNames) {
    const count = await countProperties({ ...filters, district: [district] });
    if (count > 0) matching.push({ district, total: count });
  }
  matching.sort((a, b) => b.total - a.total || (a.district < b.district ? -1 : a.district > b.district ? 1 : 0));
  expect(previews.map(({ district, total }) => ({ district, total }))).toEqual(matching);
  // Per district: the first `perDistrict` cards of that district's own list, in the chosen order.
  for (const preview of previews) {
    const expected = await listCards({ ...filters, district: [preview.district] }, { limit: perDistrict, offset: 0 });
    expect(preview.cards.length, preview.district).toBe(Math.min(perDistrict, preview.total));
    expect(preview.cards, preview.district).toEqual(expected);
  }
  return previews;
}

describe("listDistrictPreviews", () => {
  it.each(SORTS)("sort=%s: per district the matching count and the first cards in that order", async (sort) => {
    const previews = await expectPreviewsMatch(sorted(sort), 3);
    // With 300+ listings over the districts, most have more than three: previews are not full lists.
    expect(previews.some((preview) => preview.total > preview.cards.length)).toBe(true);
  });

  it("applies the filters to both the counts and the cards", async () => {
    const filters = filtersOf({ furnished: "true", minPrice: "40000", amenities: ["Parking"], sort: "price-asc" });
    const previews = await expectPreviewsMatch(filters, 5);
    expect(previews.length).toBeGreaterThan(0);
    for (const card of previews.flatMap((preview) => preview.cards)) {
      expect(card.price).toBeGreaterThanOrEqual(40_000);
      expect(card.amenities).toContain("Parking");
    }
    for (const preview of previews) {
      const prices = preview.cards.map((card) => card.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  it("keeps the first image and the image count on preview cards", async () => {
    const [preview] = await listDistrictPreviews(filtersOf({ district: [TEST_DISTRICT], sort: "price-asc" }), 5);
    expect(preview).toMatchObject({ district: TEST_DISTRICT, total: 2 });
    expect(preview!.cards.map((card) => [card.id, card.image, card.imageCount])).toEqual([
      [manyImagesId, "/uploads/first.webp", 3],
      [noImagesId, null, 0],
    ]);
  });

  it("answers nothing when nothing matches", async () => {
    expect(await listDistrictPreviews(filtersOf({ district: ["Nowhere"] }), 5)).toEqual([]);
  });
});

// ---- the pages -------------------------------------------------------------------------------

type PageBody = BrowseData & { title: string };
async function page(loader: typeof indexRoute.loader, path: string) {
  const answer = await call(loader, get(path));
  expect(answer.status, path).toBe(200);
  return answer.body as PageBody;
}

// The map shows the first five listings of each district (see browse.server.ts).
const MAP_PREVIEWS = 5;

describe("the /map loader", () => {
  it("ships per-district previews, not the card list, and its total is the count", async () => {
    const body = await page(mapRoute.loader, "/map");
    const total = await countProperties(filtersOf());
    expect(body.total).toBe(total);
    expect(body.properties).toEqual([]);
    expect(body.previews.reduce((sum, preview) => sum + preview.total, 0)).toBe(total);
    const shipped = body.previews.flatMap((preview) => preview.cards);
    expect(shipped.length).toBeLessThan(total);
    for (const preview of body.previews) {
      expect(preview.cards.length).toBe(Math.min(MAP_PREVIEWS, preview.total));
      for (const card of preview.cards) expect(Object.keys(card).sort()).toEqual([...CARD_KEYS].sort());
    }
    expect(body.previews).toEqual(await listDistrictPreviews(filtersOf(), MAP_PREVIEWS));
  });

  it.each<[string, Record<string, unknown>]>([
    ["/map?district=Olaya&sort=price-asc", { district: ["Olaya"], sort: "price-asc" }],
    ["/map?furnished=true&sort=size", { furnished: "true", sort: "size" }],
  ])("%s: total and previews follow the filters and sort", async (path, input) => {
    const filters = filtersOf(input);
    const body = await page(mapRoute.loader, path);
    expect(body.total).toBe(await countProperties(filters));
    expect(body.total).toBeGreaterThan(0);
    expect(body.properties).toEqual([]);
    expect(body.previews).toEqual(await listDistrictPreviews(filters, MAP_PREVIEWS));
    const sort = filters.sort;
    for (const preview of body.previews) {
      const values = preview.cards.map((card: PropertyCardData) => (sort === "size" ? card.size : card.price));
      expect(values).toEqual([...values].sort((a, b) => (sort === "size" ? b - a : a - b)));
    }
  });

  it("the grid page (/) ships one page of cards and no previews, with the same total", async () => {
    const grid = await page(indexRoute.loader, "/");
    const map = await page(mapRoute.loader, "/map");
    expect(grid.total).toBe(map.total);
    expect(grid.previews).toEqual([]);
    expect(grid.properties).toEqual(await listCards(filtersOf(), { limit: PAGE_SIZE, offset: 0 }));
    expect(grid.pageCount).toBe(Math.ceil(grid.total / PAGE_SIZE));
  });
});
