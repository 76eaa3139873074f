import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries, properties } from "../../drizzle/schema";
import { createInquiry, getInquiry } from "~/models/inquiries.server";
import type { SessionAdmin } from "~/models/sessions.server";
import * as dashboard from "~/routes/admin.dashboard";
import * as inquiriesTab from "~/routes/admin.dashboard.inquiries";
import * as inquiriesCsv from "~/routes/admin.dashboard.inquiries[.]csv";
import * as inquiryPage from "~/routes/admin.dashboard.inquiries_.$id";
import * as propertiesCsv from "~/routes/admin.dashboard.properties[.]csv";
import * as inquiryApi from "~/routes/api.admin.inquiries.$id";
import * as inquiriesApi from "~/routes/api.admin.inquiries";
import * as loginApi from "~/routes/api.admin.login";
import * as contactRoute from "~/routes/contact";
import * as root from "~/root";
import { InquiryFiltersSchema, InquiryUpdateSchema } from "~/schemas/inquiry-desk";
import type { DatabaseHandle } from "~/services/db.server";
import { getAdmin } from "~/services/auth.server";
import { DEFAULT_ADMIN } from "~/services/env.server";
import { inquiryInput } from "../factories";
import { call, cookiesFrom, get, jsonRequest, postForm } from "./route-helpers";
import { setupSeededDatabase } from "./test-database";

// Issue 16, the lead desk: statuses and notes, the tab's and the API's filters, the CSV files.

let handle: DatabaseHandle;
let cookie: string;
let admin: SessionAdmin;
let listingA: number;
let listingB: number;
beforeAll(async () => {
  handle = await setupSeededDatabase();
  const login = await call(loginApi.action, jsonRequest("POST", "/api/admin/login", DEFAULT_ADMIN));
  cookie = cookiesFrom(login.headers);
  admin = (await getAdmin(get("/admin/dashboard", { Cookie: cookie })))!;
  const [first, second] = await handle.db.select({ id: properties.id }).from(properties).orderBy(asc(properties.id)).limit(2);
  listingA = first!.id;
  listingB = second!.id;
});
afterAll(() => handle.close());

const asAdmin = (): Record<string, string> => ({ Cookie: cookie });
const rowOf = async (id: number) => (await handle.db.select().from(inquiries).where(eq(inquiries.id, id)))[0]!;
const patch = (id: number | string, body: unknown, headers = asAdmin()) =>
  call(inquiryApi.action, jsonRequest("PATCH", `/api/admin/inquiries/${id}`, body, headers), { id: String(id) });
const listApi = async (query: string) => {
  const answer = await call(inquiriesApi.loader, get(`/api/admin/inquiries?${query}`, asAdmin()));
  return answer as { status: number; headers: Headers; body: { id: number; name: string; status: string }[] & { error?: string } };
};
/** A fresh inquiry with a name no other test uses, received at `at`. */
async function inquiryAt(name: string, at: Date, propertyId = listingA, overrides = {}) {
  const saved = (await createInquiry(propertyId, inquiryInput({ name, ...overrides }), "en"))!;
  await handle.db.update(inquiries).set({ createdAt: at }).where(eq(inquiries.id, saved.id));
  return saved.id;
}

describe("inquiry schemas", () => {
  it("takes the five statuses and a note of up to 2,000 characters", () => {
    expect(InquiryUpdateSchema.parse({ status: "viewing", note: "  call back Sunday " })).toEqual({
      status: "viewing",
      note: "call back Sunday",
    });
    expect(InquiryUpdateSchema.safeParse({ note: "x".repeat(2000) }).success).toBe(true);
    expect(InquiryUpdateSchema.safeParse({ note: "x".repeat(2001) }).error?.issues[0]?.message).toBe("admin.inquiries.errors.noteTooLong");
    expect(InquiryUpdateSchema.safeParse({ status: "archived" }).error?.issues[0]?.message).toBe("admin.inquiries.errors.status");
    expect(InquiryUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe("admin.inquiries.errors.nothingToChange");
    expect(InquiryUpdateSchema.safeParse({ note: "a\0b" }).success).toBe(false);
  });

  it("reads filters and refuses impossible ones", () => {
    expect(InquiryFiltersSchema.parse({ status: "new", propertyId: "3", from: "2026-01-01", to: "2026-01-31", q: " sara " })).toEqual({
      status: "new",
      propertyId: 3,
      from: "2026-01-01",
      to: "2026-01-31",
      q: "sara",
    });
    for (const bad of [
      { status: "old" },
      { propertyId: "0" },
      { propertyId: "x" },
      { from: "2026-02-30" },
      { to: "01/02/2026" },
      { from: "2026-02-02", to: "2026-02-01" },
    ]) {
      expect(InquiryFiltersSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("PATCH /api/admin/inquiries/{id}", () => {
  it("moves an inquiry along the pipeline; statusChangedAt moves only when the status does", async () => {
    const id = await inquiryAt("Pipeline Person", new Date());
    expect(await rowOf(id)).toMatchObject({ status: "new", statusChangedAt: null });

    const contacted = await patch(id, { status: "contacted" });
    expect(contacted.status).toBe(200);
    expect(contacted.body).toMatchObject({ id, status: "contacted", note: "" });
    const firstChange = (await rowOf(id)).statusChangedAt!;
    expect(firstChange).toBeInstanceOf(Date);

    // The note alone, and the same status again, leave the status time alone. A note is added, with its admin.
    expect((await patch(id, { note: "Prefers mornings" })).body).toMatchObject({
      status: "contacted",
      note: "Prefers mornings",
      notes: [{ body: "Prefers mornings", adminUsername: DEFAULT_ADMIN.username, createdAt: expect.any(String) }],
    });
    expect((await patch(id, { status: "contacted" })).status).toBe(200);
    expect((await rowOf(id)).statusChangedAt).toEqual(firstChange);

    // Any status may follow any other (the admin corrects a slip the same way).
    for (const status of ["viewing", "won", "lost", "new"]) {
      expect((await patch(id, { status })).body).toMatchObject({ status });
    }
    expect((await rowOf(id)).statusChangedAt!.getTime()).toBeGreaterThanOrEqual(firstChange.getTime());
    expect((await getInquiry(admin, id))!.note).toBe("Prefers mornings");
  });

  it("adds notes, never overwriting one: each with its admin and time, newest first", async () => {
    const id = await inquiryAt("History Person", new Date());
    expect((await patch(id, { note: "First call, no answer" })).status).toBe(200);
    const second = await patch(id, { note: "Second call: viewing on Sunday", status: "viewing" });
    expect(second.body).toMatchObject({
      status: "viewing",
      note: "Second call: viewing on Sunday",
      notes: [
        { body: "Second call: viewing on Sunday", adminUsername: DEFAULT_ADMIN.username },
        { body: "First call, no answer", adminUsername: DEFAULT_ADMIN.username },
      ],
    });
    // An empty note adds nothing.
    expect(((await patch(id, { note: "", status: "won" })).body as { notes: unknown[] }).notes).toHaveLength(2);
  });

  it("answers 400 for bad input, 404 for no inquiry, 401 without a session, 405 for other methods", async () => {
    const id = await inquiryAt("Bad Input Person", new Date());
    for (const body of [{ status: "archived" }, { note: "x".repeat(2001) }, {}, { note: 5 }, "not json"]) {
      const answer = await patch(id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await patch(id, { status: "won" }, {})).status).toBe(401);
    expect((await patch(999_999, { status: "won" })).status).toBe(404);
    expect((await patch("abc", { status: "won" })).status).toBe(404);
    expect(
      (await call(inquiryApi.action, jsonRequest("PUT", `/api/admin/inquiries/${id}`, { status: "won" }, asAdmin()), { id: String(id) }))
        .status,
    ).toBe(405);
    expect((await rowOf(id)).status).toBe("new");
  });
});

describe("the inquiry page", () => {
  const post = (id: number | string, fields: Record<string, string>, headers = asAdmin()) =>
    call(inquiryPage.action, postForm(`/admin/dashboard/inquiries/${id}`, fields, headers), { id: String(id) });

  it("shows the inquiry; its form saves status and note and comes back with a toast (post/redirect/get)", async () => {
    const id = await inquiryAt("Form Person", new Date());
    const page = await call(inquiryPage.loader, get(`/admin/dashboard/inquiries/${id}`, asAdmin()), { id: String(id) });
    expect(page.body).toMatchObject({ inquiry: { id, name: "Form Person", status: "new" } });

    const saved = await post(id, { status: "viewing", note: "Viewing booked for Sunday 10:00" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe(`/admin/dashboard/inquiries/${id}`);
    const toast = (await call(root.loader, get(`/admin/dashboard/inquiries/${id}`, { Cookie: cookiesFrom(saved.headers) }))).body as {
      toast: unknown;
    };
    expect(toast.toast).toMatchObject({ title: "admin.inquiries.saved" });
    expect(await getInquiry(admin, id)).toMatchObject({ status: "viewing", notes: [{ body: "Viewing booked for Sunday 10:00" }] });

    // An empty note box adds nothing and keeps the notes there are.
    expect((await post(id, { status: "viewing", note: "" })).status).toBe(303);
    expect((await getInquiry(admin, id))!.notes).toHaveLength(1);
  });

  it("keeps bad input on the page with a 400; 404 for no inquiry; sign-in for no session", async () => {
    const id = await inquiryAt("Form Error Person", new Date());
    expect((await post(id, { status: "archived" })).status).toBe(400);
    expect((await post(id, { status: "won", note: "x".repeat(2001) })).status).toBe(400);
    expect((await post(999_999, { status: "won" })).status).toBe(404);
    expect((await call(inquiryPage.loader, get("/admin/dashboard/inquiries/999999", asAdmin()), { id: "999999" })).status).toBe(404);
    expect((await post(id, { status: "won" }, {})).headers.get("Location")).toMatch(/^\/admin\/login/);
    expect((await rowOf(id)).status).toBe("new");
  });
});

describe("filters, on the API and the tab", () => {
  // Riyadh is UTC+3: 21:30 UTC on 1 March is already 2 March there.
  let early: number;
  let lateEvening: number;
  let other: number;
  beforeAll(async () => {
    early = await inquiryAt("Filter Early", new Date("2030-03-01T10:00:00Z"), listingA, {
      email: "early@filters.test",
      phone: "050 765 4321",
    });
    lateEvening = await inquiryAt("Filter Late", new Date("2030-03-01T21:30:00Z"), listingA, {
      email: "late@filters.test",
      phone: "+1 212 555 0100",
    });
    other = await inquiryAt("Filter 100% Other", new Date("2030-03-05T12:00:00Z"), listingB, { email: "other@filters.test" });
    await patch(lateEvening, { status: "won" });
  });

  it("filters by status, listing, Riyadh days and text, newest first, with the whole count in X-Total-Count", async () => {
    // March 2030 only, unless the query names its own days.
    const ids = async (query: string) => {
      const search = new URLSearchParams({ from: "2030-03-01", to: "2030-03-31" });
      for (const [key, value] of new URLSearchParams(query)) search.set(key, value);
      return (await listApi(search.toString())).body.map((row) => row.id);
    };
    expect(await ids("")).toEqual([other, lateEvening, early]);
    expect(await ids("status=won")).toEqual([lateEvening]);
    expect(await ids(`propertyId=${listingB}`)).toEqual([other]);
    expect(await ids("to=2030-03-01")).toEqual([early]);
    expect(await ids("from=2030-03-02&to=2030-03-02")).toEqual([lateEvening]);
    expect(await ids("q=LATE@filters")).toEqual([lateEvening]);
    expect(await ids("q=filter early")).toEqual([early]);
    expect(await ids("q=0507654321")).toEqual([early]);
    // % is a character to look for, not a wildcard.
    expect(await ids("q=100%25")).toEqual([other]);
    expect(await ids("q=Fil%25")).toEqual([]);
    const answer = await listApi("from=2030-03-01&to=2030-03-31&limit=1&offset=1");
    expect(answer.headers.get("X-Total-Count")).toBe("3");
    expect(answer.body.map((row) => row.id)).toEqual([lateEvening]);
    expect(answer.body[0]).toMatchObject({ status: "won", note: "", propertyId: listingA });
  });

  it("answers 400 naming a bad filter or paging; an offset past the end is an empty page", async () => {
    for (const query of [
      "status=old",
      "limit=0",
      "limit=501",
      "offset=-1",
      "from=2030-13-01",
      "propertyId=abc",
      "from=2030-03-02&to=2030-03-01",
    ]) {
      const answer = await listApi(query);
      expect(answer.status, query).toBe(400);
      expect((answer.body as unknown as { error: string }).error).toMatch(/^Invalid query: /);
    }
    const past = await listApi("offset=1000000");
    expect(past.status).toBe(200);
    expect(past.body).toEqual([]);
  });

  it("the tab reads the same filters from its URL, clamps the page, and refuses a bad filter with 400", async () => {
    const tab = await call(inquiriesTab.loader, get("/admin/dashboard/inquiries?status=won&from=2030-03-01&page=99", asAdmin()));
    expect(tab.body).toMatchObject({ total: 1, page: 1, pages: 1, query: "status=won&from=2030-03-01" });
    expect((tab.body as { inquiries: { id: number }[] }).inquiries.map((row) => row.id)).toEqual([lateEvening]);
    expect((await call(inquiriesTab.loader, get("/admin/dashboard/inquiries?to=yesterday", asAdmin()))).status).toBe(400);
  });

  it("the tab label counts only new inquiries", async () => {
    const newOnes = (await listApi("status=new&limit=500")).headers.get("X-Total-Count");
    const layout = await call(dashboard.loader, get("/admin/dashboard/inquiries", asAdmin()));
    expect(String((layout.body as { counts: { inquiries: number } }).counts.inquiries)).toBe(newOnes);
    const all = Number((await listApi("")).headers.get("X-Total-Count"));
    expect(Number(newOnes)).toBeLessThan(all);
  });
});

describe("one inbox: messages from the contact page", () => {
  it("arrive as general messages with the same status, note, filters, reply and CSV as listing inquiries", async () => {
    const sent = await call(
      contactRoute.action,
      postForm("/contact", {
        firstName: "Inbox",
        lastName: "General",
        email: "general@inbox.test",
        phone: "0551234567",
        subject: "Office for 40 people",
        message: "Do you have offices for 40 people near KAFD?",
      }),
      {},
      { clientAddress: "192.0.2.160" },
    );
    expect(sent.status).toBe(303);
    const [general] = (await listApi("kind=general&q=general@inbox.test")).body as unknown as Record<string, unknown>[];
    expect(general).toMatchObject({
      kind: "general",
      propertyId: null,
      name: "Inbox General",
      phone: "0551234567",
      subject: "Office for 40 people",
      status: "new",
    });
    const id = general!.id as number;
    expect((await patch(id, { status: "contacted", note: "Sent three KAFD options" })).body).toMatchObject({
      kind: "general",
      status: "contacted",
    });
    expect((await listApi("kind=listing&q=general@inbox.test")).body).toEqual([]);

    const page = await call(inquiryPage.loader, get(`/admin/dashboard/inquiries/${id}`, asAdmin()), { id: String(id) });
    expect(page.body).toMatchObject({ inquiry: { kind: "general", subject: "Office for 40 people", note: "Sent three KAFD options" } });

    const csv = await inquiriesCsv.loader({
      request: get("/admin/dashboard/inquiries.csv?kind=general&q=general@inbox.test", { Cookie: `${cookie}; lng=en` }),
      params: {},
      context: {},
    });
    const lines = (await csv.text()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    // A phone opens as text in a spreadsheet: a tab before its digits (csvCell, decision 0062).
    expect(lines[1]).toMatch(
      new RegExp(
        `^"${id}","General message",.*,"Contacted","Inbox General","general@inbox.test","\t0551234567","","","Office for 40 people",`,
      ),
    );
  });

  it("a listing inquiry needs its listing, a general message has none (the database checks)", async () => {
    await expect(
      handle.db.insert(inquiries).values({ kind: "listing", propertyId: null, name: "x", email: "x@x.test", phone: "", message: "x" }),
    ).rejects.toThrow();
    await expect(
      handle.db.insert(inquiries).values({ kind: "general", propertyId: listingA, name: "x", email: "x@x.test", phone: "", message: "x" }),
    ).rejects.toThrow();
  });
});

describe("CSV files", () => {
  const download = async (loader: (args: never) => Promise<Response>, path: string, headers = asAdmin()) => {
    const response = await loader({ request: get(path, headers), params: {}, context: {} } as never);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { response, bytes, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
  };

  it("exports the tab's filter as UTF-8 with a BOM: Arabic intact, formula cells made inert, quotes kept", async () => {
    const formula = await inquiryAt('=HYPERLINK("http://evil.example","x")', new Date("2031-06-10T09:00:00Z"), listingA, {
      email: "csv@export.test",
      phone: "+966 50 111 2222",
      message: "سلام، أود زيارة المكتب\nسطر ثانٍ",
    });
    await patch(formula, { status: "contacted", note: "@SUM(A1:A2)" });
    const arabic = await inquiryAt("سارة القحطاني", new Date("2031-06-11T09:00:00Z"), listingA, { email: "csv2@export.test" });
    await patch(arabic, { note: "-2+3" });

    const { response, bytes, text } = await download(inquiriesCsv.loader, "/admin/dashboard/inquiries.csv?from=2031-06-01&to=2031-06-30", {
      ...asAdmin(),
      Cookie: `${cookie}; lng=en`,
    });
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      '"ID","Kind","Date","Status","Name","Email","Phone","Listing ID","Property","Subject","Message","Latest note","Status changed","Visitor\'s language"',
    );
    // Newest first: the Arabic one, then the formula one (its message spans two lines inside quotes).
    expect(lines[1]).toMatch(
      new RegExp(
        `^"${arabic}","Listing inquiry","2031-06-11 12:00","New","سارة القحطاني","csv2@export.test","'\\+966 50 123 4567","${listingA}",`,
      ),
    );
    expect(lines[1]).toMatch(/,"'-2\+3","","English"$/);
    expect(text).toContain(
      `"${formula}","Listing inquiry","2031-06-10 12:00","Contacted","'=HYPERLINK(""http://evil.example"",""x"")","csv@export.test","'+966 50 111 2222",`,
    );
    expect(text).toContain(',"سلام، أود زيارة المكتب\nسطر ثانٍ","\'@SUM(A1:A2)",');
    expect(lines.at(-1)).toBe("");
  });

  it("speaks the admin's language and needs a session", async () => {
    const { text } = await download(inquiriesCsv.loader, "/admin/dashboard/inquiries.csv?from=2031-06-01&to=2031-06-30&q=csv@export", {
      Cookie: `${cookie}; lng=ar`,
    });
    // Every header in Arabic, the first included (issue 33).
    expect(text.slice(1).split("\r\n")[0]).toMatch(/^"الرقم","النوع",.*"الحالة"/);
    expect(text).toContain("تم التواصل");
    await expect(download(inquiriesCsv.loader, "/admin/dashboard/inquiries.csv", {})).rejects.toMatchObject({ status: 302 });
    const refused = await call(inquiriesCsv.loader, get("/admin/dashboard/inquiries.csv?status=old&q=%00", asAdmin()));
    expect(refused.status).toBe(400);
    expect(refused.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(refused.body).toBe(
      "Invalid filter:\nstatus must be one of new, contacted, viewing, won, lost\nq must not contain control characters\n",
    );
  });

  it("exports the properties table's view", async () => {
    const { bytes, text } = await download(propertiesCsv.loader, "/admin/dashboard/properties.csv", { Cookie: `${cookie}; lng=en` });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.slice(1).trimEnd().split("\r\n");
    // ...then the space's facts (issue 38), each cell empty where a listing does not state it.
    expect(lines[0]).toBe(
      '"ID","Title","Title in Arabic","Building","District","Type","Price","Size","Featured","Publication","Floors in the building","Fit-out","Floor","Ceiling height","Workstations","Meeting rooms","Pantry","Private washroom"',
    );
    expect(lines.slice(1).every((line) => /,"(Yes|No)","[^"]+",/.test(line))).toBe(true);
    const listings = await handle.db.select({ id: properties.id }).from(properties);
    // One line per listing (no demo text holds a line break).
    expect(lines).toHaveLength(listings.length + 1);
    const unpublished = await download(propertiesCsv.loader, "/admin/dashboard/properties.csv?attention=unpublished", asAdmin());
    expect(unpublished.text.slice(1).trimEnd().split("\r\n").length).toBeLessThanOrEqual(lines.length);
  });
});
