import { SYSTEM_ACTOR } from "~/models/activity.server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries, properties } from "../../drizzle/schema";
import { createProperty } from "~/models/admin-properties.server";
import { upsertAdmin } from "~/models/admins.server";
import { saveMailSettings } from "~/models/outbox.server";
import {
  attentionCounts,
  inquiriesPerWeek,
  medianPricePerSqmPerDistrict,
  publishedListingsPerDistrict,
  topListingsByInquiries,
  weekStart,
} from "~/models/overview.server";
import { seedDistricts } from "~/models/seed.server";
import * as overviewRoute from "~/routes/admin.dashboard.overview";
import { PropertyInputSchema } from "~/schemas/property";
import { startSession } from "~/services/auth.server";
import type { DatabaseHandle } from "~/services/db.server";
import { adminCredentials, inquiryInput, listingInput } from "../factories";
import { call, get } from "./route-helpers";
import { setupTestDatabase } from "./test-database";

// Issue 16's overview: each figure against known listings and inquiries in a database of its own.
let handle: DatabaseHandle;
const ids: Record<string, number> = {};

// A Wednesday in Riyadh: its week began on Sunday 22 November 2026 (21 November, 21:00 UTC).
const NOW = new Date("2026-11-25T10:00:00Z");

async function listing(key: string, district: string, price: number, size: number, published = true) {
  const { id } = await createProperty(
    SYSTEM_ACTOR,
    PropertyInputSchema.parse(listingInput({ title: `Overview ${key}`, district, price, size })),
  );
  if (!published) await handle.db.update(properties).set({ adLicenseExpiresOn: "2020-01-01" }).where(eq(properties.id, id));
  ids[key] = id;
}

const listingInquiry = (key: string, at: string, status: "new" | "contacted" | "viewing" | "won" | "lost" = "new") => ({
  ...inquiryInput(),
  propertyId: ids[key]!,
  createdAt: new Date(at),
  status,
});
const generalMessage = (at: string) => ({ ...inquiryInput(), kind: "general" as const, subject: "Hello", createdAt: new Date(at) });

beforeAll(async () => {
  handle = await setupTestDatabase();
  await seedDistricts(handle.db);
  // Olaya: 1,000, 2,000 and 3,000 SAR per sqm published (median 2,000) and a cheap unpublished one.
  await listing("olaya1", "Olaya", 100_000, 100);
  await listing("olaya2", "Olaya", 200_000, 100);
  await listing("olaya3", "Olaya", 330_000, 110);
  await listing("olayaGone", "Olaya", 10_000, 100, false);
  // Hittin: 1,000 and 2,000 (median 1,500, between the two).
  await listing("hittin1", "Hittin", 100_000, 100);
  await listing("hittin2", "Hittin", 400_000, 200);
  await listing("malqa", "Al Malqa", 123_400, 100);

  await handle.db.insert(inquiries).values([
    // The current week starts at Sunday 00:00 in Riyadh.
    listingInquiry("olaya1", "2026-11-21T21:00:00Z", "new"),
    listingInquiry("olaya1", "2026-11-25T09:00:00Z", "viewing"),
    // Saturday 23:59:59 in Riyadh: the week before.
    listingInquiry("olaya2", "2026-11-21T20:59:59Z", "won"),
    // The first of the 12 weeks begins on Sunday 6 September, 00:00 in Riyadh ...
    listingInquiry("hittin1", "2026-09-05T21:00:00Z", "contacted"),
    // ... and a second earlier is outside.
    listingInquiry("hittin1", "2026-09-05T20:59:59Z", "lost"),
    // A general message (Thursday 1 October) counts in the weeks, not for a listing.
    generalMessage("2026-10-01T09:00:00Z"),
    // The 30-day window (27 October to 25 November in Riyadh) for the top listings.
    listingInquiry("malqa", "2026-10-26T21:00:00Z", "lost"),
    listingInquiry("malqa", "2026-10-26T20:59:59Z", "lost"),
    listingInquiry("hittin2", "2026-10-26T20:59:59Z", "lost"),
    generalMessage("2026-11-24T09:00:00Z"),
  ]);
});
afterAll(() => handle.close());

describe("inquiries per week", () => {
  it("starts weeks on Sunday in Riyadh", () => {
    expect(weekStart("2026-11-22")).toBe("2026-11-22");
    expect(weekStart("2026-11-25")).toBe("2026-11-22");
    expect(weekStart("2026-11-28")).toBe("2026-11-22");
    expect(weekStart("2026-11-29")).toBe("2026-11-29");
  });

  it("gives 12 weeks, oldest first, weeks without inquiries as zeros, counted by status on Riyadh days", async () => {
    const weeks = await inquiriesPerWeek(NOW);
    expect(weeks.map((week) => week.week)).toEqual([
      "2026-09-06",
      "2026-09-13",
      "2026-09-20",
      "2026-09-27",
      "2026-10-04",
      "2026-10-11",
      "2026-10-18",
      "2026-10-25",
      "2026-11-01",
      "2026-11-08",
      "2026-11-15",
      "2026-11-22",
    ]);
    const zero = { new: 0, contacted: 0, viewing: 0, won: 0, lost: 0 };
    expect(weeks[0]!.counts).toEqual({ ...zero, contacted: 1 });
    expect(weeks[3]!.counts).toEqual({ ...zero, new: 1 });
    expect(weeks[7]!.counts).toEqual({ ...zero, lost: 3 });
    expect(weeks[10]!.counts).toEqual({ ...zero, won: 1 });
    expect(weeks[11]!.counts).toEqual({ ...zero, new: 2, viewing: 1 });
    for (const index of [1, 2, 4, 5, 6, 8, 9]) expect(weeks[index]!.counts, weeks[index]!.week).toEqual(zero);
  });
});

describe("districts", () => {
  it("counts published listings per district, most first, at most the limit", async () => {
    expect(await publishedListingsPerDistrict()).toEqual([
      { district: "Olaya", districtAr: "العليا", listings: 3 },
      { district: "Hittin", districtAr: "حطين", listings: 2 },
      { district: "Al Malqa", districtAr: "الملقا", listings: 1 },
    ]);
    expect((await publishedListingsPerDistrict(2)).map((row) => row.district)).toEqual(["Olaya", "Hittin"]);
  });

  it("gives each district's median yearly rent per sqm of its published listings, dearest first", async () => {
    expect((await medianPricePerSqmPerDistrict()).map(({ district, median, listings }) => ({ district, median, listings }))).toEqual([
      { district: "Olaya", median: 2000, listings: 3 },
      { district: "Hittin", median: 1500, listings: 2 },
      { district: "Al Malqa", median: 1234, listings: 1 },
    ]);
  });
});

describe("top listings by inquiries", () => {
  it("counts listing inquiries of the 30 Riyadh days up to today, most first", async () => {
    const top = await topListingsByInquiries(NOW);
    expect(top.map(({ id, inquiries: count }) => ({ id, count }))).toEqual([
      { id: ids.olaya1, count: 2 },
      // Ties in id order.
      { id: ids.olaya2, count: 1 },
      { id: ids.malqa, count: 1 },
    ]);
    expect(top[0]).toMatchObject({ title: "Overview olaya1" });
    expect(await topListingsByInquiries(NOW, 1)).toHaveLength(1);
  });

  it("is empty when no listing was asked about in the window", async () => {
    expect(await topListingsByInquiries(new Date("2027-06-01T12:00:00Z"))).toEqual([]);
  });
});

describe("the overview page", () => {
  it("counts what needs attention as the properties tab does", async () => {
    expect(await attentionCounts()).toMatchObject({ expired: 1, unpublished: 1 });
  });

  it("asks for a sign-in, and gives an admin every figure", async () => {
    const signedOut = await call(overviewRoute.loader, get("/admin/dashboard/overview"));
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toContain("/admin/login");

    const { username, password } = adminCredentials("overview-desk");
    const cookie = (await startSession(await upsertAdmin(username, password))).split(";")[0]!;
    const answer = await call(overviewRoute.loader, get("/admin/dashboard/overview", { Cookie: cookie }));
    expect(answer.status).toBe(200);
    const body = answer.body as Record<string, unknown[]> & { attention: Record<string, number> };
    expect(body.weeks).toHaveLength(12);
    expect(body.perDistrict).toHaveLength(3);
    expect(body.medians).toHaveLength(3);
    expect(body.attention).toMatchObject({ expired: 1 });
  });

  it("says when new inquiries reach nobody: mails asked for, no address given (issue 50)", async () => {
    const { username, password } = adminCredentials("overview-unannounced");
    const admin = await upsertAdmin(username, password);
    const cookie = (await startSession(admin)).split(";")[0]!;
    const unannounced = async () =>
      ((await call(overviewRoute.loader, get("/admin/dashboard/overview", { Cookie: cookie }))).body as { unannounced: boolean })
        .unannounced;
    // A new admin has no address and keeps the default: a mail for each inquiry.
    expect(await unannounced()).toBe(true);
    await saveMailSettings(admin.id, { email: "desk@office.test", notifyInquiries: true, language: "ar" });
    expect(await unannounced()).toBe(false);
    await saveMailSettings(admin.id, { email: null, notifyInquiries: false, language: "ar" });
    expect(await unannounced()).toBe(false);
  });
});
