// The dashboard's "Still available" button over real HTTP against the built server: a cross-site post
// is refused with 403 (by server.ts before Remix, and by the route's guard), one without a session goes to
// the login page, and neither changes the listing; the admin's own post confirms it. PostgreSQL
// when TEST_DATABASE_URL names a server, else PGlite.
import { afterAll, describe, expect, it } from "vitest";
import { cookiesOf, send } from "./http-client";
import { killAllServers, startServer, TEST_ADMIN, SWEEP_TARGETS } from "./server";
import { seededTarget } from "./seeded-target";

afterAll(killAllServers);

describe.each(SWEEP_TARGETS)("POST /admin/dashboard/properties/{id}/confirm on %s", (_label, serverUrl) => {
  it("refuses cross-site and signed-out posts, and confirms the admin's own", async () => {
    const { target, cleanup } = await seededTarget("confirm", serverUrl);
    const server = await startServer(target);
    try {
      const origin = server.url;
      const confirmedAt = async () =>
        ((await send(`${origin}/api/properties/1`).then((answer) => JSON.parse(answer.body))) as { confirmedAvailableAt: string })
          .confirmedAvailableAt;
      const login = await send(`${origin}/api/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin },
        body: JSON.stringify(TEST_ADMIN),
      });
      expect(login.status).toBe(200);
      const cookie = cookiesOf(login);
      const post = (headers: Record<string, string>) =>
        send(`${origin}/admin/dashboard/properties/1/confirm`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
          body: "redirectTo=%2Fadmin%2Fdashboard%3Fattention%3Dstale",
        });
      const before = await confirmedAt();

      for (const crossSite of [{ Origin: "https://evil.example" }, { Referer: "https://evil.example/page" }] as Record<string, string>[]) {
        expect((await post({ Cookie: cookie, ...crossSite })).status, JSON.stringify(crossSite)).toBe(403);
      }
      const signedOut = await post({ Origin: origin });
      expect(signedOut.status).toBe(302);
      expect(signedOut.headers.location).toMatch(/^\/admin\/login\?redirectTo=/);
      expect(await confirmedAt()).toBe(before);

      const confirmed = await post({ Cookie: cookie, Origin: origin });
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.location).toBe("/admin/dashboard?attention=stale");
      expect(Date.parse(await confirmedAt())).toBeGreaterThan(Date.parse(before));
    } finally {
      await server.stop();
      await cleanup();
    }
  });
});
