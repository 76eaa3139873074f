import { rmSync } from "node:fs";
import { parseWithZod } from "@conform-to/zod";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty } from "~/models/admin-properties.server";
import { addImages, moveImage } from "~/models/admin-property-images.server";
import { SYSTEM_ACTOR } from "~/models/activity.server";
import { upsertAdmin } from "~/models/admins.server";
import { getProperty, listPropertyImages } from "~/models/properties.server";
import { seedDistricts } from "~/models/seed.server";
import * as imageOrderApi from "~/routes/api.admin.images.$imageId.order";
import * as propertiesApi from "~/routes/api.admin.properties";
import * as propertyApi from "~/routes/api.admin.properties.$id";
import * as propertyImagesApi from "~/routes/api.admin.properties.$id.images";
import * as publicImagesApi from "~/routes/api.properties.$id.images";
import * as editRoute from "~/routes/admin.dashboard._properties.properties.$id.edit";
import { PropertyInputSchema } from "~/schemas/property";
import { PropertyFormSchema } from "~/schemas/property-form";
import { startSession } from "~/services/auth.server";
import type { DatabaseHandle } from "~/services/db.server";
import { translatorFor } from "~/services/i18n.server";
import { adminCredentials, listingInput, propertyFormFields } from "../factories";
import { MIGRATIONS, migrationsUpTo, openTarget, type Target } from "./migration-target";
import { call, get, jsonRequest as jsonRequestAs, propertyForm } from "./route-helpers";
import { setupTestDatabase } from "./test-database";

// Issue 38's media (floor plans, a tour link) and issue 37's rule that an image's place is unique per
// listing and kind: the migration that makes it so, and every way images are written keeping it.

const ORIGIN = "http://localhost:3000";
let handle: DatabaseHandle;
let cookie: string;

beforeAll(async () => {
  handle = await setupTestDatabase();
  // Districts only: these tests write their own listings, and need no demo data.
  await seedDistricts(handle.db);
  const { username, password } = adminCredentials("media-admin");
  cookie = (await startSession(await upsertAdmin(username, password))).split(";")[0]!;
});
afterAll(() => handle.close());

const picture = (color = "#0f766e") =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: color } })
    .png()
    .toBuffer();
const jsonRequest = (method: string, path: string, body?: unknown) => jsonRequestAs(method, path, body, { Cookie: cookie });
const multipart = (path: string, form: FormData) =>
  new Request(`${ORIGIN}${path}`, { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN }, body: form });

async function upload(propertyId: number, fields: { kind?: string; orderIndex?: string } = {}) {
  const form = new FormData();
  form.append("image", new File([new Uint8Array(await picture())], "plan.png", { type: "image/png" }));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return call(propertyImagesApi.action, multipart(`/api/admin/properties/${propertyId}/images`, form), { id: String(propertyId) });
}

const newListing = async () =>
  (await createProperty(SYSTEM_ACTOR, PropertyInputSchema.parse(listingInput()), { photos: [await picture()] })).id;
const places = async (id: number) => (await listPropertyImages(id)).map(({ kind, orderIndex }) => `${kind}:${orderIndex}`);

describe("floor plans and the images' places", () => {
  it("a floor plan has its own order; the listing's photos (cards, previews) leave it out", async () => {
    const id = await newListing();
    const plan = await upload(id, { kind: "floor_plan" });
    expect(plan).toMatchObject({ status: 201, body: { kind: "floor_plan", orderIndex: 0 } });
    const photo = await upload(id);
    expect(photo).toMatchObject({ status: 201, body: { kind: "photo", orderIndex: 1 } });
    const listing = (await getProperty(id))!;
    expect(listing.images).toHaveLength(2);
    expect(listing.floorPlans).toEqual([(plan.body as { imageUrl: string }).imageUrl]);
    // The public list: photos in order, then floor plans, each with its kind (checked against the document).
    const answer = await call(publicImagesApi.loader, get(`/api/properties/${id}/images`), { id: String(id) });
    expect((answer.body as { kind: string; orderIndex: number }[]).map(({ kind, orderIndex }) => `${kind}:${orderIndex}`)).toEqual([
      "photo:0",
      "photo:1",
      "floor_plan:0",
    ]);
    expect((await upload(id, { kind: "video" })).status).toBe(400);
  });

  it("an upload at a taken place moves the images from there on; a PATCH to a taken place swaps; moves stay within a kind", async () => {
    const id = await newListing();
    const [first] = await listPropertyImages(id);
    const inserted = await upload(id, { orderIndex: "0" });
    expect(inserted).toMatchObject({ status: 201, body: { orderIndex: 0 } });
    expect((await listPropertyImages(id)).map((image) => image.id)).toEqual([(inserted.body as { id: number }).id, first!.id]);
    // A place past the end is the end: no gaps.
    const last = await upload(id, { orderIndex: "7" });
    expect(last).toMatchObject({ body: { orderIndex: 2 } });

    const swapped = await call(imageOrderApi.action, jsonRequest("PATCH", `/api/admin/images/${first!.id}/order`, { orderIndex: 0 }), {
      imageId: String(first!.id),
    });
    expect(swapped).toMatchObject({ status: 200, body: { id: first!.id, kind: "photo", orderIndex: 0 } });
    expect(await places(id)).toEqual(["photo:0", "photo:1", "photo:2"]);
    expect((await listPropertyImages(id))[1]!.id).toBe((inserted.body as { id: number }).id);

    const [plan] = (await addImages(SYSTEM_ACTOR, id, [await picture()], { kind: "floor_plan" }))!;
    expect(await moveImage(SYSTEM_ACTOR, plan!.id, "up")).toBe("at-edge");
    expect(await places(id)).toEqual(["photo:0", "photo:1", "photo:2", "floor_plan:0"]);
  });

  it("two uploads at once take two places", async () => {
    const id = await newListing();
    const answers = await Promise.all([upload(id), upload(id), upload(id, { kind: "floor_plan" }), upload(id, { kind: "floor_plan" })]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(await places(id)).toEqual(["photo:0", "photo:1", "photo:2", "floor_plan:0", "floor_plan:1"]);
  });

  it("the database refuses two images at one place", async () => {
    const id = await newListing();
    await expect(
      handle.db.execute(
        sql.raw(`insert into property_images (property_id, image_url, kind, order_index) values (${id}, '/uploads/x.webp', 'photo', 0)`),
      ),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(
        sql.raw(`insert into property_images (property_id, image_url, kind, order_index) values (${id}, '/uploads/x.webp', 'video', 5)`),
      ),
    ).rejects.toThrow();
  });

  it("the editor uploads floor plans from their own box, after the listing's others", async () => {
    const id = await newListing();
    await addImages(SYSTEM_ACTOR, id, [await picture()], { kind: "floor_plan" });
    const form = propertyForm({ ...propertyFormFields(), title: "With plans" });
    form.append("floorPlanFiles", new File([new Uint8Array(await picture("#222222"))], "plan.png", { type: "image/png" }));
    const saved = await call(editRoute.action, multipart(`/admin/dashboard/properties/${id}/edit`, form), { id: String(id) });
    expect(saved.status).toBe(303);
    expect(await places(id)).toEqual(["photo:0", "floor_plan:0", "floor_plan:1"]);
  });
});

describe("the tour link", () => {
  const tour = (tourUrl: unknown) => PropertyInputSchema.safeParse(listingInput({ tourUrl }));

  it("takes https links on YouTube, Vimeo and Matterport only", () => {
    for (const url of [
      "https://www.youtube.com/watch?v=abc",
      "https://youtu.be/abc",
      "https://vimeo.com/123",
      "https://my.matterport.com/show/?m=SxQL3iGyoDo",
    ])
      expect(tour(url).success, url).toBe(true);
    for (const url of [
      "http://www.youtube.com/watch?v=abc",
      "https://youtube.com.example.com/x",
      "https://www.youtube.com@example.com/",
      "https://example.com/?u=https://vimeo.com/1",
      "javascript:alert(1)",
      "//vimeo.com/123",
      "vimeo.com/123",
      `https://vimeo.com/${"1".repeat(500)}`,
    ]) {
      const parsed = tour(url);
      expect(parsed.success, url).toBe(false);
      expect(parsed.error?.flatten().fieldErrors.tourUrl).toEqual(["admin.errors.tourUrl"]);
    }
    expect(PropertyInputSchema.parse(listingInput({ tourUrl: "  https://VIMEO.com/123 " })).tourUrl).toBe("https://vimeo.com/123");
    // The form's empty box clears it.
    const submission = parseWithZod(propertyForm({ ...propertyFormFields(), tourUrl: "" }), { schema: PropertyFormSchema });
    expect(submission.status === "success" && submission.value.tourUrl).toBeNull();
  });

  it("is stored, sent and cleared through the API; a bad one is a 400 naming it, in both languages", async () => {
    const created = await call(
      propertiesApi.action,
      jsonRequest("POST", "/api/admin/properties", listingInput({ tourUrl: "https://vimeo.com/1" })),
    );
    expect(created).toMatchObject({ status: 201, body: { tourUrl: "https://vimeo.com/1", floorPlans: [] } });
    const id = (created.body as { id: number }).id;
    const path = `/api/admin/properties/${id}`;
    const refused = await call(propertyApi.action, jsonRequest("PUT", path, listingInput({ tourUrl: "https://evil.example/tour" })), {
      id: String(id),
    });
    const [en, ar] = [(await translatorFor("en"))("admin.errors.tourUrl"), (await translatorFor("ar"))("admin.errors.tourUrl")];
    expect(refused).toMatchObject({ status: 400, body: { fieldErrors: { tourUrl: [en] } } });
    expect(en).toMatch(/YouTube, Vimeo or Matterport/);
    expect(ar).toMatch(/يوتيوب أو فيميو أو ماتربورت/);
    // Left out, an update keeps it; null clears it.
    expect(await call(propertyApi.action, jsonRequest("PUT", path, listingInput()), { id: String(id) })).toMatchObject({
      body: { tourUrl: "https://vimeo.com/1" },
    });
    expect(await call(propertyApi.action, jsonRequest("PUT", path, listingInput({ tourUrl: null })), { id: String(id) })).toMatchObject({
      body: { tourUrl: null },
    });
  });
});

describe("migration 0029 on a database with images sharing a place", () => {
  let target: Target;
  let oldFolder: string;

  beforeAll(async () => {
    target = await openTarget();
    oldFolder = migrationsUpTo("0024_amenity_names");
    await target.migrate(oldFolder);
    await target.query(
      `insert into districts (name, name_ar, slug, latitude, longitude) values ('Olaya', 'العليا', 'olaya', 24.69, 46.68)`,
    );
    await target.query(`insert into properties (title, building, address, district, price, size, floors, capacity, description, available_from)
      values ('A', 'T', 'R', 'Olaya', 50000, 100, 1, 10, 'Text', '2027-01-01'), ('B', 'T', 'R', 'Olaya', 50000, 100, 1, 10, 'Text', '2027-01-01')`);
    // Listing 1: two at 0 (the order was undefined), one at 5; listing 2: already in order, untouched.
    await target.query(`insert into property_images (property_id, image_url, order_index) values
      (1, '/uploads/b.webp', 5), (1, '/uploads/c.webp', 0), (1, '/uploads/d.webp', 0), (2, '/uploads/e.webp', 0), (2, '/uploads/f.webp', 1)`);
    await target.migrate(MIGRATIONS);
  }, 60_000);

  afterAll(async () => {
    await target?.close();
    if (oldFolder) rmSync(oldFolder, { recursive: true, force: true });
  });

  it("renumbers each listing's images by their place, then by id, as pages showed them; all are photos", async () => {
    expect(
      await target.query(`select property_id, image_url, kind, order_index from property_images order by property_id, order_index`),
    ).toEqual([
      { property_id: 1, image_url: "/uploads/c.webp", kind: "photo", order_index: 0 },
      { property_id: 1, image_url: "/uploads/d.webp", kind: "photo", order_index: 1 },
      { property_id: 1, image_url: "/uploads/b.webp", kind: "photo", order_index: 2 },
      { property_id: 2, image_url: "/uploads/e.webp", kind: "photo", order_index: 0 },
      { property_id: 2, image_url: "/uploads/f.webp", kind: "photo", order_index: 1 },
    ]);
    await expect(
      target.query(`insert into property_images (property_id, image_url, order_index) values (1, '/uploads/g.webp', 1)`),
    ).rejects.toThrow();
    expect(await target.query(`select tour_url from properties order by id`)).toEqual([{ tour_url: null }, { tour_url: null }]);
  });
});
