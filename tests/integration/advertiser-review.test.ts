// Issue 51: the demo advertiser, an advertiser's listings scoped to them, and the administrators' review
// queue (approve or return with a reason, the advertiser told by mail in their language), on PGlite and
// PostgreSQL, through the models and the dashboard's route.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advertisers, outbox, properties } from "../../drizzle/schema";
import {
  EmailNotVerifiedError,
  getOwnListing,
  listOwnListings,
  listReviewQueue,
  saveOwnListing,
} from "~/models/advertiser-listings.server";
import type { SessionAdvertiser } from "~/models/sessions.server";
import { createInquiry, listInquiries } from "~/models/inquiries.server";
import * as reviewRoute from "~/routes/admin.dashboard.review";
import * as leadsRoute from "~/routes/account.leads";
import * as ownListingsRoute from "~/routes/account.listings._index";
import * as newListingRoute from "~/routes/account.listings.new";
import * as editListingRoute from "~/routes/account.listings.$id.edit";
import { PropertyInputSchema } from "~/schemas/property";
import { getAdvertiser } from "~/services/auth.server";
import { DEMO_ADVERTISER } from "~/services/config.server";
import type { DatabaseHandle } from "~/services/db.server";
import { inquiryInput, listingInput, propertyFormFields } from "../factories";
import { call, get, postForm, propertyForm, publicListingIds } from "./route-helpers";
import { signedInAdvertiser } from "./advertiser-session";
import { setupSeededDatabaseWithAdmin } from "./test-database";

let handle: DatabaseHandle;
let adminCookie: string;

beforeAll(async () => {
  ({ handle, cookie: adminCookie } = await setupSeededDatabaseWithAdmin("review-admin"));
});
afterAll(() => handle.close());

const asAdvertiser = async (advertiserId: number): Promise<SessionAdvertiser> => {
  const [row] = await handle.db.select().from(advertisers).where(eq(advertisers.id, advertiserId));
  return {
    role: "advertiser",
    id: advertiserId,
    email: row!.email,
    emailVerified: row!.emailVerifiedAt !== null,
    slug: row!.slug,
    name: row!.name,
    nameAr: row!.nameAr,
    type: row!.type,
    language: row!.language,
  };
};

const mailsTo = (email: string) =>
  handle.db
    .select()
    .from(outbox)
    .where(and(eq(sql`lower(${outbox.recipient})`, email), eq(outbox.kind, "review_outcome")));

const draftInput = (title: string) => PropertyInputSchema.parse(listingInput({ title, lifecycle: undefined }));

describe("the demo advertiser", () => {
  it("owns the demo listings advertised under its name, and has one more waiting for review, not public", async () => {
    const [demo] = await handle.db.select().from(advertisers).where(eq(advertisers.email, DEMO_ADVERTISER.email));
    expect(demo).toMatchObject({ type: "broker", falLicenseNumber: DEMO_ADVERTISER.falLicenseNumber, status: "active" });
    expect(demo!.emailVerifiedAt).not.toBeNull();
    const own = await listOwnListings(await asAdvertiser(demo!.id));
    expect(own.length).toBeGreaterThan(3);
    // Each with its district's Arabic name, for the Arabic page.
    expect(own.every((listing) => /[\u0600-\u06FF]/.test(listing.districtAr))).toBe(true);
    const waiting = own.filter((listing) => listing.lifecycle === "in_review");
    expect(waiting).toHaveLength(1);
    expect(await publicListingIds()).not.toContain(waiting[0]!.id);
    expect((await listReviewQueue()).map((listing) => listing.id)).toEqual([waiting[0]!.id]);
  });
});

describe("an advertiser's listings", () => {
  it("saves a draft, submits it, and finds none of another advertiser's", async () => {
    const owner = await signedInAdvertiser("owner.one@example.test");
    const other = await signedInAdvertiser("owner.two@example.test");
    const me = await asAdvertiser(owner.id);
    const saved = await saveOwnListing(me, null, draftInput("Owner one's office"), {}, { submit: false });
    expect(saved).toMatchObject({ lifecycle: "draft", featured: false, advertiserName: "Owner owner.one@example.test" });
    const submitted = await saveOwnListing(me, saved!.id, draftInput("Owner one's office"), {}, { submit: true });
    expect(submitted?.lifecycle).toBe("in_review");

    const them = await asAdvertiser(other.id);
    const before = await handle.db.select().from(properties).where(eq(properties.id, saved!.id));
    expect(await getOwnListing(them, saved!.id)).toBeNull();
    expect(await saveOwnListing(them, saved!.id, draftInput("Taken over"), {}, { submit: false })).toBeNull();
    expect(await handle.db.select().from(properties).where(eq(properties.id, saved!.id))).toEqual(before);
    expect(await getOwnListing(me, saved!.id)).toMatchObject({ id: saved!.id, title: "Owner one's office" });
  });

  it("refuses to submit before the address is verified, and keeps drafts", async () => {
    const unverified = await signedInAdvertiser("owner.unverified@example.test", { verified: false });
    const me = await asAdvertiser(unverified.id);
    await expect(saveOwnListing(me, null, draftInput("Unverified office"), {}, { submit: true })).rejects.toThrow(EmailNotVerifiedError);
    expect(await saveOwnListing(me, null, draftInput("Unverified office"), {}, { submit: false })).toMatchObject({ lifecycle: "draft" });
  });
});

describe("an advertiser's editor pages", () => {
  const ORIGIN = "http://localhost:3000";
  const post = (path: string, cookie: string, fields: Record<string, string | string[]>) =>
    new Request(`${ORIGIN}${path}`, { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN }, body: propertyForm(fields) });

  it("writes a draft and submits it through the forms; another advertiser's id is a 404 on the page and its form", async () => {
    const owner = await signedInAdvertiser("owner.forms@example.test");
    const other = await signedInAdvertiser("owner.forms.other@example.test");
    const created = await call(
      newListingRoute.action,
      post("/account/listings/new", owner.cookie, { ...propertyFormFields(), intent: "draft", featured: "on" }),
    );
    expect(created.status).toBe(303);
    const location = created.headers.get("Location")!;
    expect(location).toMatch(/^\/account\/listings#property-row-\d+$/);
    const id = Number(/(\d+)$/.exec(location)![1]);
    // Not featured, whatever the form said; advertised by the account's profile.
    expect(await getOwnListing(await asAdvertiser(owner.id), id)).toMatchObject({
      lifecycle: "draft",
      featured: false,
      advertiserName: "Owner owner.forms@example.test",
    });

    // Bad input: a 400 naming the field, nothing saved.
    const refused = await call(
      editListingRoute.action,
      post(`/account/listings/${id}/edit`, owner.cookie, { ...propertyFormFields(), price: "-1", intent: "submit" }),
      { id: String(id) },
    );
    expect(refused.status).toBe(400);
    expect((await getOwnListing(await asAdvertiser(owner.id), id))?.lifecycle).toBe("draft");

    const submitted = await call(
      editListingRoute.action,
      post(`/account/listings/${id}/edit`, owner.cookie, { ...propertyFormFields(), intent: "submit" }),
      { id: String(id) },
    );
    expect(submitted.status).toBe(303);
    const list = await call(ownListingsRoute.loader, get("/account/listings", { Cookie: owner.cookie }));
    expect(JSON.stringify(list.body)).toContain("Form-made office");

    const before = await handle.db.select().from(properties).where(eq(properties.id, id));
    expect(
      (await call(editListingRoute.loader, get(`/account/listings/${id}/edit`, { Cookie: other.cookie }), { id: String(id) })).status,
    ).toBe(404);
    const taken = await call(
      editListingRoute.action,
      post(`/account/listings/${id}/edit`, other.cookie, { ...propertyFormFields({ title: "Taken" }), intent: "draft" }),
      { id: String(id) },
    );
    expect(taken.status).toBe(404);
    expect(await handle.db.select().from(properties).where(eq(properties.id, id))).toEqual(before);
    expect(JSON.stringify((await call(ownListingsRoute.loader, get("/account/listings", { Cookie: other.cookie }))).body)).not.toContain(
      "Form-made office",
    );
  });

  it("sends the signed-out and the administrator to the advertisers' sign-in", async () => {
    for (const cookie of ["", adminCookie]) {
      const answer = await call(ownListingsRoute.loader, get("/account/listings", cookie ? { Cookie: cookie } : {}));
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toMatch(/^\/account\/login\?redirectTo=/);
    }
  });
});

describe("the review queue", () => {
  it("returns a listing with a reason the advertiser reads, in their language, then publishes it", async () => {
    const owner = await signedInAdvertiser("owner.review@example.test");
    const me = await asAdvertiser(owner.id);
    await handle.db.update(advertisers).set({ language: "ar" }).where(eq(advertisers.id, owner.id));
    const listing = await saveOwnListing(me, null, draftInput("Office to review"), {}, { submit: true });
    const queue = await call(reviewRoute.loader, get("/admin/dashboard/review", { Cookie: adminCookie }));
    expect(queue.status).toBe(200);
    expect(JSON.stringify(queue.body)).toContain("Office to review");

    // No reason: refused in words, nothing changed.
    const refused = await call(
      reviewRoute.action,
      postForm("/admin/dashboard/review", { id: String(listing!.id), decision: "return", reason: "  " }, { Cookie: adminCookie }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ id: listing!.id, error: "admin.review.errors.reason" });
    expect((await getOwnListing(me, listing!.id))?.lifecycle).toBe("in_review");

    const returned = await call(
      reviewRoute.action,
      postForm(
        "/admin/dashboard/review",
        { id: String(listing!.id), decision: "return", reason: "Add the licence's expiry date" },
        { Cookie: adminCookie },
      ),
    );
    expect(returned.status).toBe(303);
    expect(await getOwnListing(me, listing!.id)).toMatchObject({ lifecycle: "draft", reviewNote: "Add the licence's expiry date" });
    const [returnedMail] = await mailsTo("owner.review@example.test");
    expect(returnedMail).toMatchObject({ language: "ar" });
    expect(returnedMail!.subject).toContain("يحتاج إلى تعديلات");
    expect(returnedMail!.textBody).toContain("Add the licence's expiry date");

    // Submitted again: the reason is cleared; approved, it is public and the advertiser told so.
    await saveOwnListing(me, listing!.id, draftInput("Office to review"), {}, { submit: true });
    expect((await getOwnListing(me, listing!.id))?.reviewNote).toBe("");
    const approved = await call(
      reviewRoute.action,
      postForm("/admin/dashboard/review", { id: String(listing!.id), decision: "approve" }, { Cookie: adminCookie }),
    );
    expect(approved.status).toBe(303);
    expect(await publicListingIds()).toContain(listing!.id);
    expect((await mailsTo("owner.review@example.test")).map((mail) => mail.subject).some((subject) => subject.includes("نُشر"))).toBe(true);

    // Approving it again: it no longer waits, so nothing happens.
    const again = await call(
      reviewRoute.action,
      postForm("/admin/dashboard/review", { id: String(listing!.id), decision: "approve" }, { Cookie: adminCookie }),
    );
    expect(again.status).toBe(303);
    expect(await mailsTo("owner.review@example.test")).toHaveLength(2);
  });

  it("is the administrators' only: an advertiser's session is sent to the admin sign-in", async () => {
    const owner = await signedInAdvertiser("owner.intruder@example.test");
    // The cookie is a live advertiser's session...
    expect(await getAdvertiser(get("/account", { Cookie: owner.cookie }))).toMatchObject({ id: owner.id });
    const answer = await call(reviewRoute.loader, get("/admin/dashboard/review", { Cookie: owner.cookie }));
    // ...and not an administrator's.
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(/^\/admin\/login/);
  });
});

describe("an advertiser's leads", () => {
  it("reach the advertiser by mail (reply-to the visitor, in their language) and on their leads page only", async () => {
    const [demo] = await handle.db.select().from(advertisers).where(eq(advertisers.email, DEMO_ADVERTISER.email));
    const own = await listOwnListings(await asAdvertiser(demo!.id));
    const listing = own.find((row) => row.lifecycle === "published")!;
    const inquiry = await createInquiry(listing.id, inquiryInput({ name: "Lead For Demo", email: "lead.demo@example.test" }), "en");
    const [mail] = await handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "advertiser_inquiry"), eq(outbox.inquiryId, inquiry!.id)));
    expect(mail).toMatchObject({ recipient: DEMO_ADVERTISER.email, replyTo: "lead.demo@example.test", language: "ar" });
    // The demo advertiser reads Arabic: the lead's link opens their desk in Arabic, as their other mails' links do.
    expect(mail!.textBody).toContain(`/account/leads/${inquiry!.id}?lng=ar`);
    const leadsOf = async (advertiserId: number) => listInquiries(await asAdvertiser(advertiserId), { limit: 100, offset: 0 });
    expect((await leadsOf(demo!.id)).map((lead) => lead.id)).toContain(inquiry!.id);

    const other = await signedInAdvertiser("owner.no.leads@example.test");
    expect(await leadsOf(other.id)).toEqual([]);
    const page = await call(leadsRoute.loader, get("/account/leads", { Cookie: other.cookie }));
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).not.toContain("lead.demo@example.test");
  });

  it("are not mailed for a listing of the site's own", async () => {
    const [siteListing] = await handle.db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`${properties.advertiserId} is null`)
      .limit(1);
    const inquiry = await createInquiry(siteListing!.id, inquiryInput({ email: "lead.site@example.test" }), "en");
    const mails = await handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "advertiser_inquiry"), eq(outbox.inquiryId, inquiry!.id)));
    expect(mails).toEqual([]);
  });
});
