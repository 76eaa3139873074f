import { availableParallelism } from "node:os";
import { createCookie, redirect } from "@remix-run/node";
import pLimit from "p-limit";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { verifyAdminCredentials } from "~/models/admins.server";
import {
  createSession,
  deleteDeadSessions,
  deleteSession,
  getSessionAdmin,
  SESSION_ABSOLUTE_MS,
  type SessionAdmin,
} from "~/models/sessions.server";
import { LoginSchema } from "~/schemas/login";
import { env } from "./env.server";
import { logger } from "./logger.server";
import { clearLoginFailures, loginSlowdownMs, recordNameFailure, takeLoginSlot } from "./throttle.server";

const production = env.NODE_ENV === "production";

// The cookie carries only the signed random session id; the row in `sessions` is the session.
const sessionCookie = createCookie(production ? "__Host-admin_session" : "admin_session", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: production,
  secrets: [env.SESSION_SECRET],
  maxAge: SESSION_ABSOLUTE_MS / 1000,
});

export class InvalidCredentialsError extends Error {}

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
  if (signInsNow >= SIGN_INS_AT_ONCE) throw new LoginBusyError();
  signInsNow += 1;
  try {
    return await checkSignIn({ client, username }, password);
  } finally {
    signInsNow -= 1;
  }
}

async function checkSignIn(attempt: { client: string; username: string }, password: string) {
  const { username } = attempt;
  const wait = await takeLoginSlot(attempt);
  if (wait > 0) throw new LoginThrottledError(wait);
  const slowdown = await loginSlowdownMs(username);
  if (slowdown > 0) await new Promise((resolve) => setTimeout(resolve, slowdown));
  const { admin, usernameExists } = await passwordChecks(() => verifyAdminCredentials(username, password));
  if (!admin) {
    await recordNameFailure(username, usernameExists);
    logger.warn({ event: "admin_login_failed", usernameExists });
    throw new InvalidCredentialsError("Invalid username or password");
  }
  await clearLoginFailures(attempt);
  return admin;
}

// The form strategy sees only a copy of the request it is handed; this header, set by
// authenticateForm over whatever the client sent under that name, tells it who sent it.
const CLIENT_HEADER = "X-Login-Client-Address";

/** remix-auth with the form strategy: fields username and password, checked against argon2id hashes. */
export const authenticator = new Authenticator<SessionAdmin>();
authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const parsed = LoginSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new InvalidCredentialsError("Username and password are required");
    return verifyLogin(request.headers.get(CLIENT_HEADER) ?? "local", parsed.data.username, parsed.data.password);
  }),
  "admin-form",
);

/** Signs in with the login page's (already read, size-capped) form through remix-auth. */
export function authenticateForm(request: Request, form: FormData, client: string) {
  const body = new URLSearchParams([...form].map(([key, value]) => [key, typeof value === "string" ? value : ""]));
  const headers = new Headers(request.headers);
  headers.set(CLIENT_HEADER, client);
  return authenticator.authenticate("admin-form", new Request(request.url, { method: "POST", headers, body }));
}

/** Starts a fresh session (a new id at every login) and returns its Set-Cookie value. */
export async function startSession(admin: SessionAdmin) {
  await deleteDeadSessions();
  return sessionCookie.serialize(await createSession(admin.id));
}

async function sessionIdOf(request: Request) {
  const value: unknown = await sessionCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[0-9a-f]{64}$/.test(value) ? value : null;
}

export async function getAdmin(request: Request) {
  const sessionId = await sessionIdOf(request);
  return sessionId ? getSessionAdmin(sessionId) : null;
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

/** Deletes the session row (the old cookie stops working at once) and returns a clearing Set-Cookie. */
export async function endSession(request: Request) {
  const sessionId = await sessionIdOf(request);
  if (sessionId) await deleteSession(sessionId);
  return sessionCookie.serialize("", { maxAge: 0 });
}
