// Advertisers' accounts (issue 51, slice A) against a real database: sign-up (a known address answered the
// same), the mailed links (hashed, single use, expiring), sign-in by page and API (throttled, suspended),
// forgot/reset (capped mails, every session ended), the profile (FAL rule, Arabic-Indic digits), a change of
// address re-verified, a change of password, the sessions page (another's id is a 404) and deletion (listings
// withdrawn, inquiries kept, personal data gone). Mails are read from the outbox and, delivered, from a real
// SMTP server in this process.
import { createHash } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountTokens, adminActivity, advertisers, inquiries, outbox, properties, sessions } from "../../drizzle/schema";
import { createAdvertiser } from "~/models/advertisers.server";
import { createInquiry } from "~/models/inquiries.server";
import { RECEIPTS_PER_DAY } from "~/models/outbox.server";
import * as overviewRoute from "~/routes/account._index";
import * as deleteRoute from "~/routes/account.delete";
import * as profileRoute from "~/routes/account.profile";
import * as sessionsRoute from "~/routes/account.sessions";
import * as forgotRoute from "~/routes/account_.forgot";
import * as loginRoute from "~/routes/account_.login";
import * as resetRoute from "~/routes/account_.reset";
import * as signupRoute from "~/routes/account_.signup";
import * as verifyRoute from "~/routes/account_.verify";
import * as loginApi from "~/routes/api.account.login";
import * as logoutApi from "~/routes/api.account.logout";
import * as meApi from "~/routes/api.account.me";
import { startAdvertiserSession } from "~/services/auth.server";
import type { DatabaseHandle } from "~/services/db.server";
import { createMailSender } from "~/services/mail-sender.server";
import { smtpDeliver } from "~/services/mailer.server";
import { LOGIN_FAILURES_PER_USERNAME } from "~/services/throttle.server";
import { inquiryInput } from "../factories";
import { addressesOf, TestSmtpServer } from "../smtp";
import { call, cookiesFrom, get, jsonRequest, postForm } from "./route-helpers";
import { setupSeededDatabase } from "./test-database";

const smtp = new TestSmtpServer();
let handle: DatabaseHandle;
beforeAll(async () => {
  await smtp.start();
  handle = await setupSeededDatabase();
});
afterAll(async () => {
  await handle.close();
  await smtp.stop();
});

const PASSWORD = "correct horse battery";
let nextClient = 1;
const client = () => ({ clientAddress: `10.51.0.${nextClient++}` });
let nextEmail = 1;
const freshEmail = (name = "owner") => `${name}-${nextEmail++}@example.test`;

function signUp(fields: Record<string, string>, { lng = "en", clientAddress = client().clientAddress } = {}) {
  return call(
    signupRoute.action,
    postForm(`/account/signup?lng=${lng}`, { password: PASSWORD, type: "owner", name: "Olaya Towers", nameAr: "أبراج العليا", ...fields }),
    {},
    { clientAddress },
  );
}

async function advertiserByEmail(email: string) {
  const [row] = await handle.db
    .select()
    .from(advertisers)
    .where(eq(sql`lower(${advertisers.email})`, email.toLowerCase()));
  return row;
}

async function mailsTo(email: string, kind?: (typeof outbox.$inferSelect)["kind"]) {
  return handle.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), kind ? eq(outbox.kind, kind) : undefined))
    .orderBy(desc(outbox.id));
}

/** The token of the newest link to `path` mailed to `email`. */
async function mailedToken(email: string, path: string) {
  for (const mail of await mailsTo(email)) {
    const found = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.textBody);
    if (found) return found[1]!;
  }
  throw new Error(`no ${path} link mailed to ${email}`);
}

/** A signed-up, verified advertiser and the Cookie header of a session of theirs. */
async function verifiedAdvertiser(fields: Partial<Parameters<typeof createAdvertiser>[0]> = {}) {
  const email = freshEmail("verified");
  const { id } = await createAdvertiser({
    email,
    password: PASSWORD,
    type: "owner",
    name: "Verified Owner",
    nameAr: "",
    language: "en",
    emailVerifiedAt: new Date(),
    ...fields,
  });
  return { id, email, cookie: await sessionCookie(id) };
}

/** Signs in through the page's form; the Cookie header of the new session. */
async function signIn(email: string) {
  const answer = await call(loginRoute.action, postForm("/account/login", { email, password: PASSWORD }), {}, client());
  expect(answer.status).toBe(303);
  return cookiesFrom(answer.headers);
}

async function sessionCookie(id: number) {
  return (await startAdvertiserSession({ id })).split(";")[0]!;
}

const sessionCount = async (advertiserId: number) =>
  (await handle.db.select({ value: count() }).from(sessions).where(eq(sessions.advertiserId, advertiserId)))[0]!.value;

const formWith = (cookie: string, path: string, fields: Record<string, string>) => postForm(path, fields, { Cookie: cookie });

describe("sign-up", () => {
  it("creates an unverified advertiser who signs in with their password, and queues the verification link in the page's language", async () => {
    const email = freshEmail("noura");
    const answer = await signUp({ email }, { lng: "ar" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/account/signup?sent&lng=ar");
    expect(cookiesFrom(answer.headers)).not.toMatch(/account_session=/);
    const cookie = await signIn(email);
    const row = (await advertiserByEmail(email))!;
    expect(row).toMatchObject({ emailVerifiedAt: null, language: "ar", type: "owner", name: "Olaya Towers", nameAr: "أبراج العليا" });
    expect(row.password).not.toContain(PASSWORD);
    const [mail] = await mailsTo(email, "account_verification");
    expect(mail).toMatchObject({ language: "ar", subject: "أكّد بريدك الإلكتروني" });
    const token = await mailedToken(email, "/account/verify");
    expect(mail!.textBody).toContain(`/account/verify?token=${token}&lng=ar`);
    // Only the token's SHA-256 is stored, for 48 hours.
    const [stored] = await handle.db.select().from(accountTokens).where(eq(accountTokens.advertiserId, row.id));
    expect(stored!.id).toBe(createHash("sha256").update(token).digest("hex"));
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(47.9 * 3600_000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(48 * 3600_000);
    // Signed in, unverified: the overview offers the link again.
    const overview = await call(overviewRoute.loader, get("/account", { Cookie: cookie }));
    expect(overview.body).toMatchObject({ email, emailVerified: false });
  });

  it("refuses wrong input with a 400 naming each field, keeps what was typed, and never echoes the password", async () => {
    const email = freshEmail("typo");
    const short = "short";
    const answer = await signUp({ email, password: short, name: "", nameAr: "", type: "landlord" });
    expect(answer.status).toBe(400);
    const body = answer.body as { error: Record<string, string[]>; initialValue: Record<string, string> };
    expect(body.error).toMatchObject({ password: ["account.access.errors.newPassword"], type: ["account.access.errors.type"] });
    expect(body.initialValue.email).toBe(email);
    expect(JSON.stringify(answer.body)).not.toContain(short);
    // A name in one language at least (checked once the other fields pass).
    const nameless = await signUp({ email, name: " ", nameAr: "" });
    expect(nameless.status).toBe(400);
    expect(nameless.body).toMatchObject({
      error: { name: ["account.access.errors.nameEitherLanguage"], nameAr: ["account.access.errors.nameEitherLanguage"] },
    });
    expect(JSON.stringify(nameless.body)).not.toContain(PASSWORD);
    expect((await signUp({ email: "not an address" })).status).toBe(400);
    expect((await signUp({ email, password: "x".repeat(257) })).status).toBe(400);
    expect(await advertiserByEmail(email)).toBeUndefined();
  });

  it("answers an address that has an account exactly as a new one, and mails its owner a note instead", async () => {
    const email = freshEmail("taken");
    const first = await signUp({ email });
    const again = await signUp({ email: email.toUpperCase(), password: "another password 123" }, { lng: "en" });
    expect(again.status).toBe(first.status);
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(again.body).toEqual(first.body);
    expect([...again.headers]).toEqual([...first.headers]);
    expect(
      await handle.db
        .select()
        .from(advertisers)
        .where(eq(sql`lower(${advertisers.email})`, email)),
    ).toHaveLength(1);
    const [note] = await mailsTo(email, "account_verification");
    expect(note!.subject).toBe("You already have an account");
    expect(note!.textBody).toContain("/account/forgot");
  });

  it("limits one client to 5 sign-ups in 10 minutes: the sixth is a 429 and creates nothing", async () => {
    const clientAddress = "10.51.9.9";
    for (let index = 0; index < 5; index++) expect((await signUp({ email: freshEmail("flood") }, { clientAddress })).status).toBe(303);
    const email = freshEmail("flood");
    const refused = await signUp({ email }, { clientAddress });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await advertiserByEmail(email)).toBeUndefined();
  });
});

describe("the verification link", () => {
  it("shows a button on GET (nothing used up), verifies on POST, and works once", async () => {
    const email = freshEmail("verify");
    await signUp({ email });
    const cookie = await signIn(email);
    const token = await mailedToken(email, "/account/verify");
    const page = await call(verifyRoute.loader, get(`/account/verify?token=${token}`));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ token });
    expect((await advertiserByEmail(email))!.emailVerifiedAt).toBeNull();
    const done = await call(verifyRoute.action, postForm(`/account/verify?token=${token}`, { token }, { Cookie: cookie }));
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe("/account");
    expect((await advertiserByEmail(email))!.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await call(overviewRoute.loader, get("/account", { Cookie: cookie }))).body).toMatchObject({ emailVerified: true });
    // Used: a 400 page that says so, on GET and POST alike.
    const used = await call(verifyRoute.action, postForm("/account/verify", { token }));
    expect(used.status).toBe(400);
    expect(used.body).toMatchObject({ token: null, refusal: "invalid" });
    expect((await call(verifyRoute.loader, get(`/account/verify?token=${token}`))).status).toBe(400);
  });

  it("refuses an expired, unknown or malformed link with a 400, verifying nothing", async () => {
    const email = freshEmail("late");
    await signUp({ email });
    const token = await mailedToken(email, "/account/verify");
    const { id } = (await advertiserByEmail(email))!;
    await handle.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.advertiserId, id));
    expect((await call(verifyRoute.loader, get(`/account/verify?token=${token}`))).status).toBe(400);
    expect((await call(verifyRoute.action, postForm("/account/verify", { token }))).status).toBe(400);
    expect((await call(verifyRoute.action, postForm("/account/verify", { token: "A".repeat(43) }))).status).toBe(400);
    expect((await call(verifyRoute.loader, get("/account/verify?token=short"))).status).toBe(400);
    expect((await call(verifyRoute.loader, get("/account/verify"))).status).toBe(400);
    expect((await advertiserByEmail(email))!.emailVerifiedAt).toBeNull();
  });

  it("is sent again from the overview, the older link then no longer working, at most 3 a day", async () => {
    const email = freshEmail("resend");
    await signUp({ email });
    const cookie = await signIn(email);
    const first = await mailedToken(email, "/account/verify");
    const resent = await call(overviewRoute.action, postForm("/account", {}, { Cookie: cookie }));
    expect(resent.status).toBe(303);
    const second = await mailedToken(email, "/account/verify");
    expect(second).not.toBe(first);
    expect((await call(verifyRoute.loader, get(`/account/verify?token=${first}`))).status).toBe(400);
    expect((await call(verifyRoute.loader, get(`/account/verify?token=${second}`))).status).toBe(200);
    for (let index = 0; index < 3; index++) await call(overviewRoute.action, postForm("/account", {}, { Cookie: cookie }));
    expect(await mailsTo(email, "account_verification")).toHaveLength(RECEIPTS_PER_DAY);
  });
});

describe("signing in", () => {
  it("signs in by the page, back to redirectTo, and refuses a wrong password with a 401 that echoes nothing", async () => {
    const { email } = await verifiedAdvertiser();
    const answer = await call(
      loginRoute.action,
      postForm("/account/login", { email: email.toUpperCase(), password: PASSWORD, redirectTo: "/account/profile" }),
      {},
      client(),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/account/profile");
    expect(cookiesFrom(answer.headers)).toMatch(/account_session=/);
    const wrong = await call(loginRoute.action, postForm("/account/login", { email, password: "wrong password!" }), {}, client());
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(wrong.body)).not.toContain("wrong password!");
    expect(wrong.body).toMatchObject({ error: { "": ["account.access.login.failed"] } });
  });

  it("tells a suspended advertiser so, only after their right password", async () => {
    const { id, email } = await verifiedAdvertiser();
    await handle.db.update(advertisers).set({ status: "suspended" }).where(eq(advertisers.id, id));
    const right = await call(loginRoute.action, postForm("/account/login", { email, password: PASSWORD }), {}, client());
    expect(right.status).toBe(403);
    expect(right.body).toMatchObject({ error: { "": ["account.access.login.suspended"] } });
    expect((await call(loginRoute.action, postForm("/account/login", { email, password: "not it at all" }), {}, client())).status).toBe(
      401,
    );
  });

  it("throttles a client's failures for one address with the sign-in throttle", async () => {
    const { email } = await verifiedAdvertiser();
    const from = { clientAddress: "10.51.8.8" };
    for (let index = 0; index < LOGIN_FAILURES_PER_USERNAME; index++)
      expect((await call(loginRoute.action, postForm("/account/login", { email, password: `guess ${index}` }), {}, from)).status).toBe(401);
    const refused = await call(loginRoute.action, postForm("/account/login", { email, password: PASSWORD }), {}, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("signs in and out by the API, which reads and changes the profile by the page's rules", async () => {
    const { email } = await verifiedAdvertiser();
    const login = await call(loginApi.action, jsonRequest("POST", "/api/account/login", { email, password: PASSWORD }), {}, client());
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ email, emailVerified: true, type: "owner" });
    const cookie = cookiesFrom(login.headers);
    expect(
      (await call(loginApi.action, jsonRequest("POST", "/api/account/login", { email, password: "nope nope" }), {}, client())).status,
    ).toBe(401);
    const me = await call(meApi.loader, get("/api/account/me", { Cookie: cookie }));
    expect(me.status).toBe(200);
    const broker = await call(meApi.action, jsonRequest("PATCH", "/api/account/me", { type: "broker" }, { Cookie: cookie }));
    expect(broker.status).toBe(400);
    expect(broker.body).toMatchObject({ fieldErrors: { falLicenseNumber: ["A broker's profile needs their FAL licence number"] } });
    // One answer names every problem: the missing licence beside a refused field, not once that field is right.
    const both = await call(
      meApi.action,
      jsonRequest("PATCH", "/api/account/me", { type: "broker", phone: "abc", language: "fr" }, { Cookie: cookie }),
    );
    expect(both.status).toBe(400);
    expect(Object.keys((both.body as { fieldErrors: object }).fieldErrors).sort()).toEqual(["falLicenseNumber", "language", "phone"]);
    expect(both.body).toMatchObject({ fieldErrors: { falLicenseNumber: ["A broker's profile needs their FAL licence number"] } });
    const changed = await call(
      meApi.action,
      jsonRequest(
        "PATCH",
        "/api/account/me",
        { type: "broker", falLicenseNumber: "1100012345", phone: "٠٥٥ ١٢٣ ٤٥٦٧" },
        { Cookie: cookie },
      ),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ type: "broker", falLicenseNumber: "1100012345", phone: "055 123 4567", name: "Verified Owner" });
    expect(
      (await call(meApi.action, jsonRequest("PATCH", "/api/account/me", { email: "x@example.test" }, { Cookie: cookie }))).status,
    ).toBe(400);
    const forged = await call(
      meApi.action,
      jsonRequest("PATCH", "/api/account/me", { name: "Forged" }, { Cookie: cookie, Origin: "https://evil.example" }),
    );
    expect(forged.status).toBe(403);
    expect((await call(logoutApi.action, jsonRequest("POST", "/api/account/logout", undefined, { Cookie: cookie }))).status).toBe(200);
    expect((await call(meApi.loader, get("/api/account/me", { Cookie: cookie }))).status).toBe(401);
  });
});

/** Delivers what the outbox holds to the SMTP server in this process. */
async function deliverAll() {
  const sender = createMailSender({ deliver: smtpDeliver(smtp.url), loop: false, firstRetryMs: 0, maxRetryMs: 0 });
  while ((await sender.drain()) > 0);
  await sender.stop();
}

describe("forgot and reset", () => {
  it("answers the same for any address, and mails a known one at most 3 reset links a day (the SMTP server sees 3)", async () => {
    const { email } = await verifiedAdvertiser();
    const unknown = await call(forgotRoute.action, postForm("/account/forgot", { email: freshEmail("nobody") }), {}, client());
    const known = await call(forgotRoute.action, postForm("/account/forgot", { email }), {}, client());
    expect(known.status).toBe(303);
    expect(known.headers.get("Location")).toBe(unknown.headers.get("Location"));
    for (let index = 0; index < 4; index++) await call(forgotRoute.action, postForm("/account/forgot", { email }), {}, client());
    expect(await mailsTo(email, "password_reset")).toHaveLength(RECEIPTS_PER_DAY);
    await deliverAll();
    const received = smtp.received.filter((mail) => addressesOf(mail.to).includes(email));
    expect(received).toHaveLength(RECEIPTS_PER_DAY);
    expect(received[0]!.subject).toBe("Choose a new password");
    expect(received[0]!.text).toMatch(/\/account\/reset\?token=[A-Za-z0-9_-]{43}/);
    expect((await call(forgotRoute.action, postForm("/account/forgot", { email: "nope" }), {}, client())).status).toBe(400);
  });

  it("sets the new password once, ends every session, and refuses the used or expired link", async () => {
    const { id, email, cookie } = await verifiedAdvertiser();
    await sessionCookie(id);
    expect(await sessionCount(id)).toBe(2);
    await call(forgotRoute.action, postForm("/account/forgot", { email }), {}, client());
    const token = await mailedToken(email, "/account/reset");
    expect((await call(resetRoute.loader, get(`/account/reset?token=${token}`))).status).toBe(200);
    const differ = await call(
      resetRoute.action,
      postForm("/account/reset", { token, password: "pw-first-1234", confirmPassword: "pw-second-1234" }),
    );
    expect(differ.status).toBe(400);
    expect(JSON.stringify(differ.body)).not.toMatch(/pw-first|pw-second/);
    expect(differ.body).toMatchObject({ result: { error: { confirmPassword: ["account.access.errors.passwordsDiffer"] } } });
    const done = await call(
      resetRoute.action,
      postForm("/account/reset", { token, password: "new password 1", confirmPassword: "new password 1" }, { Cookie: cookie }),
    );
    expect(done.status).toBe(303);
    expect(await sessionCount(id)).toBe(0);
    expect((await call(meApi.loader, get("/api/account/me", { Cookie: cookie }))).status).toBe(401);
    expect((await call(loginRoute.action, postForm("/account/login", { email, password: PASSWORD }), {}, client())).status).toBe(401);
    expect((await call(loginRoute.action, postForm("/account/login", { email, password: "new password 1" }), {}, client())).status).toBe(
      303,
    );
    const again = await call(
      resetRoute.action,
      postForm("/account/reset", { token, password: "third password", confirmPassword: "third password" }),
    );
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ token: null });

    await call(forgotRoute.action, postForm("/account/forgot", { email }), {}, client());
    const late = await mailedToken(email, "/account/reset");
    await handle.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.advertiserId, id));
    expect((await call(resetRoute.loader, get(`/account/reset?token=${late}`))).status).toBe(400);
    expect(
      (
        await call(
          resetRoute.action,
          postForm("/account/reset", { token: late, password: "late password", confirmPassword: "late password" }),
        )
      ).status,
    ).toBe(400);
  });
});

describe("the profile", () => {
  it("saves names, type, numbers read from Arabic-Indic digits and a broker's FAL licence by the listing form's rule", async () => {
    const { id, cookie } = await verifiedAdvertiser();
    const fields = {
      intent: "profile",
      name: "",
      nameAr: "مكاتب الرياض",
      type: "broker",
      phone: "٠٥٠ ١١١ ٢٢٢٢",
      whatsapp: "+966 55 000 1111",
      language: "ar",
    };
    const missing = await call(profileRoute.action, formWith(cookie, "/account/profile", { ...fields, falLicenseNumber: "" }));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      intent: "profile",
      result: { error: { falLicenseNumber: ["account.access.errors.falLicenseRequired"] } },
    });
    const short = await call(profileRoute.action, formWith(cookie, "/account/profile", { ...fields, falLicenseNumber: "12345" }));
    expect(short.body).toMatchObject({ result: { error: { falLicenseNumber: ["account.access.errors.falLicenseNumber"] } } });
    const noName = await call(
      profileRoute.action,
      formWith(cookie, "/account/profile", { ...fields, nameAr: "", falLicenseNumber: "1100012345" }),
    );
    expect(noName.status).toBe(400);
    const saved = await call(profileRoute.action, formWith(cookie, "/account/profile", { ...fields, falLicenseNumber: "1100012345" }));
    expect(saved.status).toBe(303);
    expect(await advertiserByEmail((await handle.db.select().from(advertisers).where(eq(advertisers.id, id)))[0]!.email)).toMatchObject({
      name: "",
      nameAr: "مكاتب الرياض",
      type: "broker",
      phone: "050 111 2222",
      falLicenseNumber: "1100012345",
      language: "ar",
    });
  });

  it("puts a new name on the advertiser's listings at once; their type and licence stay as reviewed", async () => {
    const { id, cookie } = await verifiedAdvertiser({ name: "Old Name" });
    const [listing] = await handle.db
      .update(properties)
      .set({ advertiserId: id, advertiserName: "Old Name", advertiserNameAr: "الاسم القديم", advertiserType: "owner" })
      .where(eq(properties.id, sql`(select max(id) from properties where lifecycle = 'published')`))
      .returning({ id: properties.id, licence: properties.brokerageLicenseNumber });
    const renamed = {
      intent: "profile",
      name: "New Name",
      nameAr: "الاسم الجديد",
      type: "broker",
      phone: "050 111 2222",
      whatsapp: "",
      falLicenseNumber: "1100012345",
      language: "en",
    };
    expect((await call(profileRoute.action, formWith(cookie, "/account/profile", renamed))).status).toBe(303);
    const [after] = await handle.db.select().from(properties).where(eq(properties.id, listing!.id));
    expect(after).toMatchObject({
      advertiserName: "New Name",
      advertiserNameAr: "الاسم الجديد",
      advertiserType: "owner",
      brokerageLicenseNumber: listing!.licence,
    });
  });

  it("changes the address only once the link mailed to the new one is used, telling the old one", async () => {
    const { id, email, cookie } = await verifiedAdvertiser();
    const newEmail = freshEmail("moved");
    const wrong = await call(
      profileRoute.action,
      formWith(cookie, "/account/profile", { intent: "email", newEmail, currentPassword: "not my password" }),
      {},
      client(),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ intent: "email", result: { error: { currentPassword: ["account.access.errors.wrongPassword"] } } });
    expect(JSON.stringify(wrong.body)).not.toContain("not my password");
    expect(await mailsTo(newEmail)).toEqual([]);
    const asked = await call(
      profileRoute.action,
      formWith(cookie, "/account/profile", { intent: "email", newEmail, currentPassword: PASSWORD }),
      {},
      client(),
    );
    expect(asked.status).toBe(303);
    expect((await mailsTo(email, "account_verification"))[0]!.textBody).toContain(newEmail);
    expect((await handle.db.select().from(advertisers).where(eq(advertisers.id, id)))[0]!.email).toBe(email);
    const token = await mailedToken(newEmail, "/account/verify");
    expect((await call(verifyRoute.action, postForm("/account/verify", { token }))).status).toBe(303);
    expect((await handle.db.select().from(advertisers).where(eq(advertisers.id, id)))[0]!.email).toBe(newEmail);
  });

  it("moves no account onto an address that has one: its owner gets the sign-up note, no link", async () => {
    const { cookie } = await verifiedAdvertiser();
    const other = await verifiedAdvertiser();
    await call(
      profileRoute.action,
      formWith(cookie, "/account/profile", { intent: "email", newEmail: other.email, currentPassword: PASSWORD }),
      {},
      client(),
    );
    const [note] = await mailsTo(other.email, "account_verification");
    expect(note!.subject).toBe("You already have an account");
    expect(note!.textBody).not.toContain("/account/verify");
  });

  it("changes the password with the current one, ending every other session but this one", async () => {
    const { id, cookie } = await verifiedAdvertiser();
    const other = await sessionCookie(id);
    const answer = await call(
      profileRoute.action,
      formWith(cookie, "/account/profile", {
        intent: "password",
        currentPassword: PASSWORD,
        password: "brand new password",
        confirmPassword: "brand new password",
      }),
      {},
      client(),
    );
    expect(answer.status).toBe(303);
    expect(await sessionCount(id)).toBe(1);
    expect((await call(meApi.loader, get("/api/account/me", { Cookie: cookie }))).status).toBe(200);
    expect((await call(meApi.loader, get("/api/account/me", { Cookie: other }))).status).toBe(401);
  });
});

describe("sessions", () => {
  it("lists the advertiser's own, ends one of theirs, answers another's id with a 404 ending nothing, and ends all others", async () => {
    const { id, cookie } = await verifiedAdvertiser();
    await sessionCookie(id);
    await sessionCookie(id);
    const stranger = await verifiedAdvertiser();
    const page = await call(sessionsRoute.loader, get("/account/sessions", { Cookie: cookie }));
    const listed = (page.body as { sessions: { id: string; current: boolean }[] }).sessions;
    expect(listed).toHaveLength(3);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    const [strangersSession] = await handle.db.select().from(sessions).where(eq(sessions.advertiserId, stranger.id));
    const theirs = await call(
      sessionsRoute.action,
      formWith(cookie, "/account/sessions", { intent: "end", sessionId: strangersSession!.id }),
    );
    expect(theirs.status).toBe(404);
    expect(await sessionCount(stranger.id)).toBe(1);
    const mine = listed.find((session) => !session.current)!;
    expect((await call(sessionsRoute.action, formWith(cookie, "/account/sessions", { intent: "end", sessionId: mine.id }))).status).toBe(
      303,
    );
    expect(await sessionCount(id)).toBe(2);
    expect((await call(sessionsRoute.action, formWith(cookie, "/account/sessions", { intent: "others" }))).status).toBe(303);
    expect(await sessionCount(id)).toBe(1);
    expect((await call(sessionsRoute.loader, get("/account/sessions"))).status).toBe(302);
  });
});

describe("deleting the account", () => {
  it("needs the password; then withdraws the listings, keeps their inquiries for administrators, and removes the account", async () => {
    const { id, email, cookie } = await verifiedAdvertiser({ name: "Leaving Owner" });
    const [listing] = await handle.db
      .update(properties)
      .set({ advertiserId: id, advertiserName: "Leaving Owner" })
      .where(eq(properties.id, sql`(select min(id) from properties where lifecycle = 'published')`))
      .returning({ id: properties.id });
    const inquiry = await createInquiry(listing!.id, inquiryInput({ email: "asker@example.test" }), "en");
    await call(forgotRoute.action, postForm("/account/forgot", { email }), {}, client());
    const wrong = await call(deleteRoute.action, formWith(cookie, "/account/delete", { password: "not my password" }), {}, client());
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).not.toContain("not my password");
    expect(await advertiserByEmail(email)).toBeDefined();
    const done = await call(deleteRoute.action, formWith(cookie, "/account/delete", { password: PASSWORD }), {}, client());
    expect(done.status).toBe(303);
    expect(await advertiserByEmail(email)).toBeUndefined();
    const [after] = await handle.db.select().from(properties).where(eq(properties.id, listing!.id));
    expect(after).toMatchObject({ lifecycle: "withdrawn", advertiserId: null, advertiserName: "", publishedUntil: null });
    expect(await handle.db.select().from(inquiries).where(eq(inquiries.id, inquiry!.id))).toHaveLength(1);
    expect(await handle.db.select().from(accountTokens).where(eq(accountTokens.advertiserId, id))).toEqual([]);
    expect(await sessionCount(id)).toBe(0);
    expect(await mailsTo(email)).toEqual([]);
    const [logged] = await handle.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.entity, "advertiser"), eq(adminActivity.entityId, id)));
    expect(logged).toMatchObject({ action: "delete", advertiserId: id, adminUsername: `advertiser #${id}` });
    expect(JSON.stringify(logged)).not.toContain(email);
    expect((await call(meApi.loader, get("/api/account/me", { Cookie: cookie }))).status).toBe(401);
  });
});
