import type { TestProject } from "vitest/node";
import { freshTarget, launchServer, waitUntilReady } from "./server";

// Vitest global set-up of the reliability project: one server's first start (migrations, the demo data,
// its images) once per run, on PGlite and on TEST_DATABASE_URL's PostgreSQL; the tests start their servers
// on copies (seeded-target.ts). A first start on an empty PGlite took 25 s more than a start on a seeded
// copy on a busy 2-core machine, and the suite starts about thirty servers. The first start itself keeps
// its own tests (first-start.test.ts, crash.test.ts, scale-out.test.ts, mail-http.test.ts (the admin's
// address is set at that start), production-install.test.ts).

declare module "vitest" {
  export interface ProvidedContext {
    /** A seeded PGlite DATA_DIR to copy. */
    seededDataDir: string;
    /** A seeded database on TEST_DATABASE_URL's server to copy ("" without one). */
    seededDatabase: string;
  }
}

async function seeded(serverUrl: string) {
  const fresh = await freshTarget("template", serverUrl);
  const server = await launchServer(fresh.target);
  // A first start makes the demo's images: on a busy 2-core machine, two of them at once (PGlite and
  // PostgreSQL) took over a minute.
  await waitUntilReady(server, 180_000);
  // Stopped cleanly: PGlite's files are whole, and a PostgreSQL template must have no connection.
  const code = await server.stop("SIGTERM");
  if (code !== 0) throw new Error(`The template server exited with ${code}:\n${server.stderr()}`);
  return fresh;
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  const [pglite, postgres] = await Promise.all([seeded(""), serverUrl ? seeded(serverUrl) : null]);
  project.provide("seededDataDir", "dataDir" in pglite.target ? pglite.target.dataDir : "");
  project.provide(
    "seededDatabase",
    postgres && "databaseUrl" in postgres.target ? new URL(postgres.target.databaseUrl).pathname.slice(1) : "",
  );
  return async () => {
    await pglite.cleanup();
    await postgres?.cleanup();
  };
}
