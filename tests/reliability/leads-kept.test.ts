// Leads are never lost (issue 33), over real HTTP against the built server: a listing with inquiries
// cannot be deleted, by the API (409) or by the dashboard (409, said in the page's language), and every
// inquiry stays with its listing's title; archiving takes the listing off the site instead, and a listing
// without inquiries is deleted as before. PostgreSQL when TEST_DATABASE_URL names a server, else PGlite.
import { afterAll, describe, expect, it } from "vitest";
import { cookiesOf, send } from "./http-client";
import { fetchStoredInquiries, jsonWriteHeaders, killAllServers, listPropertyIds, startServer, TEST_ADMIN, SWEEP_TARGETS } from "./server";
import { seededTarget } from "./seeded-target";

afterAll(killAllServers);

describe.each(SWEEP_TARGETS)("deleting a listing with inquiries on %s", (_label, serverUrl) => {
  it("is refused and keeps every inquiry; archiving takes the listing off the site", { timeout: 120_000 }, async () => {
    const { target, cleanup } = await seededTarget("leads", serverUrl);
    const server = await startServer(target);
    try {
      const origin = server.url;
      const [asked, unasked] = await listPropertyIds(server);
      const listing = JSON.parse((await send(`${origin}/api/properties/${asked}`)).body) as { title: string };
      const runId = `leads-${Date.now()}`;
      for (let n = 1; n <= 3; n++) {
        const sent = await send(`${origin}/api/inquiries`, {
          method: "POST",
          headers: jsonWriteHeaders(server),
          body: JSON.stringify({
            propertyId: asked,
            name: `Lead ${n}`,
            email: `lead${n}@example.com`,
            phone: "+966 50 123 4567",
            message: `${runId} #${n}`,
          }),
        });
        expect(sent.status, sent.body).toBe(201);
      }
      const ours = async () => (await fetchStoredInquiries(server)).filter((inquiry) => inquiry.message.startsWith(runId));
      expect(await ours()).toHaveLength(3);

      const login = await send(`${origin}/api/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin },
        body: JSON.stringify(TEST_ADMIN),
      });
      expect(login.status).toBe(200);
      const cookie = cookiesOf(login);

      const apiDelete = await send(`${origin}/api/admin/properties/${asked}`, {
        method: "DELETE",
        headers: { Cookie: cookie, Origin: origin },
      });
      expect(apiDelete.status).toBe(409);
      expect(JSON.parse(apiDelete.body)).toEqual({ error: expect.stringMatching(/3 inquiries.*archive it instead/) });

      // The dashboard's delete, from an Arabic page: refused in Arabic, with the way to archive it.
      const pageDelete = await send(`${origin}/admin/dashboard/properties/${asked}/delete`, {
        method: "POST",
        headers: { Cookie: `${cookie}; lng=ar`, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=delete",
      });
      expect(pageDelete.status).toBe(409);
      expect(pageDelete.body).toContain("لا يمكن حذف هذا الإعلان");
      expect(pageDelete.body).toContain("أرشِفه بدلًا من ذلك");

      const kept = await ours();
      expect(kept).toHaveLength(3);
      for (const inquiry of kept) expect(inquiry).toMatchObject({ propertyId: asked, propertyTitle: listing.title });
      expect((await send(`${origin}/api/properties/${asked}`)).status).toBe(200);

      const archived = await send(`${origin}/api/admin/properties/${asked}`, {
        method: "PATCH",
        headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/json" },
        body: JSON.stringify({ lifecycle: "archived" }),
      });
      expect(archived.status, archived.body).toBe(200);
      expect((await send(`${origin}/api/properties/${asked}`)).status).toBe(410);
      expect(await listPropertyIds(server)).not.toContain(asked);
      expect(await ours()).toHaveLength(3);

      // A listing nobody asked about is deleted as before.
      const deleted = await send(`${origin}/api/admin/properties/${unasked}`, {
        method: "DELETE",
        headers: { Cookie: cookie, Origin: origin },
      });
      expect(deleted.status).toBe(200);
      expect((await send(`${origin}/api/properties/${unasked}`)).status).toBe(404);
    } finally {
      await server.stop();
      await cleanup();
    }
  });
});
