// Faults outside us: the database cannot be reached or is out of resources, or the disk under DATA_DIR
// is full or read-only. They are answered in words (503 or 507 with Retry-After), never as a 500, and
// the process keeps running (docs/deploy.md, "When the database stops or the disk fills").

export type Fault = "unavailable" | "storageFull";

/** The answer's status and how long to wait before trying again, per fault. */
export const FAULT_ANSWERS: Record<Fault, { status: number; retryAfterSeconds: number; apiError: string }> = {
  unavailable: {
    status: 503,
    retryAfterSeconds: 5,
    apiError: "The database is unavailable for a moment; nothing was saved, try again shortly",
  },
  storageFull: { status: 507, retryAfterSeconds: 60, apiError: "The server has no room to store this; nothing was saved, try again later" },
};

/** Retry-After for a page answered with a fault's status (Remix drops a thrown answer's headers from pages). */
export function retryAfterOf(status: number) {
  return Object.values(FAULT_ANSWERS).find((answer) => answer.status === status)?.retryAfterSeconds;
}

// postgres.js and Node's errors for a connection that failed or broke, and ours while none is open yet.
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "EAI_AGAIN",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "DATABASE_UNAVAILABLE",
  // A PGlite call that waited its whole time limit for the connection (database-calls.server.ts).
  "DATABASE_BUSY",
]);
// SQLSTATE: too many connections, shutting down, crash shutdown, starting up (class 08 is the connection);
// a statement or an idle transaction past its time limit (database-calls.server.ts).
const UNAVAILABLE_STATES = new Set(["53300", "57P01", "57P02", "57P03", "57014", "25P03"]);
// No room (errno on DATA_DIR, or PostgreSQL's disk_full) or a read-only file system.
const STORAGE_CODES = new Set(["ENOSPC", "EDQUOT", "EROFS", "53100"]);

/** Thrown while the process has no open database yet (it is retrying in the background). */
export class DatabaseUnavailableError extends Error {
  readonly code = "DATABASE_UNAVAILABLE";
  constructor() {
    super("The database cannot be reached yet");
  }
}

function codesOf(error: unknown, depth = 0): string[] {
  if (typeof error !== "object" || error === null || depth > 4) return [];
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return [...(typeof code === "string" ? [code] : []), ...codesOf(cause, depth + 1)];
}

/** Which fault an error is (its code, or its cause's: drizzle wraps the driver's error), or null for any other error. */
export function faultOf(error: unknown): Fault | null {
  for (const code of codesOf(error)) {
    if (STORAGE_CODES.has(code)) return "storageFull";
    if (CONNECTION_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return "unavailable";
  }
  return null;
}

/** The first code an error carries (for the log: never its message, which can hold SQL parameters). */
export function faultCode(error: unknown) {
  return codesOf(error)[0];
}

/** For a `.catch`: `fallback` instead of a fault, any other error as it is. */
export function unlessFault<T>(fallback: T) {
  return (error: unknown): T => {
    if (faultOf(error)) return fallback;
    throw error;
  };
}
