import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../drizzle/schema";
import * as csvRoute from "~/routes/admin.dashboard.properties[.]csv";
import * as editRoute from "~/routes/admin.dashboard._properties.properties.$id.edit";
import * as newRoute from "~/routes/admin.dashboard._properties.properties.new";
import * as propertiesApi from "~/routes/api.admin.properties";
import * as propertyApi from "~/routes/api.admin.properties.$id";
import * as publicPropertyApi from "~/routes/api.properties.$id";
import * as compareRoute from "~/routes/compare";
import * as propertyRoute from "~/routes/property.$id";
import type { DatabaseHandle } from "~/services/db.server";
import { listingInput, propertyFormFields } from "../factories";
import { MIGRATIONS, migrationsUpTo, openTarget } from "./migration-target";
import { call, get, jsonRequest, propertyForm } from "./route-helpers";
import { setupSeededDatabaseWithAdmin } from "./test-database";

// Issue 38's new facts on a listing: through the admin API and the dashboard form, on the public API, the
// listing page (and its JSON-LD), the compare table and the CSV export; and migration 0021 on old rows.
const ORIGIN = "http://localhost:3000";
let handle: DatabaseHandle;
let cookie: string;

beforeAll(async () => {
  ({ handle, cookie } = await setupSeededDatabaseWithAdmin("office-facts"));
});
afterAll(() => handle.close());

const SPACE = {
  fitOut: "cat_b",
  floor: 12,
  floors: 30,
  ceilingHeight: 2.85,
  workstations: 24,
  meetingRooms: 2,
  pantry: true,
  privateWashroom: false,
};
const stored = async (id: number) => (await handle.db.select().from(properties).where(eq(properties.id, id)))[0]!;
const api = (method: string, path: string, body?: unknown) => jsonRequest(method, path, body, { Cookie: cookie });
const form = (path: string, fields: Record<string, string | string[]>) =>
  new Request(`${ORIGIN}${path}`, { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN }, body: propertyForm(fields) });

async function createViaApi(overrides: Record<string, unknown>) {
  const answer = await call(propertiesApi.action, api("POST", "/api/admin/properties", listingInput(overrides)));
  expect(answer.status).toBe(201);
  return (answer.body as { id: number }).id;
}

describe("the API", () => {
  it("takes the facts, shows them, keeps those an update leaves out and clears those sent as null", async () => {
    const id = await createViaApi({ title: "Space via API", ...SPACE });
    expect(await stored(id)).toMatchObject(SPACE);
    const shown = await call(publicPropertyApi.loader, get(`/api/properties/${id}`), { id: String(id) });
    expect(shown.body).toMatchObject(SPACE);

    const put = await call(
      propertyApi.action,
      api("PUT", `/api/admin/properties/${id}`, listingInput({ title: "Space via API", floors: 30, floor: -2, pantry: null })),
      { id: String(id) },
    );
    expect(put.status).toBe(200);
    expect(await stored(id)).toMatchObject({ ...SPACE, floor: -2, pantry: null });
  });

  it("a listing that does not say has them all null", async () => {
    const id = await createViaApi({ title: "Space unsaid" });
    expect(await stored(id)).toMatchObject({
      fitOut: null,
      floor: null,
      ceilingHeight: null,
      workstations: null,
      meetingRooms: null,
      pantry: null,
      privateWashroom: null,
    });
  });

  it.each([
    [{ fitOut: "luxury" }, "fitOut"],
    [{ floors: 5, floor: 5 }, "floor"],
    [{ floor: -11 }, "floor"],
    [{ floor: 1.5 }, "floor"],
    [{ ceilingHeight: 1.2 }, "ceilingHeight"],
    [{ workstations: -1 }, "workstations"],
    [{ pantry: "yes" }, "pantry"],
  ])("refuses %j with a 400 naming %s", async (overrides, field) => {
    const answer = await call(propertiesApi.action, api("POST", "/api/admin/properties", listingInput(overrides)));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(field);
  });
});

describe("the dashboard form", () => {
  it("stores what it is given (Arabic digits, ٫ as the decimal point, yes/no) and clears what is emptied", async () => {
    const fields = propertyFormFields({
      title: "Space via form",
      floors: "٢٠",
      fitOut: "serviced",
      floor: "-١",
      ceilingHeight: "٢٫٧٥",
      workstations: "١٨",
      meetingRooms: "",
      pantry: "yes",
      privateWashroom: "no",
    });
    expect((await call(newRoute.action, form("/admin/dashboard/properties/new", fields))).status).toBe(303);
    const [row] = await handle.db.select().from(properties).where(eq(properties.title, "Space via form"));
    expect(row).toMatchObject({
      floors: 20,
      fitOut: "serviced",
      floor: -1,
      ceilingHeight: 2.75,
      workstations: 18,
      meetingRooms: null,
      pantry: true,
      privateWashroom: false,
    });

    const edit = await call(
      editRoute.action,
      form(`/admin/dashboard/properties/${row!.id}/edit`, { ...fields, fitOut: "", floor: "", pantry: "", privateWashroom: "" }),
      { id: String(row!.id) },
    );
    expect(edit.status).toBe(303);
    expect(await stored(row!.id)).toMatchObject({ fitOut: null, floor: null, pantry: null, privateWashroom: null, workstations: 18 });
  });

  it("answers a floor above the building with a 400 that keeps what was typed", async () => {
    const answer = await call(
      newRoute.action,
      form("/admin/dashboard/properties/new", propertyFormFields({ title: "Too high", floors: "4", floor: "4", workstations: "9" })),
    );
    expect(answer.status).toBe(400);
    const reply = answer.body as { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
    expect(reply.error?.floor).toEqual(["admin.errors.floorAboveBuilding"]);
    expect(reply.initialValue).toMatchObject({ floor: "4", workstations: "9" });
  });
});

describe("what visitors and the admin see", () => {
  let id: number;
  let other: number;
  beforeAll(async () => {
    id = await createViaApi({ title: "Space shown", ...SPACE });
    other = await createViaApi({ title: "Space not said" });
  });

  it("the listing page has them, and its JSON-LD the floor level and the features, in the page's language", async () => {
    const page = await call(propertyRoute.loader, get(`/property/${id}?lng=ar`), { id: String(id) });
    // The office is what the listing is about (issue 37); its offer is the lease.
    const [listing] = (page.body as { jsonLd: { about: Record<string, unknown> }[] }).jsonLd;
    const place = listing!.about;
    expect(place.floorLevel).toBe("12");
    expect(place.amenityFeature).toEqual([
      { "@type": "LocationFeatureSpecification", name: "مستوى التشطيب", value: "الفئة ب" },
      { "@type": "LocationFeatureSpecification", name: "ارتفاع السقف", value: 2.85, unitCode: "MTR" },
      { "@type": "LocationFeatureSpecification", name: "محطات العمل", value: 24 },
      { "@type": "LocationFeatureSpecification", name: "غرف الاجتماعات", value: 2 },
      { "@type": "LocationFeatureSpecification", name: "ركن الضيافة", value: true },
      { "@type": "LocationFeatureSpecification", name: "دورة مياه خاصة", value: false },
    ]);
    const bare = await call(propertyRoute.loader, get(`/property/${other}`), { id: String(other) });
    const place2 = (bare.body as { jsonLd: { offers: { itemOffered: Record<string, unknown> } }[] }).jsonLd[0]!.offers.itemOffered;
    expect(place2).not.toHaveProperty("floorLevel");
    expect(place2).not.toHaveProperty("amenityFeature");
  });

  it("the compare table has them", async () => {
    const answer = await call(compareRoute.loader, get(`/compare?ids=${id},${other}`));
    const listings = (answer.body as { listings: Record<string, unknown>[] }).listings;
    expect(listings[0]).toMatchObject(SPACE);
    expect(listings[1]).toMatchObject({ fitOut: null, floor: null, pantry: null });
  });

  it("the CSV export has a column each, empty where a listing does not say", async () => {
    const answer = await call(csvRoute.loader, get("/admin/dashboard/properties.csv?q=Space", { Cookie: cookie }));
    const lines = String(answer.body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const cells = (...values: string[]) => values.map((value) => `"${value}"`).join(",");
    expect(lines[0]).toContain(
      cells("Floors in the building", "Fit-out", "Floor", "Ceiling height", "Workstations", "Meeting rooms", "Pantry", "Private washroom"),
    );
    const row = (title: string) => lines.find((line) => line.includes(title)) ?? "";
    expect(row("Space shown").endsWith(`,${cells("30", "Category B", "12", "2.85", "24", "2", "Yes", "No")}`)).toBe(true);
    expect(row("Space not said").endsWith(`,${cells("1", "", "", "", "", "", "", "")}`)).toBe(true);
  });
});

describe("migration 0021 on an existing database", () => {
  it("keeps every listing, with its facts not stated, and refuses an unknown fit-out", async () => {
    const target = await openTarget();
    const oldFolder = migrationsUpTo("0018_activity_changes");
    try {
      await target.migrate(oldFolder);
      await target.query(
        `insert into districts (name, name_ar, slug, latitude, longitude) values ('Olaya', 'العليا', 'olaya', 24.69, 46.68)`,
      );
      await target.query(`insert into properties (title, building, address, district, price, size, floors, capacity, description, available_from)
        values ('Old one', 'Tower', 'Road', 'Olaya', 50000, 100, 3, 10, 'Text', '2027-01-01'),
               ('Old two', 'Tower', 'Road', 'Olaya', 80000, 200, 9, 20, 'Text', '2027-01-01')`);
      await target.migrate(MIGRATIONS);
      expect(
        await target.query(
          `select title, floors, fit_out, floor, ceiling_height, workstations, meeting_rooms, pantry, private_washroom from properties order by id`,
        ),
      ).toEqual(
        ["Old one", "Old two"].map((title, index) => ({
          title,
          floors: [3, 9][index],
          fit_out: null,
          floor: null,
          ceiling_height: null,
          workstations: null,
          meeting_rooms: null,
          pantry: null,
          private_washroom: null,
        })),
      );
      await expect(target.query(`update properties set fit_out = 'luxury'`)).rejects.toThrow();
    } finally {
      await target.close();
      rmSync(oldFolder, { recursive: true, force: true });
    }
  }, 60_000);
});
