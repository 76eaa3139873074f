// Issue 51: an advertiser's leads through /api/account/inquiries, the admin inquiry API's twins over the same
// viewer-scoped model, on PGlite and PostgreSQL. Two advertisers (A with two listings, B with one) and an
// administrator: A lists, filters and changes only A's leads; B's lead id is a 404 exactly as a missing one,
// whatever the body, and changes nothing; signed out (or as an administrator) is a 401; a query or body the
// API cannot read is a 400 naming its problem. Every answer is checked against the OpenAPI document (`call`).
import { asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries, inquiryNotes, properties } from "../../drizzle/schema";
import { saveContactMessage } from "~/models/contact-messages.server";
import { createInquiry } from "~/models/inquiries.server";
import * as adminInquiryApi from "~/routes/api.admin.inquiries.$id";
import * as adminInquiriesApi from "~/routes/api.admin.inquiries";
import * as leadApi from "~/routes/api.account.inquiries.$id";
import * as leadsApi from "~/routes/api.account.inquiries";
import type { DatabaseHandle } from "~/services/db.server";
import { riyadhDate } from "~/utils/format";
import { inquiryInput } from "../factories";
import { call, get, jsonRequest } from "./route-helpers";
import { signedInAdvertiser } from "./advertiser-session";
import { setupSeededDatabaseWithAdmin } from "./test-database";

const MISSING_ID = 2_147_483_000;

let handle: DatabaseHandle;
let adminCookie: string;
const a = { cookie: "", listings: [0, 0], leads: [0, 0] };
const b = { cookie: "", listing: 0, lead: 0 };
let siteLead: number;
let general: number;

beforeAll(async () => {
  ({ handle, cookie: adminCookie } = await setupSeededDatabaseWithAdmin("leads-api-admin"));
  // Listings no advertiser owns yet: the site's own, so no demo lead falls into A's or B's desk.
  const free = (
    await handle.db
      .select({ id: properties.id })
      .from(properties)
      .where(isNull(properties.advertiserId))
      .orderBy(asc(properties.id))
      .limit(4)
  ).map((row) => row.id);
  a.listings = [free[0]!, free[1]!];
  a.cookie = (await signedInAdvertiser("owner.a@leads-api.test", { owns: { handle, listings: a.listings } })).cookie;
  b.listing = free[2]!;
  b.cookie = (await signedInAdvertiser("owner.b@leads-api.test", { owns: { handle, listings: [b.listing] } })).cookie;
  const lead = async (listing: number, name: string, email: string, phone: string) =>
    (await createInquiry(listing, inquiryInput({ name, email, phone }), "en"))!.id;
  a.leads = [
    await lead(a.listings[0]!, "Huda First", "huda@leads-api.test", "0501112222"),
    await lead(a.listings[1]!, "Omar Second", "omar@leads-api.test", "0503334444"),
  ];
  b.lead = await lead(b.listing, "Lead of B", "lead.b@leads-api.test", "0505556666");
  siteLead = await lead(free[3]!, "Lead of the site", "site@leads-api.test", "0507778888");
  general = (
    await saveContactMessage(
      { firstName: "General", lastName: "Asker", email: "general@leads-api.test", subject: "Hello", message: "A question" },
      "en",
    )
  ).id;
});
afterAll(() => handle.close());

type LeadJson = { id: number; status: string; note: string; notes?: { body: string }[]; propertyId: number | null };
const asA = () => ({ Cookie: a.cookie });
const list = (query = "", headers: Record<string, string> = asA()) => call(leadsApi.loader, get(`/api/account/inquiries${query}`, headers));
const idsOf = async (query = "") => {
  const answer = await list(query);
  expect(answer.status, query).toBe(200);
  return { ids: (answer.body as LeadJson[]).map((row) => row.id), total: answer.headers.get("X-Total-Count") };
};
const patch = (id: number | string, body: unknown, headers: Record<string, string> = asA()) =>
  call(leadApi.action, jsonRequest("PATCH", `/api/account/inquiries/${id}`, body, headers), { id: String(id) });
const rowOf = async (id: number) => (await handle.db.select().from(inquiries).where(eq(inquiries.id, id)))[0]!;
const notesOf = (id: number) => handle.db.select().from(inquiryNotes).where(eq(inquiryNotes.inquiryId, id));

describe("GET /api/account/inquiries", () => {
  it("lists the advertiser's own leads only, newest first, with the count of them", async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toMatch(/no-store/);
    expect(answer.headers.get("X-Total-Count")).toBe("2");
    const leads = answer.body as LeadJson[];
    expect(leads.map((row) => row.id)).toEqual([a.leads[1], a.leads[0]]);
    // B's lead, the site's own listing's and a contact-page message are no part of A's.
    for (const other of [b.lead, siteLead, general]) expect(leads.map((row) => row.id)).not.toContain(other);
    expect(JSON.stringify(leads)).not.toContain("lead.b@leads-api.test");
    // B sees theirs alone.
    const theirs = await list("", { Cookie: b.cookie });
    expect((theirs.body as LeadJson[]).map((row) => row.id)).toEqual([b.lead]);
    expect(theirs.headers.get("X-Total-Count")).toBe("1");
  });

  it("filters by listing, days, text, kind and status, and pages, each count the filter's", async () => {
    const today = riyadhDate(new Date());
    expect(await idsOf(`?propertyId=${a.listings[0]}`)).toEqual({ ids: [a.leads[0]], total: "1" });
    // B's listing is no filter into B's leads.
    expect(await idsOf(`?propertyId=${b.listing}`)).toEqual({ ids: [], total: "0" });
    expect(await idsOf(`?q=huda`)).toEqual({ ids: [a.leads[0]], total: "1" });
    expect(await idsOf(`?q=${encodeURIComponent("050 333 4444")}`)).toEqual({ ids: [a.leads[1]], total: "1" });
    expect(await idsOf(`?q=${encodeURIComponent("Lead of B")}`)).toEqual({ ids: [], total: "0" });
    expect(await idsOf(`?from=${today}&to=${today}`)).toEqual({ ids: [a.leads[1], a.leads[0]], total: "2" });
    expect(await idsOf("?from=2000-01-01&to=2000-01-31")).toEqual({ ids: [], total: "0" });
    expect(await idsOf("?kind=general")).toEqual({ ids: [], total: "0" });
    expect(await idsOf("?status=new")).toEqual({ ids: [a.leads[1], a.leads[0]], total: "2" });
    expect(await idsOf("?status=won")).toEqual({ ids: [], total: "0" });
    expect(await idsOf("?limit=1")).toEqual({ ids: [a.leads[1]], total: "2" });
    expect(await idsOf("?limit=1&offset=1")).toEqual({ ids: [a.leads[0]], total: "2" });
    expect(await idsOf("?offset=5")).toEqual({ ids: [], total: "2" });
  });

  it("answers a query it cannot read with a 400 naming the parameter", async () => {
    for (const [query, named] of [
      ["?status=junk", "status"],
      ["?propertyId=abc", "propertyId"],
      ["?from=2026-02-30", "from"],
      ["?from=2026-03-02&to=2026-03-01", "from"],
      ["?limit=0", "limit"],
      ["?limit=501", "limit"],
      ["?offset=-1", "offset"],
    ] as const) {
      const answer = await list(query);
      expect(answer.status, query).toBe(400);
      expect((answer.body as { error: string }).error, query).toMatch(new RegExp(`^Invalid query: .*\\b${named} `));
    }
  });

  it("is 401 signed out and as an administrator, and takes no write", async () => {
    expect((await list("", {})).status).toBe(401);
    expect((await list("", { Cookie: adminCookie })).status).toBe(401);
    const post = await call(leadsApi.action, jsonRequest("POST", "/api/account/inquiries", { status: "won" }, asA()));
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET, HEAD");
  });
});

describe("PATCH /api/account/inquiries/{id}", () => {
  it("changes the status and adds a note to the advertiser's own lead; their notes are theirs", async () => {
    const [lead] = a.leads as [number, number];
    const answer = await patch(lead, { status: "contacted", note: "Called, viewing on Sunday" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: lead,
      status: "contacted",
      note: "Called, viewing on Sunday",
      notes: [{ body: "Called, viewing on Sunday" }],
    });
    expect(await rowOf(lead)).toMatchObject({ status: "contacted" });
    expect((await rowOf(lead)).statusChangedAt).not.toBeNull();
    // The note alone, then the status alone.
    expect((await patch(lead, { note: "Second call" })).body).toMatchObject({ status: "contacted", note: "Second call" });
    expect((await patch(lead, { status: "viewing" })).body).toMatchObject({ status: "viewing", note: "Second call" });
    expect(await idsOf("?status=viewing")).toEqual({ ids: [lead], total: "1" });
    expect((await list()).body as LeadJson[]).toContainEqual(expect.objectContaining({ id: lead, note: "Second call" }));

    // An administrator's note stays on their side: A's answer never holds it.
    const adminNote = await call(
      adminInquiryApi.action,
      jsonRequest("PATCH", `/api/admin/inquiries/${lead}`, { note: "Admin's own remark" }, { Cookie: adminCookie }),
      { id: String(lead) },
    );
    expect(adminNote.status).toBe(200);
    expect(adminNote.body).toMatchObject({ status: "viewing", note: "Admin's own remark" });
    const again = await patch(lead, { status: "won" });
    expect(again.body).toMatchObject({ status: "won", note: "Second call" });
    expect(JSON.stringify(again.body)).not.toContain("Admin's own remark");
  });

  it("answers another advertiser's lead exactly as a missing one (404), whatever the body, and changes nothing", async () => {
    const before = { row: await rowOf(b.lead), notes: await notesOf(b.lead) };
    for (const body of [{ status: "won", note: "Not mine" }, { status: "junk" }, {}, "{not json"]) {
      const theirs = await patch(b.lead, body);
      const missing = await patch(MISSING_ID, body);
      expect(theirs.status, JSON.stringify(body)).toBe(404);
      expect(theirs.body).toEqual({ error: "Inquiry not found" });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(theirs.body);
    }
    // The site's own listing's lead and a contact-page message are no advertiser's either.
    expect((await patch(siteLead, { status: "won" })).status).toBe(404);
    expect((await patch(general, { status: "won" })).status).toBe(404);
    expect((await patch("abc", { status: "won" })).status).toBe(404);
    expect({ row: await rowOf(b.lead), notes: await notesOf(b.lead) }).toEqual(before);
    expect((await rowOf(siteLead)).status).toBe("new");
  });

  it("is 401 signed out and as an administrator; a body it cannot read is a 400 naming the field", async () => {
    const [, lead] = a.leads as [number, number];
    expect((await patch(lead, { status: "won" }, {})).status).toBe(401);
    expect((await patch(lead, { status: "won" }, { Cookie: adminCookie })).status).toBe(401);
    for (const [body, field] of [
      [{ status: "junk" }, "status"],
      [{}, "status"],
      [{ note: "x".repeat(2001) }, "note"],
      [{ note: 5 }, "note"],
    ] as const) {
      const answer = await patch(lead, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body, JSON.stringify(body)).toMatchObject({
        error: expect.any(String),
        fieldErrors: { [field]: [expect.any(String)] },
      });
    }
    const malformed = await patch(lead, "{not json");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: expect.any(String) });
    expect(await rowOf(lead)).toMatchObject({ status: "new" });
    expect(await notesOf(lead)).toEqual([]);
    const get405 = await call(leadApi.loader, get(`/api/account/inquiries/${lead}`, asA()), { id: String(lead) });
    expect(get405.status).toBe(405);
  });
});

describe("the admin twins, over the same helpers", () => {
  it("still see every lead, and answer a missing id 404 whatever the body", async () => {
    const answer = await call(adminInquiriesApi.loader, get("/api/admin/inquiries?limit=500", { Cookie: adminCookie }));
    expect(answer.status).toBe(200);
    expect((answer.body as LeadJson[]).map((row) => row.id)).toEqual(expect.arrayContaining([...a.leads, b.lead, siteLead, general]));
    for (const body of [{ status: "won" }, { status: "junk" }]) {
      const missing = await call(
        adminInquiryApi.action,
        jsonRequest("PATCH", `/api/admin/inquiries/${MISSING_ID}`, body, { Cookie: adminCookie }),
        { id: String(MISSING_ID) },
      );
      expect(missing.status).toBe(404);
    }
    // An advertiser's cookie opens no admin route.
    expect((await call(adminInquiriesApi.loader, get("/api/admin/inquiries", asA()))).status).toBe(401);
  });
});
