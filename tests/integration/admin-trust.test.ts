import { eq, sql } from "drizzle-orm";
import { SYSTEM_ACTOR } from "~/models/activity.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../drizzle/schema";
import { pageQuery } from "~/components/admin/dashboard-view";
import { createProperty } from "~/models/admin-properties.server";
import { getProperty } from "~/models/properties.server";
import * as confirmRoute from "~/routes/admin.dashboard._properties.properties.$id.confirm";
import * as editRoute from "~/routes/admin.dashboard._properties.properties.$id.edit";
import * as newRoute from "~/routes/admin.dashboard._properties.properties.new";
import * as tableRoute from "~/routes/admin.dashboard._properties";
import { PropertyInputSchema } from "~/schemas/property";
import type { DatabaseHandle } from "~/services/db.server";
import { listingInput } from "../factories";
import { call, get, postForm, publicListingIds as publicIds } from "./route-helpers";
import { setupSeededDatabaseWithAdmin } from "./test-database";

// The admin side of issue 14: the "Needs attention" strip and its table views, the "Still available"
// button, the trust fields of the property form, and that renewing or confirming republishes at once.
const ORIGIN = "http://localhost:3000";
let handle: DatabaseHandle;
let cookie: string;

beforeAll(async () => {
  ({ handle, cookie } = await setupSeededDatabaseWithAdmin("trust-desk"));
});
afterAll(() => handle.close());

type Counts = { total: number; expiring: number; expired: number; stale: number; unpublished: number };
type Table = Counts & { shown: number; properties: { id: number; publication: string; stale: boolean }[] };

const table = async (query = "") => (await call(tableRoute.loader, get(`/admin/dashboard${query}`, { Cookie: cookie }))).body as Table;

/**
 * A listing whose licence ends `licenceDays` days from today in Riyadh (null: no licence) and whose
 * availability was confirmed `confirmedDaysAgo` days ago.
 */
async function listing(title: string, licenceDays: number | null, confirmedDaysAgo = 0) {
  const licence =
    licenceDays === null
      ? { adLicenseNumber: "", adLicenseExpiresOn: null }
      : { adLicenseNumber: "7200000001", adLicenseExpiresOn: "2000-01-01" };
  const { id } = await createProperty(SYSTEM_ACTOR, PropertyInputSchema.parse(listingInput({ title, ...licence })));
  await handle.db.execute(sql`update properties set
    ad_license_expires_on = case when ad_license_number = '' then null else (now() at time zone 'Asia/Riyadh')::date + ${licenceDays ?? 0}::int end,
    confirmed_available_at = now() - make_interval(days => ${confirmedDaysAgo}::int)
    where id = ${id}`);
  return id;
}

function multipartRequest(urlPath: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("imageFiles", new File([], "", { type: "application/octet-stream" }));
  return new Request(`${ORIGIN}${urlPath}`, { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN, ...headers }, body: form });
}

// What the dashboard form sends for a complete listing.
const formFields = {
  title: "Licensed form office",
  titleAr: "مكتب مرخص من النموذج",
  building: "Al Faisaliah Tower",
  address: "King Fahd Road",
  addressAr: "طريق الملك فهد",
  descriptionAr: "مكتب في الزاوية مع غرف اجتماعات.",
  district: "Olaya",
  price: "120000",
  size: "140",
  floors: "1",
  capacity: "14",
  parkingSpaces: "2",
  type: "Office",
  description: "A corner office with meeting rooms.",
  availableFrom: "2026-02-01",
  adLicenseNumber: "7100123456",
  adLicenseExpiresOn: "2099-06-30",
  advertiserName: "Faisaliah Leasing",
  advertiserNameAr: "الفيصلية للتأجير",
  advertiserType: "broker",
  brokerageLicenseNumber: "1100456789",
  serviceCharge: "12000",
  paymentTerms: "quarterly",
  vatApplies: "on",
};

describe("the Needs attention strip", () => {
  it("counts each kind (Riyadh days, 14-day window) and each link lists exactly those listings", async () => {
    const before = await table();
    const ids = {
      expiringSoon: await listing("Expires in 13 days", 13),
      expiringToday: await listing("Expires today", 0),
      notYetExpiring: await listing("Expires in 14 days", 14),
      expired: await listing("Expired yesterday", -1),
      stale: await listing("Confirmed 31 days ago", 200, 31),
      unconfirmed: await listing("Confirmed 91 days ago", 200, 91),
      unlicensed: await listing("No licence", null),
    };
    const after = await table();
    expect(after.expiring - before.expiring).toBe(2);
    expect(after.expired - before.expired).toBe(1);
    expect(after.stale - before.stale).toBe(2);
    expect(after.unpublished - before.unpublished).toBe(3);

    const views = Object.fromEntries(
      await Promise.all(
        (["expiring", "expired", "stale", "unpublished"] as const).map(async (filter) => {
          const view = await table(`?attention=${filter}`);
          expect(view.shown, filter).toBe(after[filter]);
          return [filter, view.properties.map((row) => row.id)] as const;
        }),
      ),
    );
    expect(views.expiring).toEqual(expect.arrayContaining([ids.expiringSoon, ids.expiringToday]));
    expect(views.expiring).not.toContain(ids.notYetExpiring);
    expect(views.expired).toContain(ids.expired);
    expect(views.stale).toEqual(expect.arrayContaining([ids.stale, ids.unconfirmed]));
    expect(views.stale).not.toContain(ids.expiringSoon);
    expect(views.unpublished).toEqual(expect.arrayContaining([ids.expired, ids.unconfirmed, ids.unlicensed]));
    expect(views.unpublished).not.toContain(ids.stale);

    // Each row says whether it is published, and why not.
    const state = new Map(after.properties.map((row) => [row.id, row]));
    expect(state.get(ids.expiringSoon)).toMatchObject({ publication: "published", stale: false });
    expect(state.get(ids.stale)).toMatchObject({ publication: "published", stale: true });
    expect(state.get(ids.expired)).toMatchObject({ publication: "expired" });
    expect(state.get(ids.unconfirmed)).toMatchObject({ publication: "unconfirmed" });
    expect(state.get(ids.unlicensed)).toMatchObject({ publication: "noLicence" });
    // What the table calls published is what visitors see.
    const visible = new Set(await publicIds());
    for (const row of after.properties) expect(visible.has(row.id), String(row.id)).toBe(row.publication === "published");
  });

  it("keeps the filters through paging and dialogs; an unknown one is a 400 and is not carried on", async () => {
    expect(pageQuery("?attention=stale&page=2")).toBe("?page=2&attention=stale");
    expect(pageQuery("?attention=stale&untranslated=1&q=tower&sort=price&dir=asc")).toBe(
      "?q=tower&sort=price&dir=asc&attention=stale&untranslated=1",
    );
    expect(pageQuery("?attention=everything")).toBe("");
    const unknown = await call(tableRoute.loader, get("/admin/dashboard?attention=everything", { Cookie: cookie }));
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain("attention must be one of expiring, expired, stale, unpublished");
  });
});

describe("the Still available button", () => {
  const confirm = (id: number, fields: Record<string, string>, headers: Record<string, string> = { Cookie: cookie }) =>
    call(confirmRoute.action, postForm(`/admin/dashboard/properties/${id}/confirm`, fields, headers), { id: String(id) });

  it("confirms, republishes at once and returns to the same table view with a toast", async () => {
    const id = await listing("Forgotten office", 200, 120);
    expect(await publicIds()).not.toContain(id);
    const answer = await confirm(id, { redirectTo: "/admin/dashboard?attention=unpublished&page=2" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/admin/dashboard?page=2&attention=unpublished");
    expect(answer.headers.get("Set-Cookie")).toContain("toast");
    expect(await publicIds()).toContain(id);
    const row = (await table()).properties.find((property) => property.id === id);
    expect(row).toMatchObject({ publication: "published", stale: false });
    expect(Date.now() - (await getProperty(id))!.confirmedAvailableAt.getTime()).toBeLessThan(60_000);
  });

  it("returns only to the dashboard table, never to another site", async () => {
    const id = await listing("Redirect office", 200);
    for (const redirectTo of ["https://evil.example/", "//evil.example/admin/dashboard", "/\\evil.example", "/admin/login", ""]) {
      expect((await confirm(id, { redirectTo })).headers.get("Location"), redirectTo).toBe("/admin/dashboard");
    }
  });

  it("refuses a cross-site post and anyone not signed in; a missing listing is a failure toast", async () => {
    const id = await listing("Guarded office", 200, 60);
    const [row] = await handle.db
      .select({ confirmedAvailableAt: properties.confirmedAvailableAt })
      .from(properties)
      .where(eq(properties.id, id));
    const { confirmedAvailableAt } = row!;
    const crossSite = await confirm(id, {}, { Cookie: cookie, Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    const anonymous = await confirm(id, {}, {});
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login\?/);
    expect((await getProperty(id))!.confirmedAvailableAt).toEqual(confirmedAvailableAt);

    const missing = await confirm(999_999, { redirectTo: "/admin/dashboard" });
    expect(missing.status).toBe(303);
    expect(missing.headers.get("Set-Cookie")).toContain("toast");
    // A GET (a sign-in returning here) lands on the table.
    const visit = await call(confirmRoute.loader, get(`/admin/dashboard/properties/${id}/confirm`, { Cookie: cookie }));
    expect(visit.headers.get("Location")).toBe("/admin/dashboard");
  });
});

describe("the property form's trust fields", () => {
  const save = (fields: Record<string, string>) =>
    call(newRoute.action, multipartRequest("/admin/dashboard/properties/new", { ...formFields, ...fields }));

  it("stores them, and the edit form starts from them", async () => {
    const answer = await save({ title: "Trust fields office" });
    expect(answer.status).toBe(303);
    const [stored] = await handle.db.select().from(properties).where(eq(properties.title, "Trust fields office"));
    expect(stored).toMatchObject({
      adLicenseNumber: "7100123456",
      adLicenseExpiresOn: "2099-06-30",
      advertiserName: "Faisaliah Leasing",
      advertiserNameAr: "الفيصلية للتأجير",
      advertiserType: "broker",
      brokerageLicenseNumber: "1100456789",
      serviceCharge: 12000,
      paymentTerms: "quarterly",
      vatApplies: true,
    });
    const edit = await call(editRoute.loader, get(`/admin/dashboard/properties/${stored!.id}/edit`, { Cookie: cookie }), {
      id: String(stored!.id),
    });
    expect((edit.body as { property: Record<string, unknown> }).property).toMatchObject({
      adLicenseNumber: "7100123456",
      adLicenseExpiresOn: "2099-06-30",
      advertiserType: "broker",
      paymentTerms: "quarterly",
    });

    // An unticked VAT box is no VAT; blank licence boxes clear the licence (and so the publication).
    const { vatApplies: _vat, ...withoutVat } = formFields;
    const edited = await call(
      editRoute.action,
      multipartRequest(`/admin/dashboard/properties/${stored!.id}/edit`, {
        ...withoutVat,
        title: "Trust fields office",
        adLicenseNumber: "",
        adLicenseExpiresOn: "",
      }),
      { id: String(stored!.id) },
    );
    expect(edited.status).toBe(303);
    expect(await getProperty(stored!.id)).toMatchObject({ vatApplies: false, adLicenseNumber: "", adLicenseExpiresOn: null });
  });

  it("shows inline errors: a broker without a FAL licence, a licence number that is not 6 to 20 digits", async () => {
    const broker = await save({ title: "Broker without FAL", brokerageLicenseNumber: "" });
    expect(broker).toMatchObject({ status: 400, body: { error: { brokerageLicenseNumber: ["admin.errors.brokerageLicenseRequired"] } } });
    const owner = await save({ title: "Owner without FAL", advertiserType: "owner", brokerageLicenseNumber: "" });
    expect(owner.status).toBe(303);
    for (const bad of ["12345", "71001234ab", "123456789012345678901"]) {
      const answer = await save({ title: "Bad licence", adLicenseNumber: bad });
      expect(answer, bad).toMatchObject({ status: 400, body: { error: { adLicenseNumber: ["admin.errors.adLicenseNumber"] } } });
    }
    const badTerms = await save({ title: "Bad terms", paymentTerms: "weekly", advertiserType: "landlord" });
    expect(badTerms).toMatchObject({
      status: 400,
      body: { error: { paymentTerms: ["admin.errors.paymentTerms"], advertiserType: ["admin.errors.advertiserType"] } },
    });
  });
});

describe("republishing", () => {
  it("renewing an expired licence in the form republishes at once", async () => {
    const id = await listing("Renewed office", -3, 10);
    const confirmedBefore = (await getProperty(id))!.confirmedAvailableAt;
    expect(await publicIds()).not.toContain(id);
    const answer = await call(
      editRoute.action,
      multipartRequest(`/admin/dashboard/properties/${id}/edit?attention=expired`, {
        ...formFields,
        title: "Renewed office",
        adLicenseExpiresOn: "2099-01-31",
      }),
      { id: String(id) },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`/admin/dashboard?attention=expired#property-row-${id}`);
    expect(await publicIds()).toContain(id);
    // Editing does not count as confirming: the confirmation date is the button's alone.
    expect((await getProperty(id))!.confirmedAvailableAt).toEqual(confirmedBefore);
  });

  it("confirming a listing unconfirmed for 90 days republishes at once", async () => {
    const id = await listing("Reconfirmed office", 100, 95);
    expect(await publicIds()).not.toContain(id);
    await call(confirmRoute.action, postForm(`/admin/dashboard/properties/${id}/confirm`, {}, { Cookie: cookie }), { id: String(id) });
    expect(await publicIds()).toContain(id);
  });
});
