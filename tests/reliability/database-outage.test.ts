// The database going away and coming back, on the built server with two workers, through a TCP proxy
// in front of PostgreSQL that the test controls (fault-proxy.ts): no process exits, every request is
// answered (2xx or 503 with Retry-After, never a reset or another 5xx), every 2xx is stored, every write
// sent once the database accepts connections again works, and every log line is JSON.
// Runs when TEST_DATABASE_URL names a PostgreSQL server.
import { randomBytes } from "node:crypto";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { type FaultProxy, startFaultProxy } from "./fault-proxy";
import {
  fetchStoredInquiries,
  clientHeaders,
  jsonWriteHeaders,
  killAllServers,
  launchServer,
  listPropertyIds,
  logLines,
  type ServerProcess,
  startServer,
  storedNumbers,
  waitUntilReady,
  workerPids,
} from "./server";
import { seededTarget } from "./seeded-target";

/** How long after the proxy accepts again a write may still meet a connection refused before it (see the test). */
const RESTORE_SETTLE_MS = 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  await killAllServers();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

interface Answer {
  n: number;
  /** When the request was sent. */
  sentAt: number;
  /** The HTTP status, or "reset" when no answer came. */
  status: number | "reset";
  retryAfter: string | null;
  error?: unknown;
}

/** `clients` loops posting inquiries until stop(); each request's answer is kept. */
function postInquiries(server: ServerProcess, propertyIds: number[], runId: string, clients = 8) {
  const answers: Answer[] = [];
  let stopped = false;
  let next = 0;
  async function client() {
    while (!stopped) {
      const n = next++;
      const sentAt = Date.now();
      let answer: Answer;
      try {
        const response = await fetch(`${server.url}/api/inquiries`, {
          method: "POST",
          headers: jsonWriteHeaders(server),
          body: JSON.stringify({
            propertyId: propertyIds[n % propertyIds.length],
            name: `Outage test ${n}`,
            email: `outage-${n}@example.com`,
            phone: "+966 11 000 0000",
            message: `${runId} #${n}`,
          }),
          signal: AbortSignal.timeout(15_000),
        });
        const body = response.status === 201 ? undefined : ((await response.json().catch(() => null)) as unknown);
        if (response.status === 201) await response.body?.cancel();
        answer = { n, sentAt, status: response.status, retryAfter: response.headers.get("Retry-After"), error: body };
      } catch {
        answer = { n, sentAt, status: "reset", retryAfter: null };
        await sleep(25);
      }
      answers.push(answer);
    }
  }
  const running = Array.from({ length: clients }, () => client());
  return {
    answers,
    async stop() {
      stopped = true;
      await Promise.all(running);
    },
  };
}

async function outageTarget(purpose: string) {
  const { target, cleanup } = await seededTarget(purpose, serverUrl);
  const proxy: FaultProxy = await startFaultProxy();
  cleanups.push(async () => {
    await proxy.close();
    await cleanup();
  });
  const databaseUrl = "databaseUrl" in target ? target.databaseUrl : "";
  return { proxy, target: { databaseUrl: proxy.through(databaseUrl) } };
}

describe.skipIf(!serverUrl)("PostgreSQL goes away", () => {
  it("under load: no process exits, every request answered 2xx or 503, every 2xx stored, every write sent after it is back works", async () => {
    const { proxy, target } = await outageTarget("outage");
    const server = await startServer(target, { env: { WEB_CONCURRENCY: "2" } });
    const workers = workerPids(server.pid).sort();
    expect(workers).toHaveLength(2);
    const runId = `outage-${randomBytes(4).toString("hex")}`;
    const propertyIds = (await listPropertyIds(server)).slice(0, 5);

    const load = postInquiries(server, propertyIds, runId);
    await sleep(1_500);
    await proxy.refuse(); // every connection cut, new ones refused: PostgreSQL stopped
    await sleep(4_000);
    await proxy.restore();
    // A write that reaches a worker in the same turn of its event loop as the refusal of a connection
    // attempt made before the restore joins that attempt and gets a 503 (seen once in CI). Writes sent
    // from half a second on must all work: still well under the 1 s between the health checks, which
    // nothing waits for.
    const settledAt = Date.now() + RESTORE_SETTLE_MS;
    // However slow the machine, until eight writes sent after the restore have their answers.
    const answeredAfterRestore = () => load.answers.filter((answer) => answer.sentAt >= settledAt).length;
    await expect.poll(answeredAfterRestore, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(8);
    await load.stop();

    const { answers } = load;
    const count = (predicate: (answer: Answer) => boolean) => answers.filter(predicate).length;
    // postgres.js opens a new connection for the next query: nothing waits for a check to say the database is back.
    const sentAfterRestore = answers.filter((answer) => answer.sentAt >= settledAt);
    const report = {
      requests: answers.length,
      created: count((answer) => answer.status === 201),
      unavailable: count((answer) => answer.status === 503),
      resets: count((answer) => answer.status === "reset"),
      other: answers.filter((answer) => answer.status !== 201 && answer.status !== 503).map((answer) => answer.status),
      sentAfterRestore: sentAfterRestore.length,
    };
    console.info(`PostgreSQL outage under load: ${JSON.stringify(report)}`);

    expect(report.other, "answers other than 201 and 503 (a reset is 'reset')").toEqual([]);
    expect(report.unavailable).toBeGreaterThan(0);
    for (const answer of answers.filter((each) => each.status === 503)) {
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(answer.error).toEqual({ error: expect.stringMatching(/database is unavailable/) });
    }
    expect(sentAfterRestore.length).toBeGreaterThanOrEqual(8);
    expect(sentAfterRestore.filter((answer) => answer.status !== 201).map(({ n, status }) => ({ n, status }))).toEqual([]);

    // Nothing acknowledged is lost.
    const stored = storedNumbers(await fetchStoredInquiries(server), runId);
    const lost = answers.filter((answer) => answer.status === 201 && !stored.has(answer.n)).map((answer) => answer.n);
    expect(lost).toEqual([]);

    // No process exited: the same primary and workers, and the log in JSON saying when it went and came back.
    expect(workerPids(server.pid).sort()).toEqual(workers);
    const lines = logLines(server);
    expect(lines.filter((line) => line.event === "worker_exited")).toEqual([]);
    expect(lines.filter((line) => line.event === "database_unavailable").length).toBeGreaterThanOrEqual(1);
    expect(lines.filter((line) => line.event === "database_available").length).toBeGreaterThanOrEqual(1);
    expect(server.stdout() + server.stderr()).not.toContain("@example.com");
    expect(await server.stop("SIGTERM")).toBe(0);
  });

  it("at start: the server listens and answers 503 while it waits, then recovers by itself", async () => {
    const { proxy, target } = await outageTarget("outage_start");
    await proxy.refuse();
    const server = await launchServer(target, { env: { WEB_CONCURRENCY: "2" } });

    // Alive (liveness 200) but not ready (readiness 503), for as long as the database is away.
    let live: Response | undefined;
    for (let tries = 0; tries < 200 && live?.status !== 200; tries++) {
      live = await fetch(`${server.url}/healthz?live=1`).catch(() => undefined);
      if (live?.status !== 200) await sleep(100);
    }
    expect(live?.status).toBe(200);
    const ready = await fetch(`${server.url}/healthz`);
    expect(ready.status).toBe(503);

    const post = await fetch(`${server.url}/api/inquiries`, {
      method: "POST",
      headers: jsonWriteHeaders(server),
      body: JSON.stringify({ propertyId: 1, name: "Start test", email: "start@example.com", phone: "+966 11 000 0000", message: "hello" }),
    });
    expect(post.status).toBe(503);
    expect(post.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await post.json()).toEqual({ error: expect.stringMatching(/database is unavailable/) });

    // A page: the site's layout, in the page's language, with Retry-After.
    const arabic = await fetch(`${server.url}/?lng=ar`);
    expect(arabic.status).toBe(503);
    expect(arabic.headers.get("Retry-After")).toMatch(/^\d+$/);
    const html = await arabic.text();
    expect(html).toContain('lang="ar"');
    expect(html).toContain("نعود بعد لحظات");
    expect(html).toContain("<header");
    const english = await fetch(`${server.url}/districts/olaya`);
    expect(english.status).toBe(503);
    expect(await english.text()).toContain("Back in a moment");

    // A form posted without scripts, when no page can be drawn: what was typed comes back, ready to send again.
    for (const [path, fields] of [
      [
        "/contact?lng=ar",
        {
          firstName: "Noura",
          lastName: "Saad",
          email: "noura@example.com",
          phone: "0551234567",
          subject: "Viewing",
          message: "Typed during the outage",
        },
      ],
      ["/property/1", { name: "Fahad Typed", email: "fahad@example.com", phone: "0551234567", message: "Still typed here" }],
    ] as const) {
      const posted = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", ...clientHeaders() },
        body: new URLSearchParams(fields).toString(),
      });
      expect(posted.status, path).toBe(503);
      const page = await posted.text();
      expect(page).toContain(`>${fields.message}</textarea>`);
      expect(page).toContain(`value="${fields.email}"`);
      // The page's own form where its page can be drawn, else the error page's form to send it again.
      expect(page).toContain(path.includes("lng=ar") ? "لم تُرسل رسالتك" : "Your message was not sent");
    }

    await sleep(2_000); // still waiting, still up
    expect(workerPids(server.pid)).toHaveLength(2);
    await proxy.restore();
    const restoredAt = Date.now();
    await waitUntilReady(server, 30_000);
    // Each worker opens its database on its own (the second waits for the first to migrate and seed),
    // and either may take the next request: both must have said they are back.
    const events = (event: string) => logLines(server).filter((line) => line.event === event);
    for (let tries = 0; tries < 100 && events("database_available").length < 2; tries++) await sleep(100);
    const propertyIds = await listPropertyIds(server);
    const created = await fetch(`${server.url}/api/inquiries`, {
      method: "POST",
      headers: jsonWriteHeaders(server),
      body: JSON.stringify({
        propertyId: propertyIds[0],
        name: "Start test",
        email: "start@example.com",
        phone: "+966 11 000 0000",
        message: "hello",
      }),
    });
    expect(created.status).toBe(201);
    console.info(
      `Start without a database: ready ${(Date.now() - restoredAt) / 1000} s after it accepted connections (migrations and seed included)`,
    );

    // One line per worker when it went away and one when it was back.
    expect(events("database_unavailable")).toHaveLength(2);
    expect(events("database_available")).toHaveLength(2);
    expect(events("worker_exited")).toEqual([]);
    expect(await server.stop("SIGTERM")).toBe(0);
  });
});

afterAll(async () => {
  await killAllServers();
});
