// The quick start's server (`npm run demo`, scripts/demo.ts) as a newcomer meets it: its first inquiry
// leaves a notification to the demo admin and a receipt to the visitor in the mail folder the Outbox tab
// lists (issue 35), with no SMTP server.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { inquiryInput } from "../factories";
import { freshTarget, killAllServers, startServer } from "./server";

afterAll(killAllServers);

it("mails the demo admin a notification and the visitor a receipt for the first inquiry", async () => {
  const { target, cleanup } = await freshTarget("quick_start", "");
  // No admin login named and no DEMO_DATA, as in a newcomer's shell: the demo fills in its own admin and
  // address, and its listings (the inquiry below is about listing 1).
  const server = await startServer(target, {
    args: ["--import", "tsx", "scripts/demo.ts"],
    env: { ADMIN_USERNAME: "", ADMIN_PASSWORD: "", DEMO_DATA: "" },
  });
  try {
    const posted = await fetch(`${server.url}/api/inquiries`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ ...inquiryInput({ email: "visitor@example.com" }), propertyId: 1 }),
    });
    expect(posted.status).toBe(201);

    const mailDir = path.join("dataDir" in target ? target.dataDir : "", "mail");
    const recipients = () =>
      (existsSync(mailDir) ? readdirSync(mailDir) : [])
        .map((file) => /^To: .*<(.+)>$/m.exec(readFileSync(path.join(mailDir, file), "utf8"))?.[1])
        .sort();
    await expect.poll(recipients, { timeout: 30_000 }).toEqual(["admin@example.com", "visitor@example.com"]);
  } finally {
    // SIGTERM: the process closes its database and tsx's helper process, so its output pipes close.
    await server.stop("SIGTERM");
    await cleanup();
  }
});
