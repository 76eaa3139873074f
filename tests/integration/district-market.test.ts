// Issue 38: a district's market figures against values worked out by hand, through the model, the API
// (checked against the OpenAPI document by call()) and the district page's JSON-LD.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../drizzle/schema";
import { SYSTEM_ACTOR } from "~/models/activity.server";
import { createDistrict } from "~/models/admin-districts.server";
import { createProperty } from "~/models/admin-properties.server";
import { monthStart } from "~/models/district-market.server";
import * as marketRoute from "~/routes/api.districts.$slug.market";
import * as districtRoute from "~/routes/districts.$slug";
import { PropertyInputSchema } from "~/schemas/property";
import type { DatabaseHandle } from "~/services/db.server";
import { readClock } from "~/services/clock.server";
import { riyadhDate, riyadhDayStart } from "~/utils/format";
import { listingInput } from "../factories";
import { call, get } from "./route-helpers";
import { setupTestDatabase } from "./test-database";

// Months counted from the current Riyadh month (0; -1 the one before); an instant `days` days into one.
const today = riyadhDate(readClock());
const month = (offset: number) => monthStart(today, -offset).slice(0, 7);
const into = (offset: number, days: number) => new Date(riyadhDayStart(monthStart(today, -offset)).getTime() + days * 86_400_000);
const DAY_MS = 86_400_000;

// Published now, rent per m² 500, 600, 700, 1000, sizes 100 to 400 m²:
//   percentile_cont(0.25) of 500, 600, 700, 1000 = 500 + 0.75 × 100 = 575; median 650; 0.75 → 700 + 0.25 × 300 = 775;
//   sizes 100, 200, 300, 400 → 175, 250, 325.
// History (live in a month = created before it ended, publication ending after it began):
//   A created 2 days into month -11, live since; F (800 m², 500/m²) created then, publication ended 10 days
//   into month -6; B created in month -5; D in month -3; C at the start of this month. E is a draft: never.
const LISTINGS = [
  { title: "A", size: 100, price: 50_000, created: into(-11, 2) },
  { title: "B", size: 200, price: 120_000, created: into(-5, 5) },
  { title: "C", size: 300, price: 210_000, created: into(0, 0) },
  { title: "D", size: 400, price: 400_000, created: into(-3, 5) },
  { title: "F", size: 800, price: 400_000, created: into(-11, 2), ended: into(-6, 10) },
  { title: "E", size: 100, price: 10_000, created: into(-11, 2), lifecycle: "draft" },
];
// Month by month: -11..-6: A, F; -5, -4: A, B; -3..-1: A, B, D; 0: A, B, C, D.
const row = (listings: number, medianPricePerSqm: number, medianSize: number) => ({ listings, medianPricePerSqm, medianSize });
const MONTHS = [
  ...Array.from({ length: 6 }, () => row(2, 500, 450)),
  ...Array.from({ length: 2 }, () => row(2, 550, 150)),
  ...Array.from({ length: 3 }, () => row(3, 600, 200)),
  row(4, 650, 250),
].map((figures, index) => ({ month: month(index - 11), ...figures }));

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await setupTestDatabase();
  await createDistrict(SYSTEM_ACTOR, { name: "Market Quarter", nameAr: "حي السوق", latitude: 24.7, longitude: 46.7 });
  await createDistrict(SYSTEM_ACTOR, { name: "Empty Quarter", nameAr: "الربع الخالي", latitude: 24.6, longitude: 46.6 });
  for (const listing of LISTINGS) {
    const input = listingInput({
      title: listing.title,
      district: "Market Quarter",
      size: listing.size,
      price: listing.price,
      lifecycle: listing.lifecycle,
    });
    const { id } = await createProperty(SYSTEM_ACTOR, PropertyInputSchema.parse(input));
    // Publication ends 90 days after the last confirmation (the licence runs to 2099).
    const confirmed = listing.ended ? new Date(listing.ended.getTime() - 90 * DAY_MS) : new Date();
    await handle.db.update(properties).set({ createdAt: listing.created, confirmedAvailableAt: confirmed }).where(eq(properties.id, id));
  }
});
afterAll(() => handle.close());

const EXPECTED = {
  district: "market-quarter",
  listings: 4,
  pricePerSqm: { min: 500, q1: 575, median: 650, q3: 775, max: 1000 },
  size: { q1: 175, median: 250, q3: 325 },
  price: { min: 50_000, max: 400_000 },
  months: MONTHS,
};

describe("a district's market figures", () => {
  it("GET /api/districts/{slug}/market gives every figure as worked out by hand", async () => {
    const answer = await call(marketRoute.loader, get("/api/districts/market-quarter/market"), { slug: "market-quarter" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(EXPECTED);
  });

  it("a district without listings has its count, nulls and twelve empty months; an unknown one is 404", async () => {
    const empty = await call(marketRoute.loader, get("/api/districts/empty-quarter/market"), { slug: "empty-quarter" });
    expect(empty.body).toMatchObject({ listings: 0, pricePerSqm: { median: null, min: null }, size: { median: null } });
    expect((empty.body as { months: { listings: number; medianPricePerSqm: null }[] }).months).toEqual(
      MONTHS.map(({ month }) => ({ month, listings: 0, medianPricePerSqm: null, medianSize: null })),
    );
    const unknown = await call(marketRoute.loader, get("/api/districts/atlantis/market"), { slug: "atlantis" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: "District not found" });
  });

  it("the district page carries the figures and describes them in JSON-LD; a change is seen at once", async () => {
    const page = await call(districtRoute.loader, get("/districts/market-quarter"), { slug: "market-quarter" });
    const body = page.body as { market: unknown; jsonLd: { "@type": string; additionalProperty?: unknown }[] };
    expect(body.market).toEqual({ ...EXPECTED, district: undefined });
    expect(body.jsonLd.find((item) => item["@type"] === "Place")?.additionalProperty).toEqual([
      { "@type": "PropertyValue", name: "Offices on offer", value: 4 },
      { "@type": "PropertyValue", name: "Median price per sqm", value: 650, unitText: "SAR per m² per year" },
      { "@type": "PropertyValue", name: "Rent per sqm, lowest to highest", minValue: 500, maxValue: 1000, unitText: "SAR per m² per year" },
      { "@type": "PropertyValue", name: "Typical size (median)", value: 250, unitCode: "MTK" },
    ]);
    // D at 500/m² instead of 1000: the read cache follows the data version, so the next read has it.
    await handle.db
      .update(properties)
      .set({ price: sql`200000` })
      .where(eq(properties.title, "D"));
    const after = await call(marketRoute.loader, get("/api/districts/market-quarter/market"), { slug: "market-quarter" });
    expect((after.body as typeof EXPECTED).pricePerSqm).toEqual({ min: 500, q1: 500, median: 550, q3: 625, max: 700 });
  });
});
