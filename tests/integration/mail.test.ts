import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminUsers, inquiries, newsletterSubscribers, outbox, properties } from "../../drizzle/schema";
import { createInquiry } from "~/models/inquiries.server";
import { countSubscribers, expireUnconfirmedSubscribers } from "~/models/newsletter.server";
import { RECEIPTS_PER_DAY } from "~/models/outbox.server";
import * as outboxTab from "~/routes/admin.dashboard.outbox";
import * as loginApi from "~/routes/api.admin.login";
import * as newsletterRoute from "~/routes/newsletter";
import * as confirmRoute from "~/routes/newsletter.confirm";
import * as unsubscribeRoute from "~/routes/newsletter.unsubscribe";
import * as contactRoute from "~/routes/contact";
import * as propertyRoute from "~/routes/property.$id";
import type { DatabaseHandle } from "~/services/db.server";
import { DEFAULT_ADMIN, env } from "~/services/env.server";
import { createMailSender, type SenderOptions } from "~/services/mail-sender.server";
import { type Deliver, fileDeliver, smtpDeliver } from "~/services/mailer.server";
import { inquiryInput } from "../factories";
import { call, cookiesFrom, get, jsonRequest, postForm } from "./route-helpers";
import { setupSeededDatabase } from "./test-database";
import { addressesOf, TestSmtpServer } from "../smtp";

// Issue 35: mail through the outbox, delivered to a real SMTP server running in this process.

const smtp = new TestSmtpServer();
let handle: DatabaseHandle;
let cookie: string;
let listingId: number;
let listingTitle: string;
let listingTitleAr: string;
let client = 0;

// Fast retries for the tests; the loop is driven by hand.
const testOptions = (deliver: Deliver, overrides: Partial<SenderOptions> = {}) => ({
  deliver,
  loop: false,
  firstRetryMs: 0,
  maxRetryMs: 0,
  ...overrides,
});

beforeAll(async () => {
  await smtp.start();
  handle = await setupSeededDatabase();
  const login = await call(loginApi.action, jsonRequest("POST", "/api/admin/login", DEFAULT_ADMIN));
  cookie = cookiesFrom(login.headers);
  const [listing] = await handle.db
    .select({ id: properties.id, title: properties.title, titleAr: properties.titleAr })
    .from(properties)
    .where(and(gt(properties.publishedUntil, sql`now()`), sql`${properties.titleAr} <> ''`))
    .orderBy(asc(properties.id))
    .limit(1);
  ({ id: listingId, title: listingTitle, titleAr: listingTitleAr } = listing!);
});
afterAll(async () => {
  await handle.close();
  await smtp.stop();
});
beforeEach(async () => {
  // Each test starts from an empty queue and an empty mailbox, the admin wanting mail in English.
  await handle.db.delete(outbox);
  await handle.db.update(adminUsers).set({ email: DEFAULT_ADMIN.email, notifyInquiries: true, language: "en" });
  smtp.received = [];
  smtp.refusing = false;
});

function sendInquiry(fields: Record<string, string>, lng = "en") {
  client += 1;
  return call(
    propertyRoute.action,
    postForm(`/property/${listingId}?lng=${lng}`, {
      name: "Sara Al-Qahtani",
      email: "sara@visitor.test",
      phone: "0501234567",
      message: "Could we visit on Sunday?\nAround ten.",
      ...fields,
    }),
    { id: String(listingId) },
    { clientAddress: `192.0.2.${client}` },
  );
}

const rows = () => handle.db.select().from(outbox).orderBy(asc(outbox.id));
const drainAll = async (deliver: Deliver = smtpDeliver(smtp.url)) => {
  const sender = createMailSender(testOptions(deliver));
  while ((await sender.drain()) > 0);
};

describe("a new inquiry", () => {
  it("queues the admin's notification and the visitor's receipt with the inquiry, and both arrive over SMTP", async () => {
    const answer = await sendInquiry({});
    expect(answer.status).toBe(303);
    const queued = await rows();
    expect(queued.map((row) => [row.kind, row.recipient, row.status])).toEqual([
      ["inquiry_notification", DEFAULT_ADMIN.email, "queued"],
      ["receipt", "sara@visitor.test", "queued"],
    ]);
    expect(queued[0]!.inquiryId).toBe(queued[1]!.inquiryId);

    await drainAll();
    expect((await rows()).map((row) => row.status)).toEqual(["sent", "sent"]);
    const [notification] = smtp.to(DEFAULT_ADMIN.email);
    const [receipt] = smtp.to("sara@visitor.test");
    expect(smtp.received).toHaveLength(2);

    // The notification: who wrote, about which listing, a link into the inbox; answering it answers the visitor.
    expect(notification!.subject).toBe(`New inquiry about ${listingTitle}`);
    expect(notification!.from?.value[0]?.address).toBe(env.MAIL_FROM);
    expect(notification!.replyTo?.value[0]).toMatchObject({ address: "sara@visitor.test", name: "Sara Al-Qahtani" });
    expect(notification!.text).toContain("Phone: 0501234567");
    expect(notification!.text).toContain(`${env.PUBLIC_ORIGIN}/admin/dashboard/inquiries/${queued[0]!.inquiryId}`);
    expect(notification!.html).toContain(`href="${env.PUBLIC_ORIGIN}/property/${listingId}"`);
    expect(notification!.html).toContain('<html lang="en" dir="ltr">');

    // The receipt: a copy of what was sent and what happens next, with a stable Message-ID.
    expect(receipt!.subject).toBe(`We received your inquiry about ${listingTitle}`);
    expect(receipt!.replyTo).toBeUndefined();
    expect(receipt!.text).toContain("> Could we visit on Sunday?\n> Around ten.");
    expect(receipt!.text).toContain("What happens next");
    expect(receipt!.messageId).toBe((await rows())[1]!.messageId);
    for (const mail of smtp.received) {
      // Both parts, nothing fetched from elsewhere.
      expect(mail.text).toBeTruthy();
      expect(mail.html).toBeTruthy();
      expect(mail.html).not.toMatch(/<img|<script|<link|src=/i);
      expect(mail.headers.get("content-language")).toBe("en");
    }
  });

  it("writes each mail in its recipient's language: Arabic, right to left", async () => {
    await handle.db.update(adminUsers).set({ language: "ar" });
    await sendInquiry({ name: "سارة القحطاني", message: "هل يمكننا زيارة المكتب يوم الأحد؟" }, "ar");
    await drainAll();
    const [notification] = smtp.to(DEFAULT_ADMIN.email);
    const [receipt] = smtp.to("sara@visitor.test");
    expect(notification!.subject).toBe(`استفسار جديد عن ${listingTitleAr}`);
    expect(receipt!.subject).toBe(`استلمنا استفسارك عن ${listingTitleAr}`);
    for (const mail of [notification!, receipt!]) {
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.html).toContain("direction:rtl");
      expect(mail.headers.get("content-language")).toBe("ar");
    }
    expect(receipt!.text).toContain("مرحبًا سارة القحطاني،");
    expect(receipt!.html).toContain(`href="${env.PUBLIC_ORIGIN}/property/${listingId}?lng=ar"`);
    expect(notification!.replyTo?.value[0]?.name).toBe("سارة القحطاني");
  });

  it("announces a contact message too, in the admin's chosen language, and an admin can turn the mails off", async () => {
    const sent = await call(
      contactRoute.action,
      postForm("/contact?lng=ar", {
        firstName: "Omar",
        lastName: "Haddad",
        email: "omar@visitor.test",
        phone: "0551234567",
        subject: "Offices for 40 people",
        message: "Do you have offices near KAFD?",
      }),
      {},
      { clientAddress: "198.51.100.7" },
    );
    expect(sent.status).toBe(303);
    await drainAll();
    expect(smtp.to(DEFAULT_ADMIN.email)[0]!.subject).toBe("New message: Offices for 40 people");
    expect(smtp.to("omar@visitor.test")[0]!.subject).toBe("استلمنا رسالتك: Offices for 40 people");

    // The admin's own setting, through the Outbox tab's plain form: unticked, no more notifications.
    const saved = await call(
      outboxTab.action,
      postForm("/admin/dashboard/outbox", { email: "desk@office.test", language: "ar" }, { Cookie: cookie }),
    );
    expect(saved.status).toBe(303);
    expect(await handle.db.select({ email: adminUsers.email, notify: adminUsers.notifyInquiries }).from(adminUsers)).toEqual([
      { email: "desk@office.test", notify: false },
    ]);
    await handle.db.delete(outbox);
    await sendInquiry({ email: "other@visitor.test" });
    expect((await rows()).map((row) => row.kind)).toEqual(["receipt"]);
  });

  it("refuses a bad address in the settings with a 400 in the page's language and keeps the old one", async () => {
    const refused = await call(
      outboxTab.action,
      postForm("/admin/dashboard/outbox", { email: "not an address", notifyInquiries: "on", language: "en" }, { Cookie: cookie }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("admin.outbox.badEmail");
    expect((await handle.db.select({ email: adminUsers.email }).from(adminUsers))[0]!.email).toBe(DEFAULT_ADMIN.email);
  });

  it(`sends at most ${RECEIPTS_PER_DAY} receipts a day to one address, whatever its capitals; the inquiries all arrive`, async () => {
    for (let index = 0; index < RECEIPTS_PER_DAY + 2; index++) {
      expect((await sendInquiry({ email: index % 2 ? "Flood@Victim.test" : "flood@victim.test" })).status).toBe(303);
    }
    const queued = await rows();
    expect(queued.filter((row) => row.kind === "receipt")).toHaveLength(RECEIPTS_PER_DAY);
    expect(queued.filter((row) => row.kind === "inquiry_notification")).toHaveLength(RECEIPTS_PER_DAY + 2);
  });
});

describe("headers", () => {
  it("cannot be injected through a name or a subject: a line break ends up as a space", async () => {
    await handle.db.insert(outbox).values({
      kind: "receipt",
      recipient: "target@visitor.test",
      recipientName: "Eve\r\nBcc: victim@elsewhere.test",
      replyTo: "eve@visitor.test",
      replyToName: 'Eve" <boss@elsewhere.test>, "x',
      language: "en",
      subject: "Hello\r\nBcc: victim@elsewhere.test\r\nX-Injected: yes",
      textBody: "Body",
      htmlBody: "<p>Body</p>",
    });
    await drainAll();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.headers.has("bcc")).toBe(false);
    expect(mail!.headers.has("x-injected")).toBe(false);
    expect(mail!.subject).toBe("Hello Bcc: victim@elsewhere.test X-Injected: yes");
    expect(addressesOf(mail!.to)).toEqual(["target@visitor.test"]);
    expect(mail!.replyTo?.value.map((entry) => entry.address)).toEqual(["eve@visitor.test"]);
  });
});

describe("the sender", () => {
  it("keeps a message while the server refuses, tries again with growing delays, and sends it once it accepts", async () => {
    await sendInquiry({});
    smtp.refusing = true;
    const sender = createMailSender(testOptions(smtpDeliver(smtp.url), { firstRetryMs: 60_000, maxRetryMs: 600_000 }));
    await sender.drain();
    let queued = await rows();
    expect(queued.map((row) => [row.status, row.attempts])).toEqual([
      ["queued", 1],
      ["queued", 1],
    ]);
    expect(queued[0]!.lastError).toMatch(/^421 /);
    // Not due yet: the first retry waits a minute.
    expect(queued[0]!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(await sender.drain()).toBe(0);

    // Due again, refused again: the next delay doubles.
    await handle.db.update(outbox).set({ nextAttemptAt: sql`now()` });
    await sender.drain();
    queued = await rows();
    expect(queued.map((row) => row.attempts)).toEqual([2, 2]);
    expect(queued[0]!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(110_000);

    smtp.refusing = false;
    await handle.db.update(outbox).set({ nextAttemptAt: sql`now()` });
    await sender.drain();
    expect((await rows()).map((row) => [row.status, row.attempts, row.lastError])).toEqual([
      ["sent", 3, ""],
      ["sent", 3, ""],
    ]);
    expect(smtp.received).toHaveLength(2);
    expect(await sender.drain()).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it("retries while the server is down and gives up after the bounded time, shown as failed in the Outbox tab", async () => {
    await sendInquiry({});
    const down = smtpDeliver("smtp://127.0.0.1:1");
    const sender = createMailSender(testOptions(down, { giveUpMs: 60_000 }));
    await sender.drain();
    expect((await rows()).map((row) => row.status)).toEqual(["queued", "queued"]);
    // The connection's error code, nothing of the message.
    const code = (await rows())[0]!.lastError;
    expect(code).toMatch(/^E[A-Z]+$/);
    // Queued long ago: past the time to give up.
    await handle.db.update(outbox).set({ createdAt: sql`now() - interval '2 minutes'` });
    await sender.drain();
    expect((await rows()).map((row) => row.status)).toEqual(["failed", "failed"]);

    const tab = await call(outboxTab.loader, get("/admin/dashboard/outbox?lng=en", { Cookie: cookie }));
    const body = tab.body as { counts: { failed: number }; messages: { status: string; lastError: string }[] };
    expect(body.counts.failed).toBe(2);
    expect(body.messages.map((message) => [message.status, message.lastError])).toEqual([
      ["failed", code],
      ["failed", code],
    ]);
  });

  it("gives up at once on a permanent refusal (5xx)", async () => {
    await sendInquiry({});
    const rejecting: Deliver = () =>
      Promise.reject(Object.assign(new Error("no"), { responseCode: 550, response: "550 5.1.1 No such user" }));
    await createMailSender(testOptions(rejecting)).drain();
    expect((await rows()).map((row) => [row.status, row.lastError])).toEqual([
      ["failed", "550 5.1.1 No such user"],
      ["failed", "550 5.1.1 No such user"],
    ]);
  });

  it("delivers each message exactly once with two senders draining one queue", async () => {
    // As many inquiries as the admin's hourly cap of notifications lets through: every one makes two mails.
    for (let index = 0; index < env.NOTIFICATIONS_PER_HOUR; index++) await sendInquiry({ email: `visitor${index}@visitor.test` });
    const first = createMailSender(testOptions(smtpDeliver(smtp.url), { batch: 3 }));
    const second = createMailSender(testOptions(smtpDeliver(smtp.url), { batch: 3 }));
    const drain = async (sender: typeof first) => {
      while ((await sender.drain()) > 0);
    };
    await Promise.all([drain(first), drain(second)]);
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(2 * env.NOTIFICATIONS_PER_HOUR);
    expect(new Set(ids).size).toBe(2 * env.NOTIFICATIONS_PER_HOUR);
    expect((await rows()).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("takes over a message whose sender was killed once its claim ran out, and leaves a live claim alone", async () => {
    await sendInquiry({});
    const [notification, receipt] = await rows();
    // One claimed by a process that died (claim over), one by a process still sending (claim running).
    await handle.db
      .update(outbox)
      .set({ status: "sending", attempts: 1, claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, notification!.id));
    await handle.db
      .update(outbox)
      .set({ status: "sending", attempts: 1, claimedUntil: sql`now() + interval '1 minute'` })
      .where(eq(outbox.id, receipt!.id));
    await drainAll();
    expect(smtp.received.map((mail) => addressesOf(mail.to)[0])).toEqual([DEFAULT_ADMIN.email]);
    expect((await rows()).map((row) => row.status)).toEqual(["sent", "sending"]);
  });

  it("at SIGTERM finishes the message in hand and hands the rest of its claim back", async () => {
    await sendInquiry({});
    let release!: () => void;
    const inHand = new Promise<void>((resolve) => (release = resolve));
    const smtpSend = smtpDeliver(smtp.url);
    let started!: () => void;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const slow: Deliver = async (mail) => {
      started();
      await inHand;
      return smtpSend(mail);
    };
    const sender = createMailSender(testOptions(slow));
    const draining = sender.drain();
    await firstStarted;
    const stopped = sender.stop();
    release();
    await Promise.all([draining, stopped]);
    expect((await rows()).map((row) => [row.status, row.attempts])).toEqual([
      ["sent", 1],
      ["queued", 0],
    ]);
    expect(smtp.received).toHaveLength(1);
    // Another sender (the next process) sends the one handed back.
    await drainAll();
    expect(smtp.received).toHaveLength(2);
  });

  it("without SMTP_URL writes each message as an .eml file, once, that the Outbox tab lists", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "riyadh-mail-"));
    try {
      await sendInquiry({});
      await drainAll(fileDeliver(folder));
      const files = readdirSync(folder).sort();
      expect(files).toHaveLength(2);
      const receipt = await simpleParser(readFileSync(path.join(folder, files[1]!)));
      expect(addressesOf(receipt.to)).toEqual(["sara@visitor.test"]);
      expect(receipt.subject).toBe(`We received your inquiry about ${listingTitle}`);

      const tab = await call(outboxTab.loader, get("/admin/dashboard/outbox", { Cookie: cookie }));
      const body = tab.body as { messages: { kind: string; status: string }[] };
      expect(body.messages.map((message) => [message.kind, message.status])).toEqual([
        ["receipt", "sent"],
        ["inquiry_notification", "sent"],
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("the Outbox tab is for admins only", async () => {
    const answer = await call(outboxTab.loader, get("/admin/dashboard/outbox"));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(/^\/admin\/login/);
  });
});

describe("an inquiry and its mails", () => {
  it("are committed together: when its mail cannot be queued, the inquiry is not saved either", async () => {
    const before = await handle.db.select({ id: inquiries.id }).from(inquiries);
    await handle.db.execute(sql`alter table outbox add constraint refuse_all check (false) not valid`);
    try {
      await expect(createInquiry(listingId, inquiryInput({ email: "lost@visitor.test" }), "en")).rejects.toThrow();
    } finally {
      await handle.db.execute(sql`alter table outbox drop constraint refuse_all`);
    }
    expect(await handle.db.select({ id: inquiries.id }).from(inquiries)).toEqual(before);
    expect(await rows()).toEqual([]);
  });
});

describe("the newsletter's double opt-in", () => {
  const signUp = (email: string, lng = "en") => {
    client += 1;
    return call(
      newsletterRoute.action,
      postForm(`/newsletter?lng=${lng}`, { email, consent: "on", redirectTo: "/" }),
      {},
      { clientAddress: `198.51.100.${client % 250}` },
    );
  };
  const subscriber = async (email: string) =>
    (await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

  it("mails a confirmation link; the address counts only once the link's button is pressed", async () => {
    const before = await countSubscribers();
    expect((await signUp("reader@visitor.test")).status).toBe(303);
    await drainAll();
    const [mail] = smtp.to("reader@visitor.test");
    expect(mail!.subject).toBe("Confirm your newsletter subscription");
    const { unsubscribeToken: token, confirmedAt } = (await subscriber("reader@visitor.test"))!;
    expect(confirmedAt).toBeNull();
    const link = `${env.PUBLIC_ORIGIN}/newsletter/confirm?token=${token}`;
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(`href="${link}"`);
    expect(await countSubscribers()).toBe(before);

    // Opening the link (a mail scanner does) confirms nothing; the button's POST does.
    const page = await call(confirmRoute.loader, get(`/newsletter/confirm?token=${token}`));
    expect(page.status).toBe(200);
    expect((await subscriber("reader@visitor.test"))!.confirmedAt).toBeNull();
    const confirmed = await call(confirmRoute.action, postForm("/newsletter/confirm", { token }));
    expect(confirmed.status).toBe(303);
    expect((await subscriber("reader@visitor.test"))!.confirmedAt).toBeInstanceOf(Date);
    expect(await countSubscribers()).toBe(before + 1);

    // Signing up again once confirmed mails nothing, and answers the same.
    expect((await signUp("reader@visitor.test")).status).toBe(303);
    expect((await rows()).filter((row) => row.recipient === "reader@visitor.test")).toHaveLength(1);
  });

  it("writes the confirmation in Arabic for a sign-up from an Arabic page", async () => {
    await signUp("qari@visitor.test", "ar");
    await drainAll();
    const [mail] = smtp.to("qari@visitor.test");
    expect(mail!.subject).toBe("أكّد اشتراكك في النشرة البريدية");
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.text).toMatch(/\/newsletter\/confirm\?token=[\w-]{43}&lng=ar/);
  });

  it("sends someone's address at most 3 confirmations a day, however often it is typed in", async () => {
    for (let index = 0; index < 5; index++) expect((await signUp("stranger@visitor.test")).status).toBe(303);
    expect((await rows()).filter((row) => row.recipient === "stranger@visitor.test")).toHaveLength(RECEIPTS_PER_DAY);
  });

  it("lets an unconfirmed sign-up expire after 7 days: its link stops working and the address is deleted", async () => {
    await signUp("late@visitor.test");
    const { unsubscribeToken: token } = (await subscriber("late@visitor.test"))!;
    await handle.db
      .update(newsletterSubscribers)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(newsletterSubscribers.email, "late@visitor.test"));
    expect((await call(confirmRoute.loader, get(`/newsletter/confirm?token=${token}`))).status).toBe(404);
    expect((await call(confirmRoute.action, postForm("/newsletter/confirm", { token }))).status).toBe(404);
    expect((await call(confirmRoute.loader, get("/newsletter/confirm?token=short"))).status).toBe(400);
    expect(await expireUnconfirmedSubscribers()).toBeGreaterThanOrEqual(1);
    expect(await subscriber("late@visitor.test")).toBeUndefined();
    // A confirmed address never expires.
    expect(await subscriber("reader@visitor.test")).toBeDefined();
  });
});

describe("the newsletter", () => {
  const issue = {
    intent: "newsletter",
    subjectEn: "New offices in Olaya",
    bodyEn: "Three new offices this month.\n\nSee them on the map.",
    subjectAr: "مكاتب جديدة في العليا",
    bodyAr: "ثلاثة مكاتب جديدة هذا الشهر.\n\nشاهدها على الخريطة.",
  };
  const confirmedSubscriber = async (email: string, language: "en" | "ar") => {
    const token = `${email.replace(/\W/g, "")}${"x".repeat(43)}`.slice(0, 43);
    await handle.db.insert(newsletterSubscribers).values({ email, unsubscribeToken: token, language, confirmedAt: new Date() });
    return token;
  };

  it("goes to every confirmed subscriber in their language with one-click unsubscribe headers (RFC 8058)", async () => {
    await handle.db.delete(newsletterSubscribers);
    const enToken = await confirmedSubscriber("en.reader@visitor.test", "en");
    await confirmedSubscriber("ar.reader@visitor.test", "ar");
    await handle.db
      .insert(newsletterSubscribers)
      .values({ email: "pending@visitor.test", unsubscribeToken: "p".repeat(43), language: "en" });

    const refused = await call(outboxTab.action, postForm("/admin/dashboard/outbox", { ...issue, bodyAr: "" }, { Cookie: cookie }));
    expect(refused.status).toBe(400);
    expect(await rows()).toEqual([]);
    const sent = await call(outboxTab.action, postForm("/admin/dashboard/outbox", issue, { Cookie: cookie }));
    expect(sent.status).toBe(303);
    await drainAll();
    expect(smtp.received).toHaveLength(2);
    const [english] = smtp.to("en.reader@visitor.test");
    const [arabic] = smtp.to("ar.reader@visitor.test");
    expect(english!.subject).toBe("New offices in Olaya");
    expect(english!.html).toContain('<p style="margin:0 0 16px;">See them on the map.</p>');
    expect(arabic!.subject).toBe("مكاتب جديدة في العليا");
    expect(arabic!.html).toContain('<html lang="ar" dir="rtl">');
    const oneClick = `${env.PUBLIC_ORIGIN}/newsletter/unsubscribe?token=${enToken}`;
    // The raw header lines, as a mail client reads them (mailparser folds List-* headers into one object).
    const unfold = (mail: typeof english) => mail!.headerLines.map((header) => header.line.replace(/\r?\n\s+/g, " "));
    const lines = unfold(english);
    expect(lines).toContain(`List-Unsubscribe: <${oneClick}>`);
    expect(lines).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(unfold(arabic)).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(english!.text).toContain(oneClick);

    // The mail client's one-click POST: the token in the URL, "List-Unsubscribe=One-Click" as the body, no Origin.
    const oneClickPost = new Request(oneClick, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect((await call(unsubscribeRoute.action, oneClickPost)).status).toBe(303);
    expect((await handle.db.select().from(newsletterSubscribers)).map((row) => row.email).sort()).toEqual([
      "ar.reader@visitor.test",
      "pending@visitor.test",
    ]);
  });
});
