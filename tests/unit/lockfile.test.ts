import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const scratchDirs: string[] = [];
afterAll(() => scratchDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder holding copies of the project's package.json, lock and .npmrc, with package.json changed by `edit`. */
function projectCopy(edit: (manifest: { dependencies: Record<string, string> }, dir: string) => void = () => {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "riyadh-lock-"));
  scratchDirs.push(dir);
  for (const file of ["package-lock.json", ".npmrc"]) copyFileSync(path.join(root, file), path.join(dir, file));
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  edit(manifest, dir);
  writeFileSync(path.join(dir, "package.json"), JSON.stringify(manifest, null, 2));
  return dir;
}

/** What `npm ci` says of the lock, without installing anything: it refuses a lock out of step with package.json. */
async function npmCiDryRun(dir: string) {
  try {
    await run("npm", ["ci", "--dry-run", "--ignore-scripts", "--offline", "--no-audit", "--no-fund"], { cwd: dir });
    return { ok: true, message: "" };
  } catch (error) {
    return { ok: false, message: String((error as { stderr?: string }).stderr ?? error) };
  }
}

// The quick start and CI install with `npm ci` and no fallback (docs/decisions/0002-install.md): a lock that
// drifts from package.json, or lacks another platform's optional binaries, must fail here first.
describe("package-lock.json", () => {
  it("is what npm ci accepts for package.json", async () => {
    expect(await npmCiDryRun(projectCopy())).toEqual({ ok: true, message: "" });
  });

  it("is refused once package.json names a dependency the lock lacks (the check can fail)", async () => {
    // A package beside the copy, so npm needs no registry to see that the lock lacks it (its offline cache
    // holds tarballs, not the registry's package lists).
    const result = await npmCiDryRun(
      projectCopy((manifest, dir) => {
        mkdirSync(path.join(dir, "left-pad"));
        writeFileSync(path.join(dir, "left-pad", "package.json"), JSON.stringify({ name: "left-pad", version: "1.3.0" }));
        manifest.dependencies["left-pad"] = "file:./left-pad";
      }),
    );
    expect(result.ok).toBe(false);
    expect(result.message).toContain("Missing: left-pad");
  });
});
