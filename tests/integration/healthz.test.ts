import { afterAll, beforeAll, expect, it } from "vitest";
import * as healthz from "~/routes/healthz";
import { databaseWentAway, isDatabaseDown } from "~/services/database-health.server";
import { type DatabaseHandle, openDatabase, useDatabase } from "~/services/db.server";
import { call, get } from "./route-helpers";
import { setupTestDatabase } from "./test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await setupTestDatabase();
});
afterAll(() => handle.close());

it("GET /healthz answers 200 while the database answers", async () => {
  const answer = await call(healthz.loader, get("/healthz"));
  expect(answer).toMatchObject({ status: 200, body: { status: "ok" } });
  expect(answer.headers.get("Cache-Control")).toBe("no-store");
});

// Before the test below, which opens (and closes) a database of its own: the checks ask the one opened last.
it("after a fault, counts the database back as soon as a check answers (PGlite as PostgreSQL)", async () => {
  databaseWentAway(Object.assign(new Error("A call waited its whole limit"), { code: "DATABASE_BUSY" }));
  expect(isDatabaseDown()).toBe(true);
  await expect.poll(isDatabaseDown, { timeout: 10_000 }).toBe(false);
});

it("GET /healthz answers 503 when the database does not answer", async () => {
  const closed = await openDatabase({ memory: true });
  await closed.close();
  useDatabase(closed);
  try {
    expect(await call(healthz.loader, get("/healthz"))).toMatchObject({ status: 503, body: { status: "unavailable" } });
  } finally {
    useDatabase(handle);
  }
});
