import { inject } from "vitest";
import { copyDataDir, freshTarget } from "./server";

/**
 * A database of its own, already migrated and seeded as a server's first start leaves it: a copy of the
 * run's template (seeded-template.ts) on PGlite, or on PostgreSQL when `serverUrl` is TEST_DATABASE_URL.
 */
export function seededTarget(purpose: string, serverUrl = process.env.DATABASE_URL) {
  if (!serverUrl) return freshTarget(purpose, "", inject("seededDataDir"));
  if (serverUrl !== process.env.TEST_DATABASE_URL) throw new Error("The seeded template is on TEST_DATABASE_URL's server only");
  return freshTarget(purpose, serverUrl, inject("seededDatabase"));
}

/** Fills `dataDir` (a folder on a file system of the test's own) with a copy of the run's seeded PGlite template. */
export function copySeededDataDir(dataDir: string) {
  copyDataDir(inject("seededDataDir"), dataDir);
}
