import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// One data folder per port, so runs on different ports never share an embedded database.
const DATA_DIR = `tests/.tmp/e2e-data-${PORT}`;
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-password-123" };

// Playwright cannot download its own browser here: use the system Chromium.
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

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
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: "../playwright-report" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    locale: "en-US",
  },
  // Each project is its own client (X-Forwarded-For, trusted through TRUST_PROXY=1 as from a proxy), so
  // the per-address message limits of one project's runs never refuse the other's.
  projects: [
    { name: "js", use: { ...chromium, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.10" } } },
    // Progressive enhancement: every flow must also work with scripts blocked.
    { name: "no-js", use: { ...chromium, javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.20" } } },
  ],
  webServer: {
    // The production build on a fresh embedded database.
    command: `rm -rf ${DATA_DIR} && node build/server.js`,
    cwd: "..",
    // Answers only once the database is migrated and seeded, so no test meets a half-seeded app.
    url: `http://localhost:${PORT}/api/districts`,
    timeout: 120_000,
    reuseExistingServer: false,
    // One JSON line per request would drown the test report; errors still show (stderr).
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      NODE_ENV: "production",
      DATA_DIR,
      DATABASE_URL: "",
      SESSION_SECRET: "e2e-session-secret-that-is-long-enough-0123456789",
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      TILE_URL: `http://localhost:${PORT}/tiles/{z}/{x}/{y}.png`,
      TRUST_PROXY: "1",
    },
  },
});
