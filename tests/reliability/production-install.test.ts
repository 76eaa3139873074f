// A production install (`npm ci --omit=dev`) of the committed lock, beside the built app: patch-package
// is a dependency, so the patches apply there too, and the server serves an Arabic page from it. An
// install whose patch did not apply is refused at start with one JSON line saying which and why.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, ROOT } from "./server";

const run = promisify(execFile);
const install = mkdtempSync(path.join(os.tmpdir(), "riyadh-production-"));
const dataDir = path.join(install, "data");

beforeAll(async () => {
  for (const entry of ["package.json", "package-lock.json", ".npmrc", "patches", "build", "drizzle/migrations"]) {
    cpSync(path.join(ROOT, entry), path.join(install, entry), { recursive: true });
  }
  await run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], { cwd: install, timeout: 110_000 });
}, 120_000);
afterAll(() => rmSync(install, { recursive: true, force: true }));

/** Starts `node build/server.js` in the install; resolves with its first answer to `pathname`, or with its exit. */
async function serve(pathname: string) {
  const port = await freePort();
  const child = execFile(process.execPath, ["build/server.js"], {
    cwd: install,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SESSION_SECRET: "production-install-secret-that-is-long-enough-0123",
      ADMIN_USERNAME: "install-admin",
      ADMIN_PASSWORD: "install-password-123",
    },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  try {
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      const code = await Promise.race([exited, new Promise<undefined>((resolve) => setTimeout(resolve, 200))]);
      if (code !== undefined) return { exitCode: code, output };
      const answer = await fetch(`http://127.0.0.1:${port}${pathname}`).catch(() => null);
      if (answer?.status === 200) return { answer, body: Buffer.from(await answer.arrayBuffer()), output };
    }
    throw new Error(`the production install did not answer ${pathname}:\n${output}`);
  } finally {
    child.kill("SIGKILL");
    await exited;
  }
}

describe("a production install (npm ci --omit=dev)", () => {
  it("applies the patches and serves an Arabic page, its UTF-8 whole", async () => {
    const { answer, body } = await serve("/?lng=ar");
    expect(answer?.headers.get("content-type")).toContain("text/html");
    const html = body!.toString("utf8");
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain("مكاتب");
    expect(body!.includes(0)).toBe(false);
  });

  it("refuses to start, in one JSON line, when a patch is not applied", async () => {
    const file = path.join(install, "node_modules/@remix-run/router/dist/router.cjs.js");
    writeFileSync(file, readFileSync(file, "utf8").replaceAll("rankedBranchesCache", "rankedBranchesStore"));
    const { exitCode, output } = await serve("/");
    expect(exitCode).toBe(1);
    const lines = output.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ event: "patch_missing", missing: [{ patch: "patches/@remix-run+router+1.23.3.patch" }] });
  });
});
