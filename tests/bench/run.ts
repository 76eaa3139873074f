// npm run bench — the production build on a fresh database holding 10,000 synthetic listings:
// throughput and latency of the main pages under autocannon, the signed-in admin table one request at a
// time, what a browser downloads for / and /map,
// the caching and compression headers, and Lighthouse (mobile) scores. Prints a Markdown report
// (also written to tests/.tmp/bench-<driver>.md), checks the targets of docs/performance.md and
// exits 1 when one is missed. With DATABASE_URL (or else TEST_DATABASE_URL) set it measures a new database
// on that PostgreSQL server, and the server twice: with one worker and with two (WEB_CONCURRENCY),
// reporting the ratio; the targets are checked on the two-worker run, what production runs on 2 cores.
//
// BENCH_DURATION (seconds per URL, default 10), BENCH_CONNECTIONS (default 16) and
// BENCH_LIGHTHOUSE_RUNS (default 3) change the run. `npm run bench -- --base <git ref>` measures this tree
// against another instead, side by side (side-by-side.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { freshTarget, ROOT, type ServerProcess, startServer, targetEnv } from "../reliability/server";
import { runLighthouse } from "./lighthouse";
import {
  BENCH_ADMIN,
  BENCH_BBOX,
  BENCH_DISTRICT,
  canonical,
  CONNECTIONS,
  DURATION_S,
  LISTINGS,
  measure,
  seed,
  type Throughput,
  uncachedBrowsePaths,
} from "./load";
import { measurePageWeights } from "./page-weight";
import { benchAgainst } from "./side-by-side";
import { startTileServer } from "./tile-server";

const KB = 1_000;
const TARGETS = {
  browseRatio: 0.5,
  p99Ms: 100,
  firstVisitRps: 150,
  firstVisitP99Ms: 300,
  adminTableMs: 100,
  // Issue 53 lowered it from 120 KB (issue 6).
  jsOnHome: 100 * KB,
  htmlOfHome: 150 * KB,
  // Issue 17 raised it from 95 (issue 6).
  performance: 98,
  otherCategories: 100,
};
const DATABASE_SERVER = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
// PGlite serves from one process; PostgreSQL is measured with one worker, then two.
const WORKER_COUNTS = DATABASE_SERVER ? [1, 2] : [1];
// The admin table is measured one request at a time: its latency is then the server's time per page.
const ADMIN_TABLE_PATHS: [string, string][] = [
  ["admin table, newest first", "/admin/dashboard"],
  ["admin table, page 200 by price", "/admin/dashboard?page=200&sort=price&dir=asc"],
  ["admin table, Arabic title search", `/admin/dashboard?q=${encodeURIComponent("مكتب")}`],
  ["admin table, district and state", `/admin/dashboard?district=${BENCH_DISTRICT}&state=published&sort=size&dir=asc`],
];

async function cacheControl(server: ServerProcess, assetPath: string) {
  const response = await fetch(`${server.url}${assetPath}`);
  await response.body?.cancel();
  return response.headers.get("cache-control") ?? "(none)";
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const table = (header: string[], rows: (string | number)[][]) =>
  [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");

/** Every measured URL against one server: the cached pages in turn, then the first visits. */
async function measureAll(server: ServerProcess, pages: [string, string][]) {
  const throughput: Throughput[] = [];
  for (const [name, pagePath] of pages) {
    console.info(`autocannon: ${pagePath}`);
    throughput.push(await measure(server, name, pagePath));
  }
  const uncached = uncachedBrowsePaths();
  console.info(`autocannon: ${uncached.count} different filtered browse URLs`);
  const firstVisits = await measure(server, `filtered browse, ${uncached.count} different URLs (uncached)`, "/?…", {
    paths: uncached.next,
  });
  return { throughput, firstVisits };
}

/** The signed-in admin's session cookie. */
async function signIn(server: ServerProcess) {
  const answer = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify(BENCH_ADMIN),
  });
  await answer.body?.cancel();
  if (!answer.ok) throw new Error(`Signing in as ${BENCH_ADMIN.username} answered ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The admin table's pages, one connection, signed in; each URL must be the one the table itself links to. */
async function measureAdminTable(server: ServerProcess) {
  const headers = { Cookie: await signIn(server) };
  const figures: Throughput[] = [];
  for (const [name, pagePath] of ADMIN_TABLE_PATHS) {
    const answer = await fetch(`${server.url}${pagePath}`, { headers, redirect: "manual" });
    await answer.body?.cancel();
    if (answer.status !== 200) throw new Error(`${pagePath} answered ${answer.status} ${answer.headers.get("location") ?? ""}`);
    console.info(`autocannon, 1 connection, signed in: ${pagePath}`);
    figures.push(await measure(server, name, pagePath, { connections: 1, headers }));
  }
  return figures;
}

const { values: args } = parseArgs({ options: { base: { type: "string" } } });
if (args.base) {
  await benchAgainst(args.base);
  process.exit(0);
}

const { target, label, cleanup } = await freshTarget("bench", DATABASE_SERVER);
const tiles = await startTileServer();
const report: string[] = [];
const missed: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) missed.push(what);
  return ok ? "met" : "**missed**";
};

try {
  const seedStarted = performance.now();
  const seedLine = seed(ROOT, targetEnv(target));
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const runs: { workers: number; throughput: Throughput[]; firstVisits: Throughput }[] = [];
  let server: ServerProcess | undefined;
  try {
    let pages: [string, string][] = [];
    let first: { id: number; images: string[] } | undefined;
    for (const workers of WORKER_COUNTS) {
      await server?.stop("SIGTERM");
      console.info(`Server with ${workers} worker${workers > 1 ? "s" : ""}`);
      server = await startServer(target, { env: { TILE_URL: tiles.tileUrl, WEB_CONCURRENCY: String(workers) } });
      if (!first) {
        [first] = (await (await fetch(`${server.url}/api/properties?limit=1&sort=recent`)).json()) as { id: number; images: string[] }[];
        if (!first) throw new Error("No listing to measure");
        const filteredPath = await canonical(
          server,
          `/?district=${BENCH_DISTRICT}&minPrice=40000&maxPrice=250000&minSize=100&amenities=Parking&sort=price-asc`,
        );
        pages = [
          ["/about (framework floor)", "/about"],
          ["/ (default browse)", "/"],
          ["filtered and sorted browse", filteredPath],
          ["/property/{id}", `/property/${first.id}`],
          ["/api/properties?district=…", `/api/properties?district=${BENCH_DISTRICT}`],
          // Issue 34: the map's area (its pins and clusters, and the page) and a words search.
          ["/api/map?bbox=… (Olaya, zoom 14)", `/api/map?bbox=${BENCH_BBOX}&zoom=14`],
          ["/map?bbox=… (Olaya, zoom 14)", `/map?bbox=${BENCH_BBOX}&zoom=14`],
          ["/?q=… (words search)", `/?q=${encodeURIComponent("مكتب مفروش")}`],
        ];
      }
      runs.push({ workers, ...(await measureAll(server, pages)) });
    }
    const adminTable = await measureAdminTable(server!);
    if (!server || !first) throw new Error("No server was started");
    // Targets, page weights and Lighthouse: the last run, the most workers.
    const { throughput, firstVisits, workers } = runs.at(-1)!;
    const floor = throughput[0]!.rps;

    console.info("Page weights: / and /map");
    const weights = await measurePageWeights(server.url, ["/", "/map"]);
    const home = weights[0]!;
    const assetCache = await cacheControl(server, home.scripts[0] ?? "/");
    const uploadCache = await cacheControl(server, first.images[0] ?? "/");

    console.info("Lighthouse: /, /property/{id}, /map, and /map without scripts (issue 34)");
    const lighthouse = [
      ...(await runLighthouse(server.url, ["/", `/property/${first.id}`, "/map"])),
      ...(await runLighthouse(server.url, [`/map?bbox=${BENCH_BBOX}&zoom=14`], { scripts: false, noindex: true })),
    ];

    report.push(
      `## ${label.split(" ")[0]}: ${LISTINGS.toLocaleString("en")} listings, ${CONNECTIONS} connections, ${DURATION_S} s per URL`,
      "",
      `Seeding ${LISTINGS.toLocaleString("en")} listings: ${seedSeconds.toFixed(1)} s in all (${seedLine}).`,
      "",
      ...runs.flatMap((run) => [
        `### ${run.workers} worker${run.workers > 1 ? "s" : ""}`,
        "",
        table(
          ["page", "req/s", "ratio to /about", "p50 ms", "p99 ms", "failed"],
          [...run.throughput, run.firstVisits].map((t) => [
            `${t.name} \`${t.path}\``,
            t.rps.toFixed(0),
            (t.rps / run.throughput[0]!.rps).toFixed(2),
            t.p50,
            t.p99,
            t.failed,
          ]),
        ),
        "",
      ]),
      "The last row of each table asks for pages no one asked for before, so neither a page nor its data is cached: the cost of first visits.",
      "",
      `### The admin's properties table, signed in, 1 connection (${runs.at(-1)!.workers} worker${runs.at(-1)!.workers > 1 ? "s" : ""})`,
      "",
      table(
        ["page", "req/s", "p50 ms", "p99 ms", "failed"],
        adminTable.map((t) => [`${t.name} \`${t.path}\``, t.rps.toFixed(0), t.p50, t.p99, t.failed]),
      ),
      "",
      ...(runs.length > 1
        ? [
            table(
              ["page", "req/s, 1 worker", "req/s, 2 workers", "2 workers ÷ 1"],
              [...runs[0]!.throughput, runs[0]!.firstVisits].map((one, index) => {
                const two = [...runs[1]!.throughput, runs[1]!.firstVisits][index]!;
                return [one.name, one.rps.toFixed(0), two.rps.toFixed(0), (two.rps / one.rps).toFixed(2)];
              }),
            ),
            "",
          ]
        : []),
      table(
        ["page", "HTML (compressed)", "HTML (raw)", "JS (compressed)", "CSS (compressed)", "images", "compression"],
        weights.map((w) => [w.path, kb(w.html), kb(w.htmlRaw), kb(w.js), kb(w.css), kb(w.images), w.encoding]),
      ),
      "",
      `Cache-Control of a built script: \`${assetCache}\`; of an uploaded image: \`${uploadCache}\`.`,
      "",
      table(
        ["page", "performance", "accessibility", "best practices", "SEO", "LCP ms", "TBT ms"],
        lighthouse.map((l) => [
          l.path,
          l.scores.performance,
          l.scores.accessibility,
          l.scores["best-practices"],
          l.scores.seo,
          l.lcp,
          l.tbt,
        ]),
      ),
      "",
    );
    const failingAudits = lighthouse.flatMap((l) => l.failing.map((audit) => `- ${l.path}: ${audit}`));
    if (failingAudits.length > 0) report.push("Lighthouse audits below a full score:", "", ...failingAudits, "");

    const filtered = throughput[2]!;
    const slowest = throughput.reduce((a, b) => (b.p99 > a.p99 ? b : a));
    const leafletOnHome = home.scripts.some((script) => /leaflet/i.test(script));
    report.push(
      table(
        ["target", "measured", "result"],
        [
          [
            `filtered browse ≥ ${TARGETS.browseRatio} × /about req/s`,
            (filtered.rps / floor).toFixed(2),
            check(filtered.rps / floor >= TARGETS.browseRatio, "filtered browse throughput"),
          ],
          [
            `p99 < ${TARGETS.p99Ms} ms on every URL`,
            `${slowest.p99} ms (${slowest.path})`,
            check(slowest.p99 < TARGETS.p99Ms, "p99 latency"),
          ],
          // Issue 17 sets the first-visit target for 2 workers on PostgreSQL; PGlite serves one process.
          ...(workers > 1
            ? [
                [
                  `first visits ≥ ${TARGETS.firstVisitRps} req/s with ${workers} workers, p99 < ${TARGETS.firstVisitP99Ms} ms`,
                  `${firstVisits.rps.toFixed(0)} req/s, p99 ${firstVisits.p99} ms`,
                  check(firstVisits.rps >= TARGETS.firstVisitRps && firstVisits.p99 < TARGETS.firstVisitP99Ms, "first visits"),
                ],
              ]
            : []),
          [
            `admin table p99 < ${TARGETS.adminTableMs} ms, one request at a time`,
            `${Math.max(...adminTable.map((t) => t.p99))} ms`,
            check(
              adminTable.every((t) => t.p99 < TARGETS.adminTableMs && t.failed === 0),
              "admin table",
            ),
          ],
          [
            "no failed request",
            String([...throughput, firstVisits].reduce((sum, t) => sum + t.failed, 0)),
            check(
              [...throughput, firstVisits].every((t) => t.failed === 0),
              "failed requests",
            ),
          ],
          [`JS on / ≤ ${kb(TARGETS.jsOnHome)}`, kb(home.js), check(home.js <= TARGETS.jsOnHome, "JS on /")],
          [
            `HTML of / < ${kb(TARGETS.htmlOfHome)}, even uncompressed`,
            kb(home.htmlRaw),
            check(home.htmlRaw < TARGETS.htmlOfHome, "HTML of /"),
          ],
          ["Leaflet not loaded on /", leafletOnHome ? "loaded" : "not loaded", check(!leafletOnHome, "Leaflet on /")],
          ["compression on", home.encoding, check(home.encoding === "gzip" || home.encoding === "br", "compression")],
          [
            "immutable caching of scripts and uploads",
            "",
            check(assetCache.includes("immutable") && uploadCache.includes("immutable"), "immutable caching"),
          ],
          ...lighthouse.map((l) => {
            const others = [l.scores.accessibility, l.scores["best-practices"], l.scores.seo];
            const ok = l.scores.performance >= TARGETS.performance && others.every((score) => score >= TARGETS.otherCategories);
            return [
              `Lighthouse ${l.path}: performance ≥ ${TARGETS.performance}, others 100`,
              `${l.scores.performance} / ${others.join(" / ")}`,
              check(ok, `Lighthouse ${l.path}`),
            ];
          }),
        ],
      ),
    );
  } finally {
    await server?.stop("SIGTERM");
  }
} finally {
  await tiles.close();
  await cleanup();
}

const text = report.join("\n");
console.info(`\n${text}\n`);
const outDir = path.join(ROOT, "tests/.tmp");
mkdirSync(outDir, { recursive: true });
const outFile = path.join(outDir, `bench-${DATABASE_SERVER ? "postgres" : "pglite"}.md`);
writeFileSync(outFile, `${text}\n`);
console.info(`Written to ${path.relative(ROOT, outFile)}.`);
if (missed.length > 0) {
  console.error(`Targets missed: ${missed.join(", ")}`);
  process.exit(1);
}
console.info("Every target met.");
