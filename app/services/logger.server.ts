import pino from "pino";

/**
 * The one logger of the server and the app: JSON lines on stdout. What a visitor typed never goes
 * in: request lines carry no query string, body or cookie, and errors go through errorFields.
 */
// Kept, to write out what is pending before the process exits (exitWith).
const destination = pino.destination({ sync: false });

export const logger = pino(
  {
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
    formatters: { level: (label) => ({ level: label }) },
  },
  // Written in the background: a synchronous write per request waits whenever the reader of stdout
  // (a log shipper, a pipe) is slow, and the whole process waits with it. pino flushes what is left on exit.
  destination,
);

/**
 * Ends the process after one last JSON line (`fatal`, with `fields`), written out synchronously with
 * everything logged before it: a worker's last words are in the log like every other line.
 */
export function exitWith(fields: Record<string, unknown>, code = 1): never {
  logger.fatal(fields);
  try {
    destination.flushSync();
  } catch {
    // Not open yet (the very first line): pino writes it out at exit itself.
  }
  process.exit(code);
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/**
 * What an error may say in the log. A database error's message and a failed query's parameters can
 * hold a visitor's name, email or message, so for those only the name, the SQLSTATE code and the
 * stack frames are kept; other errors (our own code's) keep their message.
 */
export function errorFields(error: unknown) {
  if (!(error instanceof Error)) return { errorName: typeof error };
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const code = errorCode(error) ?? errorCode(cause);
  const fromDatabase = code !== undefined || error.name === "DrizzleQueryError" || /query/i.test(error.name);
  return {
    errorName: error.name,
    ...(code ? { code } : {}),
    ...(fromDatabase ? {} : { message: error.message.slice(0, 500) }),
    stack: (error.stack ?? "")
      .split("\n")
      .filter((line) => line.trimStart().startsWith("at "))
      .slice(0, 15)
      .map((line) => line.trim()),
  };
}

/** Logs an error once, with the request it broke (method, path, id) and nothing the visitor sent. */
export function logError(error: unknown, request?: { method: string; url: string }, requestId?: string) {
  logger.error({
    event: "error",
    ...(requestId ? { requestId } : {}),
    ...(request ? { method: request.method, path: pathOf(request.url) } : {}),
    ...errorFields(error),
  });
}

/**
 * The path of a URL or request target, without its query string (which can hold search input) or its
 * fragment. Never throws: it runs in close handlers and error logging, where a throw would stop the
 * process. A target that is neither a path nor a URL (`*`, `example.com:443`) is logged as its form, not
 * its text.
 */
export function pathOf(url: string) {
  // A browser never sends a fragment, but a raw request target can carry one (`/property/1#email=…`).
  if (url.startsWith("/")) return url.split(/[?#]/)[0]!.slice(0, 300);
  if (url === "*") return "*";
  return /^https?:\/\//i.test(url) && URL.canParse(url) ? new URL(url).pathname.slice(0, 300) : "(not a path)";
}

// Paths, URLs and quoted values in a framework's warning: they echo what a visitor sent ("The URL path
// \"/…?email=…\" could not be decoded", "normalizing //a -> /a").
const ECHOES = /"[^"]*"|'[^']*'|\S*[/?]\S*/g;

/**
 * Sends whatever a library writes through console.* (Remix's and its router's warnings) to the log as
 * JSON lines, with the paths and quoted values it would echo taken out: every line on stdout is JSON,
 * and none holds what a visitor typed.
 */
export function routeConsoleToLogger() {
  const write =
    (level: "info" | "warn" | "error") =>
    (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const text = args.filter((arg): arg is string => typeof arg === "string").join(" ");
      logger[level]({ event: "console", message: text.replace(ECHOES, "…").slice(0, 300), ...(error ? errorFields(error) : {}) });
    };
  console.log = console.info = console.debug = write("info");
  console.warn = write("warn");
  console.error = write("error");
}
