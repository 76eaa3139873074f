// The server runs only on the installed packages its patches/ expect: patch-package applies them at every
// `npm ci` (postinstall; it is a dependency, so `npm ci --omit=dev` applies them too), and an install that
// skipped them would look fine until the moment each patch is for. Each check reads what Node loads.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { filesWithoutGuard } from "./postgres-patch";

const require = createRequire(import.meta.url);

interface PatchCheck {
  patch: string;
  /** What goes wrong without it. */
  without: string;
  /** The loaded files that lack the patch. */
  unpatchedFiles: () => string[];
}

/** The files among `files` whose text lacks `marker`. */
const lacking = (marker: string, files: string[]) => files.filter((file) => !readFileSync(file, "utf8").includes(marker));

const CHECKS: PatchCheck[] = [
  {
    patch: "patches/postgres+3.4.9.patch",
    without: "a write on a closed database connection would end the process (porsager/postgres#1209)",
    unpatchedFiles: () => filesWithoutGuard(),
  },
  {
    patch: "patches/@remix-run+router+1.23.3.patch",
    without: "every request would rebuild the route branches (remix-run/react-router#14967)",
    unpatchedFiles: () => lacking("rankedBranchesCache", [require.resolve("@remix-run/router")]),
  },
];

/** Each patch that a loaded file lacks, with the file and what goes wrong without it. */
export function missingPatches() {
  return CHECKS.flatMap(({ patch, without, unpatchedFiles }) => unpatchedFiles().map((file) => ({ patch, file, without })));
}
