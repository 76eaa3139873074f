// Crash and restart behaviour of the production build, as separate server processes:
// - PostgreSQL (when TEST_DATABASE_URL names a server): SIGTERM stops every worker, even one still
//   starting; SIGKILL while inquiries are being posted,
//   restart, and every inquiry that was answered 201 is there;
// - PGlite: SIGTERM while inquiries are being posted closes the database cleanly (exit code 0, lock
//   released) and a restart on the same DATA_DIR finds every acknowledged inquiry;
// - PGlite: a second server on a DATA_DIR in use is refused with a clear message and leaves it intact.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  fetchStoredInquiries,
  freshTarget,
  jsonWriteHeaders,
  killAllServers,
  launchServer,
  listPropertyIds,
  logLines,
  type ServerProcess,
  startServer,
  workerPids,
} from "./server";
import { seededTarget } from "./seeded-target";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cleanups: (() => Promise<void>)[] = [];
/** A PGlite data folder as a first start leaves it (a copy of the run's; the first start has its own test above). */
async function seededDataDir(purpose: string) {
  const { target, cleanup } = await seededTarget(purpose, "");
  cleanups.push(cleanup);
  return (target as { dataDir: string }).dataDir;
}

afterEach(async () => {
  await killAllServers();
});

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

// ---- Posting inquiries with a bounded number in flight, remembering what each request got ----

interface Firing {
  /** Request numbers answered 201. */
  acknowledged: Set<number>;
  /** Request numbers that got no answer (connection refused or reset): stored or not, both are fine. */
  unanswered: Set<number>;
  /** Answers other than 201, as "n: status". */
  unexpected: string[];
  /** Resolves once `count` requests are acknowledged, or after `timeoutMs`. */
  acknowledgedAtLeast(count: number, timeoutMs: number): Promise<void>;
  /** Stops sending and waits for the requests in flight. */
  finish(): Promise<void>;
}

function fireInquiries(server: ServerProcess, propertyIds: number[], runId: string, concurrency = 8, maxMs = 20_000): Firing {
  const acknowledged = new Set<number>();
  const unanswered = new Set<number>();
  const unexpected: string[] = [];
  const deadline = Date.now() + maxMs;
  let stopped = false;
  let next = 0;

  async function worker() {
    while (!stopped && Date.now() < deadline) {
      const n = next++;
      const body = {
        propertyId: propertyIds[n % propertyIds.length],
        name: `Crash test ${n}`,
        email: `crash-${n}@example.com`,
        phone: "+966 11 000 0000",
        message: `${runId} #${n}`,
      };
      try {
        const response = await fetch(`${server.url}/api/inquiries`, {
          method: "POST",
          headers: jsonWriteHeaders(server),
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
        await response.body?.cancel();
        // The status line is the acknowledgement, whether or not the body made it before a kill.
        if (response.status === 201) acknowledged.add(n);
        else unexpected.push(`${n}: ${response.status}`);
      } catch {
        unanswered.add(n);
        await sleep(25); // the server is gone: no busy loop against a closed port
      }
    }
  }
  const workers = Array.from({ length: concurrency }, () => worker());

  return {
    acknowledged,
    unanswered,
    unexpected,
    async acknowledgedAtLeast(count, timeoutMs) {
      const until = Date.now() + timeoutMs;
      while (acknowledged.size < count && Date.now() < until) await sleep(10);
    },
    async finish() {
      stopped = true;
      await Promise.all(workers);
    },
  };
}

/** The request numbers of this run's inquiries among those stored. */
function storedRequestNumbers(stored: { message: string }[], runId: string) {
  const numbers = new Set<number>();
  for (const { message } of stored) {
    const match = new RegExp(`^${runId} #(\\d+)$`).exec(message);
    if (match) numbers.add(Number(match[1]));
  }
  return numbers;
}

/** Every acknowledged inquiry is stored, and nothing is stored that was not sent. */
function expectDurable(firing: Firing, stored: Set<number>, concurrency: number) {
  const lost = [...firing.acknowledged].filter((n) => !stored.has(n));
  expect(lost, "acknowledged (201) inquiries missing after the restart").toEqual([]);
  const extra = [...stored].filter((n) => !firing.acknowledged.has(n));
  // Requests in flight when the server died may have been committed without their answer arriving.
  expect(
    extra.filter((n) => !firing.unanswered.has(n)),
    "stored inquiries that were never sent",
  ).toEqual([]);
  expect(extra.length).toBeLessThanOrEqual(concurrency);
}

const CONCURRENCY = 8;

// ---- PostgreSQL: SIGKILL ----

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("PostgreSQL", () => {
  it("loses no acknowledged inquiry when the server is killed (SIGKILL) while they are being posted", async () => {
    const { target, cleanup } = await seededTarget("crash", serverUrl);
    try {
      const runId = `pg-${randomBytes(4).toString("hex")}`;

      const server = await startServer(target);
      const propertyIds = (await listPropertyIds(server)).slice(0, 5);
      expect(propertyIds.length).toBeGreaterThan(0);

      const firing = fireInquiries(server, propertyIds, runId, CONCURRENCY);
      await firing.acknowledgedAtLeast(40, 10_000);
      await sleep(200);
      expect(await server.stop("SIGKILL")).toBeNull();
      await sleep(300); // posts against the dead server fail
      await firing.finish();
      expect(firing.acknowledged.size).toBeGreaterThanOrEqual(40);
      expect(firing.unexpected).toEqual([]);

      const restarted = await startServer(target);
      const stored = storedRequestNumbers(await fetchStoredInquiries(restarted), runId);
      expectDurable(firing, stored, CONCURRENCY);
      console.info(
        `PostgreSQL SIGKILL: ${firing.acknowledged.size} acknowledged, ${firing.unanswered.size} unanswered, ${stored.size} stored`,
      );
      expect(await restarted.stop("SIGTERM")).toBe(0);
    } finally {
      await killAllServers();
      await cleanup();
    }
  });
});

/** The command lines of a cluster primary's workers, from /proc. */
const workerCommandLines = (primaryPid: number) =>
  workerPids(primaryPid).map((pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0"));

describe.skipIf(!serverUrl)("PostgreSQL workers", () => {
  it("run with a larger young generation, unless NODE_OPTIONS already sets one", async () => {
    const { target, cleanup } = await seededTarget("young", serverUrl);
    try {
      const tuned = await startServer(target, { env: { WEB_CONCURRENCY: "2" } });
      const workers = workerCommandLines(tuned.pid);
      expect(workers).toHaveLength(2);
      for (const worker of workers) expect(worker).toContain("--max-semi-space-size=64");
      expect(await tuned.stop("SIGTERM")).toBe(0);

      const chosen = await startServer(target, { env: { WEB_CONCURRENCY: "2", NODE_OPTIONS: "--max_semi_space_size=8" } });
      const untouched = workerCommandLines(chosen.pid);
      expect(untouched).toHaveLength(2);
      for (const worker of untouched) expect(worker.some((arg) => arg.includes("semi"))).toBe(false);
      expect(await chosen.stop("SIGTERM")).toBe(0);
    } finally {
      await killAllServers();
      await cleanup();
    }
  });

  it("stop on SIGTERM even while one still waits for the startup lock on a first start", async () => {
    // The first worker ready answers /healthz; the other is usually still waiting for the lock the
    // first held while it migrated and seeded. Twice, on fresh databases, as the race may go either way.
    for (let attempt = 0; attempt < 2; attempt++) {
      const { target, cleanup } = await freshTarget("stop", serverUrl);
      try {
        const server = await startServer(target, { env: { WEB_CONCURRENCY: "2" } });
        // 0: the primary did not have to kill a worker that kept running (it exits 1 then, after 15 s).
        expect(await server.stop("SIGTERM", 30_000)).toBe(0);
        // And each worker stopped on its own within its grace, not at its limit (exit code 1).
        const stopped = logLines(server).filter((line) => line.event === "worker_stopped");
        expect(stopped.map(({ code, signal }) => ({ code, signal }))).toEqual([
          { code: 0, signal: null },
          { code: 0, signal: null },
        ]);
      } finally {
        await killAllServers();
        await cleanup();
      }
    }
  });
});

// ---- PGlite: SIGTERM and the data-directory lock ----

describe("PGlite", () => {
  it("closes the database cleanly on SIGTERM while inquiries are being posted, and a restart finds them all", async () => {
    const dataDir = await seededDataDir("sigterm");
    const runId = `sigterm-${randomBytes(4).toString("hex")}`;
    // Asked for workers, PGlite runs one process (its files take one) and says so.
    const server = await startServer({ dataDir }, { env: { WEB_CONCURRENCY: "4" } });
    const propertyIds = await listPropertyIds(server);
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(true);
    expect(server.stdout().match(/"event":"single_process"/g)).toHaveLength(1);
    expect(server.stdout()).not.toContain('"workers":');

    const firing = fireInquiries(server, propertyIds.slice(0, 5), runId, CONCURRENCY);
    await firing.acknowledgedAtLeast(40, 10_000);
    // SIGTERM: no new connections, 2 s for running requests, then the database is closed and the process exits 0.
    const exitCode = await server.stop("SIGTERM");
    await firing.finish();
    expect(exitCode, server.stderr()).toBe(0);
    expect(firing.acknowledged.size).toBeGreaterThanOrEqual(40);
    expect(firing.unexpected, "answers other than 201 during the shutdown").toEqual([]);
    expect(existsSync(path.join(dataDir, "pglite.lock")), "lock file released on a clean shutdown").toBe(false);
    // Request logs: a JSON line per request with method, path, status, duration and id; never the posted bodies.
    const lines = server
      .stdout()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: "info",
        method: "POST",
        path: "/api/inquiries",
        status: 201,
        ms: expect.any(Number),
        requestId: expect.any(String),
      }),
    );
    expect(server.stdout()).not.toContain("@example.com");

    const restarted = await startServer({ dataDir });
    const stored = storedRequestNumbers(await fetchStoredInquiries(restarted), runId);
    expectDurable(firing, stored, CONCURRENCY);
    expect(await listPropertyIds(restarted)).toEqual(propertyIds);
    console.info(`PGlite SIGTERM: ${firing.acknowledged.size} acknowledged, ${firing.unanswered.size} unanswered, ${stored.size} stored`);
    expect(await restarted.stop("SIGTERM")).toBe(0);
  });

  it("refuses a second server on the same DATA_DIR with a clear message and leaves the data intact", async () => {
    const dataDir = await seededDataDir("lock");
    const runId = `lock-${randomBytes(4).toString("hex")}`;
    const first = await startServer({ dataDir });
    const propertyIds = await listPropertyIds(first);
    const post = async (n: number) => {
      const response = await fetch(`${first.url}/api/inquiries`, {
        method: "POST",
        headers: jsonWriteHeaders(first),
        body: JSON.stringify({
          propertyId: propertyIds[0],
          name: `Lock test ${n}`,
          email: "lock@example.com",
          phone: "+966 11 000 0000",
          message: `${runId} #${n}`,
        }),
      });
      expect(response.status).toBe(201);
    };
    await Promise.all([0, 1, 2].map(post));

    const second = await launchServer({ dataDir });
    const code = await Promise.race([second.exited, sleep(30_000).then(() => "still running" as const)]);
    expect(code, second.stdout()).not.toBe("still running");
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    // Its last words: one JSON line on stdout that says why; nothing else on stderr.
    const lastWords = JSON.parse(second.stdout().trim().split("\n").at(-1)!) as { level: string; message: string };
    expect(lastWords).toMatchObject({ level: "fatal", event: "database_open_failed" });
    expect(lastWords.message).toContain(`in use by process ${first.pid}`);
    expect(lastWords.message).toContain(dataDir);
    expect(second.stderr()).toBe("");
    // The lock still names the first server, which goes on serving reads and writes.
    expect(readFileSync(path.join(dataDir, "pglite.lock"), "utf8").trim()).toBe(String(first.pid));
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    await post(3);

    expect(await first.stop("SIGTERM")).toBe(0);
    const restarted = await startServer({ dataDir });
    expect(storedRequestNumbers(await fetchStoredInquiries(restarted), runId)).toEqual(new Set([0, 1, 2, 3]));
    expect(await listPropertyIds(restarted)).toEqual(propertyIds);
    expect(await restarted.stop("SIGTERM")).toBe(0);
  });
});
