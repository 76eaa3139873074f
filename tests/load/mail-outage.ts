// The production build while its mail server is down (issue 35): inquiries are posted for OUTAGE_S seconds
// (default 60), 8 at a time, while nothing listens on SMTP_URL's port; then an SMTP server (in this process)
// starts there, and the run waits until every acknowledged inquiry's notification has arrived. Prints the
// figures: inquiries acknowledged, notifications and receipts delivered after the server returned, duplicates.
// Needs `npm run build`. Runs on a fresh PGlite DATA_DIR, or on PostgreSQL when DATABASE_URL names a server.
import { addressesOf, TestSmtpServer } from "../smtp";
import { freePort, freshTarget, jsonWriteHeaders, killAllServers, listPropertyIds, startServer } from "../reliability/server";

const OUTAGE_S = Number(process.env.OUTAGE_S ?? 60);
const ADMIN = "desk@office.test";

const { target, label, cleanup } = await freshTarget("mail_outage");
const smtpPort = await freePort();
try {
  // Every inquiry's notification is counted: the hourly cap per admin address (default 10) is lifted.
  const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ADMIN_EMAIL: ADMIN, NOTIFICATIONS_PER_HOUR: "1000000" };
  const server = await startServer(target, { env });
  const [propertyId] = await listPropertyIds(server);
  let acknowledged = 0;
  let refused = 0;
  let number = 0;
  const until = Date.now() + OUTAGE_S * 1_000;
  const worker = async () => {
    while (Date.now() < until) {
      const n = number++;
      const answer = await fetch(`${server.url}/api/inquiries`, {
        method: "POST",
        headers: jsonWriteHeaders(server),
        body: JSON.stringify({ propertyId, name: `Outage ${n}`, email: `outage-${n}@visitor.test`, phone: "0551234567", message: "Free?" }),
      });
      if (answer.status === 201) acknowledged++;
      else refused++;
      await answer.body?.cancel();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));

  const smtp = new TestSmtpServer();
  await smtp.start(smtpPort);
  const back = Date.now();
  while (smtp.to(ADMIN).length < acknowledged && Date.now() - back < 10 * 60_000) await new Promise((resolve) => setTimeout(resolve, 500));
  const allIn = (Date.now() - back) / 1_000;
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const ids = smtp.received.map((mail) => mail.messageId);
  const receipts = smtp.received.filter((mail) => !addressesOf(mail.to).includes(ADMIN)).length;
  console.log(
    JSON.stringify(
      {
        database: label,
        outageSeconds: OUTAGE_S,
        inquiriesAcknowledged: acknowledged,
        inquiriesRefused: refused,
        notificationsDelivered: smtp.to(ADMIN).length,
        receiptsDelivered: receipts,
        duplicates: ids.length - new Set(ids).size,
        secondsUntilAllNotificationsArrived: allIn,
      },
      null,
      2,
    ),
  );
  await server.stop();
  await smtp.stop();
} finally {
  await killAllServers();
  await cleanup();
}
