import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { landmarks, searchAlerts } from "../../drizzle/schema";
import { followSearch, queueAlertDigests } from "~/models/alerts.server";
import { listLandmarks } from "~/models/landmarks.server";
import { takeMessageSlot } from "~/services/throttle.server";
import { QueryOutsideTransactionError } from "~/services/database-calls.server";
import { type DatabaseHandle, getDb } from "~/services/db.server";
import { parseBrowseQuery } from "~/schemas/filters";
import { setupSeededDatabaseWithAdmin } from "./test-database";

// Issue 48: inside a transaction the database is reached through that transaction alone. The process's
// handle refuses anything else at once (app/services/database-calls.server.ts), so a model that reads
// through getDb() inside its own transaction fails here, loudly, instead of hanging a server that has
// one connection (PGlite) or a pool that every request holds while waiting for another (PostgreSQL).

/** Whether an error is the refusal, as thrown or as drizzle wraps it (the driver's error is its cause). */
function isRefusal(error: unknown): boolean {
  return error instanceof QueryOutsideTransactionError || (error instanceof Error && isRefusal(error.cause));
}

let handle: DatabaseHandle;
beforeAll(async () => {
  ({ handle } = await setupSeededDatabaseWithAdmin("transactions-admin"));
});
afterAll(() => handle.close());

it("a query through the process's handle inside a transaction is refused, the transaction's own are not", async () => {
  const db = await getDb();
  const outcome = db.transaction(async (tx) => {
    await tx.select().from(landmarks).limit(1);
    await db.select().from(landmarks).limit(1);
  });
  await expect(outcome).rejects.toSatisfy(isRefusal);
  // The refusal rolled the transaction back and freed the connection: the handle works again.
  expect((await db.select().from(landmarks).limit(1)).length).toBe(1);
});

it("a cached read, a nested transaction and (on PostgreSQL) the data version through the handle are refused inside one", async () => {
  const db = await getDb();
  const around: (() => Promise<unknown>)[] = [() => listLandmarks(), () => db.transaction((inner) => inner.select().from(landmarks))];
  // PGlite's data version is a counter in memory: no database call to refuse.
  if (handle.driver === "postgres") around.push(() => handle.dataVersion());
  for (const call of around) await expect(db.transaction(async () => call())).rejects.toSatisfy(isRefusal);
});

it("a throttle decision is never taken inside another transaction (it would hold two connections)", async () => {
  const db = await getDb();
  const outcome = db.transaction(async () => takeMessageSlot("192.0.2.7", "contact"));
  // PGlite keeps the counts in memory (no database call); PostgreSQL's take a transaction of their own.
  if (handle.driver === "postgres") await expect(outcome).rejects.toSatisfy(isRefusal);
  else await expect(outcome).resolves.toBe(0);
});

it("work a transaction started and left running may use the handle once the transaction has ended", async () => {
  const db = await getDb();
  let later: Promise<unknown> = Promise.resolve();
  await db.transaction(() => {
    later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.select().from(landmarks).limit(1));
    return Promise.resolve();
  });
  await expect(later).resolves.toHaveLength(1);
});

it("following a search near a landmark, with nothing read before, queues its confirmation naming the landmark", async () => {
  // A fresh handle's read cache is empty, as it is on a server right after a minute turns: the landmarks
  // are read from the database, which the model must do before its transaction begins.
  const [landmark] = await handle.db.select().from(landmarks).limit(1);
  const query = parseBrowseQuery(new URLSearchParams({ near: landmark!.slug, within: "2000" }));
  if (!query.success) throw new Error("the seeded landmark makes a valid search");
  await followSearch("near@example.com", query.filters, "en");
  const [alert] = await handle.db.select().from(searchAlerts).where(eq(searchAlerts.email, "near@example.com"));
  expect(alert?.search).toContain(`near=${landmark!.slug}`);
  // The digests, which read the same names, run their transactions the same way.
  await expect(queueAlertDigests()).resolves.toBe(0);
});
