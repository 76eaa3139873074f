// The quick start's server (`npm run demo`, scripts/demo.ts) as a newcomer meets it: its first inquiry
// leaves a notification to the demo admin and a receipt to the visitor in the mail folder the Outbox tab
// lists (issue 35), with no SMTP server.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { freshTarget, killAllServers, startServer } from "./server";

afterAll(killAllServers);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("mails the demo admin a notification and the visitor a receipt for the first inquiry", async () => {
  const { target, cleanup } = await freshTarget("quick_start", "");
  // No admin login named, as in a newcomer's shell: the demo fills in its own admin and address.
  const server = await startServer(target, {
    args: ["--import", "tsx", "scripts/demo.ts"],
    env: { ADMIN_USERNAME: "", ADMIN_PASSWORD: "" },
  });
  try {
    const posted = await fetch(`${server.url}/api/inquiries`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({
        propertyId: 1,
        name: "Quick Start",
        email: "visitor@example.com",
        phone: "+966 55 123 4567",
        message: "Is it free?",
      }),
    });
    expect(posted.status).toBe(201);

    const mailDir = path.join("dataDir" in target ? target.dataDir : "", "mail");
    const recipients = () =>
      (existsSync(mailDir) ? readdirSync(mailDir) : [])
        .map((file) => /^To: .*<(.+)>$/m.exec(readFileSync(path.join(mailDir, file), "utf8"))?.[1])
        .sort();
    for (let tries = 0; tries < 300 && recipients().length < 2; tries++) await sleep(100);
    expect(recipients()).toEqual(["admin@example.com", "visitor@example.com"]);
  } finally {
    // SIGTERM: the process closes its database and tsx's helper process, so its output pipes close.
    await server.stop("SIGTERM");
    await cleanup();
  }
});
