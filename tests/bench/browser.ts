import { existsSync } from "node:fs";

// Playwright and Lighthouse cannot download a browser here: both use the system Chromium.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

// Without these, Chromium keeps trying (and failing) to reach Google's services in the closed network.
export const QUIET_CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
