// Issue 51: an advertiser's own listings through /api/account/* and through their editor's image buttons and
// their list's withdraw, on PGlite and PostgreSQL. The same schemas and rules as the forms; a change to a
// published listing (its fields or its images) takes it back to review (decision 0075); another advertiser's
// ids are answered exactly as missing ones, and change nothing.
import { asc, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties, propertyImages } from "../../drizzle/schema";
import * as listApi from "~/routes/api.account.properties";
import * as listingApi from "~/routes/api.account.properties.$id";
import * as imagesApi from "~/routes/api.account.properties.$id.images";
import * as imageApi from "~/routes/api.account.images.$imageId";
import * as editPage from "~/routes/account.listings.$id.edit";
import * as imageDeletePage from "~/routes/account.listings.$id.images.$imageId.delete";
import * as lifecycleRoute from "~/routes/account.listings.$id.lifecycle";
import type { DatabaseHandle } from "~/services/db.server";
import { listingInput } from "../factories";
import { call, get, jsonRequest, postForm, propertyForm } from "./route-helpers";
import { signedInAdvertiser } from "./advertiser-session";
import { setupSeededDatabaseWithAdmin } from "./test-database";

const ORIGIN = "http://localhost:3000";
const MISSING = 2_147_483_000;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ handle } = await setupSeededDatabaseWithAdmin("advertiser-api-admin"));
});
afterAll(() => handle.close());

const picture = (color: string) =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: color } })
    .png()
    .toBuffer();

function upload(propertyId: number, cookie: string, bytes: Buffer, kind = "photo") {
  const form = new FormData();
  form.append("image", new File([new Uint8Array(bytes)], "photo.png", { type: "image/png" }));
  form.append("kind", kind);
  const request = new Request(`${ORIGIN}/api/account/properties/${propertyId}/images`, {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: cookie },
    body: form,
  });
  return call(imagesApi.action, request, { id: String(propertyId) });
}

const api = (method: string, path: string, cookie: string, body?: unknown) => jsonRequest(method, path, body, { Cookie: cookie });
const listingRow = async (id: number) => (await handle.db.select().from(properties).where(eq(properties.id, id)))[0]!;
const photosOf = (id: number) =>
  handle.db
    .select({ id: propertyImages.id, orderIndex: propertyImages.orderIndex })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, id))
    .orderBy(asc(propertyImages.orderIndex));
const publish = (id: number) => handle.db.update(properties).set({ lifecycle: "published" }).where(eq(properties.id, id));
// The listing input of the API: the editor's fields without what is not the advertiser's.
const NOT_THEIRS = ["lifecycle", "featured", "advertiserName", "advertiserNameAr", "advertiserType", "brokerageLicenseNumber"];
const ownInput = (overrides: Record<string, unknown> = {}) =>
  Object.fromEntries(Object.entries(listingInput(overrides)).filter(([key]) => !NOT_THEIRS.includes(key)));

interface OwnJson {
  id: number;
  lifecycle: string;
  title: string;
  price: number;
  featured: boolean;
  reviewNote: string;
  imageList: { id: number; orderIndex: number; kind: string }[];
}

describe("/api/account/properties", () => {
  it("is 401 signed out, lists, creates a draft or a submission, and refuses bad input with the form's messages", async () => {
    expect((await call(listApi.loader, get("/api/account/properties"))).status).toBe(401);
    expect((await call(listApi.action, jsonRequest("POST", "/api/account/properties", ownInput()))).status).toBe(401);
    const owner = await signedInAdvertiser("api.owner@example.test");

    const draft = await call(listApi.action, api("POST", "/api/account/properties", owner.cookie, ownInput({ title: "API draft office" })));
    expect(draft.status).toBe(201);
    const created = draft.body as OwnJson;
    expect(created).toMatchObject({ title: "API draft office", lifecycle: "draft", featured: false, reviewNote: "", imageList: [] });
    expect(draft.headers.get("Location")).toBe(`/api/account/properties/${created.id}`);
    // Whatever the body says, it is never featured nor advertised by anyone but the account.
    const featured = await call(
      listApi.action,
      api("POST", "/api/account/properties", owner.cookie, { ...ownInput(), featured: true, intent: "submit", advertiserName: "Someone" }),
    );
    expect(featured.status).toBe(201);
    expect(featured.body).toMatchObject({ lifecycle: "in_review", featured: false, advertiserName: "Owner api.owner@example.test" });

    const bad = await call(listApi.action, api("POST", "/api/account/properties", owner.cookie, { ...ownInput(), price: -1 }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: "Invalid input", fieldErrors: { price: [expect.any(String)] } });

    const list = await call(listApi.loader, get("/api/account/properties", { Cookie: owner.cookie }));
    expect(list.status).toBe(200);
    expect((list.body as { id: number; lifecycle: string; live: boolean }[]).map((row) => [row.id, row.lifecycle, row.live])).toEqual([
      [(featured.body as OwnJson).id, "in_review", false],
      [created.id, "draft", false],
    ]);
  });

  it("refuses submitting before the address is verified (403), and keeps the draft", async () => {
    const unverified = await signedInAdvertiser("api.unverified@example.test", { verified: false });
    const refused = await call(
      listApi.action,
      api("POST", "/api/account/properties", unverified.cookie, { ...ownInput(), intent: "submit" }),
    );
    expect(refused.status).toBe(403);
    const draft = await call(listApi.action, api("POST", "/api/account/properties", unverified.cookie, ownInput()));
    expect(draft.body).toMatchObject({ lifecycle: "draft" });
  });
});

describe("/api/account/properties/{id} and its images", () => {
  it("saves fields over the listing's own, withdraws and resubmits, and takes a published listing back to review on any change", async () => {
    const owner = await signedInAdvertiser("api.editor@example.test");
    const { id } = (await call(listApi.action, api("POST", "/api/account/properties", owner.cookie, ownInput({ title: "Editor office" }))))
      .body as OwnJson;
    const path = `/api/account/properties/${id}`;
    const patch = (body: unknown) => call(listingApi.action, api("PATCH", path, owner.cookie, body), { id: String(id) });

    // Fields given over its own: the title kept, the price changed, still a draft.
    const saved = await patch({ intent: "draft", price: 123_456 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ title: "Editor office", price: 123_456, lifecycle: "draft" });
    expect((await patch({ intent: "draft", size: 0 })).status).toBe(400);
    expect((await patch({ intent: "publish" })).status).toBe(400);
    expect((await patch({ intent: "withdraw", price: 1 })).status).toBe(400);
    // A draft is not withdrawn (409); submitted as it is, it waits for review.
    expect((await patch({ intent: "withdraw" })).status).toBe(409);
    expect((await patch({ intent: "submit" })).body).toMatchObject({ lifecycle: "in_review" });

    // Published: its photos come and go only through review again.
    await publish(id);
    const first = await upload(id, owner.cookie, await picture("#0f766e"));
    expect(first.status).toBe(201);
    expect((await listingRow(id)).lifecycle).toBe("in_review");
    const second = await upload(id, owner.cookie, await picture("#b45309"));
    const [a, b] = [(first.body as { id: number }).id, (second.body as { id: number }).id];

    await publish(id);
    const moved = await call(imageApi.action, api("PATCH", `/api/account/images/${b}`, owner.cookie, { orderIndex: 0 }), {
      imageId: String(b),
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: b, orderIndex: 0, kind: "photo" });
    expect(await photosOf(id)).toEqual([
      { id: b, orderIndex: 0 },
      { id: a, orderIndex: 1 },
    ]);
    expect((await listingRow(id)).lifecycle).toBe("in_review");

    await publish(id);
    const deleted = await call(imageApi.action, api("DELETE", `/api/account/images/${b}`, owner.cookie), { imageId: String(b) });
    expect(deleted).toMatchObject({ status: 200, body: { id: b, deleted: true } });
    expect(await photosOf(id)).toEqual([{ id: a, orderIndex: 0 }]);
    expect((await listingRow(id)).lifecycle).toBe("in_review");

    // Withdrawn, then sent back for review as it is.
    await publish(id);
    expect((await patch({ intent: "withdraw" })).body).toMatchObject({ lifecycle: "withdrawn" });
    expect((await patch({ intent: "withdraw" })).body).toMatchObject({ lifecycle: "withdrawn" });
    const read = await call(listingApi.loader, get(path, { Cookie: owner.cookie }), { id: String(id) });
    expect(read.body).toMatchObject({ id, lifecycle: "withdrawn", imageList: [{ id: a, orderIndex: 0, kind: "photo" }] });
    expect((await patch({ intent: "submit" })).body).toMatchObject({ lifecycle: "in_review" });

    // A save of a published listing is a draft or a submission: never published by the advertiser.
    await publish(id);
    expect((await patch({ intent: "submit", price: 150_000 })).body).toMatchObject({ lifecycle: "in_review", price: 150_000 });
  });

  it("answers another advertiser's listing and image ids exactly as missing ones, and changes nothing", async () => {
    const owner = await signedInAdvertiser("api.victim@example.test");
    const other = await signedInAdvertiser("api.intruder@example.test");
    const { id } = (await call(listApi.action, api("POST", "/api/account/properties", owner.cookie, ownInput({ title: "Victim office" }))))
      .body as OwnJson;
    await publish(id);
    const imageId = ((await upload(id, owner.cookie, await picture("#1d4ed8"))).body as { id: number }).id;
    await publish(id);
    const before = { listing: await listingRow(id), images: await photosOf(id) };

    const asks = async (listing: number, image: number) => [
      await call(listingApi.loader, get(`/api/account/properties/${listing}`, { Cookie: other.cookie }), { id: String(listing) }),
      await call(listingApi.action, api("PATCH", `/api/account/properties/${listing}`, other.cookie, { intent: "withdraw" }), {
        id: String(listing),
      }),
      await call(listingApi.action, api("PATCH", `/api/account/properties/${listing}`, other.cookie, { intent: "draft", price: 1 }), {
        id: String(listing),
      }),
      await upload(listing, other.cookie, await picture("#000000")),
      await call(imageApi.action, api("PATCH", `/api/account/images/${image}`, other.cookie, { orderIndex: 3 }), {
        imageId: String(image),
      }),
      await call(imageApi.action, api("PATCH", `/api/account/images/${image}`, other.cookie, {}), { imageId: String(image) }),
      await call(imageApi.action, api("DELETE", `/api/account/images/${image}`, other.cookie), { imageId: String(image) }),
    ];
    const theirs = await asks(id, imageId);
    const missing = await asks(MISSING, MISSING);
    expect(theirs.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(theirs.map((answer) => answer.body)).toEqual(missing.map((answer) => answer.body));
    expect({ listing: await listingRow(id), images: await photosOf(id) }).toEqual(before);
    // The owner still sees it, published.
    expect(
      (await call(listingApi.loader, get(`/api/account/properties/${id}`, { Cookie: owner.cookie }), { id: String(id) })).body,
    ).toMatchObject({
      lifecycle: "published",
    });
  });
});

describe("the editor's image buttons and the list's withdraw, without scripts", () => {
  const postEditor = (id: number, cookie: string, intent: string) =>
    new Request(`${ORIGIN}/account/listings/${id}/edit`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: ORIGIN },
      body: propertyForm({ intent }),
    });

  it("moves and deletes the listing's own images, back at the image; another's are a 404 and unchanged", async () => {
    const owner = await signedInAdvertiser("page.owner@example.test");
    const other = await signedInAdvertiser("page.other@example.test");
    const { id } = (await call(listApi.action, api("POST", "/api/account/properties", owner.cookie, ownInput({ title: "Page office" }))))
      .body as OwnJson;
    const a = ((await upload(id, owner.cookie, await picture("#0f766e"))).body as { id: number }).id;
    const b = ((await upload(id, owner.cookie, await picture("#b45309"))).body as { id: number }).id;
    const params = { id: String(id) };

    const page = await call(editPage.loader, get(`/account/listings/${id}/edit`, { Cookie: owner.cookie }), params);
    expect((page.body as { images: { id: number }[] }).images.map((image) => image.id)).toEqual([a, b]);

    await publish(id);
    const moved = await call(editPage.action, postEditor(id, owner.cookie, `move-up:${b}`), params);
    expect(moved.status).toBe(303);
    expect(moved.headers.get("Location")).toBe(`/account/listings/${id}/edit#image-${b}`);
    expect((await photosOf(id)).map((image) => image.id)).toEqual([b, a]);
    expect((await listingRow(id)).lifecycle).toBe("in_review");
    // Already first: back to it, nothing changed.
    const edge = await call(editPage.action, postEditor(id, owner.cookie, `move-up:${b}`), params);
    expect(edge.headers.get("Location")).toBe(`/account/listings/${id}/edit#image-${b}`);
    // The delete button leads to its confirmation page (in the page's language).
    const toConfirm = await call(
      editPage.action,
      new Request(`${ORIGIN}/account/listings/${id}/edit?lng=ar`, {
        method: "POST",
        headers: { Cookie: owner.cookie, Origin: ORIGIN },
        body: propertyForm({ intent: `delete-image:${a}` }),
      }),
      params,
    );
    expect(toConfirm.headers.get("Location")).toBe(`/account/listings/${id}/images/${a}/delete?lng=ar`);

    // Another advertiser: the editor, its buttons and the confirmation are 404s; nothing moves.
    const before = await photosOf(id);
    expect((await call(editPage.action, postEditor(id, other.cookie, `move-down:${b}`), params)).status).toBe(404);
    const otherConfirm = await call(imageDeletePage.loader, get(`/account/listings/${id}/images/${a}/delete`, { Cookie: other.cookie }), {
      id: String(id),
      imageId: String(a),
    });
    expect(otherConfirm.status).toBe(404);
    const otherDelete = await call(
      imageDeletePage.action,
      postForm(`/account/listings/${id}/images/${a}/delete`, { intent: "delete" }, { Cookie: other.cookie }),
      { id: String(id), imageId: String(a) },
    );
    expect(otherDelete.status).toBe(404);
    expect(await photosOf(id)).toEqual(before);
    // An image of another listing is not this listing's.
    const { id: secondId } = (await call(listApi.action, api("POST", "/api/account/properties", owner.cookie, ownInput()))).body as OwnJson;
    expect(
      (
        await call(imageDeletePage.loader, get(`/account/listings/${secondId}/images/${a}/delete`, { Cookie: owner.cookie }), {
          id: String(secondId),
          imageId: String(a),
        })
      ).status,
    ).toBe(404);

    const confirm = await call(imageDeletePage.loader, get(`/account/listings/${id}/images/${a}/delete`, { Cookie: owner.cookie }), {
      id: String(id),
      imageId: String(a),
    });
    expect(confirm.status).toBe(200);
    const deleted = await call(
      imageDeletePage.action,
      postForm(`/account/listings/${id}/images/${a}/delete`, { intent: "delete" }, { Cookie: owner.cookie }),
      { id: String(id), imageId: String(a) },
    );
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("Location")).toBe(`/account/listings/${id}/edit#existing-images-title`);
    expect((await photosOf(id)).map((image) => image.id)).toEqual([b]);
  });

  it("withdraws a published listing and sends it back for review, back at the listing; another's is a 404", async () => {
    const owner = await signedInAdvertiser("withdraw.owner@example.test");
    const other = await signedInAdvertiser("withdraw.other@example.test");
    const { id } = (await call(listApi.action, api("POST", "/api/account/properties", owner.cookie, ownInput()))).body as OwnJson;
    await publish(id);
    const move = (cookie: string, intent: string, lng = "") =>
      call(lifecycleRoute.action, postForm(`/account/listings/${id}/lifecycle${lng}`, { intent }, { Cookie: cookie }), { id: String(id) });

    const before = await listingRow(id);
    expect((await move(other.cookie, "withdraw")).status).toBe(404);
    expect(await listingRow(id)).toEqual(before);

    const withdrawn = await move(owner.cookie, "withdraw", "?lng=ar");
    expect(withdrawn.status).toBe(303);
    expect(withdrawn.headers.get("Location")).toBe(`/account/listings?lng=ar#property-row-${id}`);
    expect((await listingRow(id)).lifecycle).toBe("withdrawn");
    const resubmitted = await move(owner.cookie, "submit");
    expect(resubmitted.headers.get("Location")).toBe(`/account/listings#property-row-${id}`);
    expect((await listingRow(id)).lifecycle).toBe("in_review");
    // Nothing else is a move of theirs: refused with a toast, unchanged.
    expect((await move(owner.cookie, "publish")).status).toBe(303);
    expect((await listingRow(id)).lifecycle).toBe("in_review");
    const rows = await handle.db
      .select({ id: properties.id })
      .from(properties)
      .where(inArray(properties.id, [id]));
    expect(rows).toHaveLength(1);
  });
});
