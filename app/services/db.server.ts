import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { statfs } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "../../drizzle/schema";
import { freshSingleFlight } from "../utils/fresh-single-flight";
import { checkTransactions, connectionTimeLimits, oneAtATime, outsideTransactions } from "./database-calls.server";
import { checkDelay, databaseIsBack, databaseWentAway, setDatabaseProbe } from "./database-health.server";
import { env } from "./env.server";
import { DatabaseUnavailableError, faultOf } from "./faults.server";
import { errorFields, exitWith } from "./logger.server";
import { processState } from "./process-state.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  driver: "postgres" | "pglite";
  /**
   * A number that changes whenever listings, their images or districts change (see migration 0001):
   * what stamps the read cache. PostgreSQL may have several app processes writing, so its row is read
   * for every check (overlapping checks share a read that began after all of them). PGlite has one
   * process by design and tells it of every change (migration 0004) before the write's promise
   * settles, so a counter in memory is exact and costs no query.
   */
  dataVersion(): Promise<number>;
  close(): Promise<void>;
}

// <repo>/drizzle/migrations, found by walking up from this module: it runs from app/services
// (dev, tests, scripts) and from a chunk somewhere under build/server (production).
function findMigrationsFolder(start = path.dirname(fileURLToPath(import.meta.url))): string {
  const candidate = path.join(start, "drizzle", "migrations");
  if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
  const parent = path.dirname(start);
  if (parent === start) throw new Error("drizzle/migrations not found above " + fileURLToPath(import.meta.url));
  return findMigrationsFolder(parent);
}
const MIGRATIONS_FOLDER = findMigrationsFolder();

// An in-memory database may start from a dump of an already migrated one (`dumpDataDir()`): the tests
// open one per file, and PGlite's first start (initdb) costs more than loading a dump.
type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; loadDataDir?: Blob };

// Every session's settings for the words search (models/property-words.server.ts): a word matches a listing's
// word at a trigram word similarity of 0.5, not pg_trgm's 0.6, so "center" finds "Centre" and "Kingdum"
// "Kingdom". The index reads the setting, so it cannot be a per-query number.
const SEARCH_SETTINGS = { "pg_trgm.word_similarity_threshold": "0.5" };

// Any number for pg_advisory_lock, the same in every app process: "riyadh" in ASCII.
const STARTUP_LOCK = 0x726979616468;

// Whether a call around a transaction fails at once (database-calls.server.ts, rule 1).
const checked = env.NODE_ENV !== "production" || env.CHECK_TRANSACTIONS === "1";

/**
 * Opens a database, brings its schema up to date and runs `prepare` (the first-start admin, the places and,
 * when asked for, the demo data). On PostgreSQL several workers and instances start at once: an advisory lock lets one of them
 * migrate and prepare at a time, so none applies a migration twice or seeds the demo data twice.
 */
export async function openDatabase(
  target: DatabaseTarget,
  prepare: (handle: DatabaseHandle) => Promise<void> = () => Promise.resolve(),
): Promise<DatabaseHandle> {
  if ("url" in target) {
    const client = postgres(target.url, {
      max: 10,
      onnotice: () => {},
      // A database that does not answer at all (a host gone) makes requests wait this long, not 30 s.
      connect_timeout: 5,
      // No wait before reconnecting after failed attempts (postgres.js waits up to 20 s by default): each
      // query tries once, so the first after the database is back succeeds at once. A query that cannot
      // connect fails (a 503), so this never loops.
      backoff: () => 0,
      // No statement runs, and no transaction sits idle, without bound (database-calls.server.ts, rule 2).
      connection: { ...SEARCH_SETTINGS, ...connectionTimeLimits },
    });
    const db = drizzlePostgres(client, { schema }) as unknown as Database;
    // drizzle reaches the pool through these alone; a transaction gets a connection of its own.
    if (checked) checkTransactions(db, client, ["unsafe", "begin", "reserve"]);
    const handle: DatabaseHandle = {
      db,
      driver: "postgres",
      // Concurrent requests share a check that began after each of them asked: a page's loaders make
      // three checks at once, and under load many pages ask together (utils/fresh-single-flight.ts).
      dataVersion: freshSingleFlight(async () =>
        Number((await outsideTransactions(() => client`select version from data_version where id = 1`))[0]?.version ?? 0),
      ),
      close: () => client.end({ timeout: 5 }),
    };
    try {
      const lock = await client.reserve();
      try {
        // Waiting for another worker's migration is not a statement to time out.
        await lock`set statement_timeout = 0`;
        await lock`select pg_advisory_lock(${STARTUP_LOCK})`;
        await migratePostgres(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
        await prepare(handle);
      } finally {
        await lock`select pg_advisory_unlock(${STARTUP_LOCK})`.catch(() => {});
        await lock`reset statement_timeout`.catch(() => {});
        lock.release();
      }
    } catch (error) {
      // The caller may try again with a new client: this one's connections go.
      await client.end({ timeout: 0 }).catch(() => {});
      throw error;
    }
    setDatabaseProbe(() => outsideTransactions(() => client`select 1`));
    return handle;
  }
  if (!("dataDir" in target)) return openPglite(new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir: target.loadDataDir }), prepare);
  const { dataDir } = target;
  let client: PGlite | undefined;
  try {
    // On a disk with no room at all PGlite's start never ends (seen with 0 bytes free): not tried.
    const free = await freeBytes(dataDir).catch(() => null);
    if (free !== null && free < NO_ROOM) throw new DataDirFullError(dataDir, free, null);
    const releaseLock = lockDataDir(dataDir);
    client = new PGlite(path.join(dataDir, "pglite"), { extensions: PGLITE_EXTENSIONS });
    return await openPglite(client, prepare, releaseLock);
  } catch (error) {
    await client?.close().catch(() => {});
    throw await onFullDisk(dataDir, error);
  }
}

// pg_trgm: the words search (migration 0022); PostgreSQL has it in its contrib.
const PGLITE_EXTENSIONS = { pg_trgm };

async function openPglite(client: PGlite, prepare: (handle: DatabaseHandle) => Promise<void>, releaseLock = () => {}) {
  // drizzle reaches the connection through these alone (database-calls.server.ts, rules 1 and 2).
  const entryPoints = ["query", "exec", "transaction"] as const;
  // Its start-up runs a query of its own through `query`, which must not queue behind the first call.
  await client.waitReady;
  oneAtATime(client, [...entryPoints]);
  for (const [name, value] of Object.entries(SEARCH_SETTINGS)) await client.query("select set_config($1, $2, false)", [name, value]);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  if (checked) checkTransactions(db, client, [...entryPoints]);
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  let changes = 0;
  await client.listen("data_version", () => {
    changes += 1;
  });
  const handle: DatabaseHandle = {
    db,
    driver: "pglite",
    dataVersion: () => Promise.resolve(changes),
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
  await prepare(handle);
  // As on PostgreSQL: a fault (a call that waited its whole limit) is followed by checks until one answers,
  // and `database_available` is logged; without a probe the process would count the database away for good.
  setDatabaseProbe(() => client.query("select 1"));
  return handle;
}

export class DataDirLockedError extends Error {}

// PostgreSQL writes its log (WAL) in 16 MB files, and a start may need a new one: with less room than
// that, a start that failed failed for want of space, whatever PGlite's error says ("PGlite failed to
// initialize properly").
const ROOM_TO_START = 16 * 1024 * 1024;
// Less than this is no room at all (a start after room was freed may work with a few MB).
const NO_ROOM = 1024 * 1024;

/** Bytes an unprivileged process may still write on the file system holding `dir`. */
async function freeBytes(dir: string) {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
}

/** The embedded database could not open because the disk of DATA_DIR is full: a storage fault, waited out. */
export class DataDirFullError extends Error {
  readonly code = "ENOSPC";
  constructor(
    readonly dataDir: string,
    readonly freeBytes: number,
    cause: unknown,
  ) {
    super(`The disk of DATA_DIR (${dataDir}) is full: ${freeBytes} bytes free`, { cause });
  }
}

/** `error`, or a DataDirFullError when the disk of `dataDir` has too little room left to start. */
async function onFullDisk(dataDir: string, error: unknown) {
  if (error instanceof DataDirLockedError || error instanceof DataDirFullError) return error;
  const free = await freeBytes(dataDir).catch(() => null);
  return free !== null && free < ROOM_TO_START ? new DataDirFullError(dataDir, free, error) : error;
}

// While DATA_DIR's disk is full, a new attempt waits for room: for the free space to grow by this much,
// or at most this long (each attempt starts a new embedded PostgreSQL).
const ROOM_FREED = 1024 * 1024;
const FULL_DISK_RETRY_MS = 30_000;
const FULL_DISK_CHECK_MS = 1_000;

async function roomFreed({ dataDir, freeBytes: before }: DataDirFullError) {
  const until = Date.now() + FULL_DISK_RETRY_MS;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, FULL_DISK_CHECK_MS));
    if ((await freeBytes(dataDir).catch(() => 0)) >= before + ROOM_FREED) return;
  }
}

// PGlite is single-process: a second server on the same files would corrupt them,
// so the data directory carries a lock file naming the owning process.
function lockDataDir(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "pglite.lock");
  const owner = readLockOwner(lockFile);
  if (owner !== null && owner !== process.pid && isAlive(owner)) {
    throw new DataDirLockedError(`The embedded database in ${dataDir} is in use by process ${owner}; stop it or set another DATA_DIR.`);
  }
  writeFileSync(lockFile, String(process.pid));
  return () => {
    if (readLockOwner(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
}

function readLockOwner(lockFile: string) {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
    return Number.isInteger(pid) ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

interface ProcessDatabase {
  database?: Promise<DatabaseHandle>;
  opened?: DatabaseHandle;
  /** Set while the process's database is not open yet and an attempt to open it has failed. */
  waiting?: boolean;
}

const state = processState<ProcessDatabase>("database", () => ({}));

/** Installs an already opened database as this process's database (scripts and tests). */
export function useDatabase(handle: DatabaseHandle) {
  state.opened = handle;
  state.database = Promise.resolve(handle);
}

/**
 * The process's database for infrastructure (file storage, throttles) that must also work while the
 * database is being prepared, when getDatabase() has not settled yet (the demo data stores images).
 */
export function getOpenedDatabase(): Promise<DatabaseHandle> {
  return state.opened ? Promise.resolve(state.opened) : getDatabase();
}

/** The process's database, opened from the environment on first use (one per process). */
export function getDatabase(): Promise<DatabaseHandle> {
  state.database ??= openFromEnv(() => Promise.resolve());
  // While the database cannot be reached at start, requests are answered (503) instead of waiting.
  if (state.waiting) return Promise.reject(new DatabaseUnavailableError());
  return state.database;
}

export async function getDb(): Promise<Database> {
  return (await getDatabase()).db;
}

/**
 * Opens the process's database now (the server at start, `npm run seed`), ready only once `prepare` ran
 * (the bootstrap admin, the places and any demo data: models/setup.server.ts), so no request sees a
 * half-seeded database. The caller hands `prepare` in: this module imports no model, since models
 * import it.
 */
export function openProcessDatabase(prepare: (handle: DatabaseHandle) => Promise<void>): Promise<DatabaseHandle> {
  state.database ??= openFromEnv(prepare);
  return state.database;
}

// A database that cannot be reached (not started yet, restarting) is tried again and again, at most
// a second apart, while the server answers 503; any other failure (a bad URL, a locked DATA_DIR)
// ends the process with one log line.
function openFromEnv(prepareDatabase: (handle: DatabaseHandle) => Promise<void>) {
  const opening = (async () => {
    const target = env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR };
    for (let attempt = 0; ; attempt++) {
      try {
        const handle = await openDatabase(target, (opened) => {
          state.opened = opened;
          return prepareDatabase(opened);
        });
        state.waiting = false;
        databaseIsBack();
        return handle;
      } catch (error) {
        if (!faultOf(error)) throw error;
        state.waiting = true;
        if (error instanceof DataDirFullError) {
          // One line that says what the operator must do, with the figure to judge it by.
          databaseWentAway(error, {
            event: "data_dir_full",
            dataDir: error.dataDir,
            freeBytes: error.freeBytes,
            message: `The disk of DATA_DIR is full (${(error.freeBytes / 1024 / 1024).toFixed(1)} MB free): the server starts once space is freed.`,
          });
          await roomFreed(error);
        } else {
          databaseWentAway(error);
          await new Promise((resolve) => setTimeout(resolve, checkDelay(attempt)));
        }
      }
    }
  })();
  opening.catch((error: unknown) => exitWith({ event: "database_open_failed", ...errorFields(error) }));
  // From the start, not once open: a worker told to stop while it still waits for the startup lock
  // (another worker is migrating) must stop too, once its database is open.
  closeOnShutdown(opening);
  return opening;
}

// On SIGTERM the HTTP server (server.ts) stops taking connections at once; requests already
// running get this long to finish before the database is closed cleanly and the process exits.
const SHUTDOWN_GRACE_MS = 2_000;
// A database that never finishes opening (a server that stopped answering) does not keep the process.
const SHUTDOWN_LIMIT_MS = 10_000;

// Work to finish before the database closes at shutdown (the listing views counted in memory).
const closeHooks = new Set<() => Promise<void>>();

/** Runs `hook` at shutdown after the grace period, before the database closes (a failure is the hook's to log). */
export function beforeDatabaseClose(hook: () => Promise<void>) {
  closeHooks.add(hook);
}

function closeOnShutdown(opening: Promise<DatabaseHandle>) {
  const close = () => {
    setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref();
    setTimeout(() => {
      // A database still being waited for has nothing to close.
      if (state.waiting) process.exit(0);
      void opening
        .then(async (handle) => {
          await Promise.allSettled([...closeHooks].map((hook) => hook()));
          await handle.close();
        })
        .finally(() => process.exit(0));
    }, SHUTDOWN_GRACE_MS);
  };
  process.once("SIGTERM", close);
  process.once("SIGINT", close);
}
