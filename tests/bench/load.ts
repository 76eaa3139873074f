// What every bench run shares: seeding a tree's database, autocannon over one URL or a list of them,
// and the list of filtered browse URLs that are each a first visit.
import { spawnSync } from "node:child_process";
import autocannon from "autocannon";
import { filtersToQuery, PRICE_RANGE, PropertyFiltersSchema, SIZE_RANGE, SORTS } from "~/schemas/filters";
import type { ServerProcess } from "../reliability/server";

export const LISTINGS = 10_000;
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 3;
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
export const BENCH_DISTRICT = "Olaya";
// About 4 × 2 km of Olaya and Al Sulimaniyah, written as the app writes it (canonical: no redirect).
export const BENCH_BBOX = "46.66,24.68,46.7,24.72";
export const BENCH_ADMIN = { username: "bench-admin", password: "bench-password-123" };

export interface Throughput {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  requests: number;
}

/** Seeds the database `env` names with the tree at `root`'s own seed script; returns its last line. */
export function seed(root: string, env: Record<string, string>) {
  const seeded = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed.ts", "--count", String(LISTINGS)], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: "production",
      // The demo's listings beside the synthetic ones, as every bench so far measured.
      DEMO_DATA: "1",
      SESSION_SECRET: "bench-only-secret-0123456789abcdef0123456789",
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
    encoding: "utf8",
  });
  if (seeded.status !== 0) throw new Error(`Seeding in ${root} failed:\n${seeded.stderr}${seeded.stdout}`);
  return seeded.stdout.trim().split("\n").at(-1) ?? "";
}

export interface LoadOptions {
  paths?: () => string;
  connections?: number;
  headers?: Record<string, string>;
}

function load(url: string, durationS: number, { paths, connections = CONNECTIONS, headers }: LoadOptions = {}) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const requests = paths ? [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: paths() }) }] : undefined;
    autocannon({ url, connections, duration: durationS, timeout: 10, requests, headers }, (error, result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
  });
}

/** One URL (after a warm-up) or a list of URLs (none asked twice, so no warm-up) for DURATION_S seconds. */
export async function measure(
  server: Pick<ServerProcess, "url">,
  name: string,
  pagePath: string,
  options: LoadOptions = {},
): Promise<Throughput> {
  if (!options.paths) await load(`${server.url}${pagePath}`, WARMUP_S, options);
  const result = await load(`${server.url}${pagePath}`, DURATION_S, options);
  return {
    name,
    path: pagePath,
    rps: result.requests.total / DURATION_S,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
  };
}

/**
 * Filtered and sorted browse URLs that are all different (sorts, and price and size bounds stepped
 * through their sliders), so that no request finds its page or its data in the app's caches: the cost of
 * a first visit. Each `set` has its own minimum size, so the URLs of one set are new to a server that
 * was asked the others'.
 */
export function uncachedBrowsePaths(set = 0) {
  const minSize = set === 0 ? SIZE_RANGE.min : SIZE_RANGE.min + set * SIZE_RANGE.step;
  const base = { ...PropertyFiltersSchema.parse({ district: [BENCH_DISTRICT], amenities: ["Parking"] }), minSize };
  const paths: string[] = [];
  // sort=distance needs a landmark (`near`): without one the page redirects to the default order.
  for (const sort of SORTS.filter((choice) => choice !== "distance"))
    for (let minPrice = PRICE_RANGE.min + PRICE_RANGE.step; minPrice < PRICE_RANGE.max / 2; minPrice += PRICE_RANGE.step) {
      for (let maxSize = SIZE_RANGE.max - SIZE_RANGE.step; maxSize > SIZE_RANGE.max / 2; maxSize -= SIZE_RANGE.step) {
        paths.push(`/?${filtersToQuery({ ...base, sort, minPrice, maxSize })}`);
      }
    }
  let next = 0;
  return { count: paths.length, next: () => paths[next++ % paths.length]! };
}

/** The URL a no-JS form would land on (the app redirects other spellings to it): measured without the redirect. */
export async function canonical(server: Pick<ServerProcess, "url">, pagePath: string) {
  const response = await fetch(`${server.url}${pagePath}`, { redirect: "manual" });
  await response.body?.cancel();
  return response.status === 302 ? (response.headers.get("location") ?? pagePath) : pagePath;
}
