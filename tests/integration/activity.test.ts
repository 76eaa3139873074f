import { and, asc, count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminActivity, districts, properties } from "../../drizzle/schema";
import { countActivity, listActivity, recordActivity, SYSTEM_ACTOR } from "~/models/activity.server";
import { upsertAdmin } from "~/models/admins.server";
import { createInquiry } from "~/models/inquiries.server";
import { listPropertyImages } from "~/models/properties.server";
import * as activityTab from "~/routes/admin.dashboard.activity";
import * as confirmRoute from "~/routes/admin.dashboard._properties.properties.$id.confirm";
import * as deleteRoute from "~/routes/admin.dashboard._properties.properties.$id.delete";
import * as editRoute from "~/routes/admin.dashboard._properties.properties.$id.edit";
import * as deleteImageRoute from "~/routes/admin.dashboard._properties.properties.$id.images.$imageId.delete";
import * as newRoute from "~/routes/admin.dashboard._properties.properties.new";
import * as deleteDistrictRoute from "~/routes/admin.dashboard.districts.$id.delete";
import * as editDistrictRoute from "~/routes/admin.dashboard.districts.$id.edit";
import * as newDistrictRoute from "~/routes/admin.dashboard.districts.new";
import * as inquiryPage from "~/routes/admin.dashboard.inquiries_.$id";
import * as districtApi from "~/routes/api.admin.districts.$id";
import * as districtsApi from "~/routes/api.admin.districts";
import * as imageOrderApi from "~/routes/api.admin.images.$imageId.order";
import * as imageApi from "~/routes/api.admin.images.$imageId";
import * as inquiryApi from "~/routes/api.admin.inquiries.$id";
import * as propertiesApi from "~/routes/api.admin.properties";
import * as propertyApi from "~/routes/api.admin.properties.$id";
import * as propertyImagesApi from "~/routes/api.admin.properties.$id.images";
import { parseActivityQuery } from "~/schemas/activity";
import { startSession } from "~/services/auth.server";
import type { DatabaseHandle } from "~/services/db.server";
import { DEFAULT_ADMIN } from "~/services/env.server";
import { adminCredentials, inquiryInput, listingInput, propertyFormFields } from "../factories";
import { call, get, jsonRequest, postForm, propertyForm } from "./route-helpers";
import { setupSeededDatabase } from "./test-database";

// Issue 16, the activity log: every admin write through the real actions and API handlers leaves one
// entry naming who, what and which fields changed; refused writes leave none; the table is append-only;
// the Activity tab filters, pages and refuses what it cannot read.

const ORIGIN = "http://localhost:3000";
let handle: DatabaseHandle;
let cookie: string;
let admin: { id: number; username: string };

beforeAll(async () => {
  handle = await setupSeededDatabase();
  const { username, password } = adminCredentials("activity-admin");
  admin = await upsertAdmin(username, password);
  cookie = (await startSession(admin)).split(";")[0]!;
});
afterAll(() => handle.close());

const asAdmin = () => ({ Cookie: cookie });
const api = (method: string, path: string, body?: unknown) => jsonRequest(method, path, body, asAdmin());
const form = (path: string, fields: Record<string, string>) => postForm(path, fields, asAdmin());
const multipart = (path: string, body: FormData) =>
  new Request(`${ORIGIN}${path}`, { method: "POST", headers: { ...asAdmin(), Origin: ORIGIN }, body });
const picture = () =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();

/** Every entry about one entity, oldest first. */
const entriesFor = (entity: string, entityId: number) =>
  handle.db
    .select()
    .from(adminActivity)
    .where(and(eq(adminActivity.entity, entity as "property"), eq(adminActivity.entityId, entityId)))
    .orderBy(asc(adminActivity.id));
const totalEntries = async () => (await handle.db.select({ value: count() }).from(adminActivity))[0]!.value;
/** What an entry says, without its id and time. */
const said = (entry: { adminId: number | null; adminUsername: string; action: string; fields: string[]; summary: string }) => ({
  adminId: entry.adminId,
  adminUsername: entry.adminUsername,
  action: entry.action,
  fields: entry.fields,
  summary: entry.summary,
});
/** Runs a refused write and checks that the log did not grow. */
async function refusedWithoutEntry(write: () => Promise<{ status: number }>, status: number) {
  const before = await totalEntries();
  expect((await write()).status).toBe(status);
  expect(await totalEntries()).toBe(before);
}

const FORM_TITLE = "Activity form office";
const formFields = propertyFormFields({ title: FORM_TITLE });

describe("admin accounts", () => {
  it("the bootstrap admin and upsertAdmin are recorded as the system: a create, then an update of the password", async () => {
    const [created] = await entriesFor("admin", admin.id);
    expect(said(created!)).toEqual({ adminId: null, adminUsername: "system", action: "create", fields: [], summary: "activity-admin" });
    await upsertAdmin(admin.username, "another-password-123");
    const entries = await entriesFor("admin", admin.id);
    expect(entries).toHaveLength(2);
    expect(said(entries[1]!)).toMatchObject({ adminId: null, action: "update", fields: ["password"], summary: "activity-admin" });
    const [bootstrap] = await handle.db.select().from(adminActivity).where(eq(adminActivity.summary, DEFAULT_ADMIN.username));
    expect(bootstrap).toMatchObject({ entity: "admin", action: "create", adminUsername: "system" });
  });
});

describe("properties through the dashboard's forms", () => {
  it("create, change the price (only price is named), save unchanged (no entry), confirm, delete", async () => {
    const created = await call(newRoute.action, multipart("/admin/dashboard/properties/new", propertyForm(formFields)));
    expect(created.status).toBe(303);
    const [row] = await handle.db.select({ id: properties.id }).from(properties).where(eq(properties.title, FORM_TITLE));
    const id = row!.id;
    const params = { id: String(id) };
    const editPath = `/admin/dashboard/properties/${id}/edit`;
    expect((await entriesFor("property", id)).map(said)).toEqual([
      { adminId: admin.id, adminUsername: "activity-admin", action: "create", fields: [], summary: FORM_TITLE },
    ]);

    expect((await call(editRoute.action, multipart(editPath, propertyForm({ ...formFields, price: "99000" })), params)).status).toBe(303);
    expect(said((await entriesFor("property", id))[1]!)).toEqual({
      adminId: admin.id,
      adminUsername: "activity-admin",
      action: "update",
      fields: ["price"],
      summary: FORM_TITLE,
    });

    // Saved again as it is: nothing changed, nothing recorded.
    await refusedWithoutEntry(
      () => call(editRoute.action, multipart(editPath, propertyForm({ ...formFields, price: "99000" })), params),
      303,
    );
    // Refused: a blank title (400) and a listing that does not exist (back to the table with a red toast).
    await refusedWithoutEntry(() => call(editRoute.action, multipart(editPath, propertyForm({ ...formFields, title: "" })), params), 400);
    await refusedWithoutEntry(
      () => call(editRoute.action, multipart("/admin/dashboard/properties/99999/edit", propertyForm(formFields)), { id: "99999" }),
      303,
    );

    const confirmPath = `/admin/dashboard/properties/${id}/confirm`;
    expect((await call(confirmRoute.action, form(confirmPath, {}), params)).status).toBe(303);
    expect(said((await entriesFor("property", id))[2]!)).toMatchObject({ action: "update", fields: ["confirmedAvailableAt"] });
    await refusedWithoutEntry(() => call(confirmRoute.action, form("/admin/dashboard/properties/99999/confirm", {}), { id: "99999" }), 303);

    expect((await call(deleteRoute.action, form(`/admin/dashboard/properties/${id}/delete`, { intent: "delete" }), params)).status).toBe(
      303,
    );
    expect(said((await entriesFor("property", id))[3]!)).toEqual({
      adminId: admin.id,
      adminUsername: "activity-admin",
      action: "delete",
      fields: [],
      summary: FORM_TITLE,
    });
    await refusedWithoutEntry(() => call(deleteRoute.action, form(`/admin/dashboard/properties/${id}/delete`, {}), params), 303);
  });
});

describe("properties and images through the JSON API", () => {
  it("create, PUT naming the changed fields, refused writes, images added, reordered and deleted, DELETE", async () => {
    const input = listingInput({ title: "Activity API office" });
    const created = await call(propertiesApi.action, api("POST", "/api/admin/properties", input));
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    const params = { id: String(id) };
    expect((await entriesFor("property", id)).map(said)).toEqual([
      { adminId: admin.id, adminUsername: "activity-admin", action: "create", fields: [], summary: "Activity API office" },
    ]);

    const put = await call(
      propertyApi.action,
      api("PUT", `/api/admin/properties/${id}`, { ...input, titleAr: "مكتب النشاط", size: 260 }),
      params,
    );
    expect(put.status).toBe(200);
    const update = (await entriesFor("property", id))[1]!;
    expect(update.action).toBe("update");
    expect([...update.fields].sort()).toEqual(["size", "titleAr"]);

    await refusedWithoutEntry(
      () => call(propertyApi.action, api("PUT", `/api/admin/properties/${id}`, { ...input, price: -1 }), params),
      400,
    );
    await refusedWithoutEntry(
      () => call(propertyApi.action, api("PUT", `/api/admin/properties/${id}`, { ...input, district: "Atlantis" }), params),
      400,
    );
    await refusedWithoutEntry(() => call(propertyApi.action, api("PUT", "/api/admin/properties/99999", input), { id: "99999" }), 404);
    await refusedWithoutEntry(() => call(propertiesApi.action, api("POST", "/api/admin/properties", { ...input, title: "" })), 400);

    // Two images by the API, each its own "create" with the listing's title.
    const upload = async () => {
      const body = new FormData();
      body.append("image", new File([new Uint8Array(await picture())], "photo.png", { type: "image/png" }));
      const answer = await call(propertyImagesApi.action, multipart(`/api/admin/properties/${id}/images`, body), params);
      expect(answer.status).toBe(201);
      return (answer.body as { id: number }).id;
    };
    const first = await upload();
    const second = await upload();
    expect((await entriesFor("image", first)).map(said)).toEqual([
      { adminId: admin.id, adminUsername: "activity-admin", action: "create", fields: [], summary: "Activity API office" },
    ]);
    await refusedWithoutEntry(async () => {
      const body = new FormData();
      body.append("image", new File([new Uint8Array(Buffer.from("not an image"))], "fake.png", { type: "image/png" }));
      return call(propertyImagesApi.action, multipart(`/api/admin/properties/${id}/images`, body), params);
    }, 415);

    // The API's order: a changed orderIndex is an update; the same one again changes nothing.
    const order = (imageId: number, orderIndex: number) =>
      call(imageOrderApi.action, api("PATCH", `/api/admin/images/${imageId}/order`, { orderIndex }), { imageId: String(imageId) });
    expect((await order(second, 5)).status).toBe(200);
    expect((await entriesFor("image", second))[1]).toMatchObject({
      action: "update",
      fields: ["orderIndex"],
      summary: "Activity API office",
    });
    await refusedWithoutEntry(() => order(second, 5), 200);
    await refusedWithoutEntry(() => order(99999, 1), 404);

    // The page's move buttons: the image moved is updated.
    const editPath = `/admin/dashboard/properties/${id}/edit`;
    const moved = await call(editRoute.action, form(editPath, { intent: `move-up:${second}` }), params);
    expect(moved.status).toBe(303);
    expect((await listPropertyImages(id)).map((image) => image.id)).toEqual([second, first]);
    expect(await entriesFor("image", second)).toHaveLength(3);
    // Already first: nothing moves, nothing is recorded.
    await refusedWithoutEntry(() => call(editRoute.action, form(editPath, { intent: `move-up:${second}` }), params), 303);

    // Deleted on the page's confirmation, then by the API.
    const deletePath = `/admin/dashboard/properties/${id}/images/${first}/delete`;
    expect((await call(deleteImageRoute.action, form(deletePath, {}), { id: String(id), imageId: String(first) })).status).toBe(303);
    expect((await entriesFor("image", first)).at(-1)).toMatchObject({
      action: "delete",
      adminId: admin.id,
      summary: "Activity API office",
    });
    await refusedWithoutEntry(() => call(deleteImageRoute.action, form(deletePath, {}), { id: String(id), imageId: String(first) }), 303);
    expect((await call(imageApi.action, api("DELETE", `/api/admin/images/${second}`), { imageId: String(second) })).status).toBe(200);
    expect((await entriesFor("image", second)).at(-1)).toMatchObject({ action: "delete", fields: [] });
    await refusedWithoutEntry(() => call(imageApi.action, api("DELETE", `/api/admin/images/${second}`), { imageId: String(second) }), 404);

    expect((await call(propertyApi.action, api("DELETE", `/api/admin/properties/${id}`), params)).status).toBe(200);
    expect((await entriesFor("property", id)).at(-1)).toMatchObject({ action: "delete", summary: "Activity API office" });
    await refusedWithoutEntry(() => call(propertyApi.action, api("DELETE", `/api/admin/properties/${id}`), params), 404);
  });
});

describe("districts", () => {
  it("created on the page, changed by the API and the page, refused names and deletes leave nothing, deleted", async () => {
    const fields = { name: "Activity Quarter", nameAr: "حي النشاط", latitude: "24.7", longitude: "46.7" };
    expect((await call(newDistrictRoute.action, form("/admin/dashboard/districts/new", fields))).status).toBe(303);
    const [district] = await handle.db.select().from(districts).where(eq(districts.name, "Activity Quarter"));
    const id = district!.id;
    const params = { id: String(id) };
    expect((await entriesFor("district", id)).map(said)).toEqual([
      { adminId: admin.id, adminUsername: "activity-admin", action: "create", fields: [], summary: "Activity Quarter" },
    ]);
    // A duplicate name, by the page and by the API: 409, nothing recorded.
    await refusedWithoutEntry(() => call(newDistrictRoute.action, form("/admin/dashboard/districts/new", fields)), 409);
    await refusedWithoutEntry(
      () => call(districtsApi.action, api("POST", "/api/admin/districts", { ...fields, latitude: 24.7, longitude: 46.7 })),
      409,
    );

    const put = await call(
      districtApi.action,
      api("PUT", `/api/admin/districts/${id}`, { name: "Activity Quarter", latitude: 24.75, longitude: 46.7 }),
      params,
    );
    expect(put.status).toBe(200);
    expect((await entriesFor("district", id))[1]).toMatchObject({ action: "update", fields: ["latitude"] });
    const edited = await call(
      editDistrictRoute.action,
      form(`/admin/dashboard/districts/${id}/edit`, { ...fields, name: "Activity Square", latitude: "24.75" }),
      params,
    );
    expect(edited.status).toBe(303);
    expect((await entriesFor("district", id))[2]).toMatchObject({ action: "update", fields: ["name"], summary: "Activity Square" });
    await refusedWithoutEntry(
      () =>
        call(districtApi.action, api("PUT", "/api/admin/districts/99999", { name: "Nowhere", latitude: 1, longitude: 1 }), { id: "99999" }),
      404,
    );

    // In use by a listing: refused (409 by the API, a red toast on the page), nothing recorded.
    const [olaya] = await handle.db.select().from(districts).where(eq(districts.name, "Olaya"));
    await refusedWithoutEntry(
      () => call(districtApi.action, api("DELETE", `/api/admin/districts/${olaya!.id}`), { id: String(olaya!.id) }),
      409,
    );
    await refusedWithoutEntry(
      () => call(deleteDistrictRoute.action, form(`/admin/dashboard/districts/${olaya!.id}/delete`, {}), { id: String(olaya!.id) }),
      303,
    );

    expect((await call(deleteDistrictRoute.action, form(`/admin/dashboard/districts/${id}/delete`, {}), params)).status).toBe(303);
    expect((await entriesFor("district", id)).at(-1)).toMatchObject({ action: "delete", summary: "Activity Square", adminId: admin.id });
  });
});

describe("inquiries", () => {
  it("the page and the PATCH API record status and note changes; unchanged or refused ones record nothing", async () => {
    const [listing] = await handle.db.select({ id: properties.id }).from(properties).orderBy(asc(properties.id)).limit(1);
    const inquiry = (await createInquiry(listing!.id, inquiryInput({ name: "Activity Inquirer" }), "en"))!;
    const params = { id: String(inquiry.id) };
    const pagePath = `/admin/dashboard/inquiries/${inquiry.id}`;

    expect((await call(inquiryPage.action, form(pagePath, { status: "contacted", note: "" }), params)).status).toBe(303);
    expect((await entriesFor("inquiry", inquiry.id)).map(said)).toEqual([
      { adminId: admin.id, adminUsername: "activity-admin", action: "update", fields: ["status"], summary: "Activity Inquirer" },
    ]);
    const patch = (body: unknown, id = inquiry.id) =>
      call(inquiryApi.action, api("PATCH", `/api/admin/inquiries/${id}`, body), { id: String(id) });
    expect((await patch({ note: "Call back Sunday" })).status).toBe(200);
    expect((await entriesFor("inquiry", inquiry.id))[1]).toMatchObject({ fields: ["note"] });
    expect((await patch({ status: "viewing", note: "Visit booked" })).status).toBe(200);
    expect((await entriesFor("inquiry", inquiry.id))[2]).toMatchObject({ fields: ["status", "note"] });

    await refusedWithoutEntry(() => patch({ status: "viewing", note: "Visit booked" }), 200);
    await refusedWithoutEntry(() => patch({ status: "archived" }), 400);
    await refusedWithoutEntry(() => patch({ note: "x" }, 99999), 404);
    await refusedWithoutEntry(() => call(inquiryPage.action, form(pagePath, { status: "nope", note: "" }), params), 400);
  });
});

describe("the log is append-only", () => {
  it("the database refuses UPDATE and DELETE of an entry, whoever asks", async () => {
    await recordActivity(handle.db, { actor: SYSTEM_ACTOR, entity: "admin", entityId: 424242, action: "update", summary: "kept" });
    const [entry] = await entriesFor("admin", 424242);
    await expect(handle.db.execute(sql`update admin_activity set summary = 'changed' where id = ${entry!.id}`)).rejects.toThrow();
    await expect(handle.db.execute(sql`delete from admin_activity where id = ${entry!.id}`)).rejects.toThrow();
    expect((await entriesFor("admin", 424242))[0]).toMatchObject({ summary: "kept" });
  });

  it("the Activity tab has no action at all", () => {
    expect("action" in activityTab).toBe(false);
  });
});

describe("the Activity tab", () => {
  const tab = (query = "") => call(activityTab.loader, get(`/admin/dashboard/activity${query}`, asAdmin()));
  type TabBody = {
    entries: { entity: string; entityId: number; action: string; adminUsername: string; at: Date }[];
    total: number;
    page: number;
    pages: number;
  };

  it("lists newest first, 50 a page, and filters by entity, action, admin and Riyadh days", async () => {
    // 60 entries by a made-up admin, so this test's counts are its own.
    const ghost = { id: 777, username: "ghost-admin" };
    for (let index = 1; index <= 60; index++) {
      await recordActivity(handle.db, {
        actor: ghost,
        entity: "district",
        entityId: index,
        action: index % 2 ? "create" : "update",
        summary: "g",
      });
    }
    const first = await tab("?admin=ghost-admin");
    expect(first.status).toBe(200);
    const body = first.body as TabBody;
    expect(body).toMatchObject({ total: 60, page: 1, pages: 2 });
    expect(body.entries).toHaveLength(50);
    expect(body.entries[0]!.entityId).toBe(60);
    const second = (await tab("?admin=ghost-admin&page=2")).body as TabBody;
    expect(second.entries.map((entry) => entry.entityId)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);

    const updates = (await tab("?action=update&admin=ghost-admin")).body as TabBody;
    expect(updates.total).toBe(30);
    expect(updates.entries.every((entry) => entry.action === "update")).toBe(true);
    const images = (await tab("?entity=image")).body as TabBody;
    expect(images.total).toBeGreaterThan(0);
    expect(images.entries.every((entry) => entry.entity === "image")).toBe(true);
    expect(((await tab("?entity=image&admin=ghost-admin")).body as TabBody).total).toBe(0);

    // Days are Riyadh's: an entry at 22:30 UTC on the 9th is on the 10th there.
    await handle.db.execute(
      sql`insert into admin_activity (at, admin_username, entity, entity_id, action, summary) values ('2026-03-09T22:30:00Z', 'night-admin', 'property', 1, 'update', 'late')`,
    );
    expect(((await tab("?admin=night-admin&from=2026-03-10&to=2026-03-10")).body as TabBody).total).toBe(1);
    expect(((await tab("?admin=night-admin&to=2026-03-09")).body as TabBody).total).toBe(0);
    expect(await countActivity({ admin: "night-admin", from: "2026-03-10" })).toBe(1);
    expect(await listActivity({ admin: "night-admin" }, { limit: 5, offset: 0 })).toHaveLength(1);
  });

  it("answers at one URL per view: empty fields, page 1 and a page past the last redirect", async () => {
    const redirectOf = async (query: string) => {
      const answer = await tab(query);
      expect(answer.status).toBe(302);
      return answer.headers.get("Location");
    };
    expect(await redirectOf("?entity=&action=&admin=&from=&to=")).toBe("/admin/dashboard/activity");
    expect(await redirectOf("?admin=ghost-admin&page=1")).toBe("/admin/dashboard/activity?admin=ghost-admin");
    expect(await redirectOf("?admin=ghost-admin&page=99")).toBe("/admin/dashboard/activity?admin=ghost-admin&page=2");
    expect(await redirectOf("?admin=nobody-at-all&page=3")).toBe("/admin/dashboard/activity?admin=nobody-at-all");
    expect(await redirectOf("?lng=ar&entity=&page=1")).toBe("/admin/dashboard/activity?lng=ar");
  });

  it("answers 400 naming the problem to a value it does not know", async () => {
    for (const [query, problem] of [
      ["?entity=listing", "entity must be one of property, image, district, inquiry, admin"],
      ["?action=archive", "action must be one of create, update, delete"],
      ["?from=2026-02-30", "from must be a real date"],
      ["?from=2026-03-02&to=2026-03-01", "from must not be after to"],
      ["?page=0", "page must be at least 1"],
      ["?page=two", "page must be a whole number"],
      ["?entity=image&entity=district", "entity"],
    ] as const) {
      const answer = await tab(query);
      expect(answer.status, query).toBe(400);
      expect((answer.body as { problems: string[] }).problems.join(" "), query).toContain(problem);
    }
    expect(parseActivityQuery(new URLSearchParams("admin=a%00b")).success).toBe(false);
  });

  it("needs a signed-in admin", async () => {
    const answer = await call(activityTab.loader, get("/admin/dashboard/activity"));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toContain("/admin/login");
  });
});
