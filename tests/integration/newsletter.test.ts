// The newsletter against a real database: the footer's action stores an address once whatever its
// capitals, answers a repeat exactly as a first sign-up (the list cannot be probed), refuses a bad
// address or a missing consent with a 400 and stores nothing for a bot; the unsubscribe link shows a
// button on GET and deletes on POST; the admin sees the count and downloads the list as CSV.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../../drizzle/schema";
import * as dashboardRoute from "~/routes/admin.dashboard";
import * as csvRoute from "~/routes/admin.dashboard.subscribers[.]csv";
import * as newsletterRoute from "~/routes/newsletter";
import * as unsubscribeRoute from "~/routes/newsletter.unsubscribe";
import type { DatabaseHandle } from "~/services/db.server";
import { call, get, postForm } from "./route-helpers";
import { setupSeededDatabaseWithAdmin } from "./test-database";

let handle: DatabaseHandle;
let cookie: string;

beforeAll(async () => {
  ({ handle, cookie } = await setupSeededDatabaseWithAdmin("newsletter-admin"));
});
afterAll(() => handle.close());

/** A sign-up from the footer of `redirectTo`, from its own client address unless told. */
let nextClient = 1;
function signUp(fields: Record<string, string>, clientAddress = `10.0.0.${nextClient++}`, headers: Record<string, string> = {}) {
  return call(newsletterRoute.action, postForm("/newsletter", { redirectTo: "/map?view=list", ...fields }, headers), {}, { clientAddress });
}

async function rowsFor(email: string) {
  return handle.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));
}

describe("subscribing", () => {
  it("stores the address once, and answers a repeat in other capitals exactly as the first sign-up", async () => {
    const first = await signUp({ email: "Noura@Example.com", consent: "on" });
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toBe("/map?view=list");
    expect(first.headers.get("Set-Cookie")).toContain("toast=");
    const again = await signUp({ email: "  noura@EXAMPLE.com ", consent: "on" });
    expect(again.status).toBe(first.status);
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(again.body).toEqual(first.body);
    const rows = await rowsFor("noura@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe("Noura@Example.com");
    expect(rows[0]!.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("refuses a bad address and a missing consent with a 400 naming the field, and stores nothing", async () => {
    const badEmail = await signUp({ email: "not-an-address", consent: "on" });
    expect(badEmail.status).toBe(400);
    expect(JSON.stringify(badEmail.body)).toContain("newsletter.errors.email");
    const noConsent = await signUp({ email: "no.consent@example.com" });
    expect(noConsent.status).toBe(400);
    expect(JSON.stringify(noConsent.body)).toContain("newsletter.errors.consent");
    expect(await rowsFor("no.consent@example.com")).toEqual([]);
  });

  it("answers a bot that fills the honeypot as a success and stores nothing", async () => {
    const bot = await signUp({ email: "bot@example.com", consent: "on", website: "http://spam.example" });
    expect(bot.status).toBe(303);
    expect(await rowsFor("bot@example.com")).toEqual([]);
  });

  it("never sends the visitor off the site", async () => {
    const answer = await signUp({ email: "offsite@example.com", consent: "on", redirectTo: "//evil.example" });
    expect(answer.headers.get("Location")).toBe("/");
  });

  it("limits one client address to 5 sign-ups in 10 minutes: the sixth is a 429 with Retry-After", async () => {
    for (let index = 0; index < 5; index++)
      expect((await signUp({ email: `flood${index}@example.com`, consent: "on" }, "10.9.9.9")).status).toBe(303);
    const refused = await signUp({ email: "flood5@example.com", consent: "on" }, "10.9.9.9");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await rowsFor("flood5@example.com")).toEqual([]);
  });

  it("refuses a cross-site post with 403", async () => {
    const answer = await signUp({ email: "forged@example.com", consent: "on" }, undefined, { Origin: "https://evil.example" });
    expect(answer.status).toBe(403);
    expect(await rowsFor("forged@example.com")).toEqual([]);
  });
});

describe("unsubscribing", () => {
  it("shows a button for the link, deletes on POST, and the used link then no longer works", async () => {
    await signUp({ email: "leaving@example.com", consent: "on" });
    const [row] = await rowsFor("leaving@example.com");
    const path = `/newsletter/unsubscribe?token=${row!.unsubscribeToken}`;
    const page = await call(unsubscribeRoute.loader, get(path));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ token: row!.unsubscribeToken });
    // Opening the link (a mail scanner does) unsubscribes no one.
    expect(await rowsFor("leaving@example.com")).toHaveLength(1);
    const done = await call(unsubscribeRoute.action, postForm(path, { token: row!.unsubscribeToken }));
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe("/");
    expect(await rowsFor("leaving@example.com")).toEqual([]);
    expect((await call(unsubscribeRoute.loader, get(path))).status).toBe(404);
    expect((await call(unsubscribeRoute.action, postForm(path, { token: row!.unsubscribeToken }))).status).toBe(404);
  });

  it("answers a malformed or missing token with a 400 and an unknown one with a 404, changing nothing", async () => {
    const before = await handle.db.select().from(newsletterSubscribers);
    expect((await call(unsubscribeRoute.loader, get("/newsletter/unsubscribe?token=abc"))).status).toBe(400);
    expect((await call(unsubscribeRoute.loader, get("/newsletter/unsubscribe"))).status).toBe(400);
    expect((await call(unsubscribeRoute.action, postForm("/newsletter/unsubscribe", { token: "x'; drop table" }))).status).toBe(400);
    const unknown = "A".repeat(43);
    expect((await call(unsubscribeRoute.loader, get(`/newsletter/unsubscribe?token=${unknown}`))).status).toBe(404);
    expect((await call(unsubscribeRoute.action, postForm("/newsletter/unsubscribe", { token: unknown }))).status).toBe(404);
    expect(await handle.db.select().from(newsletterSubscribers)).toEqual(before);
  });
});

describe("the admin's view", () => {
  it("counts the subscribers on the dashboard and exports them as CSV with a BOM, formulas made inert", async () => {
    await signUp({ email: "+formula@example.com", consent: "on" });
    // Only confirmed addresses are subscribers (double opt-in, issue 35): one is left unconfirmed.
    await signUp({ email: "unconfirmed@example.com", consent: "on" });
    await handle.db
      .update(newsletterSubscribers)
      .set({ confirmedAt: sql`now()` })
      .where(sql`${newsletterSubscribers.email} <> 'unconfirmed@example.com'`);
    const stored = await handle.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`${newsletterSubscribers.confirmedAt} is not null`);
    const dashboard = await call(dashboardRoute.loader, get("/admin/dashboard", { Cookie: cookie }));
    expect((dashboard.body as { counts: { subscribers: number } }).counts.subscribers).toBe(stored.length);

    const csv = await csvRoute.loader({ request: get("/admin/dashboard/subscribers.csv", { Cookie: cookie }), params: {}, context: {} });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    // Read as bytes: Response.text() would drop the byte-order mark this checks.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.startsWith('\uFEFF"Email","Subscribed on","Unsubscribe link"\r\n')).toBe(true);
    expect(text.trimEnd().split("\r\n")).toHaveLength(stored.length + 1);
    expect(text).toContain(`"'+formula@example.com",`);
    expect(text).not.toContain("unconfirmed@example.com");
    const noura = stored.find((row) => row.email === "Noura@Example.com")!;
    expect(text).toContain(`http://localhost:3000/newsletter/unsubscribe?token=${noura.unsubscribeToken}`);
  });

  it("keeps both from visitors", async () => {
    expect((await call(csvRoute.loader, get("/admin/dashboard/subscribers.csv"))).status).toBe(302);
  });
});
