import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertAdmin } from "~/models/admins.server";
import * as loginPage from "~/routes/admin.login";
import * as loginApi from "~/routes/api.admin.login";
import type { DatabaseHandle } from "~/services/db.server";
import { MAX_FAILURES, retryAfterSeconds, recordFailure, WINDOW_MS } from "~/services/throttle.server";
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

describe("login throttling", () => {
  it("the form answers 429 with Retry-After after 10 failures, also for the right password", async () => {
    for (let attempt = 0; attempt < MAX_FAILURES; attempt++) {
      const answer = await call(loginPage.action, postForm("/admin/login", { username: "throttle-form", password: "wrong" }));
      expect(answer.status).toBe(401);
    }
    const blocked = await call(loginPage.action, postForm("/admin/login", { username: "Throttle-Form", password: "right-password-1" }));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get("Retry-After"))).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect(blocked.body).toMatchObject({ error: { "": ["login.tooManyAttempts"] } });
  });

  it("the JSON API is throttled the same way, and a success before the limit resets the count", async () => {
    for (let attempt = 0; attempt < MAX_FAILURES - 1; attempt++) {
      expect((await call(loginApi.action, apiLogin("throttle-api", "wrong"))).status).toBe(401);
    }
    expect((await call(loginApi.action, apiLogin("throttle-api", "right-password-2"))).status).toBe(200);
    for (let attempt = 0; attempt < MAX_FAILURES; attempt++) {
      expect((await call(loginApi.action, apiLogin("throttle-api", "wrong"))).status).toBe(401);
    }
    const blocked = await call(loginApi.action, apiLogin("throttle-api", "right-password-2"));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("lets failures age out of the 15-minute window", () => {
    const keys = ["user:aging"];
    const start = Date.now();
    for (let attempt = 0; attempt < MAX_FAILURES; attempt++) recordFailure(keys, start);
    expect(retryAfterSeconds(keys, start + 1000)).toBe(WINDOW_MS / 1000 - 1);
    expect(retryAfterSeconds(keys, start + WINDOW_MS)).toBe(0);
  });
});
