import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { districts, inquiries, properties, propertyImages } from "../../drizzle/schema";
import type { DatabaseHandle } from "~/services/db.server";
import { setupTestDatabase } from "./test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await setupTestDatabase();
});
afterAll(() => handle.close());

const listing = (district: string) => ({
  title: "Corner office",
  building: "Tower A",
  address: "King Fahd Road",
  district,
  price: 120000,
  size: 200,
  floors: 1,
  capacity: 20,
  description: "Bright office.",
  availableFrom: "2027-01-01",
});

describe("schema rules", () => {
  it("applies the spec's defaults", async () => {
    const { db } = handle;
    await db.insert(districts).values({ name: "Defaults", slug: "defaults", latitude: 24.7, longitude: 46.7 });
    const [row] = await db.insert(properties).values(listing("Defaults")).returning();
    expect(row).toMatchObject({ parkingSpaces: 0, type: "Office", furnished: false, amenities: [], featured: false, contactPhone: null });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it("renaming a district carries its listings along", async () => {
    const { db } = handle;
    await db.insert(districts).values({ name: "Old Name", slug: "old-name", latitude: 24.7, longitude: 46.7 });
    const [row] = await db.insert(properties).values(listing("Old Name")).returning();
    await db.update(districts).set({ name: "New Name" }).where(eq(districts.name, "Old Name"));
    const [moved] = await db.select().from(properties).where(eq(properties.id, row!.id));
    expect(moved!.district).toBe("New Name");
  });

  it("refuses to delete a district that listings use, and a listing in an unknown district", async () => {
    const { db } = handle;
    await db.insert(districts).values({ name: "In Use", slug: "in-use", latitude: 24.7, longitude: 46.7 });
    await db.insert(properties).values(listing("In Use"));
    await expect(db.delete(districts).where(eq(districts.name, "In Use"))).rejects.toThrow();
    await expect(db.insert(properties).values(listing("Nowhere"))).rejects.toThrow();
  });

  it("removes images with their property, and refuses to delete one with inquiries", async () => {
    const { db } = handle;
    await db.insert(districts).values({ name: "Cascade", slug: "cascade", latitude: 24.7, longitude: 46.7 });
    const [row] = await db.insert(properties).values(listing("Cascade")).returning();
    await db.insert(propertyImages).values([{ propertyId: row!.id, imageUrl: "/uploads/a.webp" }]);
    await db.insert(inquiries).values({ propertyId: row!.id, name: "A", email: "a@b.co", phone: "1", message: "Hello there" });
    await expect(db.delete(properties).where(eq(properties.id, row!.id))).rejects.toThrow();
    const [messages] = await db.select({ value: count() }).from(inquiries).where(eq(inquiries.propertyId, row!.id));
    expect(messages!.value).toBe(1);
    await db.delete(inquiries).where(eq(inquiries.propertyId, row!.id));
    await db.delete(properties).where(eq(properties.id, row!.id));
    const [images] = await db.select({ value: count() }).from(propertyImages).where(eq(propertyImages.propertyId, row!.id));
    expect(images!.value).toBe(0);
  });

  it("keeps district names and slugs unique", async () => {
    const { db } = handle;
    await db.insert(districts).values({ name: "Unique", slug: "unique", latitude: 1, longitude: 1 });
    await expect(db.insert(districts).values({ name: "Unique", slug: "unique-2", latitude: 2, longitude: 2 })).rejects.toThrow();
    await expect(db.insert(districts).values({ name: "Unique Too", slug: "unique", latitude: 2, longitude: 2 })).rejects.toThrow();
  });
});
