// Starts the production build (build/server.js, our server.ts) as a child process, for the crash
// and load tests: a free port, an explicit environment, ready once GET /healthz answers 200
// (the database is then migrated and seeded), stop(signal) resolving with the exit code.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SERVER_BUILD = "./build/server.js";

export const TEST_ADMIN = { username: "reliability-admin", password: "reliability-password-123" } as const;
export const SESSION_SECRET = "reliability-session-secret-that-is-long-enough-0123456789";

export type ServerTarget = { dataDir: string } | { databaseUrl: string };

/** The databases a built-server test runs on: embedded PGlite always, PostgreSQL when one is given. */
export const DATABASE_TARGETS: [label: string, databaseUrl: string | undefined][] = [["PGlite", ""]];
if (process.env.TEST_DATABASE_URL) DATABASE_TARGETS.push(["PostgreSQL", process.env.TEST_DATABASE_URL]);

/**
 * The one database a sweep of what clients send runs on: PostgreSQL when one is given (what production
 * runs), else PGlite. PGlite is the same PostgreSQL engine, so what the site answers to an input does not
 * depend on which; what the two connections do differently (busy, away, killed, locked, out of disk) is
 * tested on each, with DATABASE_TARGETS (docs/decisions/0016-ci-time-budget.md, 2026-11-29).
 */
export const SWEEP_TARGETS = DATABASE_TARGETS.slice(-1);

/**
 * A database of its own for a run: a new database on the server `serverUrl` (default DATABASE_URL)
 * names, or else a new PGlite DATA_DIR in the temp folder. cleanup() drops or deletes it. Empty, the
 * server's first start migrates and seeds it; or a copy of `template` (a database on that server, or a
 * PGlite DATA_DIR), as a server left it (seeded-target.ts).
 */
export async function freshTarget(
  purpose: string,
  serverUrl = process.env.DATABASE_URL,
  template?: string,
): Promise<{ target: ServerTarget; label: string; cleanup: () => Promise<void> }> {
  if (serverUrl) {
    const name = `riyadh_${purpose}_${randomBytes(6).toString("hex")}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      target: { databaseUrl: url.toString() },
      label: `PostgreSQL (${url.host}/${name})`,
      cleanup: async () => {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `riyadh-${purpose}-`));
  if (template) copyDataDir(template, dataDir);
  return {
    target: { dataDir },
    label: `PGlite (${dataDir})`,
    cleanup: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** Copies a PGlite DATA_DIR a stopped server left, without its lock file. */
export function copyDataDir(template: string, dataDir: string) {
  cpSync(template, dataDir, { recursive: true, filter: (source) => path.basename(source) !== "pglite.lock" });
}

interface LaunchOptions {
  /** Extra or overriding environment variables for the server process. */
  env?: Record<string, string>;
  /** Node's arguments: the built server by default; the quick start's script is another way to start it. */
  args?: string[];
  /** The tree whose build to start (the bench's base tree); this one by default. */
  root?: string;
}

export interface ServerProcess {
  readonly pid: number;
  readonly port: number;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** Resolves once the process has exited: its exit code, null when a signal ended it. */
  readonly exited: Promise<number | null>;
  /** What the process has written so far (the last ~1 MB of each stream). */
  stdout(): string;
  stderr(): string;
  /** Sends the signal and resolves with the exit code (null when the signal itself ended the process). */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | null>;
}

/** The process ids of a cluster primary's workers (its child processes). */
export function workerPids(primaryPid: number) {
  return spawnSync("pgrep", ["-P", String(primaryPid)], { encoding: "utf8" })
    .stdout.split("\n")
    .filter(Boolean)
    .map(Number);
}

const running = new Set<ChildProcess>();

/** Kills (SIGKILL) every server this module started that is still running: for afterAll hooks. */
export async function killAllServers() {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once("exit", () => resolve());
          child.kill("SIGKILL");
        }),
    ),
  );
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The variables that point the app (server or script) at the target database. */
export function targetEnv(target: ServerTarget) {
  return {
    DATA_DIR: "dataDir" in target ? target.dataDir : path.join(ROOT, "tests/.tmp/reliability-unused"),
    DATABASE_URL: "databaseUrl" in target ? target.databaseUrl : "",
  };
}

function serverEnv(target: ServerTarget, port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  // The test runner's own variables (VITEST_*, its DATA_DIR, ...) stay out of the server.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST") && key !== "TEST_DB" && key !== "NODE_OPTIONS"),
  );
  return {
    ...inherited,
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    ...targetEnv(target),
    SESSION_SECRET,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // The tests stand in for the proxy: each simulated client names its own address in
    // X-Forwarded-For (see clientHeaders), so the per-address limits count per client.
    TRUST_PROXY: "1",
    // The address the tests reach it at (the server answers for no other Host).
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    // The tests read the demo's listings; a production start seeds them only when asked.
    DEMO_DATA: "1",
    ...extra,
  };
}

const OUTPUT_LIMIT = 1 << 20;

/**
 * The last ~OUTPUT_LIMIT characters of a stream, kept as chunks: copying one growing string on every
 * chunk (a request log line each) cost the load generator, in this same process, most of a core.
 */
function tail(stream: NodeJS.ReadableStream) {
  const chunks: string[] = [];
  let length = 0;
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    chunks.push(chunk);
    length += chunk.length;
    while (chunks.length > 1 && length - chunks[0]!.length >= OUTPUT_LIMIT) length -= chunks.shift()!.length;
  });
  return () => chunks.join("").slice(-OUTPUT_LIMIT);
}

/** Starts the server process and returns at once (see startServer to wait until it is ready). */
export async function launchServer(target: ServerTarget, options: LaunchOptions = {}): Promise<ServerProcess> {
  const root = options.root ?? ROOT;
  if (!existsSync(path.join(root, SERVER_BUILD))) {
    throw new Error(`${SERVER_BUILD} is missing in ${root}: run \`npm run build\` before the reliability and load tests.`);
  }
  const port = await freePort();
  const child = spawn(process.execPath, options.args ?? [SERVER_BUILD], {
    cwd: root,
    env: serverEnv(target, port, options.env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  const stdout = tail(child.stdout);
  const stderr = tail(child.stderr);
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    // "close", not "exit": the output pipes are drained by then.
    child.once("close", (code) => {
      running.delete(child);
      resolve(code);
    });
  });
  if (child.pid === undefined) throw new Error("The server process could not be started");
  const pid = child.pid;

  return {
    pid,
    port,
    url: `http://127.0.0.1:${port}`,
    exited,
    stdout,
    stderr,
    async stop(signal: NodeJS.Signals = "SIGTERM", timeoutMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          child.kill("SIGKILL");
          reject(new Error(`Server ${pid} did not exit within ${timeoutMs} ms of ${signal}\n${stderr()}`));
        }, timeoutMs);
      });
      try {
        return await Promise.race([exited, timedOut]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Waits until GET /healthz answers 200; fails early, with the server's output, when the process exits. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 60_000) {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`The server exited (code ${exitCode}) before it was ready:\n${server.stderr()}${server.stdout()}`);
    }
    try {
      const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      await response.body?.cancel();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop("SIGKILL");
  throw new Error(`The server was not ready within ${timeoutMs} ms:\n${server.stderr()}${server.stdout()}`);
}

/** Starts the server and resolves once it is ready to serve. */
export async function startServer(target: ServerTarget, options: LaunchOptions = {}): Promise<ServerProcess> {
  const server = await launchServer(target, options);
  await waitUntilReady(server);
  return server;
}

// ---- A few API calls the tests share ----

let clients = 0;

/**
 * X-Forwarded-For naming a new simulated client (198.18.0.0/15, the range set aside for benchmarks)
 * at each call: with TRUST_PROXY=1 the server counts rate limits per such client.
 */
export function clientHeaders(): Record<string, string> {
  clients += 1;
  return { "X-Forwarded-For": `198.${18 + ((clients >> 16) & 1)}.${(clients >> 8) & 255}.${clients & 255}` };
}

/** Headers of a same-origin JSON write (the app refuses cross-site writes) from a new simulated client. */
export function jsonWriteHeaders(server: Pick<ServerProcess, "url">) {
  return { "Content-Type": "application/json", Origin: server.url, ...clientHeaders() };
}

/** Every published listing's id, in the API's order, read a page of 100 (the most it gives) at a time. */
export async function listPropertyIds(server: Pick<ServerProcess, "url">): Promise<number[]> {
  const ids: number[] = [];
  for (;;) {
    const response = await fetch(`${server.url}/api/properties?limit=100&offset=${ids.length}`);
    if (!response.ok) throw new Error(`GET /api/properties answered ${response.status}`);
    const page = ((await response.json()) as { id: number }[]).map((item) => item.id);
    ids.push(...page);
    if (page.length === 0 || ids.length >= Number(response.headers.get("X-Total-Count"))) return ids;
  }
}

interface StoredInquiry {
  id: number;
  propertyId: number;
  propertyTitle: string;
  name: string;
  message: string;
}

/** Signs in as TEST_ADMIN through the API: the Cookie header value of the session. */
export async function adminCookie(server: Pick<ServerProcess, "url">) {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: jsonWriteHeaders(server),
    body: JSON.stringify(TEST_ADMIN),
  });
  if (login.status !== 200) throw new Error(`POST /api/admin/login answered ${login.status}: ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}

/** Every stored inquiry, read through the admin API (signs in as TEST_ADMIN first). */
export async function fetchStoredInquiries(server: Pick<ServerProcess, "url">): Promise<StoredInquiry[]> {
  const cookie = await adminCookie(server);
  // The list comes a page at a time, newest first.
  const inquiries: StoredInquiry[] = [];
  for (;;) {
    const response = await fetch(`${server.url}/api/admin/inquiries?limit=500&offset=${inquiries.length}`, { headers: { Cookie: cookie } });
    if (response.status !== 200) throw new Error(`GET /api/admin/inquiries answered ${response.status}`);
    const page = (await response.json()) as StoredInquiry[];
    inquiries.push(...page);
    if (page.length < 500) return inquiries;
  }
}

/** Every line the server wrote, parsed; fails on any line that is not JSON. */
export function logLines(server: ServerProcess) {
  return (server.stdout() + server.stderr())
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`A log line that is not JSON: ${line}`);
      }
    });
}

/** The request numbers of this run's inquiries among those stored. */
export function storedNumbers(stored: { message: string }[], runId: string) {
  return new Set(stored.flatMap(({ message }) => (message.startsWith(`${runId} #`) ? [Number(message.slice(runId.length + 2))] : [])));
}
