import { eq, inArray, sql } from "drizzle-orm";
import { SYSTEM_ACTOR } from "~/models/activity.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataVersion, districts, properties, propertyImages } from "../../drizzle/schema";
import { createProperty, deleteProperty, updateProperty } from "~/models/admin-properties.server";
import { createDistrict } from "~/models/admin-districts.server";
import type { BrowseData } from "~/models/browse.server";
import { countProperties } from "~/models/properties.server";
import { insertListings, seedDistricts } from "~/models/seed.server";
import { DEMO_LISTINGS } from "../../demo-data/listings";
import * as districtsApi from "~/routes/api.districts";
import * as indexRoute from "~/routes/_index";
import * as mapRoute from "~/routes/map";
import * as propertyRoute from "~/routes/property.$id";
import { PropertyFiltersSchema } from "~/schemas/filters";
import { PropertyInputSchema } from "~/schemas/property";
import { type DatabaseHandle, useDatabase } from "~/services/db.server";
import { setClockForTests } from "~/services/clock.server";
import { cachedRead } from "~/services/read-cache.server";
import { call, get } from "./route-helpers";
import { setupTestDatabase } from "./test-database";

// Entries last within the minute of the read clock: it stands still in the middle of this minute, so no
// minute turns between two reads unless a test turns it.
const MINUTE_MS = 60_000;
const thisMinute = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

let handle: DatabaseHandle;
beforeAll(async () => {
  setClockForTests(thisMinute + 30_000);
  handle = await setupTestDatabase();
  await seedDistricts(handle.db);
  await insertListings(handle.db, DEMO_LISTINGS);
});
afterAll(async () => {
  setClockForTests(null);
  await handle.close();
});

const version = async (db = handle.db) =>
  (await db.select({ version: dataVersion.version }).from(dataVersion).where(eq(dataVersion.id, 1)))[0]!.version;

/** A read function that counts its runs and answers a fresh object each time. */
function counted<T>(value: () => Promise<T> | T = () => undefined as T) {
  const read = async () => {
    read.runs += 1;
    return { run: read.runs, value: await value() };
  };
  read.runs = 0;
  return read;
}

/** A counted read that finishes only when `release()` is called. */
function gatedRead() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { read: counted(() => gate), release: () => release() };
}

let keys = 0;
const freshKey = (label: string) => `test:${label}:${++keys}`;

const anyDistrict = async () => (await handle.db.select({ name: districts.name }).from(districts).limit(1))[0]!.name;
const anyPropertyId = async () => (await handle.db.select({ id: properties.id }).from(properties).limit(1))[0]!.id;

const listingRow = (district: string, title: string) => {
  const { imageVariants: _images, ...fields } = { ...DEMO_LISTINGS[0]!, district, title };
  return fields;
};

describe("cachedRead", () => {
  it("answers the kept value while nothing changes, without running the read again", async () => {
    const key = freshKey("stable");
    const read = counted(() => countProperties(PropertyFiltersSchema.parse({})));
    const first = await cachedRead(key, read);
    const second = await cachedRead(key, read);
    const third = await cachedRead(key, read);
    expect(read.runs).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(first.value).toBe(DEMO_LISTINGS.length);
    // Another key is another read.
    const other = counted();
    await cachedRead(freshKey("stable-other"), other);
    expect(other.runs).toBe(1);
    expect(read.runs).toBe(1);
  });

  it("reads again once the minute turns, and keeps the new value for that minute", async () => {
    const key = freshKey("minute");
    const read = counted();
    try {
      setClockForTests(thisMinute + 59_900);
      await cachedRead(key, read);
      await cachedRead(key, read);
      expect(read.runs, "the last moment of a minute still shares its read").toBe(1);
      setClockForTests(thisMinute + MINUTE_MS);
      expect((await cachedRead(key, read)).run, "the next minute reads again").toBe(2);
      setClockForTests(thisMinute + MINUTE_MS + 59_900);
      expect((await cachedRead(key, read)).run).toBe(2);
    } finally {
      setClockForTests(thisMinute + 30_000);
    }
  });

  it("shares one read between concurrent misses on a key", async () => {
    const key = freshKey("concurrent");
    const { read, release } = gatedRead();
    const pending = Promise.all([cachedRead(key, read), cachedRead(key, read), cachedRead(key, read)]);
    // Let every caller pass its version check before the read finishes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const results = await pending;
    expect(read.runs).toBe(1);
    expect(results[1]).toBe(results[0]);
    expect(results[2]).toBe(results[0]);
  });

  it("does not keep a failed read", async () => {
    const key = freshKey("failure");
    let fail = true;
    const read = counted(() => {
      if (fail) throw new Error("database hiccup");
      return "ok";
    });
    await expect(cachedRead(key, read)).rejects.toThrow("database hiccup");
    fail = false;
    expect((await cachedRead(key, read)).value).toBe("ok");
    expect(read.runs).toBe(2);
    // The good value is kept from then on.
    expect((await cachedRead(key, read)).run).toBe(2);
    expect(read.runs).toBe(2);
  });

  it("does not serve a value read before a change that happened during the read", async () => {
    const key = freshKey("racing-change");
    const { read, release } = gatedRead();
    const pending = cachedRead(key, read);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await handle.db
      .update(properties)
      .set({ featured: sql`${properties.featured}` })
      .where(eq(properties.id, await anyPropertyId()));
    release();
    await pending;
    await cachedRead(key, read);
    expect(read.runs).toBe(2);
  });

  it("keeps a bounded number of entries, the most recently used surviving", async () => {
    // The clock stands still: a re-read can only mean the entry was let go.
    const kept = freshKey("lru-kept");
    const dropped = freshKey("lru-dropped");
    const keptRead = counted();
    const droppedRead = counted();
    await cachedRead(dropped, droppedRead);
    await cachedRead(kept, keptRead);
    const filler = counted();
    for (let i = 0; i < 1_000; i++) {
      await cachedRead(freshKey("lru-filler"), filler);
      if (i % 50 === 0) await cachedRead(kept, keptRead);
    }
    expect(filler.runs).toBe(1_000);
    await cachedRead(kept, keptRead);
    await cachedRead(dropped, droppedRead);
    expect(keptRead.runs, "an entry in constant use stays").toBe(1);
    expect(droppedRead.runs, "the oldest unused entry was let go").toBe(2);
  });

  it("weighs text results by length: a few very large ones push out the oldest", async () => {
    // 12 M characters each: three of them exceed the cache's 32 M characters, so the first goes.
    let runs = 0;
    const large = (fill: string) => () => {
      runs += 1;
      return Promise.resolve(fill.repeat(12 * 1024 * 1024));
    };
    const [first, second, third] = [freshKey("large-1"), freshKey("large-2"), freshKey("large-3")];
    await cachedRead(first, large("a"));
    await cachedRead(second, large("b"));
    await cachedRead(third, large("c"));
    expect(runs).toBe(3);
    await cachedRead(third, large("c"));
    expect(runs, "the newest large text is kept").toBe(3);
    expect((await cachedRead(first, large("a"))).length).toBe(12 * 1024 * 1024);
    expect(runs, "the oldest large text was let go").toBe(4);
  });

  it("keeps each database's entries apart", async () => {
    const key = freshKey("per-database");
    const second = await setupTestDatabase();
    try {
      useDatabase(handle);
      const readFirst = counted(() => "first");
      expect((await cachedRead(key, readFirst)).value).toBe("first");

      // Same version number in both databases, so only keeping them apart tells the entries apart.
      await second.db
        .update(dataVersion)
        .set({ version: await version() })
        .where(eq(dataVersion.id, 1));
      expect(await version(second.db)).toBe(await version());

      useDatabase(second);
      const readSecond = counted(() => "second");
      expect((await cachedRead(key, readSecond)).value).toBe("second");
      expect((await cachedRead(key, readSecond)).value).toBe("second");
      expect(readSecond.runs).toBe(1);

      useDatabase(handle);
      expect((await cachedRead(key, readFirst)).value).toBe("first");
      expect(readFirst.runs).toBe(1);
    } finally {
      useDatabase(handle);
      await second.close();
    }
  });
});

describe("data_version", () => {
  it("is not raised by reads", async () => {
    const before = await version();
    await handle.db.select().from(properties).limit(5);
    await handle.db.select().from(propertyImages).limit(5);
    await handle.db.select().from(districts).limit(5);
    expect(await version()).toBe(before);
  });

  // Each statement raises the version by exactly one (statement triggers, however many rows), and a read
  // cached before it is read again after it. Deleting listings is two: ON DELETE CASCADE runs a delete
  // on property_images too (once for the statement, whether or not there were images).
  const changes: [string, () => Promise<unknown>, number?][] = [
    [
      "insert of two listings in one statement",
      async () => {
        const district = await anyDistrict();
        await handle.db.insert(properties).values([listingRow(district, "Version test A"), listingRow(district, "Version test B")]);
      },
    ],
    ["update of many listings in one statement", () => handle.db.update(properties).set({ contactPhone: sql`${properties.contactPhone}` })],
    [
      "delete of two listings without images in one statement",
      () => handle.db.delete(properties).where(inArray(properties.title, ["Version test A", "Version test B"])),
      2,
    ],
    [
      "insert of two images in one statement",
      async () => {
        const propertyId = await anyPropertyId();
        await handle.db.insert(propertyImages).values([
          { propertyId, imageUrl: "/uploads/version-test-1.webp", orderIndex: 90 },
          { propertyId, imageUrl: "/uploads/version-test-2.webp", orderIndex: 91 },
        ]);
      },
    ],
    [
      "update of images",
      () => handle.db.update(propertyImages).set({ orderIndex: 92 }).where(eq(propertyImages.imageUrl, "/uploads/version-test-2.webp")),
    ],
    ["delete of images", () => handle.db.delete(propertyImages).where(inArray(propertyImages.orderIndex, [90, 92]))],
    [
      "insert of a district",
      () =>
        handle.db
          .insert(districts)
          .values({ name: "Version Test District", slug: "version-test-district", latitude: 24.5, longitude: 46.5 }),
    ],
    [
      "update of a district's coordinates",
      () => handle.db.update(districts).set({ latitude: 24.6 }).where(eq(districts.name, "Version Test District")),
    ],
    ["delete of a district", () => handle.db.delete(districts).where(eq(districts.name, "Version Test District"))],
  ];

  it.each(changes)("%s raises it (by one per statement) and makes cached reads read again", async (_label, change, statements = 1) => {
    const key = freshKey("change");
    const read = counted();
    await cachedRead(key, read);
    await cachedRead(key, read);
    expect(read.runs).toBe(1);
    const before = await version();
    await change();
    expect(await version()).toBe(before + statements);
    await cachedRead(key, read);
    expect(read.runs).toBe(2);
    await cachedRead(key, read);
    expect(read.runs).toBe(2);
  });

  it("is raised by TRUNCATE too", async () => {
    const before = await version();
    let inside = before;
    class Rollback extends Error {}
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`truncate property_images`);
        inside = (await tx.select({ version: dataVersion.version }).from(dataVersion))[0]!.version;
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(inside).toBe(before + 1);
    expect(await version(), "rolled back with the truncate").toBe(before);
  });

  it("is raised when deleting a listing removes its images (cascade)", async () => {
    const district = await anyDistrict();
    const [row] = await handle.db.insert(properties).values(listingRow(district, "Cascade test")).returning({ id: properties.id });
    await handle.db.insert(propertyImages).values({ propertyId: row!.id, imageUrl: "/uploads/cascade-test.webp", orderIndex: 0 });
    const before = await version();
    await handle.db.delete(properties).where(eq(properties.id, row!.id));
    expect(await version()).toBeGreaterThan(before);
  });
});

// ---- through the route loaders -------------------------------------------------------------

const listingInput = (overrides: Record<string, unknown> = {}) =>
  PropertyInputSchema.parse({
    title: "Cache Tower Suite",
    titleAr: "جناح برج الذاكرة",
    building: "Cache Tower",
    address: "King Fahd Road, Riyadh",
    addressAr: "طريق الملك فهد، الرياض",
    descriptionAr: "مكتب للاختبار.",
    district: "Olaya",
    price: 123_000,
    size: 321,
    floors: 3,
    capacity: 40,
    parkingSpaces: 4,
    type: "Office",
    furnished: true,
    featured: true,
    amenities: ["Parking"],
    description: "A listing created by the read cache test.",
    availableFrom: "2027-01-15",
    contactPhone: null,
    adLicenseNumber: "7100654321",
    adLicenseExpiresOn: "2099-12-31",
    advertiserName: "Cache Tower Management",
    ...overrides,
  });

type PageBody = BrowseData & { title: string };
const browse = async (path: string) => {
  const answer = await call(path.startsWith("/map") ? mapRoute.loader : indexRoute.loader, get(path));
  expect(answer.status, path).toBe(200);
  return answer.body as PageBody;
};
const propertyPage = (id: number) => call(propertyRoute.loader, get(`/property/${id}`), { id: String(id) });

describe("pages see admin changes at once", () => {
  it("GET / is served from the cache while nothing changes", async () => {
    const first = await browse("/");
    const second = await browse("/");
    // The same kept result: the cards array is the very same object.
    expect(second.properties).toBe(first.properties);
    expect(second.total).toBe(first.total);
  });

  it("GET /, /?district= and /map count a created listing, and it heads the featured sort", async () => {
    const before = await browse("/");
    const beforeOlaya = await browse("/?district=Olaya");
    const beforeMap = await browse("/map");
    const created = await createProperty(SYSTEM_ACTOR, listingInput());

    const after = await browse("/");
    expect(after.total).toBe(before.total + 1);
    expect(after.total).toBe(await countProperties(PropertyFiltersSchema.parse({})));
    // Featured and newest: first on the first page.
    expect(after.properties[0]).toMatchObject({ id: created.id, title: "Cache Tower Suite" });
    expect((await browse("/?district=Olaya")).total).toBe(beforeOlaya.total + 1);
    const olayaPreview = (page: PageBody) => page.previews.find((preview) => preview.district === "Olaya")?.total ?? 0;
    const afterMap = await browse("/map");
    expect(afterMap.total).toBe(beforeMap.total + 1);
    expect(olayaPreview(afterMap)).toBe(olayaPreview(beforeMap) + 1);
  });

  it("an edited listing shows its new title on its page and in the browse cards", async () => {
    const created = await createProperty(SYSTEM_ACTOR, listingInput({ title: "Before Edit Suite" }));
    const page = await propertyPage(created.id);
    expect(page.body).toMatchObject({ property: { title: "Before Edit Suite" } });
    await browse("/");

    await updateProperty(SYSTEM_ACTOR, created.id, listingInput({ title: "After Edit Suite" }));
    expect((await propertyPage(created.id)).body).toMatchObject({ property: { title: "After Edit Suite" } });
    const cards = (await browse("/")).properties;
    expect(cards.find((card) => card.id === created.id)?.title).toBe("After Edit Suite");
    expect(cards.some((card) => card.title === "Before Edit Suite")).toBe(false);
  });

  it("a deleted listing is gone from / and its page answers 404", async () => {
    const created = await createProperty(SYSTEM_ACTOR, listingInput({ title: "Soon Deleted Suite" }));
    expect((await propertyPage(created.id)).status).toBe(200);
    const before = await browse("/");
    expect(before.properties.some((card) => card.id === created.id)).toBe(true);

    expect(await deleteProperty(SYSTEM_ACTOR, created.id)).toEqual({ deleted: true });
    const after = await browse("/");
    expect(after.total).toBe(before.total - 1);
    expect(after.properties.some((card) => card.id === created.id)).toBe(false);
    expect((await propertyPage(created.id)).status).toBe(404);
  });

  it("a listing changed outside the app (a plain UPDATE) shows at once", async () => {
    const created = await createProperty(SYSTEM_ACTOR, listingInput({ title: "Outside Edit Suite" }));
    expect((await propertyPage(created.id)).body).toMatchObject({ property: { price: 123_000 } });
    await handle.db.execute(sql`update properties set price = 99000 where id = ${created.id}`);
    expect((await propertyPage(created.id)).body).toMatchObject({ property: { price: 99_000 } });
  });

  it("a moved listing reaches the property page, and a new district reaches /api/districts", async () => {
    // Issue 34: a listing stands at its own point (its district's centre when written without one).
    const created = await createProperty(SYSTEM_ACTOR, listingInput({ title: "Located Suite", district: "Hittin" }));
    const [hittin] = await handle.db.select().from(districts).where(eq(districts.name, "Hittin"));
    expect((await propertyPage(created.id)).body).toMatchObject({ location: { latitude: hittin!.latitude, longitude: hittin!.longitude } });
    await updateProperty(
      SYSTEM_ACTOR,
      created.id,
      listingInput({ title: "Located Suite", district: "Hittin", latitude: 24.8, longitude: 46.6 }),
    );
    expect((await propertyPage(created.id)).body).toMatchObject({ location: { latitude: 24.8, longitude: 46.6 } });

    const namesOf = async () => ((await call(districtsApi.loader, get("/api/districts"))).body as { name: string }[]).map((d) => d.name);
    expect(await namesOf()).not.toContain("Cache Test Quarter");
    expect(
      (await createDistrict(SYSTEM_ACTOR, { name: "Cache Test Quarter", nameAr: "حي Cache Test Quarter", latitude: 24.7, longitude: 46.7 }))
        .status,
    ).toBe("saved");
    expect(await namesOf()).toContain("Cache Test Quarter");
  });
});
