// Issue 49: `npm start` on an empty database (NODE_ENV=production, DEMO_DATA unset) is a real operator's
// first site: Riyadh's districts and landmarks and the admin, and none of the demo's made-up offices.
// The demo's own start (`npm run demo`) is quick-start.test.ts.
import { afterAll, describe, expect, it } from "vitest";
import { adminCookie, freshTarget, killAllServers, launchServer, waitUntilReady } from "./server";

afterAll(killAllServers);

const targets = [
  { name: "PGlite", serverUrl: "" },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "PostgreSQL", serverUrl: process.env.TEST_DATABASE_URL }] : []),
];

describe.each(targets)("a production start on an empty $name database", ({ serverUrl }) => {
  it("has the districts, the landmarks and the admin, and no listings", { timeout: 240_000 }, async () => {
    const { target, cleanup } = await freshTarget("first_start", serverUrl);
    // Blank is unset: as an operator's shell has it.
    const server = await launchServer(target, { env: { DEMO_DATA: "" } });
    try {
      // A first start on an empty PGlite (initdb) took over a minute on a busy 2-core machine.
      await waitUntilReady(server, 180_000);
      const districts = (await (await fetch(`${server.url}/api/districts`)).json()) as unknown[];
      expect(districts.length).toBeGreaterThanOrEqual(25);
      const landmarks = (await (await fetch(`${server.url}/api/landmarks`)).json()) as unknown[];
      expect(landmarks.length).toBeGreaterThan(0);

      const listings = await fetch(`${server.url}/api/properties`);
      expect(listings.status).toBe(200);
      expect(listings.headers.get("X-Total-Count")).toBe("0");
      expect(await listings.json()).toEqual([]);
      // Not even unpublished ones: the admin's export lists every listing (its header row alone).
      const cookie = await adminCookie(server);
      const all = await fetch(`${server.url}/admin/dashboard/properties.csv`, { headers: { Cookie: cookie } });
      expect(all.status).toBe(200);
      expect((await all.text()).trim().split("\r\n")).toHaveLength(1);
    } finally {
      await server.stop("SIGTERM");
      await cleanup();
    }
  });
});
