import { count, desc, eq, or } from "drizzle-orm";
import { SYSTEM_ACTOR } from "~/models/activity.server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries, properties, propertyImages } from "../../drizzle/schema";
import { createProperty } from "~/models/admin-properties.server";
import { addImages, deleteImage, moveImage } from "~/models/admin-property-images.server";
import { readAmenityNamesAr } from "~/models/amenity-names.server";
import { upsertAdmin } from "~/models/admins.server";
import { getProperty, listPropertyImages } from "~/models/properties.server";
import { seedImageUrl } from "~/models/seed.server";
import * as imageOrderApi from "~/routes/api.admin.images.$imageId.order";
import * as imageApi from "~/routes/api.admin.images.$imageId";
import * as propertiesApi from "~/routes/api.admin.properties";
import * as propertyApi from "~/routes/api.admin.properties.$id";
import * as propertyImagesApi from "~/routes/api.admin.properties.$id.images";
import * as publicPropertyApi from "~/routes/api.properties.$id";
import * as editRoute from "~/routes/admin.dashboard._properties.properties.$id.edit";
import * as deleteRoute from "~/routes/admin.dashboard._properties.properties.$id.delete";
import * as lifecycleRoute from "~/routes/admin.dashboard._properties.properties.$id.lifecycle";
import * as deleteImageRoute from "~/routes/admin.dashboard._properties.properties.$id.images.$imageId.delete";
import * as uploadsRoute from "~/routes/uploads.$name";
import * as newRoute from "~/routes/admin.dashboard._properties.properties.new";
import * as tableRoute from "~/routes/admin.dashboard._properties";
import { PropertyInputSchema } from "~/schemas/property";
import { PropertyFormSchema } from "~/schemas/property-form";
import { startSession } from "~/services/auth.server";
import type { DatabaseHandle } from "~/services/db.server";
import { storeImage } from "~/services/images.server";
import { storage } from "~/services/storage.server";
import { sniffImage, UPLOAD_LIMITS } from "~/services/uploads.server";
import { amenityKey } from "~/utils/amenities";
import { IMAGE_WIDTHS } from "~/utils/images";
import { adminCredentials, listingInput, propertyFormFields } from "../factories";
import { call, get, jsonRequest as jsonRequestAs, propertyForm } from "./route-helpers";
import { setupSeededDatabase } from "./test-database";

const ORIGIN = "http://localhost:3000";
let handle: DatabaseHandle;
let cookie: string;

beforeAll(async () => {
  handle = await setupSeededDatabase();
  const { username, password } = adminCredentials("props-admin");
  const admin = await upsertAdmin(username, password);
  cookie = (await startSession(admin)).split(";")[0]!;
});
afterAll(() => handle.close());

// ---- helpers ------------------------------------------------------------------------------

// Through the storage the app uses: the disk with PGlite, the stored_files table on PostgreSQL.
const namesOf = (imageUrl: string) => {
  const name = imageUrl.replace("/uploads/", "").replace(/\.webp$/, "");
  return [`${name}.webp`, `${name}-${IMAGE_WIDTHS.medium}.webp`, `${name}-${IMAGE_WIDTHS.card}.webp`];
};
const storedBytes = async (name: string) => {
  const file = await storage.get(name);
  return file ? Buffer.from(await new Response(file.body).arrayBuffer()) : null;
};
const filesExist = async (imageUrl: string) => (await Promise.all(namesOf(imageUrl).map(storedBytes))).every(Boolean);
const filesGone = async (imageUrl: string) => (await Promise.all(namesOf(imageUrl).map(storedBytes))).every((bytes) => !bytes);

const picture = (format: "png" | "jpeg" | "webp" | "gif" | "avif", color = "#0f766e") =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: color } })
    [format]()
    .toBuffer();

// Signed in unless the test overrides the Cookie header.
const jsonRequest = (method: string, urlPath: string, body?: unknown, headers: Record<string, string> = {}) =>
  jsonRequestAs(method, urlPath, body, { Cookie: cookie, ...headers });

function multipartRequest(urlPath: string, form: FormData, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${urlPath}`, { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN, ...headers }, body: form });
}

const file = (bytes: Buffer, name: string, type = "image/png") => new File([new Uint8Array(bytes)], name, { type });

const validProperty = listingInput();
// The same listing with no Arabic texts at all.
const { titleAr: _titleAr, buildingAr: _buildingAr, addressAr: _addressAr, descriptionAr: _descriptionAr, ...englishOnly } = validProperty;

async function createViaApi(overrides: Record<string, unknown> = {}) {
  const answer = await call(propertiesApi.action, jsonRequest("POST", "/api/admin/properties", { ...validProperty, ...overrides }));
  expect(answer.status).toBe(201);
  return answer.body as { id: number; title: string; lifecycle: string };
}

async function uploadViaApi(propertyId: number, bytes: Buffer, orderIndex?: string, name = "photo.png") {
  const form = new FormData();
  form.append("image", file(bytes, name));
  if (orderIndex !== undefined) form.append("orderIndex", orderIndex);
  return call(propertyImagesApi.action, multipartRequest(`/api/admin/properties/${propertyId}/images`, form), { id: String(propertyId) });
}

const formFields = propertyFormFields({ customAmenity: "  Roof garden  ", customAmenityAr: " حديقة السطح " });

// ---- the schema ---------------------------------------------------------------------------

describe("PropertyInputSchema", () => {
  it("accepts the spec's fields and normalises them", () => {
    const parsed = PropertyInputSchema.parse({ ...validProperty, title: "  Spaced  ", contactPhone: "" });
    expect(parsed).toMatchObject({ title: "Spaced", contactPhone: null, furnished: true });
  });

  it.each([
    [{ price: -1 }, "price"],
    [{ price: 1.5 }, "price"],
    [{ price: 100_000_001 }, "price"],
    [{ size: 1_000_001 }, "size"],
    [{ price: 0 }, "price"],
    [{ size: 0 }, "size"],
    [{ floors: 0 }, "floors"],
    [{ floors: 201 }, "floors"],
    [{ capacity: 0 }, "capacity"],
    [{ parkingSpaces: -2 }, "parkingSpaces"],
    [{ availableFrom: "2026-02-30" }, "availableFrom"],
    [{ availableFrom: "01/03/2026" }, "availableFrom"],
    [{ district: " " }, "district"],
    [{ amenities: ["WiFi", "wifi"] }, "amenities"],
    [{ amenities: ["x".repeat(61)] }, "amenities"],
    [{ amenities: Array.from({ length: 31 }, (_, index) => `A${index}`) }, "amenities"],
    [{ furnished: "yes" }, "furnished"],
    [{ title: "bad\u0000title" }, "title"],
  ])("refuses %o", (overrides, field) => {
    const result = PropertyInputSchema.safeParse({ ...validProperty, ...overrides });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it("wants a price and a size of at least 1, each with its own message (the form's 0 defaults are not a listing)", () => {
    const zero = PropertyInputSchema.safeParse({ ...validProperty, price: 0, size: 0 });
    expect(zero.error?.flatten().fieldErrors).toEqual({ price: ["admin.errors.pricePositive"], size: ["admin.errors.sizePositive"] });
    expect(PropertyInputSchema.safeParse({ ...validProperty, price: 1, size: 1 }).success).toBe(true);
    const form = PropertyFormSchema.safeParse({ ...validProperty, price: 0, size: 0 });
    expect(Object.keys(form.error?.flatten().fieldErrors ?? {})).toEqual(["price", "size"]);
  });

  it("the form schema adds the custom amenity once, trimmed, with its Arabic name, and refuses a duplicate", () => {
    const base = { ...validProperty, amenities: ["WiFi"] };
    const parsed = PropertyFormSchema.parse({ ...base, customAmenity: "Roof garden", customAmenityAr: "حديقة السطح" });
    // WiFi is kept as the vocabulary's High-speed Internet (issue 50).
    expect(parsed.amenities).toEqual(["High-speed Internet", "Roof garden"]);
    expect(parsed.amenityNamesAr).toEqual({ "Roof garden": "حديقة السطح" });
    const duplicate = PropertyFormSchema.safeParse({ ...base, customAmenity: "wifi", customAmenityAr: "واي فاي" });
    expect(duplicate.error?.issues[0]?.path).toEqual(["customAmenity"]);
  });

  it("the form schema wants the Arabic name of every custom amenity a published listing keeps (issue 33)", () => {
    const base = { ...validProperty, lifecycle: "published", amenities: ["WiFi", "Roof garden"] };
    const typedAlone = PropertyFormSchema.safeParse({ ...validProperty, customAmenity: "Gym lockers" });
    expect(typedAlone.error?.flatten().fieldErrors).toEqual({ customAmenityAr: ["admin.errors.amenityAr"] });
    // The chip's Arabic box left empty while the chip stays ticked...
    const chipUnnamed = PropertyFormSchema.safeParse({ ...base, customNames: ["Roof garden"], customNamesAr: [undefined] });
    expect(chipUnnamed.error?.issues.map((issue) => issue.path)).toEqual([["customNamesAr", 0]]);
    // ...but a draft or an unticked chip needs no name yet, and a named one is kept for every listing.
    expect(
      PropertyFormSchema.safeParse({ ...base, lifecycle: "draft", customNames: ["Roof garden"], customNamesAr: [undefined] }).success,
    ).toBe(true);
    expect(
      PropertyFormSchema.safeParse({ ...base, amenities: ["WiFi"], customNames: ["Roof garden"], customNamesAr: [undefined] }).success,
    ).toBe(true);
    expect(PropertyFormSchema.parse({ ...base, customNames: ["Roof garden"], customNamesAr: ["حديقة"] }).amenityNamesAr).toEqual({
      "Roof garden": "حديقة",
    });
  });
});

describe("sniffImage", () => {
  it.each(["png", "jpeg", "webp", "gif", "avif"] as const)("recognises %s by its bytes", async (format) => {
    expect(sniffImage(await picture(format))).toBe(format);
  });

  it("refuses anything else, whatever its name", () => {
    expect(sniffImage(Buffer.from("<?php system($_GET['c']); ?>"))).toBeNull();
    expect(sniffImage(Buffer.from("RIFF0000WAVE"))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});

// ---- JSON API ------------------------------------------------------------------------------

describe("POST /api/admin/properties", () => {
  it("creates a property: 201 with its id and every field", async () => {
    const answer = await call(propertiesApi.action, jsonRequest("POST", "/api/admin/properties", validProperty));
    expect(answer.status).toBe(201);
    const body = answer.body as { id: number };
    // Known amenities under the vocabulary's names (WiFi is High-speed Internet), in both languages (issue 50).
    const amenities = ["High-speed Internet", "Parking", "Rooftop terrace"];
    expect(validProperty.amenities).toEqual(["WiFi", "Parking", "Rooftop terrace"]);
    expect(body).toMatchObject({ ...validProperty, amenities, images: [] });
    expect(answer.body).toHaveProperty("amenitiesAr", ["إنترنت عالي السرعة", "مواقف سيارات", expect.any(String)]);
    expect(body.id).toBeGreaterThan(0);
    expect(await getProperty(body.id)).toMatchObject({ title: validProperty.title, amenities });
  });

  it("keeps the Arabic names it is given for custom amenities, and refuses an empty one", async () => {
    await createViaApi({ amenities: ["WiFi", "Sky Lounge"], amenityNamesAr: { "Sky Lounge": "صالة علوية" } });
    expect((await readAmenityNamesAr())["sky lounge"]).toBe("صالة علوية");
    const empty = await call(
      propertiesApi.action,
      jsonRequest("POST", "/api/admin/properties", { ...validProperty, amenityNamesAr: { "Sky Lounge": " " } }),
    );
    expect(empty.status).toBe(400);
  });

  it("answers 400 with fieldErrors for invalid input", async () => {
    const answer = await call(
      propertiesApi.action,
      jsonRequest("POST", "/api/admin/properties", { ...validProperty, price: "cheap", floors: 0, type: "" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: "Invalid input",
      fieldErrors: { price: ["Please enter a whole number"], floors: ["Please enter 1 or more"], type: ["This field is required"] },
    });
    // A title in neither language (issue 50: one of the two is enough for a draft) is named under both boxes.
    const neither = "Write this in English or in Arabic: a draft needs one of the two, a published listing both.";
    const untitled = await call(
      propertiesApi.action,
      jsonRequest("POST", "/api/admin/properties", { ...validProperty, title: "", titleAr: " " }),
    );
    expect(untitled.status).toBe(400);
    expect(untitled.body).toMatchObject({ fieldErrors: { title: [neither], titleAr: [neither] } });
  });

  it("answers 400 for a price or size of 0, with a clear message for each, and stores nothing", async () => {
    const title = `Zero office ${Date.now()}`;
    const answer = await call(
      propertiesApi.action,
      jsonRequest("POST", "/api/admin/properties", { ...validProperty, title, price: 0, size: 0 }),
    );
    expect(answer).toMatchObject({
      status: 400,
      body: {
        error: "Invalid input",
        fieldErrors: { price: ["Please enter a yearly price of at least 1 SAR"], size: ["Please enter a size of at least 1 sqm"] },
      },
    });
    const table = await call(tableRoute.loader, get("/admin/dashboard", { Cookie: cookie }));
    expect((table.body as { properties: { title: string }[] }).properties.map((row) => row.title)).not.toContain(title);
  });

  it("answers 400 for an unknown district", async () => {
    const answer = await call(
      propertiesApi.action,
      jsonRequest("POST", "/api/admin/properties", { ...validProperty, district: "Atlantis" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: expect.stringContaining("Unknown district"),
      fieldErrors: { district: [expect.any(String)] },
    });
  });

  it("answers 400 for a body that is not JSON and 415 for another content type", async () => {
    expect((await call(propertiesApi.action, jsonRequest("POST", "/api/admin/properties", "{oops"))).status).toBe(400);
    const form = jsonRequest("POST", "/api/admin/properties", "a=1", { "Content-Type": "application/x-www-form-urlencoded" });
    expect((await call(propertiesApi.action, form)).status).toBe(415);
  });

  it("answers 401 without a session", async () => {
    const answer = await call(propertiesApi.action, jsonRequest("POST", "/api/admin/properties", validProperty, { Cookie: "" }));
    expect(answer.status).toBe(401);
  });

  it("answers 405 for GET and PUT", async () => {
    expect((await call(propertiesApi.loader, get("/api/admin/properties"))).status).toBe(405);
    const answer = await call(propertiesApi.action, jsonRequest("PUT", "/api/admin/properties", validProperty));
    expect(answer.status).toBe(405);
    expect(answer.headers.get("Allow")).toBe("POST");
  });

  it("answers 403 for a cross-site request", async () => {
    const answer = await call(
      propertiesApi.action,
      jsonRequest("POST", "/api/admin/properties", validProperty, { Origin: "https://evil.example" }),
    );
    expect(answer.status).toBe(403);
  });
});

describe("PUT and DELETE /api/admin/properties/{id}", () => {
  it("updates every field: 200", async () => {
    const { id } = await createViaApi();
    const changes = {
      ...validProperty,
      title: "Renamed",
      district: "Hittin",
      price: 200000,
      amenities: ["Security"],
      contactPhone: null,
      featured: true,
    };
    const answer = await call(propertyApi.action, jsonRequest("PUT", `/api/admin/properties/${id}`, changes), { id: String(id) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id,
      title: "Renamed",
      district: "Hittin",
      price: 200000,
      amenities: ["Security"],
      contactPhone: null,
      featured: true,
    });
  });

  it("answers 400 to a PUT that sets the price or the size to 0 and keeps the listing as it was", async () => {
    const { id } = await createViaApi();
    for (const zero of [{ price: 0 }, { size: 0 }]) {
      const answer = await call(propertyApi.action, jsonRequest("PUT", `/api/admin/properties/${id}`, { ...validProperty, ...zero }), {
        id: String(id),
      });
      expect(answer.status).toBe(400);
      expect(Object.keys((answer.body as { fieldErrors: object }).fieldErrors)).toEqual(Object.keys(zero));
    }
    expect(await getProperty(id)).toMatchObject({ price: validProperty.price, size: validProperty.size });
  });

  it.each([
    ["invalid input", { ...validProperty, size: -5 }],
    ["an unknown district", { ...validProperty, district: "Nowhere" }],
  ])("answers 400 for %s", async (_, body) => {
    const { id } = await createViaApi();
    const answer = await call(propertyApi.action, jsonRequest("PUT", `/api/admin/properties/${id}`, body), { id: String(id) });
    expect(answer.status).toBe(400);
    expect(answer.body).toHaveProperty("fieldErrors");
  });

  it("answers 404 for a missing property (PUT and DELETE) and for a malformed id", async () => {
    expect(
      (await call(propertyApi.action, jsonRequest("PUT", "/api/admin/properties/999999", validProperty), { id: "999999" })).status,
    ).toBe(404);
    expect((await call(propertyApi.action, jsonRequest("DELETE", "/api/admin/properties/999999"), { id: "999999" })).status).toBe(404);
    expect((await call(propertyApi.action, jsonRequest("DELETE", "/api/admin/properties/abc"), { id: "abc" })).status).toBe(404);
  });

  it("answers 401 without a session and 405 for other methods", async () => {
    const { id } = await createViaApi();
    expect(
      (await call(propertyApi.action, jsonRequest("DELETE", `/api/admin/properties/${id}`, undefined, { Cookie: "" }), { id: String(id) }))
        .status,
    ).toBe(401);
    expect(
      (await call(propertyApi.action, jsonRequest("PUT", `/api/admin/properties/${id}`, validProperty, { Cookie: "" }), { id: String(id) }))
        .status,
    ).toBe(401);
    expect(
      (await call(propertyApi.action, jsonRequest("POST", `/api/admin/properties/${id}`, validProperty), { id: String(id) })).status,
    ).toBe(405);
    expect((await call(propertyApi.loader, get(`/api/admin/properties/${id}`))).status).toBe(405);
  });

  it("deletes a listing without inquiries with its images and their files: 200", async () => {
    const { id } = await createViaApi();
    const first = (await uploadViaApi(id, await picture("png"))).body as { imageUrl: string };
    const second = (await uploadViaApi(id, await picture("jpeg"))).body as { imageUrl: string };
    expect((await filesExist(first.imageUrl)) && (await filesExist(second.imageUrl))).toBe(true);

    const answer = await call(propertyApi.action, jsonRequest("DELETE", `/api/admin/properties/${id}`), { id: String(id) });
    expect(answer).toMatchObject({ status: 200, body: { id, deleted: true } });
    expect(await getProperty(id)).toBeNull();
    expect(await handle.db.select().from(propertyImages).where(eq(propertyImages.propertyId, id))).toEqual([]);
    expect((await filesGone(first.imageUrl)) && (await filesGone(second.imageUrl))).toBe(true);
  });

  it("refuses (409) to delete a listing with inquiries, keeping it, its images and every inquiry; archiving takes it off the site", async () => {
    const { id } = await createViaApi();
    const image = (await uploadViaApi(id, await picture("png"))).body as { imageUrl: string };
    const inquiry = { propertyId: id, name: "Sara", email: "s@example.com", phone: "+966500000000", message: "Visit?" };
    await handle.db.insert(inquiries).values([inquiry, { ...inquiry, name: "Omar" }]);

    const answer = await call(propertyApi.action, jsonRequest("DELETE", `/api/admin/properties/${id}`), { id: String(id) });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: expect.stringMatching(/2 inquiries.*archive it instead/) });
    expect(await getProperty(id)).not.toBeNull();
    expect(await filesExist(image.imageUrl)).toBe(true);
    expect(await handle.db.select({ name: inquiries.name }).from(inquiries).where(eq(inquiries.propertyId, id))).toHaveLength(2);
    // The database refuses too, whoever deletes.
    await expect(handle.db.delete(properties).where(eq(properties.id, id))).rejects.toThrow();

    const patch = (body: unknown) =>
      call(propertyApi.action, jsonRequest("PATCH", `/api/admin/properties/${id}`, body), { id: String(id) });
    expect((await call(publicPropertyApi.loader, get(`/api/properties/${id}`, { Cookie: "" }), { id: String(id) })).status).toBe(200);
    const archived = await patch({ lifecycle: "archived" });
    expect(archived).toMatchObject({ status: 200, body: { id, lifecycle: "archived", publishedUntil: null } });
    expect((await call(publicPropertyApi.loader, get(`/api/properties/${id}`, { Cookie: "" }), { id: String(id) })).status).toBe(410);
    expect((await patch({ lifecycle: "gone" })).status).toBe(400);
    expect((await patch({ lifecycle: "published" })).body).toMatchObject({ lifecycle: "published", publishedUntil: expect.any(String) });
    expect(
      (await call(propertyApi.action, jsonRequest("PATCH", "/api/admin/properties/999999", { lifecycle: "draft" }), { id: "999999" }))
        .status,
    ).toBe(404);
  });

  it("a new listing is published unless it says otherwise; PUT keeps the state it is not given", async () => {
    const published = await createViaApi();
    expect(published).toMatchObject({ lifecycle: "published" });
    const draft = await createViaApi({ lifecycle: "draft" });
    expect(draft).toMatchObject({ lifecycle: "draft", publishedUntil: null });
    const put = await call(propertyApi.action, jsonRequest("PUT", `/api/admin/properties/${draft.id}`, validProperty), {
      id: String(draft.id),
    });
    expect(put.body).toMatchObject({ lifecycle: "draft" });
    const withdrawn = await call(
      propertyApi.action,
      jsonRequest("PUT", `/api/admin/properties/${draft.id}`, { ...validProperty, lifecycle: "withdrawn" }),
      { id: String(draft.id) },
    );
    expect(withdrawn.body).toMatchObject({ lifecycle: "withdrawn" });
  });

  it("keeps shared seed image files when a property using them is deleted", async () => {
    const { id } = await createViaApi();
    const shared = seedImageUrl(3);
    await handle.db.insert(propertyImages).values({ propertyId: id, imageUrl: shared, orderIndex: 0 });
    expect(await filesExist(shared)).toBe(true);
    expect((await call(propertyApi.action, jsonRequest("DELETE", `/api/admin/properties/${id}`), { id: String(id) })).status).toBe(200);
    expect(await filesExist(shared)).toBe(true);
  });
});

describe("an image's three widths (GET /uploads/{name})", () => {
  const wide = () =>
    sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
  const serve = async (name: string) => uploadsRoute.loader({ request: get(`/uploads/${name}`), params: { name }, context: {} });
  const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;

  it("stores every image 1600, 960 and 640 pixels wide", async () => {
    const url = await storeImage(await wide());
    const widths = await Promise.all(namesOf(url).map(async (name) => widthOf((await storedBytes(name))!)));
    expect(widths).toEqual([1600, 960, 640]);
  });

  it("makes the 960 copy of an image stored before that width existed from its large copy, once for parallel asks, and keeps it", async () => {
    const url = await storeImage(await wide());
    const [, middle] = namesOf(url);
    await storage.remove(middle!); // as the images stored before decision 0041 are
    const answers = await Promise.all([serve(middle!), serve(middle!)]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Content-Type")).toBe("image/webp");
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect(Number(answer.headers.get("Content-Length"))).toBe(bytes.length);
      expect(await widthOf(bytes)).toBe(960);
    }
    expect(await widthOf((await storedBytes(middle!))!)).toBe(960);
  });

  it("answers 404, and stores nothing, for the 960 copy of an image that does not exist or of another copy", async () => {
    const url = await storeImage(await wide());
    const name = url.replace("/uploads/", "").replace(/\.webp$/, "");
    for (const missing of [
      "img-000000000000000000000000-960.webp",
      `${name}-640-960.webp`,
      `${name}-960-960.webp`,
      `${name}-640.webp`.replace("640", "320"),
    ]) {
      expect((await serve(missing)).status, missing).toBe(404);
      expect(await storedBytes(missing), missing).toBeNull();
    }
  });
});

describe("POST /api/admin/properties/{id}/images", () => {
  it("stores an image as WebP under a generated name: 201 {id, imageUrl, kind, orderIndex}", async () => {
    const { id } = await createViaApi();
    const answer = await uploadViaApi(id, await picture("png"), "0", "../../etc/passwd.png");
    expect(answer.status).toBe(201);
    const body = answer.body as { id: number; imageUrl: string; orderIndex: number };
    expect(body).toEqual({
      id: expect.any(Number),
      imageUrl: expect.stringMatching(/^\/uploads\/img-[0-9a-f]{24}\.webp$/),
      kind: "photo",
      orderIndex: 0,
    });
    expect(await filesExist(body.imageUrl)).toBe(true);
    const stored = await sharp((await storedBytes(namesOf(body.imageUrl)[0]!))!).metadata();
    expect(stored.format).toBe("webp");
  });

  it("accepts JPEG, PNG, WebP, AVIF and GIF and puts images without orderIndex after the existing ones", async () => {
    const { id } = await createViaApi();
    for (const [index, format] of (["jpeg", "png", "webp", "avif", "gif"] as const).entries()) {
      const answer = await uploadViaApi(id, await picture(format), undefined, `photo.${format}`);
      expect(answer.status).toBe(201);
      expect((answer.body as { orderIndex: number }).orderIndex).toBe(index);
    }
    expect((await listPropertyImages(id)).map((image) => image.orderIndex)).toEqual([0, 1, 2, 3, 4]);
  });

  it("answers 415 for a file whose content is not an image (a PHP file named .png)", async () => {
    const { id } = await createViaApi();
    const answer = await uploadViaApi(id, Buffer.from("<?php echo 'hi'; ?>"), "0", "shell.png");
    expect(answer.status).toBe(415);
    expect(await listPropertyImages(id)).toEqual([]);
  });

  it("answers 400 for an image that cannot be decoded and stores nothing", async () => {
    const { id } = await createViaApi();
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    const answer = await uploadViaApi(id, broken, "0");
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toMatch(/unreadable image/i);
    expect(await listPropertyImages(id)).toEqual([]);
  });

  it("answers 413 for a file over 10 MB", async () => {
    const { id } = await createViaApi();
    const big = Buffer.alloc(UPLOAD_LIMITS.maxFileBytes + 1024, 0);
    (await picture("png")).copy(big);
    const answer = await uploadViaApi(id, big, "0");
    expect(answer.status).toBe(413);
    expect(await listPropertyImages(id)).toEqual([]);
  });

  it("answers 413 before parsing when Content-Length is over the body limit", async () => {
    const { id } = await createViaApi();
    const form = new FormData();
    form.append("image", file(await picture("png"), "a.png"));
    const request = multipartRequest(`/api/admin/properties/${id}/images`, form, {
      "Content-Length": String(UPLOAD_LIMITS.maxBodyBytes + 1),
    });
    expect((await call(propertyImagesApi.action, request, { id: String(id) })).status).toBe(413);
  });

  it("answers 413 for more files than the per-request limit", async () => {
    const { id } = await createViaApi();
    const form = new FormData();
    const png = await picture("png");
    for (let index = 0; index <= UPLOAD_LIMITS.maxFiles; index++) form.append("image", file(png, `p${index}.png`));
    const answer = await call(propertyImagesApi.action, multipartRequest(`/api/admin/properties/${id}/images`, form), { id: String(id) });
    expect(answer.status).toBe(413);
    expect(await listPropertyImages(id)).toEqual([]);
  });

  it("answers 400 without an image, with two images or with a bad orderIndex", async () => {
    const { id } = await createViaApi();
    const png = await picture("png");
    const empty = new FormData();
    empty.append("orderIndex", "0");
    expect(
      (await call(propertyImagesApi.action, multipartRequest(`/api/admin/properties/${id}/images`, empty), { id: String(id) })).status,
    ).toBe(400);
    const two = new FormData();
    two.append("image", file(png, "a.png"));
    two.append("image", file(png, "b.png"));
    expect(
      (await call(propertyImagesApi.action, multipartRequest(`/api/admin/properties/${id}/images`, two), { id: String(id) })).status,
    ).toBe(400);
    expect((await uploadViaApi(id, png, "first")).status).toBe(400);
  });

  it("answers 401 without a session, 404 for a missing property and 405 for GET", async () => {
    const png = await picture("png");
    const form = new FormData();
    form.append("image", file(png, "a.png"));
    const anonymous = multipartRequest("/api/admin/properties/1/images", form, { Cookie: "" });
    expect((await call(propertyImagesApi.action, anonymous, { id: "1" })).status).toBe(401);
    expect((await uploadViaApi(999999, png, "0")).status).toBe(404);
    expect((await call(propertyImagesApi.loader, get("/api/admin/properties/1/images"))).status).toBe(405);
  });
});

describe("DELETE /api/admin/images/{imageId} and PATCH /api/admin/images/{imageId}/order", () => {
  it("sets an image's orderIndex: 200", async () => {
    const { id } = await createViaApi();
    const image = (await uploadViaApi(id, await picture("png"), "0")).body as { id: number };
    const answer = await call(imageOrderApi.action, jsonRequest("PATCH", `/api/admin/images/${image.id}/order`, { orderIndex: 5 }), {
      imageId: String(image.id),
    });
    expect(answer).toMatchObject({ status: 200, body: { id: image.id, orderIndex: 5 } });
  });

  it("PATCH answers 400, 401, 404 and 405", async () => {
    const { id } = await createViaApi();
    const image = (await uploadViaApi(id, await picture("png"), "0")).body as { id: number };
    const params = { imageId: String(image.id) };
    expect(
      (await call(imageOrderApi.action, jsonRequest("PATCH", `/api/admin/images/${image.id}/order`, { orderIndex: "x" }), params)).status,
    ).toBe(400);
    expect(
      (await call(imageOrderApi.action, jsonRequest("PATCH", `/api/admin/images/${image.id}/order`, { orderIndex: -1 }), params)).status,
    ).toBe(400);
    expect(
      (
        await call(
          imageOrderApi.action,
          jsonRequest("PATCH", `/api/admin/images/${image.id}/order`, { orderIndex: 1 }, { Cookie: "" }),
          params,
        )
      ).status,
    ).toBe(401);
    expect(
      (await call(imageOrderApi.action, jsonRequest("PATCH", "/api/admin/images/999999/order", { orderIndex: 1 }), { imageId: "999999" }))
        .status,
    ).toBe(404);
    expect(
      (await call(imageOrderApi.action, jsonRequest("PUT", `/api/admin/images/${image.id}/order`, { orderIndex: 1 }), params)).status,
    ).toBe(405);
    expect((await call(imageOrderApi.loader, get(`/api/admin/images/${image.id}/order`))).status).toBe(405);
  });

  it("deletes an image and its files: 200, then 404", async () => {
    const { id } = await createViaApi();
    const image = (await uploadViaApi(id, await picture("png"), "0")).body as { id: number; imageUrl: string };
    const params = { imageId: String(image.id) };
    expect(
      (await call(imageApi.action, jsonRequest("DELETE", `/api/admin/images/${image.id}`, undefined, { Cookie: "" }), params)).status,
    ).toBe(401);
    expect((await call(imageApi.action, jsonRequest("DELETE", `/api/admin/images/${image.id}`), params)).status).toBe(200);
    expect(await filesGone(image.imageUrl)).toBe(true);
    expect((await call(imageApi.action, jsonRequest("DELETE", `/api/admin/images/${image.id}`), params)).status).toBe(404);
    expect((await call(imageApi.action, jsonRequest("PATCH", `/api/admin/images/${image.id}`), params)).status).toBe(405);
    expect((await call(imageApi.loader, get(`/api/admin/images/${image.id}`))).status).toBe(405);
  });

  it("keeps a seed image's files when one listing's row is deleted", async () => {
    const { id } = await createViaApi();
    const shared = seedImageUrl(5);
    const [row] = await handle.db.insert(propertyImages).values({ propertyId: id, imageUrl: shared, orderIndex: 0 }).returning();
    expect((await call(imageApi.action, jsonRequest("DELETE", `/api/admin/images/${row!.id}`), { imageId: String(row!.id) })).status).toBe(
      200,
    );
    expect(await filesExist(shared)).toBe(true);
  });
});

// ---- models ---------------------------------------------------------------------------------

describe("image order", () => {
  it("moves images by swapping with a neighbour; the first cannot go up, the last cannot go down", async () => {
    const property = await createProperty(SYSTEM_ACTOR, PropertyInputSchema.parse(validProperty), {
      photos: [await picture("png", "#111111"), await picture("png", "#222222"), await picture("png", "#333333")],
    });
    const [a, b, c] = (await listPropertyImages(property.id)).map((image) => image.id);
    expect(await moveImage(SYSTEM_ACTOR, a!, "up")).toBe("at-edge");
    expect(await moveImage(SYSTEM_ACTOR, c!, "down")).toBe("at-edge");
    expect(await moveImage(SYSTEM_ACTOR, c!, "up")).toBe("moved");
    expect((await listPropertyImages(property.id)).map((image) => image.id)).toEqual([a, c, b]);
    expect(await moveImage(SYSTEM_ACTOR, a!, "down")).toBe("moved");
    expect((await listPropertyImages(property.id)).map((image) => [image.id, image.orderIndex])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    expect(await moveImage(SYSTEM_ACTOR, a!, "up", { propertyId: property.id + 1000 })).toBe("not-found");
  });

  it("closes the gap after a delete, so new images go last", async () => {
    const property = await createProperty(SYSTEM_ACTOR, PropertyInputSchema.parse(validProperty), {
      photos: [await picture("png"), await picture("png")],
    });
    const [first] = await listPropertyImages(property.id);
    await deleteImage(SYSTEM_ACTOR, first!.id);
    const added = await addImages(SYSTEM_ACTOR, property.id, [await picture("jpeg")]);
    expect((await listPropertyImages(property.id)).map((image) => image.orderIndex)).toEqual([0, 1]);
    expect(added![0]!.orderIndex).toBe(1);
  });
});

// ---- dashboard pages -------------------------------------------------------------------------

describe("dashboard property pages", () => {
  it("send visitors without a session to the login page", async () => {
    const answer = await call(tableRoute.loader, get("/admin/dashboard"));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
  });

  it("list the properties, newest first, and give the new form the spec's defaults", async () => {
    const { id } = await createViaApi({ title: "Newest listing" });
    const table = await call(tableRoute.loader, get("/admin/dashboard", { Cookie: cookie }));
    expect((table.body as { properties: { id: number }[] }).properties[0]).toMatchObject({ id, title: "Newest listing" });
    const form = await call(newRoute.loader, get("/admin/dashboard/properties/new", { Cookie: cookie }));
    expect((form.body as { defaults: unknown }).defaults).toMatchObject({
      floors: 1,
      capacity: 1,
      price: 0,
      size: 0,
      parkingSpaces: 0,
      type: "Office",
      contactPhone: "",
      availableFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("create a property with two images in the order chosen, adding the custom amenity", async () => {
    const files = [file(await picture("png", "#ff0000"), "first.png"), file(await picture("jpeg", "#0000ff"), "second.jpg", "image/jpeg")];
    const answer = await call(newRoute.action, multipartRequest("/admin/dashboard/properties/new", propertyForm(formFields, files)));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Set-Cookie")).toContain("toast");
    const table = await call(tableRoute.loader, get("/admin/dashboard", { Cookie: cookie }));
    const created = (table.body as { properties: { id: number; title: string }[] }).properties.find(
      (row) => row.title === formFields.title,
    )!;
    // Back to the table at the new listing's row (issue 50, point 10).
    expect(answer.headers.get("Location")).toBe(`/admin/dashboard#property-row-${created.id}`);
    const property = await getProperty(created.id);
    expect(property).toMatchObject({
      district: "Granada",
      price: 95000,
      furnished: true,
      featured: false,
      amenities: ["High-speed Internet", "Kitchen", "Roof garden"],
      contactPhone: null,
    });
    // Its Arabic name is kept for every listing with the amenity, whatever the case it is typed in.
    expect((await readAmenityNamesAr())[amenityKey("ROOF GARDEN")]).toBe("حديقة السطح");
    expect(property!.images).toHaveLength(2);
    // First chosen first: the red PNG.
    const { dominant } = await sharp((await storedBytes(namesOf(property!.images[0]!)[0]!))!).stats();
    expect(dominant.r).toBeGreaterThan(200);
  });

  it("re-render the form with errors (400) or refuse a fake image (415) without storing anything", async () => {
    const invalid = await call(
      newRoute.action,
      multipartRequest("/admin/dashboard/properties/new", propertyForm({ ...formFields, type: "", price: "-3", district: "Atlantis" })),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ error: { type: ["admin.errors.required"], price: ["admin.errors.pricePositive"] } });

    // The new-property form starts at 0 SAR and 0 sqm; saving them unchanged is a field error, not a listing.
    const zero = await call(
      newRoute.action,
      multipartRequest("/admin/dashboard/properties/new", propertyForm({ ...formFields, title: "Free office", price: "0", size: "0" })),
    );
    expect(zero).toMatchObject({
      status: 400,
      body: { error: { price: ["admin.errors.pricePositive"], size: ["admin.errors.sizePositive"] } },
    });

    const unknown = await call(
      newRoute.action,
      multipartRequest("/admin/dashboard/properties/new", propertyForm({ ...formFields, title: "Nowhere office", district: "Atlantis" })),
    );
    expect(unknown).toMatchObject({ status: 400, body: { error: { district: ["admin.errors.district"] } } });

    const fake = file(Buffer.from("<?php echo 1; ?>"), "x.png");
    const refused = await call(
      newRoute.action,
      multipartRequest("/admin/dashboard/properties/new", propertyForm({ ...formFields, title: "Fake image office" }, [fake])),
    );
    expect(refused).toMatchObject({ status: 415, body: { error: { imageFiles: ["admin.form.imagesHint"] } } });
    const table = await call(tableRoute.loader, get("/admin/dashboard", { Cookie: cookie }));
    expect((table.body as { properties: { title: string }[] }).properties.map((row) => row.title)).not.toContain("Fake image office");
  });

  it("too many files in the form: back to the form with a destructive toast", async () => {
    const png = await picture("png");
    const files = Array.from({ length: UPLOAD_LIMITS.maxFiles + 1 }, (_, index) => file(png, `p${index}.png`));
    const answer = await call(
      newRoute.action,
      multipartRequest("/admin/dashboard/properties/new", propertyForm({ ...formFields, title: "Too many" }, files)),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/admin/dashboard/properties/new");
  });

  it("a refused form names the files it carried, to be chosen again, and stores none", async () => {
    const files = [file(await picture("png"), "lobby.png"), file(await picture("png"), "desk.png")];
    const title = "Refused with files";
    const answer = await call(
      newRoute.action,
      multipartRequest("/admin/dashboard/properties/new", propertyForm({ ...formFields, title, price: "abc" }, files)),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      status: "error",
      error: { price: [expect.any(String)] },
      droppedFiles: { imageFiles: ["lobby.png", "desk.png"], floorPlanFiles: [] },
    });
    const table = await call(tableRoute.loader, get(`/admin/dashboard?q=${encodeURIComponent(title)}`, { Cookie: cookie }));
    expect((table.body as { properties: unknown[] }).properties).toEqual([]);
  });

  it("edit: save appends new images after the existing ones; the image buttons move and lead to the delete confirmation", async () => {
    const property = await createProperty(SYSTEM_ACTOR, PropertyInputSchema.parse(validProperty), { photos: [await picture("png")] });
    const params = { id: String(property.id) };
    const editPath = `/admin/dashboard/properties/${property.id}/edit`;
    const saved = await call(
      editRoute.action,
      multipartRequest(
        editPath,
        propertyForm({ ...formFields, title: "Edited", customAmenity: "" }, [file(await picture("webp"), "new.webp", "image/webp")]),
      ),
      params,
    );
    expect(saved).toMatchObject({ status: 303 });
    expect(saved.headers.get("Location")).toBe(`/admin/dashboard#property-row-${property.id}`);
    const images = await listPropertyImages(property.id);
    expect(images.map((image) => image.orderIndex)).toEqual([0, 1]);
    expect((await getProperty(property.id))!.title).toBe("Edited");

    const buttonPost = (intent: string) =>
      new Request(`${ORIGIN}${editPath}`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent }),
      });
    const moved = await call(editRoute.action, buttonPost(`move-down:${images[0]!.id}`), params);
    expect(moved.headers.get("Location")).toBe(editPath);
    expect((await listPropertyImages(property.id)).map((image) => image.id)).toEqual([images[1]!.id, images[0]!.id]);

    const confirm = await call(editRoute.action, buttonPost(`delete-image:${images[0]!.id}`), params);
    expect(confirm.headers.get("Location")).toBe(`/admin/dashboard/properties/${property.id}/images/${images[0]!.id}/delete`);
    const page = await call(deleteImageRoute.loader, get(confirm.headers.get("Location")!, { Cookie: cookie }), {
      id: String(property.id),
      imageId: String(images[0]!.id),
    });
    expect(page.status).toBe(200);
    const deleted = await call(deleteImageRoute.action, buttonPost("delete"), { id: String(property.id), imageId: String(images[0]!.id) });
    expect(deleted.headers.get("Location")).toBe(editPath);
    expect(await filesGone(images[0]!.imageUrl)).toBe(true);
    expect((await listPropertyImages(property.id)).map((image) => image.id)).toEqual([images[1]!.id]);
  });

  it("delete: the confirmation page, then the property and its files are gone", async () => {
    const property = await createProperty(SYSTEM_ACTOR, PropertyInputSchema.parse(validProperty), { photos: [await picture("png")] });
    const params = { id: String(property.id) };
    const path = `/admin/dashboard/properties/${property.id}/delete`;
    expect((await call(deleteRoute.loader, get(path, { Cookie: cookie }), params)).body).toMatchObject({ property: { id: property.id } });
    const request = new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=delete",
    });
    const answer = await call(deleteRoute.action, request, params);
    expect(answer.status).toBe(303);
    expect(await getProperty(property.id)).toBeNull();
    expect(await filesGone(property.images[0]!)).toBe(true);
    expect((await call(deleteRoute.loader, get(path, { Cookie: cookie }), params)).status).toBe(404);
  });

  it("delete with inquiries: refused with a 409 on the page, which archives the listing instead", async () => {
    const property = await createProperty(SYSTEM_ACTOR, PropertyInputSchema.parse(validProperty));
    await handle.db
      .insert(inquiries)
      .values({ propertyId: property.id, name: "Sara", email: "s@example.com", phone: "+966500000000", message: "Hi" });
    const params = { id: String(property.id) };
    const post = (path: string, body: string) =>
      new Request(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
    const refused = await call(
      deleteRoute.action,
      post(`/admin/dashboard/properties/${property.id}/delete?page=2`, "intent=delete"),
      params,
    );
    expect(refused).toMatchObject({ status: 409, body: { refusedInquiries: 1 } });
    expect(await getProperty(property.id)).not.toBeNull();

    const lifecyclePath = `/admin/dashboard/properties/${property.id}/lifecycle?page=2`;
    expect((await call(lifecycleRoute.action, post(lifecyclePath, "lifecycle=gone"), params)).status).toBe(400);
    const archived = await call(lifecycleRoute.action, post(lifecyclePath, "lifecycle=archived"), params);
    expect(archived.status).toBe(303);
    expect(archived.headers.get("Location")).toBe("/admin/dashboard?page=2");
    expect(await getProperty(property.id)).toMatchObject({ lifecycle: "archived", publishedUntil: null });
    const table = await call(tableRoute.loader, get("/admin/dashboard?state=archived", { Cookie: cookie }));
    expect((table.body as { properties: { id: number; publication: string }[] }).properties).toContainEqual(
      expect.objectContaining({ id: property.id, publication: "archived" }),
    );
  });
});

// ---- Arabic texts -------------------------------------------------------------------------

describe("Arabic listing texts", () => {
  const arabic = {
    titleAr: "مكتب مشرق في برج العليا",
    buildingAr: "برج العليا",
    addressAr: "طريق الملك فهد، حي العليا، الرياض 12212",
    descriptionAr: "مكتب مفتوح بإطلالة على طريق الملك فهد.",
  };

  it("POST, GET and PUT /api/… carry every Arabic field; a PUT without them keeps them", async () => {
    // Licensed, so that the public API shows it (issue 14).
    const licence = { adLicenseNumber: "7100000099", adLicenseExpiresOn: "2099-12-31" };
    const created = (await createViaApi({ ...arabic, ...licence, titleAr: `  ${arabic.titleAr}  ` })) as unknown as Record<string, unknown>;
    expect(created).toMatchObject(arabic);
    const publicAnswer = await call(publicPropertyApi.loader, get(`/api/properties/${String(created.id)}`), { id: String(created.id) });
    expect(publicAnswer.body).toMatchObject(arabic);

    const put = (body: Record<string, unknown>) =>
      call(propertyApi.action, jsonRequest("PUT", `/api/admin/properties/${String(created.id)}`, body), { id: String(created.id) });
    expect((await put({ ...englishOnly, title: "Renamed" })).body).toMatchObject({ title: "Renamed", ...arabic });
    // A published listing keeps its Arabic title, address and description (issue 33); a draft may lack them.
    const refused = await put({ ...englishOnly, titleAr: "", buildingAr: "مبنى آخر" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ fieldErrors: { titleAr: [expect.stringContaining("Arabic")] } });
    expect((await put({ ...englishOnly, titleAr: "", buildingAr: "مبنى آخر", lifecycle: "draft" })).body).toMatchObject({
      lifecycle: "draft",
      titleAr: "",
      buildingAr: "مبنى آخر",
      addressAr: arabic.addressAr,
    });
  });

  it("a listing created without Arabic texts has them empty, and bad ones are a 400 naming the field", async () => {
    const refused = await call(propertiesApi.action, jsonRequest("POST", "/api/admin/properties", englishOnly));
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.body as { fieldErrors: object }).fieldErrors).sort()).toEqual(["addressAr", "descriptionAr", "titleAr"]);
    const answer = await call(propertiesApi.action, jsonRequest("POST", "/api/admin/properties", { ...englishOnly, lifecycle: "draft" }));
    expect(answer.status).toBe(201);
    const created = answer.body as Record<string, unknown>;
    expect(created).toMatchObject({ titleAr: "", buildingAr: "", addressAr: "", descriptionAr: "" });
    for (const [field, value] of [
      ["titleAr", "ع".repeat(201)],
      ["descriptionAr", "نص\u0000"],
      ["addressAr", 42],
    ] as const) {
      const answer = await call(propertiesApi.action, jsonRequest("POST", "/api/admin/properties", { ...validProperty, [field]: value }));
      expect(answer.status, field).toBe(400);
      expect(answer.body, field).toMatchObject({ fieldErrors: { [field]: [expect.any(String)] } });
    }
  });

  it("the dashboard form saves the Arabic boxes; an emptied one clears its translation, except on a published listing", async () => {
    const saved = await call(
      newRoute.action,
      multipartRequest("/admin/dashboard/properties/new", propertyForm({ ...formFields, ...arabic })),
    );
    expect(saved.status).toBe(303);
    const [row] = await handle.db.select().from(properties).orderBy(desc(properties.id)).limit(1);
    expect(row).toMatchObject(arabic);
    const edited = await call(
      editRoute.action,
      multipartRequest(
        `/admin/dashboard/properties/${row!.id}/edit`,
        propertyForm({ ...formFields, ...arabic, titleAr: "", addressAr: "" }),
      ),
      { id: String(row!.id) },
    );
    expect(edited.status).toBe(400);
    expect((edited.body as { error: Record<string, string[]> }).error).toMatchObject({
      titleAr: ["admin.errors.arabicToPublish"],
      addressAr: ["admin.errors.arabicToPublish"],
    });
    const draft = await call(
      editRoute.action,
      multipartRequest(
        `/admin/dashboard/properties/${row!.id}/edit`,
        propertyForm({ ...formFields, ...arabic, titleAr: "", lifecycle: "draft" }),
      ),
      { id: String(row!.id) },
    );
    expect(draft.status).toBe(303);
    expect(await getProperty(row!.id)).toMatchObject({ titleAr: "", buildingAr: arabic.buildingAr });
  });

  it("the table marks listings missing Arabic and lists only them with ?untranslated=1", async () => {
    type Table = { total: number; untranslated: number; properties: { id: number; missingArabic: boolean }[] };
    const all = (await call(tableRoute.loader, get("/admin/dashboard", { Cookie: cookie }))).body as Table;
    const only = (await call(tableRoute.loader, get("/admin/dashboard?untranslated=1", { Cookie: cookie }))).body as Table;
    const [untranslated] = await handle.db
      .select({ value: count() })
      .from(properties)
      .where(or(eq(properties.titleAr, ""), eq(properties.buildingAr, ""), eq(properties.addressAr, ""), eq(properties.descriptionAr, "")));
    expect(only.untranslated).toBe(untranslated!.value);
    expect(all.untranslated).toBe(untranslated!.value);
    expect(untranslated!.value).toBeGreaterThan(0);
    expect(untranslated!.value).toBeLessThan(all.total);
    expect(only.properties.length).toBe(Math.min(25, untranslated!.value));
    expect(only.properties.every((row) => row.missingArabic)).toBe(true);
    // Each row's marker says what its stored texts say.
    for (const row of all.properties) {
      const stored = (await getProperty(row.id))!;
      expect(row.missingArabic, String(row.id)).toBe(
        [stored.titleAr, stored.buildingAr, stored.addressAr, stored.descriptionAr].includes(""),
      );
    }
    const lastPage = (await call(tableRoute.loader, get("/admin/dashboard?page=999", { Cookie: cookie }))).body as Table;
    expect(lastPage.properties.some((row) => !row.missingArabic)).toBe(true);
  });
});

describe("a listing written in one language (issue 50)", () => {
  const arabicOnly = {
    title: "",
    building: "",
    address: "",
    description: "",
    titleAr: "مكتب بالعربية فقط",
    buildingAr: "برج الريادة",
    addressAr: "طريق العليا، الرياض",
    descriptionAr: "مكتب كتبه مالك لا يكتب بالإنجليزية.",
  };
  const english = ["address", "building", "description", "title"];

  it("the dashboard form saves an Arabic-only draft, and publishing it asks for the English texts", async () => {
    const draft = await call(
      newRoute.action,
      multipartRequest("/admin/dashboard/properties/new", propertyForm({ ...formFields, ...arabicOnly, lifecycle: "draft" })),
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(303);
    const [row] = await handle.db.select().from(properties).orderBy(desc(properties.id)).limit(1);
    expect(row).toMatchObject({ ...arabicOnly, lifecycle: "draft" });

    const publish = await call(
      editRoute.action,
      multipartRequest(
        `/admin/dashboard/properties/${row!.id}/edit`,
        propertyForm({ ...formFields, ...arabicOnly, lifecycle: "published" }),
      ),
      { id: String(row!.id) },
    );
    expect(publish.status).toBe(400);
    const errors = (publish.body as { error: Record<string, string[]> }).error;
    expect(Object.keys(errors).sort()).toEqual(english);
    for (const field of english) expect(errors[field], field).toEqual(["admin.errors.englishToPublish"]);

    // The table's state form refuses too, saying so in words.
    const form = new FormData();
    form.append("lifecycle", "published");
    const refused = await call(lifecycleRoute.action, multipartRequest(`/admin/dashboard/properties/${row!.id}/lifecycle`, form), {
      id: String(row!.id),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: "admin.errors.textsToPublish", missing: ["title", "building", "address", "description"] });
    expect(await getProperty(row!.id)).toMatchObject({ lifecycle: "draft" });
  });

  it("an English-only draft saves too; a text in neither language is named under both boxes", async () => {
    const englishOnlyDraft = { titleAr: "", buildingAr: "", addressAr: "", descriptionAr: "", lifecycle: "draft" };
    const saved = await call(
      newRoute.action,
      multipartRequest("/admin/dashboard/properties/new", propertyForm({ ...formFields, ...englishOnlyDraft })),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(303);
    const neither = await call(
      newRoute.action,
      multipartRequest("/admin/dashboard/properties/new", propertyForm({ ...formFields, ...englishOnlyDraft, building: "" })),
    );
    expect(neither.status).toBe(400);
    expect((neither.body as { error: Record<string, string[]> }).error).toEqual({
      building: ["admin.errors.eitherLanguage"],
      buildingAr: ["admin.errors.eitherLanguage"],
    });
  });

  it("the API follows the same rule: an Arabic-only draft is created, published it is a 400 naming the English fields", async () => {
    const { title: _t, building: _b, address: _a, description: _d, ...withoutEnglish } = validProperty;
    const body = { ...withoutEnglish, ...arabicOnly };
    const refused = await call(propertiesApi.action, jsonRequest("POST", "/api/admin/properties", body));
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.body as { fieldErrors: object }).fieldErrors).sort()).toEqual(english);
    expect(refused.body).toMatchObject({
      fieldErrors: { title: ["Needed in English to publish the listing. Write it, or save the listing as a draft."] },
    });

    // Left out rather than empty: the same.
    const created = await call(
      propertiesApi.action,
      jsonRequest("POST", "/api/admin/properties", {
        ...withoutEnglish,
        titleAr: "مسودة",
        buildingAr: "ب",
        addressAr: "ع",
        descriptionAr: "و",
        lifecycle: "draft",
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = String((created.body as { id: number }).id);
    expect(created.body).toMatchObject({ title: "", building: "", address: "", description: "", titleAr: "مسودة", lifecycle: "draft" });

    const patch = await call(propertyApi.action, jsonRequest("PATCH", `/api/admin/properties/${id}`, { lifecycle: "published" }), { id });
    expect(patch.status).toBe(400);
    // With its English texts it is published.
    const put = await call(
      propertyApi.action,
      jsonRequest("PUT", `/api/admin/properties/${id}`, { ...validProperty, titleAr: "مسودة", lifecycle: "published" }),
      { id },
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ title: validProperty.title, titleAr: "مسودة", lifecycle: "published" });

    const neither = await call(
      propertiesApi.action,
      jsonRequest("POST", "/api/admin/properties", {
        ...englishOnly,
        ...arabicOnly,
        titleAr: "",
        buildingAr: "",
        addressAr: "",
        descriptionAr: "",
        lifecycle: "draft",
      }),
    );
    expect(neither.status).toBe(400);
    expect(Object.keys((neither.body as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      "address",
      "addressAr",
      "building",
      "buildingAr",
      "description",
      "descriptionAr",
      "title",
      "titleAr",
    ]);
  });
});
