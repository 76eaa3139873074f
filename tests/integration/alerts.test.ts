import { asc, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminActivity, adminUsers, districts, newsletterSubscribers, outbox, properties, searchAlerts } from "../../drizzle/schema";
import { SYSTEM_ACTOR } from "~/models/activity.server";
import { createProperty } from "~/models/admin-properties.server";
import { DIGEST_EVERY_MS, expireUnconfirmedAlerts, queueAlertDigests } from "~/models/alerts.server";
import { createInquiry } from "~/models/inquiries.server";
import { RECEIPTS_PER_DAY } from "~/models/outbox.server";
import * as alertsRoute from "~/routes/alerts";
import * as confirmRoute from "~/routes/alerts.confirm";
import * as manageRoute from "~/routes/alerts.manage";
import * as outboxTab from "~/routes/admin.dashboard.outbox";
import { MAX_ALERTS_PER_ADDRESS } from "~/schemas/alerts";
import { PropertyInputSchema } from "~/schemas/property";
import type { DatabaseHandle } from "~/services/db.server";
import { env } from "~/services/env.server";
import { createMailSender } from "~/services/mail-sender.server";
import { smtpDeliver } from "~/services/mailer.server";
import { inquiryInput, listingInput } from "../factories";
import { TestSmtpServer } from "../smtp";
import { call, get, postForm } from "./route-helpers";
import { setupSeededDatabaseWithAdmin } from "./test-database";

// Issue 35's search alerts, delivered to a real SMTP server in this process: follow a search, confirm it by
// the mailed link, get a day's digest of the new matches (once, whatever runs it), stop it in one click.
// Also the hourly cap on admin notifications and the newsletter's activity-log entry.

const smtp = new TestSmtpServer();
let handle: DatabaseHandle;
let cookie: string;
let client = 0;
let otherDistrict: string;
const DAY = DIGEST_EVERY_MS;
const SEARCH = "district=Olaya&maxPrice=200000";

beforeAll(async () => {
  await smtp.start();
  ({ handle, cookie } = await setupSeededDatabaseWithAdmin("alerts-admin"));
  const [other] = await handle.db.select({ name: districts.name }).from(districts).where(ne(districts.name, "Olaya")).limit(1);
  otherDistrict = other!.name;
});
afterAll(async () => {
  await handle.close();
  await smtp.stop();
});
beforeEach(async () => {
  await handle.db.delete(outbox);
  smtp.received = [];
});

function follow(email: string, search: string, language = "en") {
  client += 1;
  return call(
    alertsRoute.action,
    postForm(`/alerts${language === "ar" ? "?lng=ar" : ""}`, { email, search, language, redirectTo: `/?${search}` }),
    {},
    { clientAddress: `192.0.2.${client % 250}` },
  );
}
const alertOf = async (email: string) => (await handle.db.select().from(searchAlerts).where(eq(searchAlerts.email, email)))[0];
const queued = () => handle.db.select().from(outbox).orderBy(asc(outbox.id));
const drain = async (clock = () => new Date()) => {
  const sender = createMailSender({ deliver: smtpDeliver(smtp.url), loop: false, clock });
  while ((await sender.drain()) > 0);
};
const listing = async (title: string, overrides: Record<string, unknown>) =>
  createProperty(SYSTEM_ACTOR, PropertyInputSchema.parse(listingInput({ title, ...overrides })));
const unfold = (mail: (typeof smtp.received)[number]) => mail.headerLines.map((header) => header.line.replace(/\r?\n\s+/g, " "));

describe("a search alert", () => {
  it("is confirmed by its mailed link, then sends one digest a day of the new matches only, and stops in one click", async () => {
    // The page's search, with its order and view: the alert keeps the search alone, so both ways are one alert.
    const answer = await follow("finder@visitor.test", `${SEARCH}&sort=price-asc&view=map`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`/?${SEARCH}&sort=price-asc&view=map`);
    expect((await follow("Finder@Visitor.test", "district=olaya&maxPrice=%D9%A2%D9%A0%D9%A0%D9%A0%D9%A0%D9%A0&page=2")).status).toBe(303);
    const alerts = await handle.db.select().from(searchAlerts);
    expect(alerts.map((alert) => [alert.email, alert.search, alert.confirmedAt])).toEqual([["finder@visitor.test", SEARCH, null]]);
    const { token } = alerts[0]!;

    await drain();
    const [confirmation] = smtp.to("finder@visitor.test");
    expect(smtp.received).toHaveLength(2);
    expect(confirmation!.subject).toBe("Confirm your search alert");
    expect(confirmation!.text).toContain("Olaya · Up to 200,000 SAR");
    const confirmLink = `${env.PUBLIC_ORIGIN}/alerts/confirm?token=${token}`;
    expect(confirmation!.text).toContain(confirmLink);
    expect(confirmation!.html).toContain(`href="${confirmLink}"`);

    // Opening the link (a mail scanner does) confirms nothing; the page shows the search, its button confirms.
    const page = await call(confirmRoute.loader, get(`/alerts/confirm?token=${token}`));
    expect(page.body).toMatchObject({
      alert: { confirmed: false, searchWords: "Olaya · Up to 200,000 SAR", searchPath: `/?${SEARCH}` },
    });
    expect(await queueAlertDigests(new Date(Date.now() + 2 * DAY))).toBe(0);
    const confirmed = await call(confirmRoute.action, postForm("/alerts/confirm", { token }));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("Location")).toBe(`/alerts/manage?token=${token}`);
    expect((await alertOf("finder@visitor.test"))!.confirmedAt).toBeInstanceOf(Date);

    // Listings after the confirmation: one matches; another district and a dearer one do not.
    const match = await listing("Alert match office", { district: "Olaya", price: 150_000 });
    await listing("Alert elsewhere office", { district: otherDistrict, price: 150_000 });
    await listing("Alert dear office", { district: "Olaya", price: 250_000 });

    // Not a day yet: nothing. A day on, two senders at once (two instances): one digest.
    expect(await queueAlertDigests(new Date())).toBe(0);
    const tomorrow = new Date(Date.now() + DAY + 60_000);
    await Promise.all([drain(() => tomorrow), drain(() => tomorrow)]);
    const digests = smtp.to("finder@visitor.test").filter((mail) => mail.subject?.startsWith("New offices"));
    expect(digests).toHaveLength(1);
    const [digest] = digests;
    expect(digest!.subject).toBe("New offices for your search (1): Olaya · Up to 200,000 SAR");
    expect(digest!.text).toContain("Alert match office · Olaya · 150,000 SAR / year · 240 sqm");
    expect(digest!.html).toContain(`href="${env.PUBLIC_ORIGIN}/property/${match.id}"`);
    expect(digest!.text).not.toMatch(/Alert elsewhere office|Alert dear office/);
    expect(digest!.html).not.toMatch(/<img|<script|<link|src=/i);
    const manage = `${env.PUBLIC_ORIGIN}/alerts/manage?token=${token}`;
    expect(unfold(digest!)).toEqual(
      expect.arrayContaining([`List-Unsubscribe: <${manage}>`, "List-Unsubscribe-Post: List-Unsubscribe=One-Click"]),
    );
    expect(digest!.text).toContain(manage);

    // The next day, nothing new: no mail.
    expect(await queueAlertDigests(new Date(Date.now() + 2 * DAY + 120_000))).toBe(0);

    // The manage page (no scripts needed) shows the search; the mail client's one-click POST stops the alert.
    const managePage = await call(manageRoute.loader, get(`/alerts/manage?token=${token}`));
    expect(managePage.body).toMatchObject({ alert: { confirmed: true, searchWords: "Olaya · Up to 200,000 SAR" } });
    const oneClick = new Request(manage, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect((await call(manageRoute.action, oneClick)).status).toBe(303);
    expect(await alertOf("finder@visitor.test")).toBeUndefined();
    expect((await call(manageRoute.loader, get(`/alerts/manage?token=${token}`))).status).toBe(404);
    expect((await call(manageRoute.loader, get("/alerts/manage?token=short"))).status).toBe(400);
  });

  it("writes its mails in the page's language: Arabic, right to left, the district by its Arabic name", async () => {
    await follow("qari@visitor.test", "district=Olaya", "ar");
    await drain();
    const [mail] = smtp.to("qari@visitor.test");
    expect(mail!.subject).toBe("أكّد تنبيه البحث");
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.text).toContain("العليا");
    expect(mail!.text).toMatch(/\/alerts\/confirm\?token=[\w-]{43}&lng=ar/);
  });

  it("refuses a bad address or search with a 400 that keeps what was typed, so no header can be injected", async () => {
    for (const [email, search] of [
      ["victim@visitor.test\r\nBcc: other@elsewhere.test", "district=Olaya"],
      ["victim@visitor.test", "q=office%0D%0ABcc:%20other@elsewhere.test"],
      ["victim@visitor.test", "minPrice=lots"],
      ["victim@visitor.test", "secret=1"],
    ]) {
      const refused = await follow(email!, search!);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toMatch(/newsletter\.errors\.email|alerts\.errors\.search|validation\./);
      expect((refused.body as { initialValue: Record<string, string> }).initialValue.email).toBe(email);
    }
    expect(await alertOf("victim@visitor.test")).toBeUndefined();
    expect(await queued()).toEqual([]);
  });

  it(`mails an address at most ${RECEIPTS_PER_DAY} confirmations a day, and follows at most ${MAX_ALERTS_PER_ADDRESS} searches for it`, async () => {
    for (let index = 0; index < 5; index++) expect((await follow("many@visitor.test", "district=Olaya")).status).toBe(303);
    expect(await queued()).toHaveLength(RECEIPTS_PER_DAY);
    for (let size = 1; size <= MAX_ALERTS_PER_ADDRESS + 2; size++) {
      expect((await follow("many@visitor.test", `minSize=${100 + size}`)).status).toBe(303);
    }
    expect(await handle.db.select().from(searchAlerts).where(eq(searchAlerts.email, "many@visitor.test"))).toHaveLength(
      MAX_ALERTS_PER_ADDRESS,
    );
  });

  it("expires unconfirmed after 7 days: its link stops working and it is deleted", async () => {
    await follow("late@visitor.test", "district=Olaya");
    const { token } = (await alertOf("late@visitor.test"))!;
    await handle.db
      .update(searchAlerts)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(searchAlerts.token, token));
    expect((await call(confirmRoute.loader, get(`/alerts/confirm?token=${token}`))).status).toBe(404);
    expect((await call(confirmRoute.action, postForm("/alerts/confirm", { token }))).status).toBe(404);
    expect(await expireUnconfirmedAlerts()).toBeGreaterThanOrEqual(1);
    expect(await alertOf("late@visitor.test")).toBeUndefined();
  });
});

describe("admin notifications", () => {
  it(`go to one admin at most ${env.NOTIFICATIONS_PER_HOUR} times an hour, the last one saying so; the inquiries are all kept`, async () => {
    await handle.db.update(adminUsers).set({ email: null });
    await handle.db
      .update(adminUsers)
      .set({ email: "desk@office.test", notifyInquiries: true, language: "en" })
      .where(eq(adminUsers.username, "alerts-admin"));
    const [published] = await handle.db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`${properties.publishedUntil} > now()`)
      .limit(1);
    for (let index = 0; index < env.NOTIFICATIONS_PER_HOUR + 2; index++) {
      await createInquiry(published!.id, inquiryInput({ email: `burst${index}@visitor.test` }), "en");
    }
    const notifications = (await queued()).filter((row) => row.kind === "inquiry_notification");
    expect(notifications).toHaveLength(env.NOTIFICATIONS_PER_HOUR);
    expect(notifications.at(-1)!.textBody).toContain("further inquiries in this hour are not emailed");
    expect(notifications[0]!.textBody).not.toContain("further inquiries");
  });
});

describe("sending a newsletter", () => {
  it("is logged in the activity log: who, its subject and how many it went to", async () => {
    await handle.db
      .insert(newsletterSubscribers)
      .values({ email: "log@visitor.test", unsubscribeToken: "l".repeat(43), language: "en", confirmedAt: new Date() });
    const issue = { intent: "newsletter", subjectEn: "Logged issue", bodyEn: "Text.", subjectAr: "عدد مسجل", bodyAr: "نص." };
    expect((await call(outboxTab.action, postForm("/admin/dashboard/outbox", issue, { Cookie: cookie }))).status).toBe(303);
    const [entry] = await handle.db.select().from(adminActivity).where(eq(adminActivity.entity, "newsletter"));
    const [first] = await queued();
    expect(entry).toMatchObject({ adminUsername: "alerts-admin", action: "create", summary: "Logged issue", entityId: first!.id });
    expect(entry!.changes).toEqual({ recipients: { from: null, to: 1 } });
  });
});
