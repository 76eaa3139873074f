// Issue 51: administrators' advertisers pages. Suspending an advertiser takes their published listing off the
// home page, its own page and the API at once and ends their sessions; reinstating brings the listing back.
// On PGlite and PostgreSQL, through the dashboard's routes.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminActivity, advertisers, sessions } from "../../drizzle/schema";
import { createAdvertiser } from "~/models/advertisers.server";
import { reviewListing, saveOwnListing } from "~/models/advertiser-listings.server";
import type { SessionAdmin, SessionAdvertiser } from "~/models/sessions.server";
import * as advertisersRoute from "~/routes/admin.dashboard.advertisers";
import * as advertiserRoute from "~/routes/admin.dashboard.advertisers_.$id";
import * as homeRoute from "~/routes/_index";
import * as propertyRoute from "~/routes/property.$id";
import { PropertyInputSchema } from "~/schemas/property";
import { getAdmin, startAdvertiserSession } from "~/services/auth.server";
import type { DatabaseHandle } from "~/services/db.server";
import { listingInput } from "../factories";
import { call, get, postForm, publicListingIds } from "./route-helpers";
import { setupSeededDatabaseWithAdmin } from "./test-database";

let handle: DatabaseHandle;
let adminCookie: string;
let admin: SessionAdmin;

beforeAll(async () => {
  ({ handle, cookie: adminCookie } = await setupSeededDatabaseWithAdmin("advertisers-admin"));
  admin = (await getAdmin(get("/admin/dashboard", { Cookie: adminCookie })))!;
});
afterAll(() => handle.close());

async function publishedListingOf(email: string) {
  const { id } = await createAdvertiser({
    email,
    password: "advertiser password 1",
    type: "owner",
    name: "Suspendable owner",
    nameAr: "مالك",
    language: "en",
    emailVerifiedAt: new Date(),
  });
  const cookie = (await startAdvertiserSession({ id })).split(";")[0]!;
  const [row] = await handle.db.select().from(advertisers).where(eq(advertisers.id, id));
  const me: SessionAdvertiser = {
    role: "advertiser",
    id,
    email: row!.email,
    emailVerified: true,
    slug: row!.slug,
    name: row!.name,
    nameAr: row!.nameAr,
    type: row!.type,
    language: row!.language,
  };
  const input = PropertyInputSchema.parse(listingInput({ title: `Office of ${email}`, lifecycle: undefined }));
  const listing = await saveOwnListing(me, null, input, {}, { submit: true });
  await reviewListing(admin, listing!.id, { decision: "approve" });
  return { advertiserId: id, cookie, listingId: listing!.id };
}

const homeShows = async (listingId: number) => JSON.stringify((await call(homeRoute.loader, get("/"))).body).includes(`"id":${listingId},`);
const pageStatus = async (listingId: number) =>
  (await call(propertyRoute.loader, get(`/property/${listingId}`), { id: String(listingId) })).status;

describe("the administrators' advertisers pages", () => {
  it("lists advertisers with their listings count and shows one with their listings", async () => {
    const { advertiserId, listingId } = await publishedListingOf("listed.owner@example.test");
    const list = await call(advertisersRoute.loader, get("/admin/dashboard/advertisers", { Cookie: adminCookie }));
    expect(list.status).toBe(200);
    const mine = (list.body as { advertisers: { id: number; listings: number; status: string }[] }).advertisers.find(
      (advertiser) => advertiser.id === advertiserId,
    );
    expect(mine).toMatchObject({ listings: 1, status: "active" });
    const page = await call(advertiserRoute.loader, get(`/admin/dashboard/advertisers/${advertiserId}`, { Cookie: adminCookie }), {
      id: String(advertiserId),
    });
    expect(page.status).toBe(200);
    expect((page.body as { listings: { id: number }[] }).listings.map((listing) => listing.id)).toEqual([listingId]);
    const missing = await call(advertiserRoute.loader, get("/admin/dashboard/advertisers/999999", { Cookie: adminCookie }), {
      id: "999999",
    });
    expect(missing.status).toBe(404);
  });

  it("suspends: the listing leaves /, /property/{id} and /api/properties at once and the sessions end; reinstates it", async () => {
    const { advertiserId, cookie, listingId } = await publishedListingOf("suspended.owner@example.test");
    expect(await publicListingIds()).toContain(listingId);
    expect(await homeShows(listingId)).toBe(true);
    expect(await pageStatus(listingId)).toBe(200);

    const path = `/admin/dashboard/advertisers/${advertiserId}`;
    const suspended = await call(advertiserRoute.action, postForm(path, { intent: "suspend" }, { Cookie: adminCookie }), {
      id: String(advertiserId),
    });
    expect(suspended.status).toBe(303);
    expect(await publicListingIds()).not.toContain(listingId);
    expect(await homeShows(listingId)).toBe(false);
    // Off the site as any unpublished listing is: 410 Gone, not its page.
    expect(await pageStatus(listingId)).toBe(410);
    expect(await handle.db.select().from(sessions).where(eq(sessions.advertiserId, advertiserId))).toHaveLength(0);
    expect(cookie).toContain("account_session");
    const [row] = await handle.db.select({ status: advertisers.status }).from(advertisers).where(eq(advertisers.id, advertiserId));
    expect(row?.status).toBe("suspended");

    const reinstated = await call(advertiserRoute.action, postForm(path, { intent: "reinstate" }, { Cookie: adminCookie }), {
      id: String(advertiserId),
    });
    expect(reinstated.status).toBe(303);
    expect(await publicListingIds()).toContain(listingId);
    expect(await pageStatus(listingId)).toBe(200);
    const log = await handle.db.select().from(adminActivity).where(eq(adminActivity.entityId, advertiserId));
    expect(log.filter((entry) => entry.entity === "advertiser").map((entry) => entry.changes)).toEqual([
      { status: { from: "active", to: "suspended" } },
      { status: { from: "suspended", to: "active" } },
    ]);
  });

  it("refuses a bad intent and an advertiser's session, changing nothing", async () => {
    const { advertiserId, cookie } = await publishedListingOf("intruding.owner@example.test");
    const path = `/admin/dashboard/advertisers/${advertiserId}`;
    const bad = await call(advertiserRoute.action, postForm(path, { intent: "delete" }, { Cookie: adminCookie }), {
      id: String(advertiserId),
    });
    expect(bad.status).toBe(400);
    const intruder = await call(advertiserRoute.action, postForm(path, { intent: "suspend" }, { Cookie: cookie }), {
      id: String(advertiserId),
    });
    expect(intruder.status).toBe(302);
    const [row] = await handle.db.select({ status: advertisers.status }).from(advertisers).where(eq(advertisers.id, advertiserId));
    expect(row?.status).toBe("active");
  });
});
