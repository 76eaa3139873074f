import { count, eq } from "drizzle-orm";
import { SYSTEM_ACTOR } from "~/models/activity.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { districts, inquiries, properties } from "../../drizzle/schema";
import { createDistrict, deleteDistrict, getDistrict, updateDistrict } from "~/models/admin-districts.server";
import { createInquiry } from "~/models/inquiries.server";
import * as districtDeletePage from "~/routes/admin.dashboard.districts.$id.delete";
import * as districtEditPage from "~/routes/admin.dashboard.districts.$id.edit";
import * as districtNewPage from "~/routes/admin.dashboard.districts.new";
import * as districtsTab from "~/routes/admin.dashboard.districts";
import * as districtApi from "~/routes/api.admin.districts.$id";
import * as districtsApi from "~/routes/api.admin.districts";
import * as inquiriesTab from "~/routes/admin.dashboard.inquiries";
import * as inquiriesApi from "~/routes/api.admin.inquiries";
import * as loginApi from "~/routes/api.admin.login";
import * as root from "~/root";
import { DistrictFormSchema, DistrictSchema } from "~/schemas/district";
import type { DatabaseHandle } from "~/services/db.server";
import { DEFAULT_ADMIN } from "~/services/env.server";
import { districtInput } from "../factories";
import { call, cookiesFrom, get, jsonRequest, postForm } from "./route-helpers";
import { setupSeededDatabase } from "./test-database";

let handle: DatabaseHandle;
let cookie: string;
beforeAll(async () => {
  handle = await setupSeededDatabase();
  const login = await call(loginApi.action, jsonRequest("POST", "/api/admin/login", DEFAULT_ADMIN));
  cookie = cookiesFrom(login.headers);
});
afterAll(() => handle.close());

const asAdmin = () => ({ Cookie: cookie });

const listingsIn = async (name: string) =>
  (await handle.db.select({ value: count() }).from(properties).where(eq(properties.district, name)))[0]!.value;
const districtNamed = async (name: string) => (await handle.db.select().from(districts).where(eq(districts.name, name)))[0];

const createViaApi = (body: unknown, headers = asAdmin()) =>
  call(districtsApi.action, jsonRequest("POST", "/api/admin/districts", body, headers));
const putViaApi = (id: number | string, body: unknown, headers = asAdmin()) =>
  call(districtApi.action, jsonRequest("PUT", `/api/admin/districts/${id}`, body, headers), { id: String(id) });
const deleteViaApi = (id: number | string, headers = asAdmin()) =>
  call(districtApi.action, jsonRequest("DELETE", `/api/admin/districts/${id}`, undefined, headers), { id: String(id) });

describe("district schema", () => {
  it("trims the name and takes coordinates in range", () => {
    expect(DistrictSchema.parse(districtInput({ name: "  Al Yasmin " }))).toEqual(districtInput());
    expect(DistrictSchema.safeParse({ name: "Edge", nameAr: "الطرف", latitude: -90, longitude: 180 }).success).toBe(true);
  });

  it.each([
    [{ name: "", nameAr: "أ", latitude: 1, longitude: 1 }, "name", "admin.errors.required"],
    [{ name: "x".repeat(101), nameAr: "أ", latitude: 1, longitude: 1 }, "name", "admin.errors.tooLong"],
    [{ name: "A", latitude: 1, longitude: 1 }, "nameAr", "admin.errors.required"],
    [{ name: "A", nameAr: "  ", latitude: 1, longitude: 1 }, "nameAr", "admin.errors.required"],
    [{ name: "A", nameAr: "Al Nada", latitude: 1, longitude: 1 }, "nameAr", "admin.errors.arabicName"],
    [{ name: "A", latitude: 90.0001, longitude: 1 }, "latitude", "admin.errors.latitude"],
    [{ name: "A", latitude: "24.7", longitude: 1 }, "latitude", "admin.errors.latitude"],
    [{ name: "A", longitude: 1 }, "latitude", "admin.errors.latitude"],
    [{ name: "A", latitude: 1, longitude: -180.5 }, "longitude", "admin.errors.longitude"],
  ])("refuses %o (%s: %s)", (input, field, message) => {
    const result = DistrictSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: [field], message }));
  });

  it("the form falls back to Riyadh's centre for empty coordinates", () => {
    expect(DistrictFormSchema.parse({ name: "A", nameAr: "أ" })).toEqual({ name: "A", nameAr: "أ", latitude: 24.7136, longitude: 46.6753 });
  });
});

describe("POST /api/admin/districts", () => {
  it("201 with the new district, its Arabic name and its slug", async () => {
    const answer = await createViaApi({ name: "  Api Created ", nameAr: " حي الواجهة ", latitude: 24.81234567, longitude: 46.61 });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      id: expect.any(Number),
      name: "Api Created",
      nameAr: "حي الواجهة",
      slug: "api-created",
      latitude: 24.81234567,
      longitude: 46.61,
      createdAt: expect.any(String),
    });
    expect(answer.headers.get("Location")).toBe(`/api/admin/districts/${(answer.body as { id: number }).id}`);
    expect(await districtNamed("Api Created")).toBeDefined();
  });

  it.each([
    [{ name: "", nameAr: "فارغ", latitude: 24, longitude: 46 }, "name"],
    [{ name: "Bad Lat", nameAr: "عرض", latitude: 91, longitude: 46 }, "latitude"],
    [{ name: "Bad Lng", nameAr: "طول", latitude: 24, longitude: 181 }, "longitude"],
    [{ name: "No Lat", nameAr: "بلا عرض", longitude: 46 }, "latitude"],
    [{ name: "No Arabic", latitude: 24, longitude: 46 }, "nameAr"],
    [{ name: "Latin Arabic", nameAr: "Latin", latitude: 24, longitude: 46 }, "nameAr"],
  ])("400 {error, fieldErrors} for %o", async (body, field) => {
    const answer = await createViaApi(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: "Invalid input", fieldErrors: { [field]: [expect.any(String)] } });
  });

  it("the field errors are readable English", async () => {
    const answer = await createViaApi({ name: "Bad", nameAr: "Bad", latitude: 100, longitude: 46 });
    expect(answer.body).toMatchObject({
      fieldErrors: { latitude: ["Latitude must be a number from -90 to 90"], nameAr: ["Please write the Arabic name in Arabic letters"] },
    });
  });

  it("400 for broken JSON, 415 for another content type", async () => {
    expect((await createViaApi("{")).status).toBe(400);
    const form = postForm("/api/admin/districts", { name: "Form", latitude: "1", longitude: "1" }, asAdmin());
    expect((await call(districtsApi.action, form)).status).toBe(415);
  });

  it.each(["Olaya", "olaya", " OLAYA "])("409 for a name that exists (%s)", async (name) => {
    const answer = await createViaApi({ name, nameAr: "اسم جديد تماما", latitude: 24, longitude: 46 });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: "A district with this name already exists." });
  });

  it("409 for an Arabic name another district has (العليا), naming the field", async () => {
    const answer = await createViaApi({ name: "Olaya Two", nameAr: "العليا", latitude: 24, longitude: 46 });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      error: "A district with this Arabic name already exists.",
      fieldErrors: { nameAr: ["A district with this Arabic name already exists."] },
    });
    expect(await districtNamed("Olaya Two")).toBeUndefined();
  });

  it("gives an Arabic-only name the slug district-<id>, and a slug another district has gets the id too", async () => {
    const arabicOnly = await createViaApi({ name: "حي الندى", nameAr: "الندى", latitude: 24.8, longitude: 46.7 });
    expect(arabicOnly.status).toBe(201);
    const { id, slug } = arabicOnly.body as { id: number; slug: string };
    expect(slug).toBe(`district-${id}`);
    const clash = await createViaApi({ name: "Al-Malqa!", nameAr: "الملقا الجديدة", latitude: 24.8, longitude: 46.6 });
    const created = clash.body as { id: number; slug: string };
    expect(created.slug).toBe(`al-malqa-${created.id}`);
  });

  it("401 without a session (and nothing stored)", async () => {
    const answer = await createViaApi({ name: "Sneaky", latitude: 24, longitude: 46 }, {} as never);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: expect.any(String) });
    expect(await districtNamed("Sneaky")).toBeUndefined();
  });

  it("405 for GET and other methods", async () => {
    const list = await call(districtsApi.loader, get("/api/admin/districts", asAdmin()));
    expect(list.status).toBe(405);
    expect(list.headers.get("Allow")).toBe("POST");
    expect((await call(districtsApi.action, jsonRequest("PUT", "/api/admin/districts", { name: "x" }, asAdmin()))).status).toBe(405);
  });
});

describe("PUT /api/admin/districts/{id}", () => {
  it("200 with the updated district", async () => {
    const { district } = (await createDistrict(SYSTEM_ACTOR, { name: "Put Me", nameAr: "حي Put Me", latitude: 24.1, longitude: 46.1 })) as {
      district: { id: number };
    };
    // Without nameAr the Arabic name stays; the slug follows the new English name.
    const answer = await putViaApi(district.id, { name: "Put Done", latitude: -10.5, longitude: 100.25 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: district.id, name: "Put Done", nameAr: "حي Put Me", slug: "put-done", latitude: -10.5 });
    expect(await getDistrict(district.id)).toMatchObject({ name: "Put Done", nameAr: "حي Put Me" });
    const renamed = await putViaApi(district.id, { name: "Put Done", nameAr: "حي المنجز", latitude: 1, longitude: 1 });
    expect(renamed.body).toMatchObject({ nameAr: "حي المنجز" });
  });

  it("a rename carries the district's listings along", async () => {
    const olaya = (await districtNamed("Olaya"))!;
    const listings = await listingsIn("Olaya");
    expect(listings).toBeGreaterThan(0);
    const answer = await putViaApi(olaya.id, { name: "Olaya Central", latitude: olaya.latitude, longitude: olaya.longitude });
    expect(answer.status).toBe(200);
    expect(await listingsIn("Olaya Central")).toBe(listings);
    expect(await listingsIn("Olaya")).toBe(0);
    expect((await putViaApi(olaya.id, { name: "Olaya", latitude: olaya.latitude, longitude: olaya.longitude })).status).toBe(200);
    expect(await listingsIn("Olaya")).toBe(listings);
  });

  it("a change of case in its own name is no duplicate", async () => {
    const { district } = (await createDistrict(SYSTEM_ACTOR, { name: "case test", nameAr: "حي case test", latitude: 1, longitude: 1 })) as {
      district: { id: number };
    };
    expect((await putViaApi(district.id, { name: "Case Test", latitude: 1, longitude: 1 })).status).toBe(200);
  });

  it("409 when the new name belongs to another district", async () => {
    const { district } = (await createDistrict(SYSTEM_ACTOR, {
      name: "Will Clash",
      nameAr: "حي Will Clash",
      latitude: 1,
      longitude: 1,
    })) as {
      district: { id: number };
    };
    const answer = await putViaApi(district.id, { name: "Hittin", latitude: 1, longitude: 1 });
    expect(answer.status).toBe(409);
    expect(await getDistrict(district.id)).toMatchObject({ name: "Will Clash" });
  });

  it("400 for invalid input", async () => {
    const olaya = (await districtNamed("Olaya"))!;
    const answer = await putViaApi(olaya.id, { name: "Olaya", latitude: 24, longitude: "east" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fieldErrors: { longitude: [expect.any(String)] } });
  });

  it.each(["999999", "0", "abc", "99999999999"])("404 for id %s", async (id) => {
    const answer = await putViaApi(id, { name: "Nowhere", latitude: 1, longitude: 1 });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: "District not found" });
  });

  it("401 without a session", async () => {
    const olaya = (await districtNamed("Olaya"))!;
    expect((await putViaApi(olaya.id, { name: "Hijacked", latitude: 1, longitude: 1 }, {} as never)).status).toBe(401);
    expect(await districtNamed("Olaya")).toBeDefined();
  });

  it("405 for GET and PATCH", async () => {
    expect((await call(districtApi.loader, get("/api/admin/districts/1", asAdmin()), { id: "1" })).status).toBe(405);
    const patch = await call(districtApi.action, jsonRequest("PATCH", "/api/admin/districts/1", { name: "x" }, asAdmin()), { id: "1" });
    expect(patch.status).toBe(405);
    expect(patch.headers.get("Allow")).toBe("PUT, DELETE");
  });
});

describe("DELETE /api/admin/districts/{id}", () => {
  it("200 and the district is gone", async () => {
    const { district } = (await createDistrict(SYSTEM_ACTOR, { name: "Delete Me", nameAr: "حي Delete Me", latitude: 1, longitude: 1 })) as {
      district: { id: number };
    };
    const answer = await deleteViaApi(district.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: district.id, name: "Delete Me" });
    expect(await getDistrict(district.id)).toBeNull();
    expect((await deleteViaApi(district.id)).status).toBe(404);
  });

  it("409 naming how many listings use it, and nothing is deleted", async () => {
    const olaya = (await districtNamed("Olaya"))!;
    const listings = await listingsIn("Olaya");
    const answer = await deleteViaApi(olaya.id);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: `“Olaya” is used by ${listings} listings; move or delete them first.`, inUse: listings });
    expect(await districtNamed("Olaya")).toBeDefined();
  });

  it("404 for a missing district, 401 without a session", async () => {
    expect((await deleteViaApi(999999)).status).toBe(404);
    const hittin = (await districtNamed("Hittin"))!;
    expect((await deleteViaApi(hittin.id, {} as never)).status).toBe(401);
  });
});

describe("district model", () => {
  it("reports duplicates as a result, not an exception", async () => {
    expect(await createDistrict(SYSTEM_ACTOR, { name: "Hittin", nameAr: "حي Hittin", latitude: 1, longitude: 1 })).toEqual({
      status: "duplicate",
      field: "name",
    });
    expect(await updateDistrict(SYSTEM_ACTOR, 999999, { name: "Anything New", latitude: 1, longitude: 1 })).toEqual({
      status: "not-found",
    });
  });

  it("deleteDistrict returns the number of listings instead of deleting", async () => {
    const olaya = (await districtNamed("Olaya"))!;
    expect(await deleteDistrict(SYSTEM_ACTOR, olaya.id)).toMatchObject({ status: "in-use", inUse: await listingsIn("Olaya") });
  });
});

describe("GET /api/admin/inquiries", () => {
  it("200 with every inquiry's fields, newest first", async () => {
    const [listing] = await handle.db.select({ id: properties.id }).from(properties).limit(1);
    const saved = await createInquiry(
      listing!.id,
      {
        name: "Nora",
        email: "nora@example.com",
        phone: "+966 50 111 2222",
        message: "Is it still free?",
      },
      "ar",
    );
    const answer = await call(inquiriesApi.loader, get("/api/admin/inquiries", asAdmin()));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const items = answer.body as Record<string, unknown>[];
    expect(items[0]).toEqual({
      id: saved!.id,
      name: "Nora",
      email: "nora@example.com",
      phone: "+966 50 111 2222",
      propertyId: listing!.id,
      message: "Is it still free?",
      createdAt: expect.any(String),
      // The lead desk's fields (issue 16): a listing's inquiry (not a general message, which has a
      // subject and no listing), new, no note, its status never changed.
      kind: "listing",
      subject: "",
      status: "new",
      note: "",
      statusChangedAt: null,
      // Issue 33: the listing's titles when it was sent, and the visitor's language.
      propertyTitle: expect.any(String),
      propertyTitleAr: expect.any(String),
      language: "ar",
    });
  });

  it("pages with limit and offset, newest first, with the whole count in X-Total-Count; 400 for bad paging", async () => {
    const [listing] = await handle.db.select({ id: properties.id }).from(properties).limit(1);
    for (let index = 0; index < 30; index++) {
      await createInquiry(
        listing!.id,
        {
          name: `Pager ${index}`,
          email: "pager@example.com",
          phone: "+966 50 111 2222",
          message: `#${index}`,
        },
        "en",
      );
    }
    const total = (await handle.db.select({ value: count() }).from(inquiries))[0]!.value;
    const first = await call(inquiriesApi.loader, get("/api/admin/inquiries?limit=10", asAdmin()));
    expect(first.headers.get("X-Total-Count")).toBe(String(total));
    const firstItems = first.body as { message: string }[];
    expect(firstItems.map((item) => item.message)).toEqual(Array.from({ length: 10 }, (_, index) => `#${29 - index}`));
    const second = await call(inquiriesApi.loader, get("/api/admin/inquiries?limit=10&offset=10", asAdmin()));
    expect((second.body as { message: string }[])[0]!.message).toBe("#19");
    // Without paging: the first 100 (here, all of them).
    expect((await call(inquiriesApi.loader, get("/api/admin/inquiries", asAdmin()))).body).toHaveLength(Math.min(total, 100));
    for (const query of ["limit=0", "limit=501", "limit=abc", "offset=-1", "offset=1e3"]) {
      const answer = await call(inquiriesApi.loader, get(`/api/admin/inquiries?${query}`, asAdmin()));
      expect(answer.status, query).toBe(400);
      expect((answer.body as { error: string }).error, query).toMatch(/^Invalid query: (limit|offset)/);
    }
  });

  it("the inquiries tab shows 25 a page, newest first, with the whole count", async () => {
    const total = (await handle.db.select({ value: count() }).from(inquiries))[0]!.value;
    expect(total).toBeGreaterThan(25);
    const first = (await call(inquiriesTab.loader, get("/admin/dashboard/inquiries", asAdmin()))).body as {
      inquiries: { message: string }[];
      total: number;
      pages: number;
    };
    expect(first.inquiries).toHaveLength(25);
    expect(first.total).toBe(total);
    expect(first.pages).toBe(Math.ceil(total / 25));
    const last = (await call(inquiriesTab.loader, get(`/admin/dashboard/inquiries?page=${first.pages}`, asAdmin()))).body as {
      inquiries: unknown[];
      page: number;
    };
    expect(last.inquiries).toHaveLength(total - 25 * (first.pages - 1));
    // Past the end or junk: the last or the first page, never an error.
    expect(((await call(inquiriesTab.loader, get("/admin/dashboard/inquiries?page=999", asAdmin()))).body as { page: number }).page).toBe(
      first.pages,
    );
    expect(((await call(inquiriesTab.loader, get("/admin/dashboard/inquiries?page=abc", asAdmin()))).body as { page: number }).page).toBe(
      1,
    );
  });

  it("401 without a session, 405 for POST", async () => {
    expect((await call(inquiriesApi.loader, get("/api/admin/inquiries"))).status).toBe(401);
    expect((await call(inquiriesApi.action, jsonRequest("POST", "/api/admin/inquiries", {}, asAdmin()))).status).toBe(405);
  });
});

describe("dashboard district pages", () => {
  const form = (path: string, fields: Record<string, string>) => postForm(path, fields, asAdmin());
  const toastAfter = async (headers: Headers) =>
    ((await call(root.loader, get("/admin/dashboard/districts", { Cookie: cookiesFrom(headers) }))).body as { toast: unknown }).toast;

  it("the table lists the districts", async () => {
    const answer = await call(districtsTab.loader, get("/admin/dashboard/districts", asAdmin()));
    expect(answer.status).toBe(200);
    expect((answer.body as { districts: { name: string }[] }).districts.map((district) => district.name)).toContain("Olaya");
  });

  it("add: 303 back to the table with the 'District created' toast; empty coordinates fall back to the centre", async () => {
    const answer = await call(
      districtNewPage.action,
      form("/admin/dashboard/districts/new", { name: "Page Added", nameAr: "حي الصفحة", latitude: "", longitude: "" }),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/admin/dashboard/districts");
    expect(await districtNamed("Page Added")).toMatchObject({ latitude: 24.7136, longitude: 46.6753 });
    expect(await toastAfter(answer.headers)).toMatchObject({ title: "admin.districts.created", variant: "default" });
  });

  it("add: 400 with inline errors, the typed values kept", async () => {
    const answer = await call(
      districtNewPage.action,
      form("/admin/dashboard/districts/new", { name: "", latitude: "95", longitude: "abc" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      status: "error",
      error: { name: ["admin.errors.required"], latitude: ["admin.errors.latitude"], longitude: ["admin.errors.longitude"] },
      initialValue: { latitude: "95", longitude: "abc" },
    });
  });

  it("add: a duplicate name is an inline error on the name (409)", async () => {
    const answer = await call(
      districtNewPage.action,
      form("/admin/dashboard/districts/new", { name: "Hittin", nameAr: "حطين الجديدة", latitude: "1", longitude: "1" }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: { name: ["admin.districts.duplicate"] }, initialValue: { name: "Hittin" } });
  });

  it("edit: loads the district, saves it with the 'District updated' toast, 404 for a missing one", async () => {
    const district = (await districtNamed("Page Added"))!;
    const params = { id: String(district.id) };
    const loaded = await call(districtEditPage.loader, get(`/admin/dashboard/districts/${district.id}/edit`, asAdmin()), params);
    expect(loaded.body).toMatchObject({
      district: { id: district.id, name: "Page Added", nameAr: "حي الصفحة", latitude: 24.7136, longitude: 46.6753 },
    });

    const saved = await call(
      districtEditPage.action,
      form(`/admin/dashboard/districts/${district.id}/edit`, {
        name: "Page Edited",
        nameAr: "حي المعدلة",
        latitude: "24.5",
        longitude: "46.5",
      }),
      params,
    );
    expect(saved.status).toBe(303);
    expect(await toastAfter(saved.headers)).toMatchObject({ title: "admin.districts.updated" });
    expect(await getDistrict(district.id)).toMatchObject({
      name: "Page Edited",
      nameAr: "حي المعدلة",
      slug: "page-edited",
      latitude: 24.5,
      longitude: 46.5,
    });

    expect((await call(districtEditPage.loader, get("/admin/dashboard/districts/999999/edit", asAdmin()), { id: "999999" })).status).toBe(
      404,
    );
    expect(
      (
        await call(
          districtEditPage.action,
          form("/admin/dashboard/districts/999999/edit", { name: "X", nameAr: "س", latitude: "1", longitude: "1" }),
          {
            id: "999999",
          },
        )
      ).status,
    ).toBe(404);
  });

  it("delete: the confirmation page, then 303 with the 'District deleted' toast", async () => {
    const district = (await districtNamed("Page Edited"))!;
    const params = { id: String(district.id) };
    const confirm = await call(districtDeletePage.loader, get(`/admin/dashboard/districts/${district.id}/delete`, asAdmin()), params);
    expect(confirm.body).toEqual({ name: "Page Edited" });
    const answer = await call(
      districtDeletePage.action,
      form(`/admin/dashboard/districts/${district.id}/delete`, { intent: "delete" }),
      params,
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/admin/dashboard/districts");
    expect(await toastAfter(answer.headers)).toMatchObject({ title: "admin.districts.deleted" });
    expect(await getDistrict(district.id)).toBeNull();
  });

  it("delete in use: refused, back to the table with a destructive toast naming the count", async () => {
    const olaya = (await districtNamed("Olaya"))!;
    const answer = await call(districtDeletePage.action, form(`/admin/dashboard/districts/${olaya.id}/delete`, { intent: "delete" }), {
      id: String(olaya.id),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/admin/dashboard/districts");
    expect(await toastAfter(answer.headers)).toMatchObject({
      variant: "destructive",
      description: `“Olaya” is used by ${await listingsIn("Olaya")} listings; move or delete them first.`,
    });
    expect(await districtNamed("Olaya")).toBeDefined();
  });

  it("a visitor is sent to the login page; a forged post is refused", async () => {
    const visitor = await call(districtNewPage.loader, get("/admin/dashboard/districts/new"));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(`/admin/login?redirectTo=${encodeURIComponent("/admin/dashboard/districts/new")}`);
    const anonymous = await call(
      districtNewPage.action,
      postForm("/admin/dashboard/districts/new", { name: "Anon", latitude: "1", longitude: "1" }),
    );
    expect(anonymous.status).toBe(302);
    expect(await districtNamed("Anon")).toBeUndefined();
    const crossSite = postForm(
      "/admin/dashboard/districts/new",
      { name: "Evil", latitude: "1", longitude: "1" },
      { ...asAdmin(), Origin: "https://evil.example" },
    );
    expect((await call(districtNewPage.action, crossSite)).status).toBe(403);
  });
});
