// Mail from the production build (issue 35), as separate server processes, to a real SMTP server in this
// test process: inquiries posted while the mail server is down are all delivered once it is back, and a
// server killed (SIGKILL) with mail still queued sends each message exactly once after its restart.
// On PostgreSQL (TEST_DATABASE_URL) two instances drain one queue without a duplicate.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { addressesOf, TestSmtpServer } from "../smtp";
import { freePort, freshTarget, jsonWriteHeaders, killAllServers, listPropertyIds, type ServerProcess, startServer } from "./server";

const tempDirs: string[] = [];
const smtpServers: TestSmtpServer[] = [];
afterEach(async () => {
  await killAllServers();
  await Promise.all(smtpServers.splice(0).map((server) => server.stop()));
});
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function freshDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "riyadh-mail-"));
  tempDirs.push(dir);
  return dir;
}

/** Posts `count` inquiries (8 at a time), each from its own client and address; answers the acknowledged ones' emails. */
async function postInquiries(server: ServerProcess, count: number, runId: string) {
  const [propertyId] = await listPropertyIds(server);
  const acknowledged: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const number = next++;
      const email = `visitor-${runId}-${number}@visitor.test`;
      const answer = await fetch(`${server.url}/api/inquiries`, {
        method: "POST",
        headers: jsonWriteHeaders(server),
        body: JSON.stringify({ propertyId, name: `Visitor ${number}`, email, phone: "0551234567", message: "Is it free?" }),
      });
      if (answer.status === 201) acknowledged.push(email);
      await answer.body?.cancel();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return acknowledged;
}

/** Waits until `smtp` holds `count` messages (or the time is up), then a little longer for any duplicate. */
async function waitForMail(smtp: TestSmtpServer, count: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (smtp.received.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
}

function duplicates(smtp: TestSmtpServer) {
  const ids = smtp.received.map((mail) => mail.messageId);
  return ids.length - new Set(ids).size;
}

describe("mail from the built server", () => {
  it("queued while the mail server is down and the server is killed (SIGKILL): sent exactly once after restart", async () => {
    const dataDir = freshDataDir();
    const smtpPort = await freePort();
    // Every inquiry's notification is counted: the hourly cap per admin (default 10) is lifted.
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ADMIN_EMAIL: "desk@office.test", NOTIFICATIONS_PER_HOUR: "1000" };
    const first = await startServer({ dataDir }, { env });
    const acknowledged = await postInquiries(first, 20, "kill");
    expect(acknowledged).toHaveLength(20);
    // The sender has tried (connection refused) and is waiting to try again; the process dies.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await first.stop("SIGKILL");

    const smtp = new TestSmtpServer();
    smtpServers.push(smtp);
    await smtp.start(smtpPort);
    await startServer({ dataDir }, { env });
    // The first retry comes 15 s after the failed attempt.
    await waitForMail(smtp, 40, 60_000);
    expect(smtp.to("desk@office.test")).toHaveLength(20);
    for (const email of acknowledged) expect(smtp.to(email)).toHaveLength(1);
    expect(smtp.received).toHaveLength(40);
    expect(duplicates(smtp)).toBe(0);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL drain one queue: every message once", async () => {
    const { target, cleanup } = await freshTarget("mail", process.env.TEST_DATABASE_URL);
    try {
      const smtp = new TestSmtpServer();
      smtpServers.push(smtp);
      await smtp.start();
      const env = { SMTP_URL: smtp.url, ADMIN_EMAIL: "desk@office.test", WEB_CONCURRENCY: "2", NOTIFICATIONS_PER_HOUR: "1000" };
      const [one, two] = [await startServer(target, { env }), await startServer(target, { env })];
      const acknowledged = [...(await postInquiries(one, 30, "one")), ...(await postInquiries(two, 30, "two"))];
      expect(acknowledged).toHaveLength(60);
      await waitForMail(smtp, 120, 30_000);
      expect(smtp.received).toHaveLength(120);
      expect(duplicates(smtp)).toBe(0);
      expect(smtp.received.flatMap((mail) => addressesOf(mail.to)).filter((to) => to === "desk@office.test")).toHaveLength(60);
    } finally {
      await killAllServers();
      await cleanup();
    }
  });
});
