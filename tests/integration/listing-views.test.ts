import { SYSTEM_ACTOR } from "~/models/activity.server";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries, properties, propertyViews } from "../../drizzle/schema";
import { createProperty, deleteProperty } from "~/models/admin-properties.server";
import { PropertyInputSchema } from "~/schemas/property";
import { flushViews, isCountedVisit, pendingViews, recordView, windowStartDay } from "~/models/views.server";
import * as tableRoute from "~/routes/admin.dashboard._properties";
import * as propertyRoute from "~/routes/property.$id";
import { type DatabaseHandle, useDatabase } from "~/services/db.server";
import { addDays, riyadhDate, riyadhDayStart } from "~/utils/format";
import { inquiryInput, listingInput } from "../factories";
import { call, get } from "./route-helpers";
import { setupSeededDatabaseWithAdmin } from "./test-database";

// Issue 16: listing views per listing and Riyadh day, counted in memory and written by one upsert,
// shown in the properties table with the inquiries of the last 30 days and their ratio.
let handle: DatabaseHandle;
let cookie: string;

const BROWSER = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

beforeAll(async () => {
  ({ handle, cookie } = await setupSeededDatabaseWithAdmin("views-desk"));
});
afterAll(() => handle.close());

let made = 0;
async function newListing(overrides: Record<string, unknown> = {}) {
  made += 1;
  return (
    await createProperty(SYSTEM_ACTOR, PropertyInputSchema.parse(listingInput({ title: `Views test ${made} ${Date.now()}`, ...overrides })))
  ).id;
}

async function storedViews(id: number) {
  const rows = await handle.db
    .select({ day: propertyViews.day, views: propertyViews.views })
    .from(propertyViews)
    .where(eq(propertyViews.propertyId, id))
    .orderBy(propertyViews.day);
  return Object.fromEntries(rows.map((row) => [row.day, row.views]));
}

const openPage = (id: number, headers: Record<string, string> = {}) =>
  call(propertyRoute.loader, get(`/property/${id}`, { "User-Agent": BROWSER, ...headers }), { id: String(id) });

describe("which requests count as a view", () => {
  const request = (method: string, headers: Record<string, string>) => new Request("http://localhost/property/1", { method, headers });

  it("counts a browser's GET and nothing else", () => {
    expect(isCountedVisit(request("GET", { "User-Agent": BROWSER }))).toBe(true);
    expect(isCountedVisit(request("HEAD", { "User-Agent": BROWSER }))).toBe(false);
    expect(isCountedVisit(request("GET", { "User-Agent": GOOGLEBOT }))).toBe(false);
    expect(isCountedVisit(request("GET", { "User-Agent": "curl/8.5.0" }))).toBe(false);
    expect(isCountedVisit(request("GET", {}))).toBe(false);
    expect(isCountedVisit(request("GET", { "User-Agent": BROWSER, "Sec-Purpose": "prefetch" }))).toBe(false);
    expect(isCountedVisit(request("GET", { "User-Agent": BROWSER, "Sec-Purpose": "prefetch;prerender" }))).toBe(false);
    expect(isCountedVisit(request("GET", { "User-Agent": BROWSER, Purpose: "prefetch" }))).toBe(false);
  });
});

describe("the listing page counts views", () => {
  it("counts a visitor's views on today's Riyadh day, and only once written", async () => {
    const id = await newListing();
    await flushViews();
    for (let index = 0; index < 3; index++) expect((await openPage(id)).status).toBe(200);
    expect(pendingViews()).toBe(3);
    expect(await storedViews(id)).toEqual({});
    await flushViews();
    expect(pendingViews()).toBe(0);
    expect(await storedViews(id)).toEqual({ [riyadhDate(new Date())]: 3 });
  });

  it("does not count a bot, a prefetch or a signed-in admin, and still shows them the page", async () => {
    const id = await newListing();
    await flushViews();
    expect((await openPage(id, { "User-Agent": GOOGLEBOT })).status).toBe(200);
    expect((await openPage(id, { "Sec-Purpose": "prefetch" })).status).toBe(200);
    expect((await openPage(id, { Cookie: cookie })).status).toBe(200);
    expect(pendingViews()).toBe(0);
    // A stale or forged admin cookie is a visitor like any other.
    expect((await openPage(id, { Cookie: "admin_session=forged" })).status).toBe(200);
    expect(pendingViews()).toBe(1);
    await flushViews();
    expect(await storedViews(id)).toEqual({ [riyadhDate(new Date())]: 1 });
  });

  it("does not count an unpublished or a missing listing", async () => {
    const id = await newListing();
    await handle.db.update(properties).set({ adLicenseExpiresOn: "2020-01-01" }).where(eq(properties.id, id));
    await flushViews();
    expect((await openPage(id)).status).toBe(410);
    expect((await openPage(999_999)).status).toBe(404);
    expect(pendingViews()).toBe(0);
  });

  it("keeps the count out of the page's loader data, so kept pages stay shared", async () => {
    const id = await newListing();
    const first = await openPage(id);
    const second = await openPage(id);
    expect(JSON.stringify(second.body)).toBe(JSON.stringify(first.body));
    await flushViews();
  });
});

describe("writing the counts", () => {
  it("puts a view on the Riyadh calendar day: 21:00 UTC is already the next day", async () => {
    const id = await newListing();
    recordView(id, new Date("2026-11-22T20:59:59Z"));
    recordView(id, new Date("2026-11-22T21:00:00Z"));
    recordView(id, new Date("2026-11-23T20:59:59Z"));
    await flushViews();
    expect(await storedViews(id)).toEqual({ "2026-11-22": 1, "2026-11-23": 2 });
  });

  it("adds to what is stored, as another process's flush does", async () => {
    const id = await newListing();
    // Another process wrote its count for this day first.
    await handle.db.insert(propertyViews).values({ propertyId: id, day: "2026-11-20", views: 40 });
    for (let index = 0; index < 2; index++) recordView(id, new Date("2026-11-20T09:00:00Z"));
    await flushViews();
    recordView(id, new Date("2026-11-20T10:00:00Z"));
    // Two flushes at once write each view once.
    await Promise.all([flushViews(), flushViews()]);
    expect(await storedViews(id)).toEqual({ "2026-11-20": 43 });
  });

  it("skips a listing deleted before the flush and writes the others", async () => {
    const [gone, kept] = [await newListing(), await newListing()];
    recordView(gone, new Date("2026-11-21T09:00:00Z"));
    recordView(kept, new Date("2026-11-21T09:00:00Z"));
    expect(await deleteProperty(SYSTEM_ACTOR, gone)).toEqual({ deleted: true });
    await flushViews();
    expect(pendingViews()).toBe(0);
    expect(await storedViews(kept)).toEqual({ "2026-11-21": 1 });
    const [left] = await handle.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(propertyViews)
      .where(eq(propertyViews.propertyId, gone));
    expect(left!.n).toBe(0);
  });

  it("survives a failed write and keeps the counts for the next flush", async () => {
    const id = await newListing();
    recordView(id, new Date("2026-11-19T09:00:00Z"));
    // The database stops answering for a moment.
    useDatabase({ ...handle, db: { execute: () => Promise.reject(new Error("connection refused")) } as never });
    try {
      await expect(flushViews()).resolves.toBeUndefined();
      expect(pendingViews()).toBe(1);
    } finally {
      useDatabase(handle);
    }
    recordView(id, new Date("2026-11-19T10:00:00Z"));
    await flushViews();
    expect(await storedViews(id)).toEqual({ "2026-11-19": 2 });
  });

  it("keeps a deleted listing's views, with its title", async () => {
    const title = `Deleted but counted ${Date.now()}`;
    const id = await newListing({ title });
    recordView(id, new Date("2026-11-18T09:00:00Z"));
    await flushViews();
    expect(await deleteProperty(SYSTEM_ACTOR, id)).toEqual({ deleted: true });
    expect(await storedViews(id)).toEqual({ "2026-11-18": 1 });
    const [row] = await handle.db
      .select({ title: propertyViews.propertyTitle })
      .from(propertyViews)
      .where(eq(propertyViews.propertyId, id));
    expect(row).toEqual({ title });
  });
});

type TableRow = { id: number; views: number; inquiries: number; rate: number | null };

describe("the properties table's last 30 days", () => {
  const tableRows = async (query: string) => {
    const answer = await call(tableRoute.loader, get(`/admin/dashboard${query}`, { Cookie: cookie }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as { properties: TableRow[] }).properties;
  };

  it("counts views and listing inquiries of the 30 Riyadh days up to today, and their ratio", async () => {
    const title = `Thirty days ${Date.now()}`;
    const id = await newListing({ title });
    const today = riyadhDate(new Date());
    const first = windowStartDay(new Date());
    expect(first).toBe(addDays(today, -29));
    await handle.db.insert(propertyViews).values([
      { propertyId: id, day: today, views: 150 },
      { propertyId: id, day: first, views: 50 },
      // The day before the window does not count.
      { propertyId: id, day: addDays(first, -1), views: 1000 },
    ]);
    const ask = (createdAt: Date) => ({ ...inquiryInput(), propertyId: id, createdAt });
    await handle.db.insert(inquiries).values([
      ask(new Date()),
      ask(riyadhDayStart(first)),
      ask(new Date(riyadhDayStart(first).getTime() + 3_600_000)),
      // A second before the window opens.
      ask(new Date(riyadhDayStart(first).getTime() - 1000)),
    ]);

    const [row] = await tableRows(`?q=${encodeURIComponent(title)}`);
    expect(row).toMatchObject({ id, views: 200, inquiries: 3 });
    expect(row!.rate).toBeCloseTo(3 / 200);
  });

  it("shows zero views and no ratio for a listing nobody looked at, and still counts its inquiries", async () => {
    const title = `Unseen ${Date.now()}`;
    const id = await newListing({ title });
    await handle.db.insert(inquiries).values({ ...inquiryInput(), propertyId: id });
    const [row] = await tableRows(`?q=${encodeURIComponent(title)}`);
    expect(row).toMatchObject({ id, views: 0, inquiries: 1, rate: null });
  });

  it("gives every row of a full page its figures", async () => {
    const rows = await tableRows("");
    expect(rows).toHaveLength(25);
    for (const row of rows) {
      expect(row.views).toBeGreaterThanOrEqual(0);
      expect(row.inquiries).toBeGreaterThanOrEqual(0);
    }
  });
});
