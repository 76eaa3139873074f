import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { districts, properties } from "../../drizzle/schema";
import { DEMO_POINTS } from "../../demo-data/listings";
import * as propertiesApi from "~/routes/api.admin.properties";
import * as propertyApi from "~/routes/api.admin.properties.$id";
import * as publicPropertyApi from "~/routes/api.properties.$id";
import * as newRoute from "~/routes/admin.dashboard._properties.properties.new";
import * as propertyRoute from "~/routes/property.$id";
import type { DatabaseHandle } from "~/services/db.server";
import { listingInput, propertyFormFields } from "../factories";
import { migrationsUpTo, openTarget, type Target } from "./migration-target";
import { call, get, jsonRequest, propertyForm } from "./route-helpers";
import { setupSeededDatabaseWithAdmin } from "./test-database";

// Issue 34, part 1: every listing has its own point.

const ORIGIN = "http://localhost:3000";

describe("migration 0020 on an existing database", () => {
  let target: Target;
  const folders: string[] = [];
  beforeAll(async () => {
    target = await openTarget();
    folders.push(migrationsUpTo("0018_activity_changes"));
    await target.migrate(folders[0]!);
    await target.query(`insert into districts (name, name_ar, slug, latitude, longitude) values
      ('Olaya', 'العليا', 'olaya', 24.6985, 46.6849), ('Al Malqa', 'الملقا', 'al-malqa', 24.808, 46.612)`);
    await target.query(`insert into properties (title, building, address, district, price, size, floors, capacity, description, available_from)
      values ('Old A', 'A', 'A', 'Olaya', 1, 1, 1, 1, 'A', '2027-01-01'), ('Old B', 'B', 'B', 'Al Malqa', 1, 1, 1, 1, 'B', '2027-01-01')`);
    folders.push(migrationsUpTo("0020_listing_location"));
    await target.migrate(folders[1]!);
  }, 60_000);
  afterAll(async () => {
    await target?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("puts every listing at its district's centre", async () => {
    expect(await target.query(`select title, latitude, longitude from properties order by id`)).toEqual([
      { title: "Old A", latitude: 24.6985, longitude: 46.6849 },
      { title: "Old B", latitude: 24.808, longitude: 46.612 },
    ]);
  });

  it("a listing written without a point starts at its district's centre; one with a point keeps it", async () => {
    await target.query(`insert into properties (title, building, address, district, price, size, floors, capacity, description, available_from)
      values ('New', 'N', 'N', 'Al Malqa', 1, 1, 1, 1, 'N', '2027-01-01')`);
    await target.query(`insert into properties (title, building, address, district, price, size, floors, capacity, description, available_from,
      latitude, longitude) values ('Placed', 'P', 'P', 'Al Malqa', 1, 1, 1, 1, 'P', '2027-01-01', 24.81, 46.62)`);
    expect(await target.query(`select title, latitude, longitude from properties where title in ('New', 'Placed') order by id`)).toEqual([
      { title: "New", latitude: 24.808, longitude: 46.612 },
      { title: "Placed", latitude: 24.81, longitude: 46.62 },
    ]);
  });
});

describe("a listing's point through the API, the editor and the page", () => {
  let handle: DatabaseHandle;
  let cookie: string;
  beforeAll(async () => {
    ({ handle, cookie } = await setupSeededDatabaseWithAdmin("location-admin"));
  });
  afterAll(() => handle.close());

  const signedIn = (method: string, path: string, body?: unknown) => jsonRequest(method, path, body, { Cookie: cookie });
  const centreOf = async (name: string) => {
    const [row] = await handle.db
      .select({ latitude: districts.latitude, longitude: districts.longitude })
      .from(districts)
      .where(eq(districts.name, name));
    return row!;
  };
  const pointOf = async (id: number) => {
    const [row] = await handle.db
      .select({ latitude: properties.latitude, longitude: properties.longitude })
      .from(properties)
      .where(eq(properties.id, id));
    return row!;
  };

  it("the demo's Kingdom Centre stands at the tower, not at Olaya's centre, in the API, the page and its JSON-LD", async () => {
    const [row] = await handle.db.select({ id: properties.id }).from(properties).where(eq(properties.building, "Kingdom Centre"));
    const [latitude, longitude] = DEMO_POINTS["Kingdom Centre"]!;
    expect(await centreOf("Olaya")).not.toEqual({ latitude, longitude });

    const api = await call(publicPropertyApi.loader, get(`/api/properties/${row!.id}`), { id: String(row!.id) });
    expect(api.body).toMatchObject({ id: row!.id, latitude, longitude });

    const page = await call(propertyRoute.loader, get(`/property/${row!.id}?lng=ar`), { id: String(row!.id) });
    const body = page.body as { location: unknown; jsonLd: { about?: { geo: unknown } }[] };
    expect(body.location).toEqual({ latitude, longitude });
    // On the office the listing is about (issue 37).
    expect(body.jsonLd[0]!.about!.geo).toEqual({ "@type": "GeoCoordinates", latitude, longitude });
  });

  it("POST without a point starts the listing at its district's centre; with one keeps it; outside Riyadh is a 400 naming both", async () => {
    const plain = await call(propertiesApi.action, signedIn("POST", "/api/admin/properties", listingInput({ district: "Al Malqa" })));
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject(await centreOf("Al Malqa"));

    const placed = await call(
      propertiesApi.action,
      signedIn("POST", "/api/admin/properties", listingInput({ latitude: 24.7632, longitude: 46.6411 })),
    );
    expect(placed.body).toMatchObject({ latitude: 24.7632, longitude: 46.6411 });

    const jeddah = await call(
      propertiesApi.action,
      signedIn("POST", "/api/admin/properties", listingInput({ latitude: 21.54, longitude: 39.17 })),
    );
    expect(jeddah.status).toBe(400);
    expect(JSON.stringify(jeddah.body)).toMatch(/latitude[\s\S]*Riyadh[\s\S]*longitude[\s\S]*Riyadh/i);
  });

  it("PUT keeps the point when none is sent, moves it when one is, and a move to another district takes that district's centre", async () => {
    const created = await call(
      propertiesApi.action,
      signedIn("POST", "/api/admin/properties", listingInput({ latitude: 24.7, longitude: 46.69 })),
    );
    const id = (created.body as { id: number }).id;
    const put = (body: Record<string, unknown>) =>
      call(propertyApi.action, signedIn("PUT", `/api/admin/properties/${id}`, listingInput(body)), { id: String(id) });

    expect((await put({ price: 200000 })).status).toBe(200);
    expect(await pointOf(id)).toEqual({ latitude: 24.7, longitude: 46.69 });
    await put({ latitude: 24.701, longitude: 46.688 });
    expect(await pointOf(id)).toEqual({ latitude: 24.701, longitude: 46.688 });
    await put({ district: "Granada" });
    expect(await pointOf(id)).toEqual(await centreOf("Granada"));
  });

  it("the editor without scripts takes a pasted map link, and names one it cannot read without losing what was typed", async () => {
    const post = (fields: Record<string, string>) =>
      call(
        newRoute.action,
        new Request(`${ORIGIN}/admin/dashboard/properties/new`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: ORIGIN },
          body: propertyForm(propertyFormFields(fields)),
        }),
      );
    const saved = await post({
      title: "Linked office",
      mapLink: "https://www.openstreetmap.org/?mlat=24.78512&mlon=46.72903#map=18/24.78/46.72",
    });
    expect(saved.status).toBe(303);
    const [row] = await handle.db.select({ id: properties.id }).from(properties).where(eq(properties.title, "Linked office"));
    expect(await pointOf(row!.id)).toEqual({ latitude: 24.78512, longitude: 46.72903 });

    const refused = await post({ title: "Short link office", mapLink: "https://maps.app.goo.gl/AbCdEf123" });
    expect(refused).toMatchObject({ status: 400, body: { error: { mapLink: ["admin.errors.mapLink"] } } });
    expect(JSON.stringify(refused.body)).toContain("Short link office");
  });
});
