import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries, properties, propertyImages } from "../../drizzle/schema";
import type { Property } from "~/models/properties.server";
import * as propertyRoute from "~/routes/property.$id";
import * as root from "~/root";
import type { DatabaseHandle } from "~/services/db.server";
import { call, cookiesFrom, get, postForm } from "./route-helpers";
import { setupSeededDatabase } from "./test-database";
import { inquiryInput } from "../factories";

let handle: DatabaseHandle;
let propertyId: number;
beforeAll(async () => {
  handle = await setupSeededDatabase();
  const [first] = await handle.db.select({ id: properties.id }).from(properties).orderBy(properties.id).limit(1);
  propertyId = first!.id;
});
afterAll(() => handle.close());

const storedInquiries = async () => (await handle.db.select({ value: count() }).from(inquiries))[0]!.value;

const validInquiry = inquiryInput();

interface LoaderBody {
  property: Property;
  location: { latitude: number; longitude: number };
  title: string;
  description: string;
}

describe("property loader", () => {
  it("answers the property with its images, its district's coordinates and a translated title", async () => {
    const answer = await call(propertyRoute.loader, get(`/property/${propertyId}`), { id: String(propertyId) });
    expect(answer.status).toBe(200);
    const body = answer.body as LoaderBody;
    expect(body.property).toMatchObject({ id: propertyId, title: expect.any(String), district: expect.any(String) });
    // Every photo of this listing, in orderIndex order (the seed gives each listing 2 or 3); floor plans
    // have their own list.
    const stored = await handle.db
      .select({ url: propertyImages.imageUrl })
      .from(propertyImages)
      .where(and(eq(propertyImages.propertyId, propertyId), eq(propertyImages.kind, "photo")))
      .orderBy(asc(propertyImages.orderIndex), asc(propertyImages.id));
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(body.property.images).toEqual(stored.map((row) => row.url));
    expect(body.location.latitude).toBeGreaterThan(24);
    expect(body.location.longitude).toBeGreaterThan(46);
    expect(body.title).toContain(body.property.title);
    expect(body.description).toContain("SAR per year");
  });

  it("translates the meta text for Arabic visitors", async () => {
    const answer = await call(propertyRoute.loader, get(`/property/${propertyId}?lng=ar`), { id: String(propertyId) });
    expect((answer.body as LoaderBody).description).toContain("ريال سنوياً");
  });

  it.each(["999999", "abc", "1.5", "-1", "0", "99999999999", "2147483648", "1e3", " 1", ""])("answers 404 for id %j", async (id) => {
    const answer = await call(propertyRoute.loader, get(`/property/${encodeURIComponent(id)}`), { id });
    expect(answer.status).toBe(404);
  });

  it("titles the 404 in the visitor's language (the page's meta reads it)", async () => {
    const english = await call(propertyRoute.loader, get("/property/999999"), { id: "999999" });
    expect(english.body).toMatchObject({ title: "Property not found" });
    const arabic = await call(propertyRoute.loader, get("/property/abc?lng=ar"), { id: "abc" });
    expect(arabic.body).toMatchObject({ title: "العقار غير موجود" });
  });
});

describe("property inquiry action", () => {
  const path = () => `/property/${propertyId}`;

  it("re-renders with field errors (400) and stores nothing on invalid input", async () => {
    const before = await storedInquiries();
    const answer = await call(
      propertyRoute.action,
      postForm(path(), { ...validInquiry, phone: "abc", email: "not-an-email", message: "" }),
      { id: String(propertyId) },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      status: "error",
      error: { phone: ["inquiry.errors.phone"], email: ["inquiry.errors.email"], message: ["inquiry.errors.message"] },
      initialValue: { name: validInquiry.name, phone: "abc" },
    });
    expect(await storedInquiries()).toBe(before);
  });

  it("stores a valid inquiry and redirects back with the 'message sent' toast", async () => {
    const before = await storedInquiries();
    const answer = await call(propertyRoute.action, postForm(path(), validInquiry), { id: String(propertyId) });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(path());
    expect(await storedInquiries()).toBe(before + 1);

    const rows = await handle.db.select().from(inquiries).where(eq(inquiries.email, validInquiry.email));
    expect(rows.at(-1)).toMatchObject({ propertyId, ...validInquiry, language: "en" });

    // The confirmation names who receives the message, as the listing says (issue 33).
    const [listing] = await handle.db
      .select({ advertiserType: properties.advertiserType })
      .from(properties)
      .where(eq(properties.id, propertyId));
    const next = await call(root.loader, get(path(), { Cookie: cookiesFrom(answer.headers) }));
    expect((next.body as { toast: unknown }).toast).toMatchObject({
      title: "inquiry.sentTitle",
      description: `inquiry.sentTo.${listing!.advertiserType}`,
      variant: "default",
    });
  });

  it("keeps the page's language with the inquiry, for the reply", async () => {
    const email = "arabic-visitor@example.com";
    const answer = await call(propertyRoute.action, postForm(path(), { ...validInquiry, email }, { Cookie: "lng=ar" }), {
      id: String(propertyId),
    });
    expect(answer.status).toBe(303);
    const [row] = await handle.db.select().from(inquiries).where(eq(inquiries.email, email));
    expect(row).toMatchObject({ language: "ar" });
  });

  it("answers 404 for an unknown property and stores nothing", async () => {
    const before = await storedInquiries();
    const answer = await call(propertyRoute.action, postForm("/property/999999", validInquiry), { id: "999999" });
    expect(answer.status).toBe(404);
    expect(await storedInquiries()).toBe(before);
  });

  it.each(["abc", "0", "99999999999"])("answers 404 for a malformed id %j", async (id) => {
    const answer = await call(propertyRoute.action, postForm(`/property/${id}`, validInquiry), { id });
    expect(answer.status).toBe(404);
  });

  it("refuses a cross-site post with 403 and stores nothing", async () => {
    const before = await storedInquiries();
    const request = postForm(path(), validInquiry, { Origin: "https://evil.example" });
    expect((await call(propertyRoute.action, request, { id: String(propertyId) })).status).toBe(403);
    expect(await storedInquiries()).toBe(before);
  });
});
