// npm run bench -- --base <git ref>: this tree against another, side by side on one machine in one run.
// Figures taken hours apart on these shared machines differ by a factor of several; the ratio of two
// builds measured in turns, over the same URLs, is what holds (issue 53).
//
// The other tree is checked out in a work tree in the temp folder (kept for the next run at the same
// commit), installed and built; each tree seeds a database of its own with its own seed script, both
// servers run at once, and each page is measured on both back to back, the rounds alternating which goes
// first. Every round asks a new set of filtered browse URLs, each a first visit for both servers. CPU is
// the server processes' (the primary and its workers) user and system time over the measured requests.
//
// BENCH_ROUNDS (default 3) and the variables of run.ts (BENCH_DURATION, BENCH_CONNECTIONS) change the run.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freshTarget, ROOT, type ServerProcess, startServer, targetEnv, workerPids } from "../reliability/server";
import {
  BENCH_BBOX,
  canonical,
  CONNECTIONS,
  DURATION_S,
  LISTINGS,
  type LoadOptions,
  measure,
  seed,
  type Throughput,
  uncachedBrowsePaths,
} from "./load";
import { startTileServer } from "./tile-server";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DATABASE_SERVER = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
// Two workers on PostgreSQL, as production runs on 2 cores; PGlite serves from one process.
const WORKERS = DATABASE_SERVER ? 2 : 1;
const CLOCK_TICKS_PER_S = 100;

/** A page measured: its name in the report, its path, and the request's headers when not autocannon's own. */
type Page = [string, string, Record<string, string>?];

interface Tree {
  label: string;
  root: string;
  server?: ServerProcess;
  pages: Page[];
}

interface Figure extends Throughput {
  cpuMsPerRequest: number;
}

const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" }).trim();
const run = (cwd: string, command: string, ...args: string[]) => execFileSync(command, args, { cwd, stdio: "inherit" });

/** A work tree of `ref`, installed and built: reused when an earlier run left one at the same commit. */
function prepareBaseTree(ref: string) {
  const commit = git(ROOT, "rev-parse", "--verify", `${ref}^{commit}`);
  const root = path.join(os.tmpdir(), `riyadh-bench-base-${commit.slice(0, 12)}`);
  if (!existsSync(path.join(root, "build/server.js"))) {
    if (!existsSync(root)) git(ROOT, "worktree", "add", "--detach", "--force", root, commit);
    console.info(`Installing and building ${ref} (${commit.slice(0, 12)}) in ${root}`);
    try {
      run(root, "npm", "ci", "--no-audit", "--no-fund");
    } catch {
      // Some older trees' locks miss optional packages that today's npm wants listed (6ce1f3c's misses
      // tailwind's other platforms): install from the lock, which keeps every version it names.
      console.warn(`npm ci refused ${ref}'s lock; installing from it with npm install`);
      run(root, "npm", "install", "--no-audit", "--no-fund");
    }
    run(root, "npm", "run", "build");
  }
  return { root, label: `${ref} (${commit.slice(0, 7)})` };
}

/** User and system CPU time, in ms, of a server's primary process and its workers so far. */
function cpuMs(server: ServerProcess) {
  let ticks = 0;
  for (const pid of [server.pid, ...workerPids(server.pid)]) {
    // The fields after the command's name (which may hold spaces): utime and stime are its 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks / CLOCK_TICKS_PER_S) * 1000;
}

async function measureWithCpu(server: ServerProcess, name: string, pagePath: string, options?: LoadOptions): Promise<Figure> {
  const before = cpuMs(server);
  const figure = await measure(server, name, pagePath, options);
  return { ...figure, cpuMsPerRequest: (cpuMs(server) - before) / Math.max(1, figure.requests) };
}

// What Chromium sends: the cached pages measured as a browser gets them, compressed (decision 0078).
const AS_A_BROWSER = { "Accept-Encoding": "gzip, deflate, br, zstd" };

/** The pages measured on each tree: its own first listing, so both ask for the same kind of page. */
async function pagesOf(server: ServerProcess): Promise<Page[]> {
  const [first] = (await (await fetch(`${server.url}/api/properties?limit=1&sort=recent`)).json()) as { id: number }[];
  if (!first) throw new Error(`${server.url} has no listing to measure`);
  return [
    ["/about (framework floor)", "/about"],
    ["/ (default browse, cached)", "/"],
    ["/about, as a browser asks (compressed)", "/about", AS_A_BROWSER],
    ["/ (cached), as a browser asks (compressed)", "/", AS_A_BROWSER],
    ["/property/{id}", await canonical(server, `/property/${first.id}`)],
    ["/map", "/map"],
    ["/map?bbox=… (no-script map area)", `/map?bbox=${BENCH_BBOX}&zoom=14`],
  ];
}

/** this ÷ base, or "n/a" when the base measured nothing (a round that failed every request). */
const ratio = (head: number, base: number) => (base > 0 ? (head / base).toFixed(2) : "n/a");
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const table = (header: string[], rows: (string | number)[][]) =>
  [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");

export async function benchAgainst(ref: string) {
  const base = prepareBaseTree(ref);
  const headCommit = git(ROOT, "rev-parse", "--short", "HEAD");
  const changed = git(ROOT, "status", "--porcelain", "--untracked-files=no") !== "";
  const trees: Tree[] = [
    { ...base, pages: [] },
    { label: `this tree (${headCommit}${changed ? " + changes" : ""})`, root: ROOT, pages: [] },
  ];
  const tiles = await startTileServer();
  const cleanups: (() => Promise<void>)[] = [];
  // figures[round][tree][page]
  const figures: Figure[][][] = [];
  try {
    for (const [index, tree] of trees.entries()) {
      const { target, cleanup } = await freshTarget(`bench_${index}`, DATABASE_SERVER);
      cleanups.push(cleanup);
      console.info(`Seeding ${LISTINGS.toLocaleString("en")} listings for ${tree.label}: ${seed(tree.root, targetEnv(target))}`);
      tree.server = await startServer(target, {
        root: tree.root,
        env: { TILE_URL: tiles.tileUrl, WEB_CONCURRENCY: String(WORKERS) },
      });
      tree.pages = await pagesOf(tree.server);
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      console.info(`Round ${round + 1} of ${ROUNDS}: ${trees[order[0]!]!.label} first`);
      const roundFigures: Figure[][] = [[], []];
      // Page by page, the two builds back to back. Measured build by build, the second build's cached pages
      // came right after the first's first visits and lost in every round, /about included (the 2026-11-29
      // run in docs/performance.md).
      for (const page of trees[0]!.pages.keys()) {
        for (const index of order) {
          const [name, pagePath, headers] = trees[index]!.pages[page]!;
          roundFigures[index]!.push(await measureWithCpu(trees[index]!.server!, name, pagePath, { headers }));
        }
      }
      for (const index of order) {
        const firstVisits = uncachedBrowsePaths(round + 1);
        roundFigures[index]!.push(
          await measureWithCpu(trees[index]!.server!, `first visits, ${firstVisits.count} new filtered browse URLs`, "/?…", {
            paths: firstVisits.next,
          }),
        );
      }
      figures.push(roundFigures);
    }
  } finally {
    for (const tree of trees) await tree.server?.stop("SIGTERM");
    await tiles.close();
    for (const cleanup of cleanups) await cleanup();
  }
  const report = sideBySideReport(trees, figures);
  console.info(`\n${report}\n`);
  const outFile = path.join(ROOT, "tests/.tmp", `bench-side-by-side-${DATABASE_SERVER ? "postgres" : "pglite"}.md`);
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${report}\n`);
  console.info(`Written to ${path.relative(ROOT, outFile)}.`);
}

function sideBySideReport(trees: Tree[], figures: Figure[][][]) {
  const [base, head] = trees as [Tree, Tree];
  const pageNames = figures[0]![1]!.map((figure) => figure.name);
  const lines = [
    `## ${base.label} against ${head.label}`,
    "",
    `${DATABASE_SERVER ? "PostgreSQL" : "PGlite"}, ${WORKERS} worker${WORKERS > 1 ? "s" : ""} each, ` +
      `${LISTINGS.toLocaleString("en")} listings each, ${CONNECTIONS} connections, ${DURATION_S} s per URL, ` +
      `${figures.length} rounds alternating which build goes first. Ratio: this tree ÷ base (above 1 is faster; ` +
      "for CPU per request, below 1 is cheaper).",
    "",
  ];
  for (const [page, name] of pageNames.entries()) {
    const rows = figures.map((round, index) => {
      const [b, h] = [round[0]![page]!, round[1]![page]!];
      return [
        index + 1,
        b.rps.toFixed(0),
        h.rps.toFixed(0),
        ratio(h.rps, b.rps),
        `${b.p99} / ${h.p99}`,
        `${b.cpuMsPerRequest.toFixed(1)} / ${h.cpuMsPerRequest.toFixed(1)}`,
        ratio(h.cpuMsPerRequest, b.cpuMsPerRequest),
        `${b.failed} / ${h.failed}`,
      ];
    });
    const measured = figures.filter((round) => round[0]![page]!.requests > 0 && round[1]![page]!.requests > 0);
    const rpsRatios = measured.map((round) => round[1]![page]!.rps / round[0]![page]!.rps);
    const cpuRatios = measured.map((round) => round[1]![page]!.cpuMsPerRequest / round[0]![page]!.cpuMsPerRequest);
    lines.push(
      `### ${name} \`${head.pages[page]?.[1] ?? "/?…"}\``,
      "",
      table(
        [
          "round",
          "base req/s",
          "this req/s",
          "ratio",
          "p99 ms base / this",
          "CPU ms per request base / this",
          "CPU ratio",
          "failed base / this",
        ],
        rows,
      ),
      "",
      measured.length > 0
        ? `Median ratio: ${median(rpsRatios).toFixed(2)} in requests a second, ${median(cpuRatios).toFixed(2)} in CPU per request.`
        : "No round measured both builds.",
      "",
    );
  }
  return lines.join("\n");
}
