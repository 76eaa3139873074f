// What a query can cost, over real HTTP against the built server (issue 48): a long request target is a
// 414 in words and no answer repeats what the list does not read, so headers stay small and nginx never
// answers 502; a `q` with nothing to search for is no search; and one client's burst of new word searches
// gets 429s, never cached ones, while another client is served.
// Runs on PGlite, and on PostgreSQL with two workers when TEST_DATABASE_URL names a server; through nginx
// too when it is installed.
import { afterAll, describe, expect, it } from "vitest";
import { type RawAnswer, send } from "./http-client";
import { NGINX, startNginx } from "./nginx";
import { freePort, killAllServers, startServer } from "./server";
import { seededTarget } from "./seeded-target";

afterAll(killAllServers);

const targets: [string, string | undefined, number][] = [["PGlite", "", 1]];
if (process.env.TEST_DATABASE_URL) targets.push(["PostgreSQL", process.env.TEST_DATABASE_URL, 2]);

/** The bytes of an answer's head: its status line and every header line, as sent. */
function headBytes(answer: RawAnswer) {
  let bytes = "HTTP/1.1 200 OK\r\n".length;
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const item of [value ?? []].flat()) bytes += Buffer.byteLength(`${name}: ${item}\r\n`);
  }
  return bytes;
}

const filler = (length: number) => "x".repeat(length);
// Only Arabic diacritics and tatweel, and only punctuation: folded, nothing is left to search for.
const DIACRITICS = "\u064B\u064E\u064F\u0650\u0651\u0640\u0640\u0652";
const PUNCTUATION = "…!؟ -- ،";

describe.each(targets)("query bounds on %s over HTTP", (_label, serverUrl, workers) => {
  it("answers a long target 414 in words and keeps every answer's headers small, behind nginx too", async () => {
    const { target, cleanup } = await seededTarget("bounds", serverUrl);
    const nginxPort = await freePort();
    const site = NGINX ? `http://127.0.0.1:${nginxPort}` : undefined;
    const server = await startServer(target, {
      env: { WEB_CONCURRENCY: String(workers), ...(site ? { PUBLIC_ORIGIN: site, TRUST_PROXY: "1" } : {}) },
    });
    const balancer = NGINX ? await startNginx(nginxPort, [server.port]) : undefined;
    const origin = site ?? server.url;
    try {
      const long = await send(`${origin}/api/properties?x=${filler(8_000)}`);
      expect(long.status).toBe(414);
      expect(JSON.parse(long.body)).toEqual({ error: "The address is longer than 2048 characters" });
      const page = await send(`${origin}/about?x=${filler(3_000)}`);
      expect(page.status).toBe(414);
      expect(page.body).toContain("This page address is longer than 2,048 characters");
      expect(page.body).toContain("عنوان هذه الصفحة أطول من 2,048 حرفًا");

      // Up to the limit, each way an answer could repeat the target: the API's Link, a redirect's Location.
      const room = (path: string) => 2_048 - path.length;
      const paths = [
        `/api/properties?limit=1&x=`,
        `/api/properties?limit=1&district=Olaya&unknown=`,
        `/about/?x=`,
        `/map/?q=office&x=`,
        `/?district=Olaya&x=`,
      ].map((path) => `${path}${filler(room(path))}`);
      paths.push(`/api/properties?limit=1&${Array.from({ length: 50 }, (_, n) => `district=${filler(20)}${n}`).join("&")}`.slice(0, 2_048));
      for (const path of paths) {
        const answer = await send(`${origin}${path}`);
        expect([path.slice(0, 30), answer.status]).not.toEqual([path.slice(0, 30), 502]);
        expect(answer.status, path.slice(0, 30)).toBeLessThan(500);
        expect(headBytes(answer), path.slice(0, 30)).toBeLessThan(3_072);
      }
      // The Link names the next page with what the list reads, nothing else.
      const listed = await send(`${origin}/api/properties?limit=1&sort=price-asc&utm_source=${filler(1_500)}`);
      expect(listed.status).toBe(200);
      expect(listed.headers.link).toBe(`<${origin}/api/properties?sort=price-asc&limit=1&offset=1>; rel="next"`);
    } finally {
      await balancer?.stop();
      await server.stop();
      await cleanup();
    }
  });

  it("treats a q with nothing to search for as no q, and limits one client's new word searches", async () => {
    const { target, cleanup } = await seededTarget("searches", serverUrl);
    const server = await startServer(target, { env: { WEB_CONCURRENCY: String(workers) } });
    const from = (address: string) => ({ "X-Forwarded-For": address });
    try {
      // Folded as the database folds them, these words are nothing: the same listings as no q.
      const all = await send(`${server.url}/api/properties?limit=100`);
      for (const q of [DIACRITICS, PUNCTUATION, `${DIACRITICS} ${PUNCTUATION}`]) {
        const answer = await send(`${server.url}/api/properties?limit=100&q=${encodeURIComponent(q)}`);
        expect([answer.status, answer.headers["x-total-count"], answer.body]).toEqual([200, all.headers["x-total-count"], all.body]);
        const map = await send(`${server.url}/map?q=${encodeURIComponent(q)}&lng=ar`);
        expect([map.status, map.headers.location]).toEqual([302, "/map?lng=ar"]);
      }
      // A word beside them still searches, without them.
      const mixed = await send(`${server.url}/?q=${encodeURIComponent(`${DIACRITICS} office !`)}`);
      expect([mixed.status, mixed.headers.location]).toEqual([302, "/?q=office"]);

      // One client sends 60 new word searches, 8 at a time, while another browses (each page read anew).
      const attacker = from("198.51.100.7");
      const statuses: number[] = [];
      const refusals: RawAnswer[] = [];
      let sent = 0;
      const burst = Promise.all(
        Array.from({ length: 8 }, async () => {
          while (sent < 60) {
            const n = sent++;
            const answer = await send(`${server.url}/api/properties?q=office+${n}z&limit=5`, { headers: attacker });
            statuses.push(answer.status);
            if (answer.status === 429) refusals.push(answer);
          }
        }),
      );
      const visitor: number[] = [];
      const visitorStatuses: number[] = [];
      let page = 0;
      const browsing = (async () => {
        while (sent < 60) {
          const started = performance.now();
          const answer = await send(`${server.url}/api/properties?district=Olaya&limit=2&offset=${page++}`, {
            headers: from("198.51.100.8"),
          });
          visitor.push(performance.now() - started);
          visitorStatuses.push(answer.status);
        }
      })();
      await Promise.all([burst, browsing]);

      // Each process lets a client start 20 in a minute.
      expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(20 * workers);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(60 - 20 * workers);
      expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
      for (const refusal of refusals) {
        expect(refusal.headers["retry-after"]).toMatch(/^[1-9]\d*$/);
        expect(JSON.parse(refusal.body).error).toMatch(/^Too many new word searches/);
      }
      expect(new Set(visitorStatuses)).toEqual(new Set([200]));
      const median = [...visitor].sort((a, b) => a - b)[Math.floor(visitor.length / 2)]!;
      console.info(`Burst of 60 new word searches: ${refusals.length} refused; the other visitor's median ${Math.round(median)} ms`);

      // Refused, the attacker is still served a search another visitor made, held by each worker it reached
      // (made a few times, by every one): it costs nothing and is never refused. A page says why in its
      // language, with Retry-After.
      const cached = `/api/properties?q=office+tower&limit=5`;
      for (let n = 0; n < 3 * workers; n++)
        expect((await send(`${server.url}${cached}`, { headers: from("198.51.100.9") })).status).toBe(200);
      for (let n = 0; n < workers; n++) expect((await send(`${server.url}${cached}`, { headers: attacker })).status).toBe(200);
      const refusedPage = await send(`${server.url}/map?q=office+zz&lng=ar`, { headers: attacker });
      expect(refusedPage.status).toBe(429);
      expect(refusedPage.headers["retry-after"]).toMatch(/^[1-9]\d*$/);
      expect(refusedPage.body).toContain("بدأت عمليات بحث جديدة كثيرة خلال وقت قصير");
    } finally {
      await server.stop();
      await cleanup();
    }
  }, 240_000);
});
