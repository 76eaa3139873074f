// Issue 51: an advertiser's own lead desk, the administrators' desk scoped by the models to the viewer. Two
// advertisers (A, B) and an administrator, on PGlite and PostgreSQL: A reads and changes only A's leads, in
// the list, the page, its form and the CSV; B's id is a 404 exactly as a missing one; A's status changes and
// notes are A's in the notes and the log; the administrators still see every lead, and each side reads only
// its own notes.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminActivity, inquiries, inquiryNotes, properties } from "../../drizzle/schema";
import type { Viewer } from "~/models/access.server";
import { saveContactMessage } from "~/models/contact-messages.server";
import { countInquiries, createInquiry, getInquiry, listInquiries, updateInquiry } from "~/models/inquiries.server";
import * as leadsCsv from "~/routes/account.leads[.]csv";
import * as leadPage from "~/routes/account.leads_.$id";
import * as leadsPage from "~/routes/account.leads";
import * as ownListingsPage from "~/routes/account.listings._index";
import * as adminInquiryPage from "~/routes/admin.dashboard.inquiries_.$id";
import * as adminInquiriesTab from "~/routes/admin.dashboard.inquiries";
import { getAdmin, getAdvertiser } from "~/services/auth.server";
import type { DatabaseHandle } from "~/services/db.server";
import { riyadhDate } from "~/utils/format";
import { inquiryInput } from "../factories";
import { call, get, postForm } from "./route-helpers";
import { signedInAdvertiser } from "./advertiser-session";
import { setupSeededDatabaseWithAdmin } from "./test-database";

const MISSING_ID = 2_147_483_000;

let handle: DatabaseHandle;
let adminCookie: string;
let admin: Viewer;
const a = { id: 0, cookie: "", viewer: null as unknown as Viewer, listing: 0, lead: 0 };
const b = { id: 0, cookie: "", viewer: null as unknown as Viewer, listing: 0, lead: 0 };
let siteLead: number;
let general: number;

async function advertiserWithListing(who: typeof a, email: string, listing: number) {
  ({ id: who.id, cookie: who.cookie } = await signedInAdvertiser(email, { owns: { handle, listings: [listing] } }));
  who.viewer = (await getAdvertiser(get("/account", { Cookie: who.cookie })))!;
  who.listing = listing;
  who.lead = (await createInquiry(listing, inquiryInput({ name: `Lead of ${email}`, email: `lead.${email}` }), "en"))!.id;
}

beforeAll(async () => {
  ({ handle, cookie: adminCookie } = await setupSeededDatabaseWithAdmin("leads-admin"));
  admin = (await getAdmin(get("/admin/dashboard", { Cookie: adminCookie })))!;
  // Listings no advertiser owns yet: the site's own, so no demo lead falls into A's or B's desk.
  const free = await handle.db
    .select({ id: properties.id })
    .from(properties)
    .where(isNull(properties.advertiserId))
    .orderBy(asc(properties.id))
    .limit(3);
  await advertiserWithListing(a, "owner.a@leads.test", free[0]!.id);
  await advertiserWithListing(b, "owner.b@leads.test", free[1]!.id);
  siteLead = (await createInquiry(free[2]!.id, inquiryInput({ name: "Lead of the site" }), "en"))!.id;
  general = (
    await saveContactMessage(
      { firstName: "General", lastName: "Asker", email: "general@leads.test", subject: "Hello", message: "A question" },
      "en",
    )
  ).id;
});
afterAll(() => handle.close());

const page = { limit: 100, offset: 0 };
const idsOf = async (viewer: Viewer, filters = {}) => (await listInquiries(viewer, { ...page, ...filters })).map((row) => row.id);
const asA = (): Record<string, string> => ({ Cookie: a.cookie });
const rowOf = async (id: number) => (await handle.db.select().from(inquiries).where(eq(inquiries.id, id)))[0]!;
const notesOf = (id: number) => handle.db.select().from(inquiryNotes).where(eq(inquiryNotes.inquiryId, id));
const logOf = (id: number) =>
  handle.db
    .select()
    .from(adminActivity)
    .where(and(eq(adminActivity.entity, "inquiry"), eq(adminActivity.entityId, id)));
const leadAnswer = (id: number | string, headers = asA()) =>
  call(leadPage.loader, get(`/account/leads/${id}`, headers), { id: String(id) });
const leadPost = (id: number | string, fields: Record<string, string>, headers = asA()) =>
  call(leadPage.action, postForm(`/account/leads/${id}`, fields, headers), { id: String(id) });

describe("the inquiries model, scoped by the viewer", () => {
  it("lists, counts and reads an advertiser's own leads only; the administrators every one", async () => {
    expect(await idsOf(a.viewer)).toEqual([a.lead]);
    expect(await idsOf(b.viewer)).toEqual([b.lead]);
    expect(await countInquiries(a.viewer)).toBe(1);
    expect(await countInquiries(a.viewer, { propertyId: b.listing })).toBe(0);
    expect(await idsOf(a.viewer, { propertyId: b.listing })).toEqual([]);
    // Contact-page messages and the site's own listings' leads are no advertiser's.
    expect(await idsOf(a.viewer, { kind: "general" })).toEqual([]);
    expect(await idsOf(admin)).toEqual(expect.arrayContaining([a.lead, b.lead, siteLead, general]));
    expect(await countInquiries(admin)).toBe((await handle.db.select({ n: sql<number>`count(*)::int` }).from(inquiries))[0]!.n);

    expect(await getInquiry(a.viewer, a.lead)).toMatchObject({ id: a.lead, name: "Lead of owner.a@leads.test" });
    expect(await getInquiry(a.viewer, b.lead)).toBeNull();
    expect(await getInquiry(a.viewer, general)).toBeNull();
    expect(await getInquiry(a.viewer, MISSING_ID)).toBeNull();
    expect(await getInquiry(admin, b.lead)).toMatchObject({ id: b.lead });
  });

  it("changes nothing of another advertiser's: B's lead is not found for A, its status, notes and log untouched", async () => {
    expect(await updateInquiry(a.viewer, b.lead, { status: "won", note: "Not mine" })).toBeNull();
    expect((await rowOf(b.lead)).status).toBe("new");
    expect(await notesOf(b.lead)).toEqual([]);
    expect(await logOf(b.lead)).toEqual([]);
  });
});

describe("the advertiser's lead desk", () => {
  it("lists A's leads only, with the listing filter offering A's listings", async () => {
    const answer = await call(leadsPage.loader, get("/account/leads", asA()));
    expect(answer.status).toBe(200);
    const body = answer.body as { page: { inquiries: { id: number }[]; total: number }; listings: { value: string }[] };
    expect(body.page.inquiries.map((lead) => lead.id)).toEqual([a.lead]);
    expect(body.page.total).toBe(1);
    expect(body.listings.map((listing) => listing.value)).toEqual([String(a.listing)]);
    expect(JSON.stringify(body)).not.toContain("lead.owner.b@leads.test");
    // B's listing as a filter finds nothing; a filter it cannot read is a 400.
    const filtered = await call(leadsPage.loader, get(`/account/leads?propertyId=${b.listing}`, asA()));
    expect((filtered.body as { page: { total: number } }).page.total).toBe(0);
    expect((await call(leadsPage.loader, get("/account/leads?status=archived", asA()))).status).toBe(400);
  });

  it("shows A's lead; B's id is a 404, answered as a missing one, for the page and its form", async () => {
    const own = await leadAnswer(a.lead);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ inquiry: { id: a.lead, notes: [] }, reply: { language: "en" } });

    const others = await leadAnswer(b.lead);
    const missing = await leadAnswer(MISSING_ID);
    expect(others.status).toBe(404);
    expect([missing.status, missing.body]).toEqual([others.status, others.body]);
    expect((await leadAnswer(general)).status).toBe(404);
    expect((await leadAnswer("abc")).status).toBe(404);

    const forms: Record<string, string>[] = [
      { status: "won" },
      { status: "won", note: "Taken over" },
      { note: "Taken over" },
      { intent: "delete" },
    ];
    for (const fields of forms) {
      const posted = await leadPost(b.lead, fields);
      const postedMissing = await leadPost(MISSING_ID, fields);
      expect(posted.status).toBe(404);
      expect([postedMissing.status, postedMissing.body]).toEqual([posted.status, posted.body]);
    }
    expect((await rowOf(b.lead)).status).toBe("new");
    expect(await notesOf(b.lead)).toEqual([]);
  });

  it("moves A's lead along the pipeline and adds A's note, each recorded as A's", async () => {
    const saved = await leadPost(a.lead, { status: "contacted", note: "Called, viewing next week" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe(`/account/leads/${a.lead}`);
    expect((await rowOf(a.lead)).status).toBe("contacted");
    expect(await notesOf(a.lead)).toEqual([
      expect.objectContaining({
        body: "Called, viewing next week",
        advertiserId: a.id,
        adminId: null,
        adminUsername: `advertiser #${a.id}`,
      }),
    ]);
    expect(await logOf(a.lead)).toEqual([
      expect.objectContaining({
        advertiserId: a.id,
        adminId: null,
        adminUsername: `advertiser #${a.id}`,
        action: "update",
        fields: ["status", "note"],
      }),
    ]);
    // Bad input stays on the page with a 400, nothing saved.
    expect((await leadPost(a.lead, { status: "archived" })).status).toBe(400);
    expect((await rowOf(a.lead)).status).toBe("contacted");
  });

  it("keeps each side's notes apart; the administrators still see and move A's lead", async () => {
    const adminPage = await call(adminInquiryPage.loader, get(`/admin/dashboard/inquiries/${a.lead}`, { Cookie: adminCookie }), {
      id: String(a.lead),
    });
    expect(adminPage.status).toBe(200);
    // The status is the lead's own, one pipeline; the advertiser's note is theirs alone.
    expect(adminPage.body).toMatchObject({ inquiry: { id: a.lead, status: "contacted", note: "", notes: [] } });

    await updateInquiry(admin, a.lead, { note: "Admin's own remark" });
    expect((await getInquiry(a.viewer, a.lead))!.notes.map((note) => note.body)).toEqual(["Called, viewing next week"]);
    expect((await getInquiry(admin, a.lead))!.notes.map((note) => note.body)).toEqual(["Admin's own remark"]);
    expect((await listInquiries(a.viewer, page))[0]!.note).toBe("Called, viewing next week");

    const tab = await call(adminInquiriesTab.loader, get("/admin/dashboard/inquiries", { Cookie: adminCookie }));
    const listed = (tab.body as { inquiries: { id: number }[] }).inquiries.map((row) => row.id);
    expect(listed).toEqual(expect.arrayContaining([a.lead, b.lead, siteLead, general]));
  });

  it("exports A's leads only as CSV, through the administrators' export and its formula guard", async () => {
    const formula = (await createInquiry(a.listing, inquiryInput({ name: "=HYPERLINK(1)", email: "formula@leads.test" }), "en"))!.id;
    const answer = await call(leadsCsv.loader, get("/account/leads.csv", asA()));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Disposition")).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const csv = answer.body as string;
    const lines = csv.trim().split("\r\n");
    // The header and A's two leads, newest first.
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^"${formula}",`));
    expect(lines[2]).toMatch(new RegExp(`^"${a.lead}",`));
    expect(csv).toContain(`"'=HYPERLINK(1)"`);
    expect(csv).toContain("Called, viewing next week");
    expect(csv).not.toContain("lead.owner.b@leads.test");
    expect(csv).not.toContain("Admin's own remark");
    // The filters of the page, read as the page reads them.
    const won = await call(leadsCsv.loader, get("/account/leads.csv?status=won", asA()));
    expect((won.body as string).trim().split("\r\n")).toHaveLength(1);
    expect((await call(leadsCsv.loader, get("/account/leads.csv?from=2030-13-45", asA()))).status).toBe(400);
  });

  it("is for a signed-in advertiser: no one, or an administrator's session, is sent to the account's sign-in", async () => {
    const sessions: Record<string, string>[] = [{}, { Cookie: adminCookie }];
    for (const headers of sessions) {
      for (const answer of [
        await call(leadsPage.loader, get("/account/leads", headers)),
        await leadAnswer(a.lead, headers),
        await leadPost(a.lead, { status: "won" }, headers),
        await call(leadsCsv.loader, get("/account/leads.csv", headers)),
      ]) {
        expect(answer.status).toBe(302);
        expect(answer.headers.get("Location")).toMatch(/^\/account\/login/);
      }
    }
    expect((await rowOf(a.lead)).status).toBe("contacted");
  });
});

describe("views per listing", () => {
  it("shows each of A's listings with its views and inquiries of the last 30 days", async () => {
    const today = riyadhDate(new Date());
    await handle.db.execute(sql`insert into property_views (property_id, day, views) values (${a.listing}, ${today}::date, 7),
      (${b.listing}, ${today}::date, 11)`);
    const answer = await call(ownListingsPage.loader, get("/account/listings", asA()));
    const { listings } = answer.body as { listings: { id: number; views: number; inquiries: number; rate: number | null }[] };
    expect(listings).toEqual([expect.objectContaining({ id: a.listing, views: 7, inquiries: 2, rate: 2 / 7 })]);
  });
});
