import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// One data folder per port, so runs on different ports never share an embedded database.
const DATA_DIR = `tests/.tmp/e2e-data-${PORT}`;
/** Where specs save screenshots for people to look at, whatever folder Playwright was started from. */
export const SCREENS = path.join(import.meta.dirname, ".tmp", "screens");
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-password-123" };
// A second server whose database also holds this many synthetic listings ("Office Suite 1000" onwards).
const SCALE_PORT = PORT + 50;
const SCALE_DATA_DIR = `tests/.tmp/e2e-data-${SCALE_PORT}`;
// A third server, on the demo data alone, for walks that publish listings of their own (an advertiser's,
// approved by the administrator): on the first server those offices showed in every other spec's counts of
// the demo's listings while the walks ran, and after (40 failures in one CI run).
const WALK_PORT = PORT + 25;
const WALK_DATA_DIR = `tests/.tmp/e2e-data-${WALK_PORT}`;
export const WALK_BASE_URL = `http://localhost:${WALK_PORT}`;
/** The data folders of every e2e server, from the repository's root: their mail is under DATA_DIR/mail. */
export const E2E_DATA_DIRS = [DATA_DIR, SCALE_DATA_DIR, WALK_DATA_DIR];
export const SCALE_LISTINGS = 10_000;
export const SCALE_BASE_URL = `http://localhost:${SCALE_PORT}`;

// Playwright cannot download its own browser here: use the system Chromium. Debian's headless shell
// (package chromium-headless-shell) first: the same engine without the full browser, it ran browse.spec.ts
// in 3.3 min against 4.8 min for the full Chromium (docs/decisions/0016-ci-time-budget.md).
const executablePath =
  process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath,
    args: ["--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  },
};

export default defineConfig({
  testDir: "./e2e",
  outputDir: "../test-results",
  fullyParallel: true,
  // The same in CI and in a fresh clone's `npm test`, where no CI variable is set: Playwright's default of
  // half the cores is one worker on a 2-core machine (a fresh clone's run took 21.7 min with it, 14.8 with
  // two), and without a retry one slow moment on a busy machine fails the whole run. A test that passes only
  // on its retry is still reported, as flaky.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 1,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: "../playwright-report" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace of the retry a failure gets. Recording one for every test, to keep it on failure, took a
    // quarter of the run's CPU: the browse and admin specs took 142-146 CPU-seconds with traces on retries
    // only, 184-202 with a trace of every test (decision 0016, 2026-11-29).
    trace: "on-first-retry",
    locale: "en-US",
  },
  // Each project is its own client (X-Forwarded-For, trusted through TRUST_PROXY=1 as from a proxy), so
  // the per-address message limits of one project's runs never refuse the other's.
  projects: [
    { name: "js", use: { ...chromium, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.10" } } },
    // Progressive enhancement: every flow must also work with scripts blocked.
    { name: "no-js", use: { ...chromium, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.20" } } },
  ],
  webServer: [
    {
      // The production build on a fresh embedded database.
      command: `rm -rf ${DATA_DIR} && node build/server.js`,
      ...serverOptions(PORT, DATA_DIR),
    },
    {
      // The same build on a second database holding 10,000 synthetic listings more, for the admin
      // table at scale (admin-scale.spec.ts). Seeding takes about 15 s, beside the first server's start.
      command: `rm -rf ${SCALE_DATA_DIR} && node --import tsx scripts/seed.ts --count ${SCALE_LISTINGS} && node build/server.js`,
      ...serverOptions(SCALE_PORT, SCALE_DATA_DIR),
    },
    {
      command: `rm -rf ${WALK_DATA_DIR} && node build/server.js`,
      ...serverOptions(WALK_PORT, WALK_DATA_DIR),
    },
  ],
});

// How both servers run: answering only once the database is migrated and seeded, so no test meets a
// half-seeded app; one JSON line per request would drown the test report, so only errors show.
function serverOptions(port: number, dataDir: string) {
  return {
    cwd: "..",
    url: `http://localhost:${port}/api/districts`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(port),
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SESSION_SECRET: "e2e-session-secret-that-is-long-enough-0123456789",
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      TILE_URL: `http://localhost:${port}/tiles/{z}/{x}/{y}.png`,
      TRUST_PROXY: "1",
      // Every spec's inquiries notify the admin once outbox.spec.ts gives it an address: the default cap
      // of 10 an hour (tested in tests/integration) would silence the notification that spec looks for.
      NOTIFICATIONS_PER_HOUR: "1000",
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      // The specs browse the demo's listings; a production start seeds them only when asked.
      DEMO_DATA: "1",
      // Two of the three networks: the footer links only those configured.
      SOCIAL_X_URL: "https://x.com/riyadhoffices",
      SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/riyadh-offices",
    },
  };
}
