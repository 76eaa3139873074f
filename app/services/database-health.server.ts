// Whether the process's database answers, shared by the server (server/faults.ts) and the app, which
// esbuild and Vite bundle separately: the state is on globalThis, one per process. Each change is one
// JSON line: `database_unavailable` when the database goes away, `database_available` when it is back.
import { faultCode } from "./faults.server";
import { logger } from "./logger.server";

interface Health {
  downSince: number | null;
  /** A cheap query on the open database, set once it is open; null while the process is still opening it. */
  probe: (() => Promise<unknown>) | null;
  probing: boolean;
}

const state = globalThis as typeof globalThis & { __databaseHealth?: Health };
const health = (state.__databaseHealth ??= { downSince: null, probe: null, probing: false });

// Checks while the database is away: soon at first (a restart takes a second or two), then at most this far apart.
const FIRST_CHECK_MS = 100;
export const MAX_CHECK_INTERVAL_MS = 1_000;

/** How long to wait before check number `attempt` (0, 1, ...): doubling from 100 ms, at most MAX_CHECK_INTERVAL_MS. */
export function checkDelay(attempt: number) {
  return Math.min(MAX_CHECK_INTERVAL_MS, FIRST_CHECK_MS * 2 ** attempt);
}

export function isDatabaseDown() {
  return health.downSince !== null;
}

/**
 * The database could not be reached (`error` is a fault): logged once, then checked until it answers.
 * `details` add to (or rename) the line, for a cause the operator must act on (a full DATA_DIR).
 */
export function databaseWentAway(error: unknown, details: Record<string, unknown> = {}) {
  if (health.downSince === null) {
    health.downSince = Date.now();
    logger.warn({ event: "database_unavailable", code: faultCode(error), ...details });
  }
  void checkUntilBack();
}

/** The database answered again. */
export function databaseIsBack() {
  if (health.downSince === null) return;
  logger.info({ event: "database_available", downMs: Date.now() - health.downSince });
  health.downSince = null;
}

/** How the open database is checked while it is away (db.server.ts sets it when it opens one). */
export function setDatabaseProbe(probe: () => Promise<unknown>) {
  health.probe = probe;
}

async function checkUntilBack() {
  if (health.probing || !health.probe) return;
  health.probing = true;
  try {
    for (let attempt = 0; health.downSince !== null; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, checkDelay(attempt)).unref());
      try {
        await health.probe();
        databaseIsBack();
      } catch {
        // still away: the next check comes later
      }
    }
  } finally {
    health.probing = false;
  }
}
