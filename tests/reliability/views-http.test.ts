// Listing views over real HTTP against the built server (issue 16): a browser's visits count, even when
// the page comes from the page cache; a bot, a prefetch and a signed-in admin do not; the counts kept in
// memory are written when the server stops (SIGTERM). PGlite, and PostgreSQL (two workers) as well when
// TEST_DATABASE_URL names a server.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { propertyViews } from "../../drizzle/schema";
import { openDatabase } from "~/services/db.server";
import { riyadhDate } from "~/utils/format";
import { DATABASE_TARGETS, jsonWriteHeaders, killAllServers, listPropertyIds, startServer, TEST_ADMIN } from "./server";
import { seededTarget } from "./seeded-target";
import { testClock } from "./test-clock";

afterAll(killAllServers);

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";

describe.each(DATABASE_TARGETS)("views of /property/{id} on %s", (_label, serverUrl) => {
  it("counts a browser's visits and not a bot's, a prefetch or an admin's", async () => {
    const { target, cleanup } = await seededTarget("views", serverUrl);
    // The read clock stands still: the second visit finds the page the first one kept.
    const clock = testClock();
    try {
      // On PostgreSQL two workers, each with its own counts in memory: the database adds them up.
      const server = await startServer(target, { env: { WEB_CONCURRENCY: "2", ...clock.env } });
      const [id] = await listPropertyIds(server);
      const login = await fetch(`${server.url}/api/admin/login`, {
        method: "POST",
        headers: jsonWriteHeaders(server),
        body: JSON.stringify(TEST_ADMIN),
      });
      expect(login.status).toBe(200);
      const adminCookie = login.headers
        .getSetCookie()
        .map((header) => header.split(";")[0])
        .join("; ");
      const visit = async (headers: Record<string, string>) => {
        const response = await fetch(`${server.url}/property/${id}`, { headers });
        expect(response.status).toBe(200);
        expect(await response.text()).toContain("<html");
        return response.headers.get("x-page-cache");
      };

      await visit({ "User-Agent": BROWSER });
      // With one process (PGlite) the second is served from the page cache: the loader still runs and counts it.
      const cached = await visit({ "User-Agent": BROWSER });
      if ("dataDir" in target) expect(cached).toBe("hit");
      await visit({ "User-Agent": BOT });
      await visit({ "User-Agent": BROWSER, "Sec-Purpose": "prefetch" });
      await visit({ "User-Agent": BROWSER, Cookie: adminCookie });
      // What the server wrote in memory goes to the database as it stops.
      expect(await server.stop("SIGTERM")).toBe(0);

      const database = await openDatabase("databaseUrl" in target ? { url: target.databaseUrl } : { dataDir: target.dataDir });
      try {
        const rows = await database.db
          .select({ day: propertyViews.day, views: propertyViews.views })
          .from(propertyViews)
          .where(eq(propertyViews.propertyId, id!));
        expect(rows).toEqual([{ day: riyadhDate(new Date()), views: 2 }]);
      } finally {
        await database.close();
      }
    } finally {
      await cleanup();
      clock.remove();
    }
  });
});
