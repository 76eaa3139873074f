import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers, districts, landmarks, properties, propertyImages } from "../../drizzle/schema";
import { seedOnStart, seedSyntheticListings } from "~/models/seed.server";
import { prepareDatabase } from "~/models/setup.server";
import type { DatabaseHandle } from "~/services/db.server";
import { imageExists } from "~/services/images.server";
import { setupTestDatabase } from "./test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await setupTestDatabase();
});
afterAll(() => handle.close());

const total = async (table: typeof districts | typeof properties | typeof propertyImages | typeof adminUsers) =>
  (await handle.db.select({ value: count() }).from(table))[0]!.value;

describe("seed", () => {
  // Issue 49: a real site's first start shows no made-up offices; the demo is asked for (DEMO_DATA).
  it("without the demo, gives an empty database the districts, the landmarks and the admin, and no listings", async () => {
    await prepareDatabase(handle, false);
    expect(await total(districts)).toBe(25);
    expect((await handle.db.select({ value: count() }).from(landmarks))[0]!.value).toBeGreaterThan(0);
    expect(await total(properties)).toBe(0);
    expect(await total(adminUsers)).toBe(1);
  });

  it("fills an empty database with 25 districts, 40+ listings with 2+ images, and the admin", { timeout: 120_000 }, async () => {
    await prepareDatabase(handle);
    expect(await total(districts)).toBe(25);
    expect(await total(properties)).toBeGreaterThanOrEqual(40);
    expect(await total(adminUsers)).toBe(1);
    const named = await handle.db.select({ name: districts.name }).from(districts);
    expect(named.map((row) => row.name)).toEqual(
      expect.arrayContaining(["Olaya", "Granada", "Al Malqa", "Hittin", "Diplomatic Quarter", "King Abdullah Financial District"]),
    );
    const imageCounts = await handle.db
      .select({ id: properties.id, images: count(propertyImages.id) })
      .from(properties)
      .leftJoin(propertyImages, eq(propertyImages.propertyId, properties.id))
      .groupBy(properties.id);
    expect(imageCounts.filter((row) => row.images < 2)).toEqual([]);
    const [image] = await handle.db.select().from(propertyImages).limit(1);
    expect(await imageExists(image!.imageUrl)).toBe(true);
  });

  it("spreads listings over every district with varied prices, sizes, furnishing and featured ones", async () => {
    const rows = await handle.db.select().from(properties);
    expect(new Set(rows.map((row) => row.district)).size).toBe(25);
    expect(Math.min(...rows.map((row) => row.price))).toBeGreaterThanOrEqual(10_000);
    expect(Math.max(...rows.map((row) => row.price))).toBeLessThanOrEqual(300_000);
    expect(Math.min(...rows.map((row) => row.size))).toBeGreaterThanOrEqual(50);
    expect(Math.max(...rows.map((row) => row.size))).toBeLessThanOrEqual(1_500);
    expect(rows.some((row) => row.furnished) && rows.some((row) => !row.furnished)).toBe(true);
    expect(rows.filter((row) => row.featured).length).toBeGreaterThan(0);
  });

  it("dates the demo listings over the past year, older as the id falls, each confirmed after it was added", async () => {
    const rows = await handle.db
      .select({ id: properties.id, createdAt: properties.createdAt, confirmedAvailableAt: properties.confirmedAvailableAt })
      .from(properties)
      .orderBy(properties.id);
    const now = Date.now();
    const daysAgo = rows.map((row) => (now - row.createdAt.getTime()) / 86_400_000);
    // demoCreatedDaysAgo: 2 to 324 days (less half a day), each listing added after the one before it; the
    // demo advertiser's listing waiting for review was sent in the day before.
    expect(Math.max(...daysAgo)).toBeGreaterThan(300);
    expect(Math.max(...daysAgo)).toBeLessThan(335);
    expect(Math.min(...daysAgo)).toBeGreaterThan(0.4);
    expect(rows.slice(1).every((row, index) => row.createdAt > rows[index]!.createdAt)).toBe(true);
    // Every one of the last 11 months (30-day steps) saw a listing added: the market charts move.
    const months = new Set(daysAgo.map((days) => Math.floor(days / 30)));
    expect([...Array(11).keys()].every((month) => months.has(month))).toBe(true);
    expect(rows.every((row) => row.confirmedAvailableAt >= row.createdAt)).toBe(true);
  });

  it("is idempotent", async () => {
    const before = [await total(districts), await total(properties), await total(propertyImages), await total(adminUsers)];
    await prepareDatabase(handle);
    await seedOnStart(handle.db, true);
    expect([await total(districts), await total(properties), await total(propertyImages), await total(adminUsers)]).toEqual(before);
  });

  it("gives every demo listing its Arabic texts, and translates demo listings of a database seeded before them", async () => {
    const translated = (rows: (typeof properties.$inferSelect)[]) =>
      rows.every((row) => [row.titleAr, row.buildingAr, row.addressAr, row.descriptionAr].every((text) => /[\u0600-\u06FF]/.test(text)));
    expect(translated(await handle.db.select().from(properties))).toBe(true);

    // As a database migrated from before: empty Arabic texts; one listing an admin has since translated.
    await handle.db.update(properties).set({ titleAr: "", buildingAr: "", addressAr: "", descriptionAr: "" });
    const [edited] = await handle.db.select({ id: properties.id }).from(properties).limit(1);
    await handle.db.update(properties).set({ titleAr: "عنوان كتبه المشرف" }).where(eq(properties.id, edited!.id));
    await seedOnStart(handle.db, true);
    const rows = await handle.db.select().from(properties);
    expect(translated(rows.filter((row) => row.id !== edited!.id))).toBe(true);
    expect(rows.find((row) => row.id === edited!.id)).toMatchObject({ titleAr: "عنوان كتبه المشرف", buildingAr: "" });
  });

  it("adds N synthetic listings on request", async () => {
    const before = await total(properties);
    await seedSyntheticListings(handle.db, 120);
    expect(await total(properties)).toBe(before + 120);
    // The planner's statistics were refreshed (ANALYZE counts every row of a table this small), and
    // VACUUM marked every page all-visible, which index-only scans need.
    const [planned] = await handle.db
      .select({ rows: sql<number>`reltuples::int`, pages: sql<number>`relpages`, allVisible: sql<number>`relallvisible` })
      .from(sql`pg_class`)
      .where(sql`relname = 'properties' and relkind = 'r'`);
    expect(planned?.rows).toBe(before + 120);
    expect(planned?.pages).toBeGreaterThan(0);
    expect(planned?.allVisible).toBe(planned?.pages);
    const [admin] = await handle.db.select().from(adminUsers).where(eq(adminUsers.username, "admin"));
    expect(admin!.password).toMatch(/^\$argon2id\$/);
  });
});
