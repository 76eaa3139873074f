// Whether the process's database answers, and whether the process still gets its work done, for the
// server (server/faults.ts, server/app.ts) and the app alike. Each change of the database's is one JSON
// line: `database_unavailable` when the database goes away, `database_available` when it is back.
import { faultCode } from "./faults.server";
import { logger } from "./logger.server";
import { processState } from "./process-state.server";

interface Health {
  downSince: number | null;
  /** A cheap query on the open database, set once it is open; null while the process is still opening it. */
  probe: (() => Promise<unknown>) | null;
  probing: boolean;
  /** Work under way (a request being answered, a PGlite call running), each with when it began. */
  working: Map<object, { kind: WorkKind; since: number }>;
}

type WorkKind = "request" | "database";

const health = processState<Health>("databaseHealth", () => ({ downSince: null, probe: null, probing: false, working: new Map() }));

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

/**
 * Work that takes longer than this is stuck, not slow: every database call is bounded by
 * DATABASE_CALL_LIMIT_MS (database-calls.server.ts), and a request waits for a few of them at most.
 */
export const STUCK_AFTER_MS = 60_000;

/** Marks work as under way until the returned function is called. */
export function beginWork(kind: WorkKind): () => void {
  const token = {};
  health.working.set(token, { kind, since: Date.now() });
  return () => health.working.delete(token);
}

/**
 * The oldest work under way for longer than STUCK_AFTER_MS, or null: a process holding such work
 * cannot do its job (the liveness check then fails, so a supervisor replaces it).
 */
export function stuckWork(now = Date.now()) {
  let oldest: { kind: WorkKind; since: number } | null = null;
  for (const work of health.working.values()) {
    if (now - work.since > STUCK_AFTER_MS && (!oldest || work.since < oldest.since)) oldest = work;
  }
  return oldest && { kind: oldest.kind, forMs: now - oldest.since };
}
