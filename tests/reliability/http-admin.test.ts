// Issue 48's admin defects, over real HTTP against the built server on PGlite (one process) and on
// PostgreSQL (two workers), with TRUST_PROXY=1 as behind nginx: admin answers by any spelling of their
// path are kept by no cache, a refusal because the server is busy never uses up an attempt, a logout
// ends the session whatever its body, and a request with two Host headers is a 400.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { cookiesOf, rawRequest, send, statusOf, type RawAnswer } from "./http-client";
import { DATABASE_TARGETS, clientHeaders, killAllServers, startServer, TEST_ADMIN, type ServerProcess } from "./server";
import { seededTarget } from "./seeded-target";

afterAll(killAllServers);

describe.each(DATABASE_TARGETS)("the built server on %s, probed as issue 48 did", (label, serverUrl) => {
  let server: ServerProcess;
  let cleanup: () => Promise<void>;
  const answers: number[] = [];
  const http = async (path: string, init: Parameters<typeof send>[1] = {}) => {
    const answer = await send(`${server.url}${path}`, init);
    answers.push(answer.status);
    return answer;
  };
  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    http(path, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/json", ...clientHeaders(), ...headers },
      body: JSON.stringify(body),
    });
  const signIn = async () => {
    const login = await postJson("/api/admin/login", TEST_ADMIN);
    expect(login.status).toBe(200);
    return cookiesOf(login);
  };
  const signedIn = async (cookie: string) => (await http("/api/admin/me", { headers: { Cookie: cookie } })).status === 200;

  it("starts (two workers on PostgreSQL)", async () => {
    const fresh = await seededTarget("admin", serverUrl);
    cleanup = fresh.cleanup;
    server = await startServer(fresh.target, { env: { TRUST_PROXY: "1", ...(serverUrl ? { WEB_CONCURRENCY: "2" } : {}) } });
  });

  it("keeps every admin answer out of caches, by whatever spelling Remix routes to it: documents, .data and the API", async () => {
    const name = `Casey Private ${label}`;
    const email = `casey.${label.toLowerCase()}@example.test`;
    const sent = await postJson("/api/inquiries", { propertyId: 1, name, email, phone: "0551234567", message: "please keep this private" });
    expect(sent.status).toBe(201);
    const { id } = JSON.parse(sent.body) as { id: number };
    const cookie = await signIn();
    for (const path of [
      "/Admin/dashboard/inquiries",
      "/ADMIN/DASHBOARD/INQUIRIES",
      "/%61dmin/dashboard/inquiries",
      "/admin/%64ashboard/Inquiries",
      "/about/../Admin/dashboard/inquiries",
      "/%2e%2e/admin/dashboard/inquiries",
      `/Admin/dashboard/inquiries/${id}`,
      "/Admin/dashboard/inquiries.data",
      "/%61dmin/dashboard/inquiries.data",
      `/ADMIN/dashboard/inquiries/${id}.data`,
      "/Admin/dashboard/inquiries.CSV",
      "/API/ADMIN/inquiries",
      "/Api/Admin/inquiries",
      "/API/%61dmin/inquiries",
    ]) {
      const answer = await http(path, { headers: { Cookie: cookie } });
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toContain(email);
      expect(answer.headers["cache-control"], path).toBe("no-store");
    }
    // The rest of the dashboard too, and its .data (here the whole page's, root and layout included).
    for (const path of ["/%61dmin/dashboard", "/%61dmin/dashboard.data", "/Admin/Dashboard/Overview.data", "/ADMIN/LOGIN"]) {
      const answer = await http(path, { headers: { Cookie: cookie } });
      expect(answer.status, path).toBeLessThan(400);
      expect(answer.headers["cache-control"], path).toBe("no-store");
    }
    // Signed out, the refusals and redirects are not kept either.
    for (const path of ["/Admin/dashboard/inquiries", "/Admin/dashboard/inquiries.data", "/API/Admin/inquiries"]) {
      const answer = await http(path);
      expect(answer.status, path).not.toBe(200);
      expect(answer.headers["cache-control"], path).toBe("no-store");
    }
    // The site's own pages keep their revalidation headers.
    expect((await http("/about")).headers["cache-control"]).toBe("no-cache");
  });

  it("ends the session at every logout, whatever the body and its content type", async () => {
    const bodies: [string, Record<string, string>, string | undefined][] = [
      ["/api/admin/logout", { "Content-Type": "application/json" }, "{}"],
      ["/api/admin/logout", { "Content-Type": "application/json" }, '{"all":true}'],
      ["/api/admin/logout", { "Content-Type": "text/plain" }, "bye"],
      ["/api/admin/logout", { "Content-Type": "application/x-www-form-urlencoded" }, "a=1"],
      ["/api/admin/logout", {}, "bye"],
      ["/api/admin/logout", {}, undefined],
      ["/admin/logout", { "Content-Type": "application/json" }, "{}"],
      ["/admin/logout", { "Content-Type": "text/plain" }, "bye"],
      ["/admin/logout", { "Content-Type": "application/x-www-form-urlencoded" }, ""],
    ];
    for (const [path, headers, body] of bodies) {
      const cookie = await signIn();
      const answer = await http(path, { method: "POST", headers: { Origin: server.url, Cookie: cookie, ...headers }, body });
      const what = `${path} ${JSON.stringify(headers)} ${body}`;
      expect(answer.status, what).toBe(path.startsWith("/api/") ? 200 : 303);
      expect(cookiesOf(answer), what).toMatch(/admin_session=;?/);
      expect(await signedIn(cookie), what).toBe(false);
    }
  });

  it("refuses a request with two Host headers (RFC 9112 §3.2), whatever they name", async () => {
    const host = new URL(server.url).host;
    for (const head of [
      `GET /about HTTP/1.1\r\nHost: ${host}\r\nHost: ${host}`,
      `GET /about HTTP/1.1\r\nHost: ${host}\r\nHost: evil.example`,
      `GET /about HTTP/1.1\r\nHost: evil.example\r\nHost: ${host}`,
      `GET ${server.url}/about HTTP/1.1\r\nHost: ${host}\r\nHost: ${host}`,
      `GET /healthz HTTP/1.1\r\nHost: ${host}\r\nHost: 10.0.0.5:3000`,
      `POST /api/admin/logout HTTP/1.1\r\nHost: ${host}\r\nhost: ${host}\r\nOrigin: ${server.url}\r\nContent-Length: 0`,
    ]) {
      const status = statusOf(await rawRequest(server.port, head));
      answers.push(status);
      expect(status, head).toBe(400);
    }
    expect(statusOf(await rawRequest(server.port, `GET /about HTTP/1.1\r\nHost: ${host}`))).toBe(200);
  });

  it("never counts a sign-in refused because the server is busy: after 9 mistakes and a flood, the administrator still gets in", async () => {
    const admin = clientHeaders();
    const attempt = (password: string) => postJson("/api/admin/login", { username: TEST_ADMIN.username, password }, admin);
    const formAttempt = (password: string) =>
      http("/admin/login", {
        method: "POST",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", ...admin },
        body: new URLSearchParams({ username: TEST_ADMIN.username, password }).toString(),
      });
    const flood: Record<string, number> = {};
    // Wrong passwords for names that do not exist, each from an address of its own, 240 at a time: more
    // than the password checks' queue holds. A flooder refused as busy tries again 100 ms later.
    const startFlood = () => {
      let flooding = true;
      const flooder = async (worker: number) => {
        for (let index = 0; flooding; index++) {
          const answer = await postJson("/api/admin/login", { username: `flood-${worker}-${index}`, password: "wrong-password" }).catch(
            () => null,
          );
          const status = answer?.status ?? "no answer";
          flood[status] = (flood[status] ?? 0) + 1;
          if (status === 429) await sleep(100);
        }
      };
      const flooders = Array.from({ length: 240 }, (_, worker) => flooder(worker));
      return async () => {
        flooding = false;
        await Promise.all(flooders);
      };
    };

    // Rounds, until the right password has been refused as busy by the API and by the form, each in some
    // round: one that slips in between two flooders signs in, which clears the count, and the next round
    // starts again from nine mistakes. (Both in one round took five rounds and more on a busy machine.)
    const refusedBusy: { api?: RawAnswer; form?: RawAnswer } = {};
    for (let round = 0; round < 10 && !(refusedBusy.api && refusedBusy.form); round++) {
      for (let index = 0; index < 9; index++) expect((await attempt(`mistyped-${index}`)).status).toBe(401);
      const stopFlood = startFlood();
      try {
        // Once the flood has filled the queue (a flooder refused as busy)...
        await expect.poll(() => flood[429] ?? 0, { timeout: 60_000, interval: 50 }).toBeGreaterThan(0);
        // ...each way not yet refused tries: in the round that completes the pair, the nine mistakes and that
        // refusal are all that stand before the sign-ins below.
        for (const way of (["api", "form"] as const).filter((each) => !refusedBusy[each])) {
          const answer = await (way === "api" ? attempt : formAttempt)(TEST_ADMIN.password);
          if (answer.status !== 429) break;
          refusedBusy[way] = answer;
        }
      } finally {
        await stopFlood();
      }
      console.info(
        `${label}: round ${round}, flood answers ${JSON.stringify(flood)}; the right password refused as busy by ${Object.keys(refusedBusy).join(" and ") || "neither"}`,
      );
    }
    const busy = [refusedBusy.api, refusedBusy.form].filter((answer) => answer !== undefined);
    expect(busy.length).toBe(2);
    // Every flooder was answered: sign-ins beyond the bound are refused at once, none waits without end.
    expect(flood["no answer"] ?? 0).toBe(0);
    for (const [index, answer] of busy.entries()) {
      if (index === 0)
        expect(JSON.parse(answer.body)).toEqual({ error: "The server is busy: this attempt was not counted, try again shortly" });
      else expect(answer.body).toContain("Too many people are signing in right now. This attempt was not counted");
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(answer.headers["retry-after"])).toBeLessThanOrEqual(5);
    }
    // The flood is over: the right password signs in (the form, then the API).
    expect((await formAttempt(TEST_ADMIN.password)).status).toBe(303);
    expect((await attempt(TEST_ADMIN.password)).status).toBe(200);
  }, 300_000);

  it("stops cleanly, with no answer of 500 or more", async () => {
    expect(answers.filter((status) => status >= 500 || status === 0)).toEqual([]);
    expect(await server.stop()).toBe(0);
    await cleanup();
  });
});
