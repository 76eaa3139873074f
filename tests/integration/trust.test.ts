import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../drizzle/schema";
import { DEMO_LISTINGS } from "../../demo-data/listings";
import * as indexRoute from "~/routes/_index";
import * as mapRoute from "~/routes/map";
import * as propertiesApi from "~/routes/api.properties";
import * as propertyApi from "~/routes/api.properties.$id";
import * as imagesApi from "~/routes/api.properties.$id.images";
import * as adminPropertyApi from "~/routes/api.admin.properties.$id";
import * as propertyRoute from "~/routes/property.$id";
import * as root from "~/root";
import { riyadhDate } from "~/utils/format";
import type { DatabaseHandle } from "~/services/db.server";
import { call, get, jsonRequest, publicListingIds as publicIds } from "./route-helpers";
import { setupSeededDatabaseWithAdmin } from "./test-database";

// Issue 14's publication rule end to end: a listing whose licence expired or whose availability went
// unconfirmed for 90 days is gone from every public list and its page answers 410; renewing republishes.
let handle: DatabaseHandle;
let cookie: string;

beforeAll(async () => {
  ({ handle, cookie } = await setupSeededDatabaseWithAdmin("trust-admin"));
});
afterAll(() => handle.close());

async function browseTotal(path = "/") {
  return ((await call(indexRoute.loader, get(path))).body as { total: number }).total;
}

async function mapTotal(path = "/map") {
  const body = (await call(mapRoute.loader, get(path))).body as { previews: { total: number }[] };
  return body.previews.reduce((sum, preview) => sum + preview.total, 0);
}

async function firstOf(district: string) {
  const [row] = await handle.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.district, district))
    .orderBy(properties.id)
    .limit(1);
  return row!.id;
}

const setRow = (id: number, set: Parameters<ReturnType<DatabaseHandle["db"]["update"]>["set"]>[0]) =>
  handle.db.update(properties).set(set).where(eq(properties.id, id));

describe("the demo", () => {
  it("publishes every demo listing, each with a licence, an advertiser and a recent confirmation", async () => {
    expect(await publicIds()).toHaveLength(DEMO_LISTINGS.length);
    const rows = await handle.db.select().from(properties);
    for (const row of rows) {
      expect(row.adLicenseNumber).toMatch(/^\d{6,20}$/);
      expect(row.advertiserName).not.toBe("");
      if (row.advertiserType === "broker") expect(row.brokerageLicenseNumber).toMatch(/^\d{6,20}$/);
      expect(Date.now() - row.confirmedAvailableAt.getTime()).toBeLessThan(41 * 24 * 3600 * 1000);
    }
  });
});

describe("an unpublished listing", () => {
  it("leaves browse, the map and the API list when its licence expired, and its page answers 410", async () => {
    const id = await firstOf("Olaya");
    const [before, beforeOlaya, beforeMap] = [await browseTotal(), await browseTotal("/?district=Olaya"), await mapTotal()];
    await handle.db.execute(
      sql`update properties set ad_license_expires_on = (now() at time zone 'Asia/Riyadh')::date - 1 where id = ${id}`,
    );

    expect(await publicIds()).not.toContain(id);
    expect(await browseTotal()).toBe(before - 1);
    expect(await browseTotal("/?district=Olaya")).toBe(beforeOlaya - 1);
    expect(await mapTotal()).toBe(beforeMap - 1);

    const page = await call(propertyRoute.loader, get(`/property/${id}`), { id: String(id) });
    expect(page.status).toBe(410);
    const gone = page.body as { similar: { id: number; district: string }[]; district: { names: { name: string } } };
    expect(gone.district.names.name).toBe("Olaya");
    expect(gone.similar.length).toBeGreaterThan(0);
    expect(gone.similar.every((card) => card.district === "Olaya" && card.id !== id)).toBe(true);

    expect((await call(propertyApi.loader, get(`/api/properties/${id}`), { id: String(id) })).status).toBe(410);
    // Its images answer as it does (issue 37), but to an admin.
    expect((await call(imagesApi.loader, get(`/api/properties/${id}/images`), { id: String(id) })).status).toBe(410);
    const images = await call(imagesApi.loader, get(`/api/properties/${id}/images`, { Cookie: cookie }), { id: String(id) });
    expect(images.status).toBe(200);
    expect(images.headers.get("Cache-Control")).toBe("no-store");
    // An inquiry to it is refused the same way, and stored nowhere.
    const inquiry = await call(
      propertyRoute.action,
      new Request(`http://localhost:3000/property/${id}`, {
        method: "POST",
        body: new URLSearchParams({ name: "Sara" }),
        headers: { Origin: "http://localhost:3000" },
      }),
      { id: String(id) },
    );
    expect(inquiry.status).toBe(410);
  });

  it("is still readable by an admin, who renews the licence with the object GET returned; that republishes at once", async () => {
    const id = await firstOf("Olaya");
    const read = await call(propertyApi.loader, get(`/api/properties/${id}`, { Cookie: cookie }), { id: String(id) });
    expect(read.status).toBe(200);
    const listing = read.body as Record<string, unknown>;
    const put = await call(
      adminPropertyApi.action,
      jsonRequest("PUT", `/api/admin/properties/${id}`, { ...listing, adLicenseExpiresOn: "2099-12-31" }, { Cookie: cookie }),
      { id: String(id) },
    );
    expect(put.status).toBe(200);
    const saved = put.body as Record<string, unknown>;
    for (const field of ["adLicenseNumber", "advertiserName", "advertiserType", "serviceCharge", "paymentTerms", "vatApplies", "titleAr"]) {
      expect(saved[field], field).toEqual(listing[field]);
    }
    expect(await publicIds()).toContain(id);
    expect((await call(propertyRoute.loader, get(`/property/${id}`), { id: String(id) })).status).toBe(200);
  });

  it.each([
    {
      when: "a licence whose last day is today (Riyadh)",
      expiresOn: sql`(now() at time zone 'Asia/Riyadh')::date`,
      confirmedAt: sql`now()`,
      shown: true,
    },
    {
      when: "a licence that ended yesterday",
      expiresOn: sql`(now() at time zone 'Asia/Riyadh')::date - 1`,
      confirmedAt: sql`now()`,
      shown: false,
    },
    {
      when: "a confirmation 89 days old",
      expiresOn: sql`(now() at time zone 'Asia/Riyadh')::date + 30`,
      confirmedAt: sql`now() - interval '89 days'`,
      shown: true,
    },
    {
      when: "a confirmation 91 days old",
      expiresOn: sql`(now() at time zone 'Asia/Riyadh')::date + 30`,
      confirmedAt: sql`now() - interval '91 days'`,
      shown: false,
    },
  ])("$when: published $shown", async ({ expiresOn, confirmedAt, shown }) => {
    const id = await firstOf("Granada");
    await handle.db.execute(
      sql`update properties set ad_license_expires_on = ${expiresOn}, confirmed_available_at = ${confirmedAt} where id = ${id}`,
    );
    expect((await publicIds()).includes(id)).toBe(shown);
  });

  it("without a licence number is not published; confirming availability alone does not publish it", async () => {
    const id = await firstOf("Al Malqa");
    await setRow(id, { adLicenseNumber: "", confirmedAvailableAt: new Date() });
    expect(await publicIds()).not.toContain(id);
    await setRow(id, { adLicenseNumber: "7200000001" });
    expect(await publicIds()).toContain(id);
  });
});

describe("the admin API's trust fields", () => {
  it("refuses a broker without a FAL licence and a malformed licence number, naming the field", async () => {
    const id = await firstOf("Hittin");
    const listing = (await call(propertyApi.loader, get(`/api/properties/${id}`), { id: String(id) })).body as Record<string, unknown>;
    for (const [change, field] of [
      [{ advertiserType: "broker", brokerageLicenseNumber: "" }, "brokerageLicenseNumber"],
      [{ adLicenseNumber: "12-34" }, "adLicenseNumber"],
      [{ adLicenseNumber: "12345" }, "adLicenseNumber"],
      [{ advertiserType: "agent" }, "advertiserType"],
      [{ paymentTerms: "weekly" }, "paymentTerms"],
      [{ serviceCharge: -1 }, "serviceCharge"],
      [{ adLicenseExpiresOn: "2027-02-30" }, "adLicenseExpiresOn"],
    ] as const) {
      const answer = await call(
        adminPropertyApi.action,
        jsonRequest("PUT", `/api/admin/properties/${id}`, { ...listing, ...change }, { Cookie: cookie }),
        { id: String(id) },
      );
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(answer.body), JSON.stringify(change)).toContain(field);
    }
  });
});

describe("what visitors see of freshness", () => {
  it("confirmed=7 keeps the listings confirmed in the last 7 days, in browse, the map and the API", async () => {
    const DAY = 24 * 3600 * 1000;
    await handle.db.update(properties).set({ confirmedAvailableAt: new Date(Date.now() - 10 * DAY) });
    const all = await publicIds();
    const [fresh, edge, justOut] = [all.slice(0, 3), all[3]!, all[4]!];
    await handle.db
      .update(properties)
      .set({ confirmedAvailableAt: new Date(Date.now() - 2 * DAY) })
      .where(inArray(properties.id, fresh));
    // Minutes inside and outside the 7 days (the filter's clock moves by the minute).
    await setRow(edge, { confirmedAvailableAt: new Date(Date.now() - 7 * DAY + 5 * 60_000) });
    await setRow(justOut, { confirmedAvailableAt: new Date(Date.now() - 7 * DAY - 5 * 60_000) });

    const expected = [...fresh, edge].sort((a, b) => a - b);
    expect((await publicIds("/api/properties?confirmed=7")).sort((a, b) => a - b)).toEqual(expected);
    expect(await browseTotal("/?confirmed=7")).toBe(expected.length);
    expect(await mapTotal("/map?confirmed=7")).toBe(expected.length);
    expect(await publicIds()).toHaveLength(all.length);
  });

  it("refuses other values of confirmed, naming the parameter", async () => {
    const api = await call(propertiesApi.loader, get("/api/properties?confirmed=30"));
    expect(api.status).toBe(400);
    expect(JSON.stringify(api.body)).toContain("confirmed");
    expect((await call(indexRoute.loader, get("/?confirmed=yes"))).status).toBe(400);
  });

  it("gives every page today's date in Riyadh, so a kept page's 'confirmed N days ago' follows the day", async () => {
    const body = (await call(root.loader, get("/"))).body as { today: string };
    expect(body.today).toBe(riyadhDate(new Date()));
    expect(body.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
