import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../drizzle/schema";
import { createSession, getSessionAccount, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "~/models/sessions.server";
import * as dashboardRoute from "~/routes/admin.dashboard";
import * as districtsTab from "~/routes/admin.dashboard.districts";
import * as loginPage from "~/routes/admin.login";
import * as logoutPage from "~/routes/admin.logout";
import * as loginApi from "~/routes/api.admin.login";
import * as logoutApi from "~/routes/api.admin.logout";
import * as meApi from "~/routes/api.admin.me";
import * as root from "~/root";
import type { DatabaseHandle } from "~/services/db.server";
import { DEFAULT_ADMIN } from "~/services/env.server";
import { call, cookiesFrom, get, postForm } from "./route-helpers";
import { setupSeededDatabase } from "./test-database";

// NODE_ENV=test without ADMIN_* variables: prepareDatabase creates the development admin.
const ADMIN = DEFAULT_ADMIN;
const ORIGIN = "http://localhost:3000";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await setupSeededDatabase();
});
afterAll(() => handle.close());

function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { Origin: ORIGIN, "Content-Type": "application/json", ...headers },
  });
}

function post(path: string, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers: { Origin: ORIGIN, ...headers } });
}

/** Signs in through the JSON API and returns the Cookie header value. */
async function signIn() {
  const answer = await call(loginApi.action, postJson("/api/admin/login", { username: ADMIN.username, password: ADMIN.password }));
  expect(answer.status).toBe(200);
  return cookiesFrom(answer.headers);
}

const sessionCount = async () => (await handle.db.select({ value: count() }).from(sessions))[0]!.value;
const adminId = async () => ((await call(meApi.loader, get("/api/admin/me", { Cookie: await signIn() }))).body as { id: number }).id;

describe("POST /api/admin/login", () => {
  it("200 with {id, username} and an httpOnly session cookie for good credentials", async () => {
    const answer = await call(loginApi.action, postJson("/api/admin/login", { username: ADMIN.username, password: ADMIN.password }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: expect.any(Number), username: ADMIN.username });
    const setCookie = answer.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/admin_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
  });

  it.each([
    ["a wrong password", { username: ADMIN.username, password: "not-the-password" }],
    ["an unknown user", { username: "nobody-here", password: ADMIN.password }],
  ])("401 without a cookie for %s", async (_case, body) => {
    const answer = await call(loginApi.action, postJson("/api/admin/login", body));
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: "Invalid credentials" });
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ["missing password", { username: ADMIN.username }],
    ["empty username", { username: " ", password: "x" }],
    ["wrong types", { username: 1, password: true }],
    ["broken JSON", "{not json"],
    ["an array", "[]"],
  ])("400 with an error for %s", async (_case, body) => {
    const answer = await call(loginApi.action, postJson("/api/admin/login", body));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: expect.any(String) });
  });

  it("400 names the missing fields", async () => {
    const answer = await call(loginApi.action, postJson("/api/admin/login", {}));
    expect(answer.body).toMatchObject({ fieldErrors: { username: [expect.any(String)], password: [expect.any(String)] } });
  });

  it("415 for a body that is not JSON", async () => {
    const request = postForm("/api/admin/login", { username: ADMIN.username, password: ADMIN.password });
    expect((await call(loginApi.action, request)).status).toBe(415);
  });

  it("405 for GET", async () => {
    expect((await call(loginApi.loader, get("/api/admin/login"))).status).toBe(405);
  });

  it("403 for a cross-site post", async () => {
    const request = postJson(
      "/api/admin/login",
      { username: ADMIN.username, password: ADMIN.password },
      { Origin: "https://evil.example" },
    );
    expect((await call(loginApi.action, request)).status).toBe(403);
  });

  it("a new session at every login", async () => {
    const first = await signIn();
    const second = await signIn();
    expect(first).not.toBe(second);
  });
});

describe("GET /api/admin/me", () => {
  it("200 {id, username} with a session cookie", async () => {
    const answer = await call(meApi.loader, get("/api/admin/me", { Cookie: await signIn() }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: expect.any(Number), username: ADMIN.username });
  });

  it.each([
    ["no cookie", {}],
    ["a forged cookie", { Cookie: `admin_session=${"a".repeat(64)}` }],
    ["garbage", { Cookie: "admin_session=%%%" }],
  ])("401 JSON with %s", async (_case, headers) => {
    const answer = await call(meApi.loader, get("/api/admin/me", headers));
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: expect.any(String) });
  });
});

describe("logout", () => {
  it("POST /api/admin/logout deletes the session: the old cookie gets 401 at once, and the cookie is cleared", async () => {
    const cookie = await signIn();
    const before = await sessionCount();
    const answer = await call(logoutApi.action, post("/api/admin/logout", { Cookie: cookie }));
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().join("\n")).toMatch(/admin_session=;.*Max-Age=0/i);
    expect(await sessionCount()).toBe(before - 1);
    // Replaying the cookie saved before logout no longer works.
    expect((await call(meApi.loader, get("/api/admin/me", { Cookie: cookie }))).status).toBe(401);
    expect((await call(dashboardRoute.loader, get("/admin/dashboard", { Cookie: cookie }))).status).toBe(302);
  });

  it("POST /api/admin/logout without a session still answers 200", async () => {
    expect((await call(logoutApi.action, post("/api/admin/logout"))).status).toBe(200);
  });

  it("the dashboard's logout form: 303 to the login page with the 'Logged out' toast; the old cookie stops working", async () => {
    const cookie = await signIn();
    const answer = await call(logoutPage.action, postForm("/admin/logout", {}, { Cookie: cookie }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/admin/login");
    const next = await call(root.loader, get("/admin/login", { Cookie: cookiesFrom(answer.headers) }));
    expect((next.body as { toast: unknown }).toast).toMatchObject({ title: "admin.loggedOut" });
    expect((await call(meApi.loader, get("/api/admin/me", { Cookie: cookie }))).status).toBe(401);
  });

  it("405 for GET /api/admin/logout", async () => {
    expect((await call(logoutApi.loader, get("/api/admin/logout"))).status).toBe(405);
  });
});

describe("session rules", () => {
  it("a session idle for longer than the idle limit ends (and its row goes)", async () => {
    const start = new Date();
    const id = await createSession({ role: "admin", id: await adminId() }, start);
    expect(await getSessionAccount(id, new Date(start.getTime() + SESSION_IDLE_MS - 60_000))).toMatchObject({ username: ADMIN.username });
    const lastSeen = (await handle.db.select().from(sessions).where(eq(sessions.id, id)))[0]!.lastSeenAt.getTime();
    expect(await getSessionAccount(id, new Date(lastSeen + SESSION_IDLE_MS + 1000))).toBeNull();
    expect(await handle.db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);
  });

  it("use keeps a session alive, but never past the absolute limit", async () => {
    const start = new Date();
    const id = await createSession({ role: "admin", id: await adminId() }, start);
    // Seen every 11 hours: never idle too long ...
    let now = start.getTime();
    while (now + 11 * 60 * 60 * 1000 < start.getTime() + SESSION_ABSOLUTE_MS) {
      now += 11 * 60 * 60 * 1000;
      expect(await getSessionAccount(id, new Date(now))).not.toBeNull();
    }
    // ... yet it ends once the absolute lifetime is over.
    expect(await getSessionAccount(id, new Date(start.getTime() + SESSION_ABSOLUTE_MS + 1000))).toBeNull();
  });

  it("an unknown session id is no session", async () => {
    expect(await getSessionAccount("f".repeat(64))).toBeNull();
  });
});

describe("login page action", () => {
  const good = { username: ADMIN.username, password: ADMIN.password };

  it("303 to the dashboard with the session cookie and the welcome toast", async () => {
    const answer = await call(loginPage.action, postForm("/admin/login", good));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/admin/dashboard");
    const cookie = cookiesFrom(answer.headers);
    expect(cookie).toMatch(/admin_session=/);
    const next = await call(root.loader, get("/admin/dashboard", { Cookie: cookie }));
    expect((next.body as { toast: unknown }).toast).toMatchObject({
      title: "login.welcomeTitle",
      description: "login.welcomeText",
      variant: "default",
    });
    expect((await call(meApi.loader, get("/api/admin/me", { Cookie: cookie }))).status).toBe(200);
  });

  it("401 re-renders with 'invalid credentials', the username kept and no password echoed", async () => {
    const answer = await call(loginPage.action, postForm("/admin/login", { username: ADMIN.username, password: "wrong-password" }));
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ status: "error", error: { "": ["login.failedText"] }, initialValue: { username: ADMIN.username } });
    expect(JSON.stringify(answer.body)).not.toContain("wrong-password");
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it("400 with field errors for empty fields", async () => {
    const answer = await call(loginPage.action, postForm("/admin/login", { username: "", password: "" }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { username: ["login.errors.username"], password: ["login.errors.password"] } });
  });

  it("goes back to a safe redirectTo after signing in", async () => {
    const answer = await call(loginPage.action, postForm("/admin/login", { ...good, redirectTo: "/admin/dashboard/districts" }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/admin/dashboard/districts");
  });

  it.each(["//evil.example", "https://evil.example/admin", "/\\evil.example", "/\t/evil.example", "/./\\evil.example", "/\n/x", "/\u0000"])(
    "signs in but ignores redirectTo=%j, which leaves the site: on to the dashboard",
    async (redirectTo) => {
      const answer = await call(loginPage.action, postForm("/admin/login", { ...good, redirectTo }));
      expect(answer.status).toBe(303);
      expect(answer.headers.get("Location")).toBe("/admin/dashboard");
    },
  );

  it("normalises a same-site redirectTo into a plain path (no raw non-ASCII in the Location header)", async () => {
    const answer = await call(loginPage.action, postForm("/admin/login", { ...good, redirectTo: "/./admin/dashboard/。x?tab=1" }));
    expect(answer.headers.get("Location")).toBe("/admin/dashboard/%E3%80%82x?tab=1");
  });

  it("403 for a cross-site post", async () => {
    expect((await call(loginPage.action, postForm("/admin/login", good, { Origin: "https://evil.example" }))).status).toBe(403);
  });

  it("the login page sends a signed-in admin on to the dashboard", async () => {
    const answer = await call(loginPage.loader, get("/admin/login", { Cookie: await signIn() }));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/dashboard");
  });
});

describe("requireAdmin on pages", () => {
  it.each([
    [dashboardRoute.loader, "/admin/dashboard"],
    [districtsTab.loader, "/admin/dashboard/districts"],
  ])("redirects a visitor to the login page with redirectTo (%#)", async (loader, path) => {
    const answer = await call(loader as (args: unknown) => unknown, get(path));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/admin/login?${new URLSearchParams({ redirectTo: path })}`);
  });

  it("keeps the query string in redirectTo", async () => {
    const answer = await call(districtsTab.loader, get("/admin/dashboard/districts?x=1"));
    expect(answer.headers.get("Location")).toBe(`/admin/login?redirectTo=${encodeURIComponent("/admin/dashboard/districts?x=1")}`);
  });

  it("lets an admin in", async () => {
    const answer = await call(dashboardRoute.loader, get("/admin/dashboard", { Cookie: await signIn() }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ admin: { username: ADMIN.username } });
  });
});
