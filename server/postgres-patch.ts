// The server runs only on a postgres.js that carries the guard of patches/postgres+3.4.9.patch
// (docs/decisions/0025-postgres-closed-socket-guard.md): without it a write scheduled on a connection
// that has just closed throws outside any promise and ends the process. patch-package applies the patch
// at `npm ci` (postinstall); an install that skipped it would look fine until the database hiccups.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const GUARD = /function nextWrite\(fn\) \{\s*if \(!socket\) \{/;

/** connection.js of both builds of postgres.js that Node may load here: ESM (import) and CommonJS (require). */
export function loadedPostgresFiles() {
  const required = createRequire(import.meta.url).resolve("postgres");
  // <package>/cjs/src/index.js; the ESM entry is the package's "import" export.
  const root = path.resolve(path.dirname(required), "../..");
  const { exports } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { exports: { import: string } };
  return [path.join(root, exports.import), required].map((entry) => path.join(path.dirname(entry), "connection.js"));
}

/** The files among `files` that lack the guard. */
export function filesWithoutGuard(files = loadedPostgresFiles()) {
  return files.filter((file) => !GUARD.test(readFileSync(file, "utf8")));
}
