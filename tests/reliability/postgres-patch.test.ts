// patches/postgres+3.4.9.patch (docs/decisions/0025-postgres-closed-socket-guard.md): postgres.js
// 3.4.9 ends the process when a write is scheduled on a connection that has just closed. The same
// script runs against a copy of postgres.js without the patch (it must crash with the upstream
// TypeError) and against the installed, patched one (the queries fail with CONNECTION_CLOSED, and
// the process lives on). The server also refuses to start on a postgres.js without it.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesWithoutGuard, loadedPostgresFiles } from "../../server/postgres-patch";
import { type FaultProxy, startFaultProxy } from "./fault-proxy";
import { ROOT } from "./server";

const INSTALLED = path.join(ROOT, "node_modules/postgres");
const PATCH = path.join(ROOT, "patches/postgres+3.4.9.patch");

// A reserved connection (pinned: the pool cannot swap it for a new one) whose socket is cut, then
// three queries on it: each is a small write, scheduled with setImmediate, on a closed connection.
const SCRIPT = `
import { pathToFileURL } from "node:url";
const [moduleDir, url] = process.argv.slice(1);
const { default: postgres } = await import(pathToFileURL(moduleDir + "/src/index.js").href);
const sql = postgres(url, { max: 1, onnotice() {} });
const reserved = await sql.reserve();
await reserved\`select 1\`;
console.log("ready");
process.stdin.once("data", async () => {
  const codes = [];
  for (let i = 0; i < 3; i++) await reserved\`select 1\`.then(() => codes.push("ok"), (error) => codes.push(error.code));
  console.log(JSON.stringify(codes));
  process.exit(0);
});
`;

/** Runs SCRIPT with postgres.js from `moduleDir`, cutting its connection once it is ready. */
function runAfterCut(proxy: FaultProxy, moduleDir: string, databaseUrl: string) {
  const child = spawn(process.execPath, ["--input-type=module", "-e", SCRIPT, moduleDir, proxy.through(databaseUrl)], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr.setEncoding("utf8");
  child.stdout.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => (stderr += chunk));
  child.stdout.on("data", (chunk: string) => {
    stdout += chunk;
    if (stdout === "ready\n") {
      proxy.cut();
      setTimeout(() => child.stdin.write("go\n"), 200);
    }
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

let unpatched: string;

beforeAll(() => {
  // postgres.js as npm ships it: the installed copy with the patch taken out again.
  unpatched = mkdtempSync(path.join(os.tmpdir(), "riyadh-postgres-unpatched-"));
  cpSync(INSTALLED, unpatched, { recursive: true });
  const reverse = spawnSync("git", ["apply", "--reverse", "-p3", PATCH], { cwd: unpatched, encoding: "utf8" });
  if (reverse.status !== 0) throw new Error(`the patch did not come out again: ${reverse.stderr}`);
});

afterAll(() => {
  rmSync(unpatched, { recursive: true, force: true });
});

describe("the postgres.js patch", () => {
  it("is in both copies the server can load, and its absence is detected", () => {
    const loaded = loadedPostgresFiles();
    expect(loaded.map((file) => path.relative(INSTALLED, file)).sort()).toEqual(["cjs/src/connection.js", "src/connection.js"]);
    expect(filesWithoutGuard(loaded)).toEqual([]);
    const original = ["src/connection.js", "cjs/src/connection.js"].map((file) => path.join(unpatched, file));
    expect(filesWithoutGuard(original)).toEqual(original);
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  describe.skipIf(!serverUrl)("on a connection that closed", () => {
    let proxy: FaultProxy;
    beforeAll(async () => {
      proxy = await startFaultProxy();
    });
    afterAll(async () => {
      await proxy.close();
    });

    it("crashes the process without the patch", async () => {
      const run = await runAfterCut(proxy, unpatched, serverUrl!);
      expect(run.code, run.stdout).toBe(1);
      expect(run.stderr).toContain("TypeError: Cannot read properties of null (reading 'write')");
      expect(run.stderr).toContain("at Immediate.nextWrite");
    });

    it("settles each query with CONNECTION_CLOSED with the patch, and the process lives on", async () => {
      const run = await runAfterCut(proxy, INSTALLED, serverUrl!);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(run.stdout.trim().split("\n").at(-1)).toBe(JSON.stringify(["CONNECTION_CLOSED", "CONNECTION_CLOSED", "CONNECTION_CLOSED"]));
    });
  });
});
