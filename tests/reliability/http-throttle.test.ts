// Sign-in throttling and public-form limits over real HTTP against the built server, with clients told
// apart by their source address on the loopback network (127.0.0.2 is the attacker, 127.0.0.3 the
// administrator), and no TRUST_PROXY: what a client writes in X-Forwarded-For counts for nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesOf, send } from "./http-client";
import { killAllServers, startServer, TEST_ADMIN, type ServerProcess } from "./server";
import { seededTarget } from "./seeded-target";

let server: ServerProcess;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  const fresh = await seededTarget("throttle", "");
  cleanup = fresh.cleanup;
  server = await startServer(fresh.target, { env: { TRUST_PROXY: "0" } });
});
afterAll(async () => {
  await server?.stop();
  await cleanup?.();
  await killAllServers();
});

const ATTACKER = "127.0.0.2";
const ADMIN = "127.0.0.3";

function postForm(path: string, fields: Record<string, string>, localAddress: string, headers: Record<string, string> = {}) {
  return send(`${server.url}${path}`, {
    method: "POST",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
    localAddress,
  });
}

function postJson(path: string, body: unknown, localAddress: string) {
  return send(`${server.url}${path}`, {
    method: "POST",
    headers: { Origin: server.url, "Content-Type": "application/json" },
    body: JSON.stringify(body),
    localAddress,
  });
}

async function storedInquiries() {
  const login = await postJson("/api/admin/login", TEST_ADMIN, "127.0.0.50");
  const answer = await send(`${server.url}/api/admin/inquiries?limit=1`, {
    headers: { Cookie: cookiesOf(login) },
    localAddress: "127.0.0.50",
  });
  return Number(answer.headers["x-total-count"]);
}

describe("sign-in throttling over HTTP", () => {
  it("50 wrong passwords from one address throttle that address, spoofed X-Forwarded-For or not, and never the administrator elsewhere", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      // A new forged X-Forwarded-For every time: without TRUST_PROXY it must not make a new client.
      const answer = await postForm("/admin/login", { username: TEST_ADMIN.username, password: `wrong-${attempt}` }, ATTACKER, {
        "X-Forwarded-For": `203.0.113.${attempt}`,
      });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
        expect(answer.body).toContain("Too many failed attempts");
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));

    // The attacker now has the right password too: still refused.
    expect((await postForm("/admin/login", TEST_ADMIN, ATTACKER)).status).toBe(429);
    const api = await postJson("/api/admin/login", TEST_ADMIN, ATTACKER);
    expect(api.status).toBe(429);
    expect(api.headers["retry-after"]).toMatch(/^\d+$/);

    // The administrator at another address signs in at once (the name's slow-down is at most 2 s).
    const started = performance.now();
    const signIn = await postForm("/admin/login", TEST_ADMIN, ADMIN);
    expect(signIn.status).toBe(303);
    expect(signIn.headers.location).toBe("/admin/dashboard");
    expect(performance.now() - started).toBeLessThan(3_000);
    expect((await postJson("/api/admin/login", TEST_ADMIN, ADMIN)).status).toBe(200);
  });
});

describe("public form limits over HTTP", () => {
  const inquiry = { name: "Rate Tester", email: "rate.tester@example.test", phone: "+966 11 000 0000", message: "Is it still available?" };

  it("a sixth inquiry about one listing within ten minutes gets 429 with Retry-After and a message in the page's language", async () => {
    const before = await storedInquiries();
    for (let index = 0; index < 5; index++) expect((await postForm("/property/2", inquiry, "127.0.0.4")).status).toBe(303);
    const refused = await postForm("/property/2?lng=ar", inquiry, "127.0.0.4");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toContain("لقد أرسلت عدة رسائل خلال وقت قصير");
    // The typed input stays in the form.
    expect(refused.body).toContain("rate.tester@example.test");
    // The same address may still ask about another listing; another address about this one.
    expect((await postForm("/property/3", inquiry, "127.0.0.4")).status).toBe(303);
    expect((await postForm("/property/2", inquiry, "127.0.0.5")).status).toBe(303);
    const api = await postJson("/api/inquiries", { propertyId: 2, ...inquiry }, "127.0.0.4");
    expect(api.status).toBe(429);
    expect(api.headers["retry-after"]).toMatch(/^\d+$/);
    expect(await storedInquiries()).toBe(before + 7);
  });

  it("a filled honeypot gets the same success answer and stores nothing", async () => {
    const before = await storedInquiries();
    const answer = await postForm("/property/4", { ...inquiry, website: "http://spam.example" }, "127.0.0.6");
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/property/4");
    expect(await storedInquiries()).toBe(before);
    const contact = await postForm(
      "/contact",
      {
        firstName: "Spam",
        lastName: "Bot",
        email: "bot@example.test",
        subject: "Cheap offers",
        message: "Buy cheap offers now",
        website: "x",
      },
      "127.0.0.6",
    );
    expect(contact.status).toBe(303);
    expect(contact.headers.location).toBe("/contact");
  });
});
