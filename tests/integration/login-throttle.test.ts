import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { throttleEvents } from "../../drizzle/schema";
import { upsertAdmin } from "~/models/admins.server";
import * as loginPage from "~/routes/admin.login";
import * as loginApi from "~/routes/api.admin.login";
import type { DatabaseHandle } from "~/services/db.server";
import {
  addressKey,
  LOGIN_FAILURES_PER_CLIENT,
  LOGIN_FAILURES_PER_USERNAME,
  LOGIN_WINDOW_MS,
  loginSlowdownMs,
  MAX_SLOWDOWN_MS,
  MESSAGES_PER_HOUR,
  MESSAGES_PER_TOPIC,
  recordNameFailure,
  SlidingWindow,
  SLOWDOWN_AFTER,
  takeLoginSlot,
  takeMessageSlot,
} from "~/services/throttle.server";
import { call, postForm } from "./route-helpers";
import { setupTestDatabase } from "./test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await setupTestDatabase();
  await upsertAdmin("throttle-form", "right-password-1");
  await upsertAdmin("throttle-api", "right-password-2");
});
afterAll(() => handle.close());

const apiLogin = (username: string, password: string) =>
  new Request("http://localhost:3000/api/admin/login", {
    method: "POST",
    body: JSON.stringify({ username, password }),
    headers: { "Content-Type": "application/json", Origin: "http://localhost:3000" },
  });
const formLogin = (client: string, username: string, password: string) =>
  call(loginPage.action, postForm("/admin/login", { username, password }), {}, { clientAddress: client });

describe("login throttling", () => {
  it("the form refuses the guessing client with 429 and Retry-After; the administrator elsewhere still signs in", async () => {
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_USERNAME; attempt++) {
      expect((await formLogin("198.51.100.1", "throttle-form", "wrong")).status).toBe(401);
    }
    const blocked = await formLogin("198.51.100.1", "Throttle-Form", "right-password-1");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get("Retry-After"))).toBeLessThanOrEqual(LOGIN_WINDOW_MS / 1000);
    expect(blocked.body).toMatchObject({ error: { "": ["login.tooManyAttempts"] } });

    const admin = await formLogin("203.0.113.7", "throttle-form", "right-password-1");
    expect(admin.status).toBe(303);
    expect(admin.headers.get("Location")).toBe("/admin/dashboard");
  });

  it("the JSON API is throttled the same way, and a success before the limit resets the client's count", async () => {
    const context = { clientAddress: "198.51.100.2" };
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_USERNAME - 1; attempt++) {
      expect((await call(loginApi.action, apiLogin("throttle-api", "wrong"), {}, context)).status).toBe(401);
    }
    expect((await call(loginApi.action, apiLogin("throttle-api", "right-password-2"), {}, context)).status).toBe(200);
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_USERNAME; attempt++) {
      expect((await call(loginApi.action, apiLogin("throttle-api", "wrong"), {}, context)).status).toBe(401);
    }
    const blocked = await call(loginApi.action, apiLogin("throttle-api", "right-password-2"), {}, context);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("counts one client's attempts across usernames too", async () => {
    const start = Date.now();
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_CLIENT; attempt++) {
      expect(await takeLoginSlot({ client: "198.51.100.3", username: `name-${attempt}` }, start)).toBe(0);
    }
    expect(await takeLoginSlot({ client: "198.51.100.3", username: "never-tried" }, start)).toBe(LOGIN_WINDOW_MS / 1000);
    expect(await takeLoginSlot({ client: "198.51.100.4", username: "never-tried" }, start)).toBe(0);
  });

  it("lets attempts age out of the 15-minute window", async () => {
    const attempt = { client: "198.51.100.5", username: "aging" };
    const start = Date.now();
    for (let index = 0; index < LOGIN_FAILURES_PER_USERNAME; index++) await takeLoginSlot(attempt, start);
    expect(await takeLoginSlot(attempt, start + 1000)).toBe(LOGIN_WINDOW_MS / 1000 - 1);
    expect(await takeLoginSlot(attempt, start + LOGIN_WINDOW_MS)).toBe(0);
  });

  it("gives a burst of parallel attempts exactly as many places as the limit", async () => {
    const attempt = { client: "198.51.100.6", username: "burst" };
    const waits = await Promise.all(Array.from({ length: 100 }, () => takeLoginSlot(attempt)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(LOGIN_FAILURES_PER_USERNAME);
  });

  it("slows sign-ins for a name under distributed guessing, growing and capped, the same for names that do not exist", async () => {
    const start = Date.now();
    for (let index = 0; index < SLOWDOWN_AFTER - 1; index++) await recordNameFailure("slow-name", true, start);
    expect(await loginSlowdownMs("slow-name", start)).toBe(0);
    await recordNameFailure("slow-name", true, start);
    const first = await loginSlowdownMs("slow-name", start);
    expect(first).toBeGreaterThan(0);
    for (let index = 0; index < 60; index++) await recordNameFailure("Slow-Name", true, start);
    expect(await loginSlowdownMs("slow-name", start)).toBeGreaterThan(first);
    expect(await loginSlowdownMs("slow-name", start)).toBe(MAX_SLOWDOWN_MS);
    // A name that does not exist is held back alike: the delay tells nobody which names are real.
    for (let index = 0; index < SLOWDOWN_AFTER; index++) await recordNameFailure("no-such-admin", false, start);
    expect(await loginSlowdownMs("no-such-admin", start)).toBe(first);
  });
});

// On PostgreSQL the counts are rows shared by every process: they must stay bounded on their own.
describe.runIf(process.env.TEST_DB === "postgres")("throttle rows in PostgreSQL", () => {
  const rowsOf = async (client: string) =>
    (await handle.db.select({ key: throttleEvents.key }).from(throttleEvents)).filter((row) => row.key.includes(client));

  it("keeps at most `limit` rows per key, and prunes rows past the longest window", async () => {
    const start = Date.now();
    // Two minutes apart, so no window refuses: all 40 are recorded, and each key keeps only its newest rows.
    const minutes = (count: number) => start + count * 60_000;
    for (let index = 0; index < 40; index++)
      expect(await takeLoginSlot({ client: "198.51.100.90", username: "bounded" }, minutes(2 * index))).toBe(0);
    const rows = await rowsOf("198.51.100.90");
    expect(rows.filter((row) => row.key.startsWith("login-pair "))).toHaveLength(LOGIN_FAILURES_PER_USERNAME);
    expect(rows.filter((row) => row.key.startsWith("login-client "))).toHaveLength(LOGIN_FAILURES_PER_CLIENT);
    // Two hours after the last, any record prunes what no window counts any more.
    await takeLoginSlot({ client: "198.51.100.91", username: "later" }, minutes(78 + 120));
    expect(await rowsOf("198.51.100.90")).toEqual([]);
    expect(await rowsOf("198.51.100.91")).toHaveLength(2);
  });
});

describe("sliding window", () => {
  it("keeps at most maxKeys keys, forgetting the least recently used", () => {
    const window = new SlidingWindow({ limit: 2, windowMs: 60_000, maxKeys: 3 });
    for (const key of ["a", "b", "c", "d"]) window.record(key, 1);
    expect(window.count("a", 2)).toBe(0);
    expect(window.count("d", 2)).toBe(1);
  });

  it("keeps no more than `limit` times per key however often it is hit", () => {
    const window = new SlidingWindow({ limit: 3, windowMs: 60_000, maxKeys: 10 });
    for (let time = 0; time < 1000; time++) window.record("k", time);
    expect(window.count("k", 1000)).toBe(3);
    expect(window.waitMs("k", 1000)).toBe(997 + 60_000 - 1000);
  });
});

describe("client address keys", () => {
  it("folds an IPv6 client's /64 into one key and keeps IPv4 addresses whole", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("2001:db8:0:1:aaaa::1")).toBe("2001:db8:0:1::/64");
    expect(addressKey("2001:DB8:0:1:ffff:ffff:ffff:ffff")).toBe("2001:db8:0:1::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("2001:db8:0:2::1")).not.toBe(addressKey("2001:db8:0:1::1"));
  });
});

describe("message rate limits", () => {
  it("allows five messages per client and topic in ten minutes, then names the wait", async () => {
    const start = Date.now();
    for (let index = 0; index < MESSAGES_PER_TOPIC; index++) expect(await takeMessageSlot("198.51.100.20", "listing:1", start)).toBe(0);
    expect(await takeMessageSlot("198.51.100.20", "listing:1", start)).toBe(600);
    expect(await takeMessageSlot("198.51.100.20", "listing:2", start)).toBe(0);
    expect(await takeMessageSlot("198.51.100.21", "listing:1", start)).toBe(0);
    expect(await takeMessageSlot("198.51.100.20", "listing:1", start + 600_000)).toBe(0);
  });

  it("allows thirty messages per client in an hour across topics", async () => {
    const start = Date.now();
    for (let index = 0; index < MESSAGES_PER_HOUR; index++)
      expect(await takeMessageSlot("198.51.100.22", `listing:${index}`, start)).toBe(0);
    expect(await takeMessageSlot("198.51.100.22", "contact", start + 1000)).toBe(3599);
  });
});
