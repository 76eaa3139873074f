import { availableParallelism } from "node:os";
import { createCookie, redirect } from "@remix-run/node";
import pLimit from "p-limit";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { verifyAdminCredentials } from "~/models/admins.server";
import { verifyAdvertiserCredentials } from "~/models/advertisers.server";
import {
  createSession,
  deleteDeadSessions,
  deleteSession,
  getSessionAccount,
  SESSION_ABSOLUTE_MS,
  type SessionAccount,
  type SessionAdmin,
  type SessionAdvertiser,
  type SessionOwner,
} from "~/models/sessions.server";
import { AdvertiserLoginSchema } from "~/schemas/account";
import { LoginSchema } from "~/schemas/login";
import { env } from "./env.server";
import { logger } from "./logger.server";
import { clearLoginFailures, loginSlowdownMs, recordNameFailure, takeLoginSlot } from "./throttle.server";

const production = env.NODE_ENV === "production";

// A cookie carries only the signed random session id; the row in `sessions` is the session. Each role has its
// own cookie (decision 0074), so one browser can be the administrator and an advertiser at once, as the quick
// start's newcomer is, and signing out of one leaves the other.
function sessionCookieFor(name: string) {
  return createCookie(production ? `__Host-${name}` : name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: production,
    secrets: [env.SESSION_SECRET],
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}
const sessionCookies = { admin: sessionCookieFor("admin_session"), advertiser: sessionCookieFor("account_session") };
type Role = keyof typeof sessionCookies;

export class InvalidCredentialsError extends Error {}

/** The right password for a suspended advertiser's account: told so, and not signed in. */
export class AccountSuspendedError extends Error {}

export class LoginThrottledError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many failed attempts; retry in ${retryAfterSeconds} s`);
  }
}

/** Too many sign-ins at once from anywhere: this one was refused unchecked, and counts for nothing. */
export class LoginBusyError extends LoginThrottledError {
  constructor() {
    super(BUSY_RETRY_SECONDS);
  }
}

// Password checks (argon2id, ~20 ms of a core each) run at most one per core at a time in a process.
// At most SIGN_INS_AT_ONCE sign-ins are handled at once, from their first count to their answer: a
// burst from many addresses costs bounded CPU and database work (on PostgreSQL each sign-in waits for
// pool connections before its password check), and the ones beyond are refused at once, before they
// are counted, instead of piling up.
const passwordChecks = pLimit(availableParallelism());
const SIGN_INS_AT_ONCE = 64 + availableParallelism();
const BUSY_RETRY_SECONDS = 5;
let signInsNow = 0;

/**
 * Checks a sign-in for the form and the JSON API alike: refused as busy, uncounted, while too many are
 * being handled (others' flood never uses up the administrator's attempts); its place taken first
 * (refused while this client is throttled), held back while the name is under attack, failures
 * counted and logged (never the name or password), a success clearing this client's count.
 */
export async function verifyLogin(client: string, username: string, password: string) {
  return signIn({ client, username }, async () => {
    const { admin, usernameExists } = await verifyAdminCredentials(username, password);
    return { account: admin, usernameExists };
  });
}

/** An advertiser's sign-in: the same path, throttles and bounds; their names are counted apart from admins'. */
export async function verifyAdvertiserLogin(client: string, email: string, password: string) {
  return signIn({ client, username: `advertiser:${email.trim().toLowerCase()}` }, async () => {
    const { advertiser, usernameExists } = await verifyAdvertiserCredentials(email, password);
    if (advertiser?.suspended) throw new AccountSuspendedError("This account is suspended");
    return { account: advertiser ? { id: advertiser.id } : null, usernameExists };
  });
}

type CheckCredentials<Account> = () => Promise<{ account: Account | null; usernameExists: boolean }>;

async function signIn<Account>(attempt: { client: string; username: string }, check: CheckCredentials<Account>) {
  if (signInsNow >= SIGN_INS_AT_ONCE) throw new LoginBusyError();
  signInsNow += 1;
  try {
    return await checkSignIn(attempt, check);
  } finally {
    signInsNow -= 1;
  }
}

async function checkSignIn<Account>(attempt: { client: string; username: string }, check: CheckCredentials<Account>) {
  const { username } = attempt;
  const wait = await takeLoginSlot(attempt);
  if (wait > 0) throw new LoginThrottledError(wait);
  const slowdown = await loginSlowdownMs(username);
  if (slowdown > 0) await new Promise((resolve) => setTimeout(resolve, slowdown));
  const { account, usernameExists } = await passwordChecks(check);
  if (!account) {
    await recordNameFailure(username, usernameExists);
    // slowedMs: the hold under guessing, the same for a name that exists and one that does not (a test reads it).
    logger.warn({
      event: "login_failed",
      role: username.startsWith("advertiser:") ? "advertiser" : "admin",
      usernameExists,
      slowedMs: slowdown,
    });
    throw new InvalidCredentialsError("Invalid username or password");
  }
  await clearLoginFailures(attempt);
  return account;
}

// The form strategy sees only a copy of the request it is handed; this header, set by
// authenticateForm over whatever the client sent under that name, tells it who sent it.
const CLIENT_HEADER = "X-Login-Client-Address";

/**
 * remix-auth with the form strategy, one per role: the administrators' fields username and password, the
 * advertisers' email and password, both checked against argon2id hashes by `signIn`.
 */
export const authenticator = new Authenticator<{ id: number }>();
authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const parsed = LoginSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new InvalidCredentialsError("Username and password are required");
    return verifyLogin(request.headers.get(CLIENT_HEADER) ?? "local", parsed.data.username, parsed.data.password);
  }),
  "admin-form",
);
authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const parsed = AdvertiserLoginSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new InvalidCredentialsError("Email and password are required");
    return verifyAdvertiserLogin(request.headers.get(CLIENT_HEADER) ?? "local", parsed.data.email, parsed.data.password);
  }),
  "advertiser-form",
);

/** Signs in with a login page's (already read, size-capped) form through remix-auth; the account's id. */
export function authenticateForm(request: Request, form: FormData, client: string, role: Role = "admin") {
  const body = new URLSearchParams([...form].map(([key, value]) => [key, typeof value === "string" ? value : ""]));
  const headers = new Headers(request.headers);
  headers.set(CLIENT_HEADER, client);
  return authenticator.authenticate(`${role}-form`, new Request(request.url, { method: "POST", headers, body }));
}

async function startRoleSession(owner: SessionOwner) {
  await deleteDeadSessions();
  return sessionCookies[owner.role].serialize(await createSession(owner));
}

/** Starts a fresh administrator's session (a new id at every login) and returns its Set-Cookie value. */
export function startSession(admin: { id: number }) {
  return startRoleSession({ role: "admin", id: admin.id });
}

/** Starts a fresh advertiser's session, in their own cookie, and returns its Set-Cookie value. */
export function startAdvertiserSession(advertiser: { id: number }) {
  return startRoleSession({ role: "advertiser", id: advertiser.id });
}

async function sessionIdOf(request: Request, role: Role) {
  const value: unknown = await sessionCookies[role].parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[0-9a-f]{64}$/.test(value) ? value : null;
}

/** The session id of the signed-in advertiser's own cookie (their account page marks it "this device"). */
export function advertiserSessionIdOf(request: Request) {
  return sessionIdOf(request, "advertiser");
}

async function accountOf(request: Request, role: Role): Promise<SessionAccount | null> {
  const sessionId = await sessionIdOf(request, role);
  const account = sessionId ? await getSessionAccount(sessionId) : null;
  // A cookie of one role never carries the other's session.
  return account?.role === role ? account : null;
}

export async function getAdmin(request: Request) {
  return (await accountOf(request, "admin")) as SessionAdmin | null;
}

export async function getAdvertiser(request: Request) {
  return (await accountOf(request, "advertiser")) as SessionAdvertiser | null;
}

/** Pages: the signed-in admin, or a redirect to the login page that comes back here afterwards. */
export async function requireAdmin(request: Request) {
  const admin = await getAdmin(request);
  if (admin) return admin;
  const url = new URL(request.url);
  throw redirect(`/admin/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
}

/** /api/admin/*: the signed-in admin, or a 401 JSON answer. */
export async function requireAdminApi(request: Request) {
  const admin = await getAdmin(request);
  if (admin) return admin;
  throw Response.json({ error: "Sign in as an administrator first" }, { status: 401 });
}

/** Advertisers' pages: the signed-in advertiser, or a redirect to their sign-in page that comes back here. */
export async function requireAdvertiser(request: Request) {
  const advertiser = await getAdvertiser(request);
  if (advertiser) return advertiser;
  const url = new URL(request.url);
  throw redirect(`/account/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
}

/** /api/account/*: the signed-in advertiser, or a 401 JSON answer. */
export async function requireAdvertiserApi(request: Request) {
  const advertiser = await getAdvertiser(request);
  if (advertiser) return advertiser;
  throw Response.json({ error: "Sign in as an advertiser first" }, { status: 401 });
}

/** Deletes the role's session row (its old cookie stops working at once) and returns a clearing Set-Cookie. */
export async function endSession(request: Request, role: Role = "admin") {
  const sessionId = await sessionIdOf(request, role);
  if (sessionId) await deleteSession(sessionId);
  return sessionCookies[role].serialize("", { maxAge: 0 });
}
