// The quick start's server (`npm run demo`, scripts/demo.ts) as a newcomer meets it: its first inquiry
// leaves a notification to the demo admin and a receipt to the visitor in the mail folder the Outbox tab
// lists (issue 35), with no SMTP server.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { freePort, ROOT } from "./server";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "riyadh-quick-start-"));
let stop = () => {};

afterAll(() => {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("mails the demo admin a notification and the visitor a receipt for the first inquiry", async () => {
  const port = await freePort();
  const {
    ADMIN_USERNAME: _u,
    ADMIN_PASSWORD: _p,
    ADMIN_EMAIL: _e,
    DATABASE_URL: _d,
    SESSION_SECRET: _s,
    NODE_ENV: _n,
    ...inherited
  } = process.env;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/demo.ts"], {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    },
    stdio: "ignore",
  });
  stop = () => child.kill("SIGKILL");
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries++) {
    if ((await fetch(`${origin}/healthz`).catch(() => null))?.status === 200) break;
    await sleep(100);
  }
  const posted = await fetch(`${origin}/api/inquiries`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({
      propertyId: 1,
      name: "Quick Start",
      email: "visitor@example.com",
      phone: "+966 55 123 4567",
      message: "Is it free?",
    }),
  });
  expect(posted.status).toBe(201);

  const mailDir = path.join(dataDir, "mail");
  const recipients = () => {
    const files = (() => {
      try {
        return readdirSync(mailDir);
      } catch {
        return [];
      }
    })();
    return files.map((file) => /^To: .*<(.+)>$/m.exec(readFileSync(path.join(mailDir, file), "utf8"))?.[1]).sort();
  };
  for (let tries = 0; tries < 300 && recipients().length < 2; tries++) await sleep(100);
  expect(recipients()).toEqual(["admin@example.com", "visitor@example.com"]);
});
