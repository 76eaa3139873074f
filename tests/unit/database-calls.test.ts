import { expect, it } from "vitest";
import { DatabaseBusyError, oneAtATime } from "~/services/database-calls.server";
import { STUCK_AFTER_MS, stuckWork } from "~/services/database-health.server";
import { faultOf } from "~/services/faults.server";

// PGlite's one connection behind oneAtATime (issue 48, rule 2): no call waits for it without bound, a
// dropped call never runs, and a call that never ends makes the process stuck for the liveness check.

function fakeConnection() {
  const ran: string[] = [];
  let release = () => {};
  const connection = {
    /** Runs until release() is called. */
    hold: () => new Promise<void>((resolve) => (release = resolve)),
    query: (text: string) => {
      ran.push(text);
      return Promise.resolve(text);
    },
  };
  return { connection, ran, release: () => release() };
}

it("a call still waiting for the connection after the limit is refused as busy, and never runs", async () => {
  const { connection, ran, release } = fakeConnection();
  oneAtATime(connection, ["hold", "query"], 50);
  const held = connection.hold();
  const waiting = connection.query("insert that must not run late");
  await expect(waiting).rejects.toBeInstanceOf(DatabaseBusyError);
  // A busy connection is answered as the database being unavailable: a 503 in words, never a 500.
  await expect(waiting.catch((error: unknown) => faultOf(error))).resolves.toBe("unavailable");
  release();
  await held;
  await expect(connection.query("next")).resolves.toBe("next");
  expect(ran).toEqual(["next"]);
});

it("calls take the connection one at a time, in order, within the limit", async () => {
  const { connection, ran } = fakeConnection();
  oneAtATime(connection, ["query"], 1_000);
  await Promise.all(["a", "b", "c"].map((text) => connection.query(text)));
  expect(ran).toEqual(["a", "b", "c"]);
});

it("a call that holds the connection far past the limit marks the process stuck; once it ends, it is not", async () => {
  const { connection, release } = fakeConnection();
  oneAtATime(connection, ["hold"], 50);
  const held = connection.hold();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(stuckWork()).toBeNull();
  expect(stuckWork(Date.now() + STUCK_AFTER_MS + 1_000)).toMatchObject({ kind: "database" });
  release();
  await held;
  expect(stuckWork(Date.now() + STUCK_AFTER_MS + 1_000)).toBeNull();
});
