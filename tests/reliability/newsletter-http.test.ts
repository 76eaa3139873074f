// The newsletter form's hostile input over real HTTP against the built server: a bad address, no
// consent, a huge body, a cross-site post and a filled honeypot store nothing and get a clear 4xx (or,
// for the bot, the usual success); a real sign-up is stored once and counts once confirmed; the log never
// holds an address.
// Runs on PostgreSQL when TEST_DATABASE_URL names a server, else on PGlite (SWEEP_TARGETS).
import { afterAll, describe, expect, it } from "vitest";
import { cookiesOf, send } from "./http-client";
import { killAllServers, type ServerProcess, startServer, TEST_ADMIN, SWEEP_TARGETS } from "./server";
import { seededTarget } from "./seeded-target";
import { runSql } from "./target-sql";
import { testClock } from "./test-clock";

const HOUR_MS = 60 * 60 * 1000;

afterAll(killAllServers);

describe.each(SWEEP_TARGETS)("the newsletter form on %s over HTTP", (_label, serverUrl) => {
  it("refuses bad input with a 4xx, stores one row per address, and logs no address", async () => {
    const { target, cleanup } = await seededTarget("newsletter", serverUrl);
    const server = await startServer(target, { env: { TRUST_PROXY: "0" } });
    try {
      const post = (
        body: string,
        headers: Record<string, string> = { Origin: server.url },
        localAddress = "127.0.0.20",
        path = "/newsletter",
      ) =>
        send(`${server.url}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
          body,
          localAddress,
        });
      const form = (fields: Record<string, string>) => new URLSearchParams({ redirectTo: "/about", ...fields }).toString();

      const badEmail = await post(form({ email: "hostile.marker@", consent: "on" }));
      expect(badEmail.status).toBe(400);
      expect(badEmail.body).toContain("Please enter a valid email address");
      const noConsent = await post(form({ email: "consent.marker@example.test" }));
      expect(noConsent.status).toBe(400);
      expect(noConsent.body).toContain("Please tick the box to agree to receive the newsletter");
      const nul = await post(form({ email: "nul.marker@example.test\u0000", consent: "on" }));
      expect(nul.status).toBe(400);
      const huge = await post(form({ email: `${"x".repeat(70_000)}@example.test`, consent: "on" }));
      expect(huge.status).toBe(413);
      const crossSite = await post(form({ email: "forged.marker@example.test", consent: "on" }), { Origin: "https://evil.example" });
      expect(crossSite.status).toBe(403);
      const bot = await post(form({ email: "bot.marker@example.test", consent: "on", website: "http://spam.example" }));
      expect(bot.status).toBe(303);
      expect(bot.headers.location).toBe("/about");

      const real = await post(form({ email: "Real.Marker@example.test", consent: "on" }), undefined, "127.0.0.21");
      expect(real.status).toBe(303);
      expect(real.headers.location).toBe("/about");
      const again = await post(form({ email: "real.marker@EXAMPLE.test", consent: "on" }), undefined, "127.0.0.21");
      expect([again.status, again.headers.location]).toEqual([303, "/about"]);

      const login = await send(`${server.url}/api/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url },
        body: JSON.stringify(TEST_ADMIN),
      });
      const admin = { Cookie: cookiesOf(login) };
      // Double opt-in (issue 35): the address counts once its confirmation link is followed. The link is in
      // the mail the Outbox tab shows (the same for the repeat, which mails it again).
      const outbox = await send(`${server.url}/admin/dashboard/outbox`, { headers: admin });
      const tokens = new Set([...outbox.body.matchAll(/\/newsletter\/confirm\?token=([\w-]{43})/g)].map((match) => match[1]));
      expect(tokens.size).toBe(1);
      const confirmed = await post(
        new URLSearchParams({ token: [...tokens][0]! }).toString(),
        { Origin: server.url },
        "127.0.0.21",
        "/newsletter/confirm",
      );
      expect(confirmed.status).toBe(303);
      const csv = await send(`${server.url}/admin/dashboard/subscribers.csv`, { headers: admin });
      expect(csv.status).toBe(200);
      const lines = csv.body.trim().split("\r\n").slice(1);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^"Real\.Marker@example\.test",/);
    } finally {
      await server.stop();
      const log = server.stdout() + server.stderr();
      await cleanup();
      expect(log).not.toMatch(/marker/i);
    }
  });

  it("answers a repeated sign-up whose link expired with a new link that works (newsletter and search alert)", async () => {
    const { target, cleanup } = await seededTarget("relink", serverUrl);
    // The server's clock stands still until the test lets a week pass (decision 0076).
    const clock = testClock();
    let server: ServerProcess = await startServer(target, { env: clock.env });
    try {
      const signUp = () =>
        Promise.all([
          send(`${server.url}/newsletter`, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
            body: new URLSearchParams({ email: "late@example.test", consent: "on", redirectTo: "/" }).toString(),
          }),
          send(`${server.url}/alerts`, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
            body: new URLSearchParams({ email: "late@example.test", search: "district=Olaya", redirectTo: "/" }).toString(),
          }),
        ]);
      // The confirmation links the Outbox tab shows, newest mail first, by kind.
      const mailedLinks = async () => {
        const login = await send(`${server.url}/api/admin/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: server.url },
          body: JSON.stringify(TEST_ADMIN),
        });
        const { status, body } = await send(`${server.url}/admin/dashboard/outbox`, { headers: { Cookie: cookiesOf(login) } });
        expect([login.status, status]).toEqual([200, 200]);
        const tokens = (kind: string) =>
          [...body.matchAll(new RegExp(`/${kind}/confirm\\?token=([\\w-]{43})`, "g"))].map((match) => match[1]!);
        return { newsletter: new Set(tokens("newsletter")), alerts: new Set(tokens("alerts")) };
      };
      // Whether a link's page offers the button (200) or says it does not work (404). With a cookie, so the
      // page cache (which keeps a page for the minute) is not asked: the link's age is.
      const works = async (kind: string, token: string) =>
        (await send(`${server.url}/${kind}/confirm?token=${token}`, { headers: { Cookie: "fresh=1" } })).status;

      expect((await signUp()).map((answer) => answer.status)).toEqual([303, 303]);
      const first = await mailedLinks();
      expect([first.newsletter.size, first.alerts.size]).toEqual([1, 1]);
      const [oldNewsletter] = first.newsletter;
      const [oldAlert] = first.alerts;

      // Almost a week passes without the links being followed (the database is written with the server
      // stopped, as PGlite has one owner). The sender deletes expired sign-ups when it starts: an hour is left.
      await server.stop();
      const age = "(interval '7 days' - interval '1 hour')";
      await runSql(
        target,
        `update newsletter_subscribers set created_at = created_at - ${age};
         update search_alerts set created_at = created_at - ${age};
         update outbox set created_at = created_at - ${age}`,
      );
      server = await startServer(target, { env: clock.env });
      expect([await works("newsletter", oldNewsletter!), await works("alerts", oldAlert!)], "still young at the restart").toEqual([
        200, 200,
      ]);
      clock.set(clock.instant + 2 * HOUR_MS);
      expect([await works("newsletter", oldNewsletter!), await works("alerts", oldAlert!)], "a week old").toEqual([404, 404]);

      // The same address signs up again: the mail it gets carries a link that works, the old one stays dead.
      expect((await signUp()).map((answer) => answer.status)).toEqual([303, 303]);
      const second = await mailedLinks();
      const fresh = {
        newsletter: [...second.newsletter].filter((token) => token !== oldNewsletter),
        alerts: [...second.alerts].filter((token) => token !== oldAlert),
      };
      expect([fresh.newsletter.length, fresh.alerts.length]).toEqual([1, 1]);
      expect([await works("newsletter", fresh.newsletter[0]!), await works("alerts", fresh.alerts[0]!)]).toEqual([200, 200]);
      expect([await works("newsletter", oldNewsletter!), await works("alerts", oldAlert!)]).toEqual([404, 404]);
    } finally {
      await server.stop();
      await cleanup();
      clock.remove();
    }
  });
});
