// npm run test:load — the production build under load: 50 connections for 30 s, half of them posting
// inquiries, half browsing (GET / and GET /api/properties?district=Olaya). Passes when every request
// was answered 2xx, with no socket error or timeout, and the database then holds exactly as many
// inquiries as there were 2xx answers to the posts. Runs on a fresh PGlite DATA_DIR, or, when
// DATABASE_URL names a PostgreSQL server, on a fresh database created there (and dropped afterwards).
//
// LOAD_DURATION (seconds, default 30) and LOAD_CONNECTIONS (default 50) change the run.
import autocannon from "autocannon";
import {
  fetchStoredInquiries,
  freshTarget,
  jsonWriteHeaders,
  listPropertyIds,
  type ServerProcess,
  startServer,
} from "../reliability/server";

const DURATION_S = Number(process.env.LOAD_DURATION ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const POSTING = Math.ceil(CONNECTIONS / 2);
const BROWSING = CONNECTIONS - POSTING;

// ---- Stopping autocannon without cutting requests off ----
// At the end of `duration` autocannon destroys its sockets, abandoning the request each one has in
// flight: the server may still store such an inquiry, and the stored count would exceed the 2xx count
// by up to one per connection. Instead, each client is told (through the Client object that
// setupClient hands over) that the request it has in flight is its last: it stops after that answer,
// and autocannon ends once every client has. `duration` is then only an outer bound.
interface ClientCounters {
  reqsMade: number;
  responseMax: number | undefined;
}

function drainableClients() {
  const clients: ClientCounters[] = [];
  return {
    setupClient: (client: autocannon.Client) => {
      clients.push(client as unknown as ClientCounters);
    },
    drain: () => {
      for (const client of clients) client.responseMax = Math.max(1, client.reqsMade);
    },
  };
}

function run(options: autocannon.Options, onError: (error: Error) => void) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
    instance.on("reqError", onError);
  });
}

function row(cells: (string | number)[], widths: number[]) {
  return cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!))).join("  ");
}

async function loadTest(server: ServerProcess, label: string): Promise<string[]> {
  const failures: string[] = [];
  const propertyIds = (await listPropertyIds(server)).slice(0, 5);
  if (propertyIds.length === 0) throw new Error("No properties to post inquiries about");
  const storedBefore = (await fetchStoredInquiries(server)).length;

  const inquiryRequests = propertyIds.map((propertyId, i) => ({
    method: "POST" as const,
    path: "/api/inquiries",
    // Every post from a new simulated client (X-Forwarded-For, TRUST_PROXY=1): the per-address
    // message limits are not what this test measures.
    setupRequest: (request: autocannon.Request) => ({ ...request, headers: jsonWriteHeaders(server) }),
    body: JSON.stringify({
      propertyId,
      name: `Load test ${i}`,
      email: `load-${i}@example.com`,
      phone: "+966 11 000 0000",
      message: "Is this office still available? (load test)",
    }),
  }));
  const browseRequests = [
    { method: "GET" as const, path: "/" },
    { method: "GET" as const, path: "/api/properties?district=Olaya" },
  ];

  const errorSamples = new Map<string, number>();
  const noteError = (error: Error) => errorSamples.set(error.message, (errorSamples.get(error.message) ?? 0) + 1);
  const posting = drainableClients();
  const browsing = drainableClients();
  const common = { url: server.url, duration: DURATION_S + 60, timeout: 10, renderProgressBar: false } as const;

  console.info(`Load test: ${DURATION_S} s, ${CONNECTIONS} connections (${POSTING} posting inquiries, ${BROWSING} browsing) on ${label}`);
  const started = Date.now();
  const drainTimer = setTimeout(() => {
    posting.drain();
    browsing.drain();
  }, DURATION_S * 1000);
  const [post, browse] = await Promise.all([
    run({ ...common, title: "inquiries", connections: POSTING, requests: inquiryRequests, setupClient: posting.setupClient }, noteError),
    run({ ...common, title: "browse", connections: BROWSING, requests: browseRequests, setupClient: browsing.setupClient }, noteError),
  ]);
  clearTimeout(drainTimer);
  const elapsed = (Date.now() - started) / 1000;

  const storedAfter = (await fetchStoredInquiries(server)).length;
  const stored = storedAfter - storedBefore;

  const widths = [28, 9, 8, 8, 7, 9, 8, 8, 8];
  const line = (name: string, r: autocannon.Result) =>
    row(
      [
        name,
        r.requests.total,
        r["2xx"],
        r.non2xx,
        r.errors,
        r.timeouts,
        (r.requests.total / elapsed).toFixed(1),
        r.latency.p50,
        r.latency.p99,
      ],
      widths,
    );
  const total = post.requests.total + browse.requests.total;
  console.info("");
  console.info(row(["", "requests", "2xx", "non-2xx", "errors", "timeouts", "req/s", "p50 ms", "p99 ms"], widths));
  console.info(line("POST /api/inquiries", post));
  console.info(line("GET / + /api/properties", browse));
  console.info(
    row(
      [
        "all",
        total,
        post["2xx"] + browse["2xx"],
        post.non2xx + browse.non2xx,
        post.errors + browse.errors,
        post.timeouts + browse.timeouts,
        (total / elapsed).toFixed(1),
        "",
        "",
      ],
      widths,
    ),
  );
  console.info("");
  console.info(`Run time ${elapsed.toFixed(1)} s. Inquiries stored: ${stored}; 2xx answers to the posts: ${post["2xx"]}.`);

  for (const [name, r] of [
    ["POST /api/inquiries", post],
    ["browsing", browse],
  ] as const) {
    if (r.non2xx > 0) failures.push(`${name}: ${r.non2xx} non-2xx answers (${JSON.stringify(r.statusCodeStats)})`);
    if (r.errors > 0) failures.push(`${name}: ${r.errors} socket errors, ${r.timeouts} of them timeouts`);
    if (r.mismatches > 0) failures.push(`${name}: ${r.mismatches} body mismatches`);
    if (r.requests.total === 0) failures.push(`${name}: no request completed`);
  }
  if (stored !== post["2xx"]) failures.push(`${stored} inquiries stored but ${post["2xx"]} posts answered 2xx`);
  for (const [message, count] of errorSamples) failures.push(`request error ×${count}: ${message}`);
  return failures;
}

const { target, label, cleanup } = await freshTarget("load");
let failures: string[] = [];
try {
  const server = await startServer(target);
  try {
    failures = await loadTest(server, label);
  } finally {
    const exitCode = await server.stop("SIGTERM");
    if (exitCode !== 0) failures.push(`the server exited with code ${exitCode} on SIGTERM:\n${server.stderr()}`);
    else if (server.stderr().trim()) console.warn(`Server stderr:\n${server.stderr()}`);
  }
} catch (error) {
  failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await cleanup();
}

if (failures.length > 0) {
  console.error(`\nLoad test FAILED:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.info("Load test passed: no errors, and every inquiry answered 2xx is stored.");
