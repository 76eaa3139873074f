// `npm run dev` serves through the same Express app as `npm start` (server/development.ts, issue 52): the
// request checks, the fault answers and the JSON logs run in development too. The development server
// (tsx server.ts, Vite in middleware mode) and the built one are asked the same hostile requests and must
// answer alike; on PostgreSQL, through a proxy the test cuts, both answer a database outage with a 503.
import { afterAll, describe, expect, it } from "vitest";
import { type FaultProxy, startFaultProxy } from "./fault-proxy";
import { rawRequest, statusOf } from "./http-client";
import { jsonWriteHeaders, killAllServers, listPropertyIds, logLines, type ServerProcess, startServer } from "./server";
import { seededTarget } from "./seeded-target";

const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
const DEVELOPMENT = { args: ["--import", "tsx", "server.ts"], env: { NODE_ENV: "development" } };
// Vite compiles the app on the first request: the development server's first page takes seconds.
const FIRST_PAGE_MS = 90_000;

afterAll(async () => {
  await killAllServers();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const headerOf = (answer: string, name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(answer)?.[1]?.trim() ?? null;
const bodyOf = (answer: string) => answer.slice(answer.indexOf("\r\n\r\n") + 4);

/** What a server answers to requests the app's own checks refuse, in the parts that must not differ. */
async function refusals(server: ServerProcess) {
  const host = new URL(server.url).host;
  const raw = (head: string) => rawRequest(server.port, head);
  const options = await raw(`OPTIONS * HTTP/1.1\r\nHost: ${host}`);
  const foreignHost = await raw(`GET /about HTTP/1.1\r\nHost: evil.example`);
  const trace = await raw(`TRACE /about HTTP/1.1\r\nHost: ${host}`);
  const twoHosts = await raw(`GET /about HTTP/1.1\r\nHost: ${host}\r\nHost: evil.example`);
  const tooLong = await raw(`GET /?q=${"a".repeat(9_000)} HTTP/1.1\r\nHost: ${host}`);
  const crossSite = await fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { Origin: "http://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
    body: "name=x",
  });
  return {
    options: [statusOf(options), headerOf(options, "Allow")],
    // The body names the site, whose port differs between the two servers.
    foreignHost: [statusOf(foreignHost), bodyOf(foreignHost).replace(server.url, "<site>")],
    trace: [statusOf(trace), headerOf(trace, "Allow")],
    twoHosts: statusOf(twoHosts),
    tooLong: statusOf(tooLong),
    crossSite: [crossSite.status, crossSite.headers.get("content-type")?.split(";")[0]],
  };
}

async function firstPage(server: ServerProcess) {
  const answer = await fetch(`${server.url}/about`, { signal: AbortSignal.timeout(FIRST_PAGE_MS) });
  await answer.body?.cancel();
  return answer.status;
}

describe("the development server", () => {
  it(
    "answers hostile requests as the built server does, and logs JSON lines only",
    async () => {
      const production = await seededTarget("dev_prod");
      const development = await seededTarget("dev_dev");
      cleanups.push(production.cleanup, development.cleanup);
      const built = await startServer(production.target);
      const dev = await startServer(development.target, DEVELOPMENT);
      expect(await firstPage(dev)).toBe(200);

      const expected = await refusals(built);
      expect(expected.options).toEqual([204, "GET, HEAD, POST, PUT, PATCH, DELETE"]);
      expect(expected.foreignHost[0]).toBe(400);
      expect(await refusals(dev)).toEqual(expected);
      // Every line the development server wrote (Vite's included) is one JSON object, as in production.
      const lines = logLines(dev);
      expect(lines.length).toBeGreaterThan(3);
      expect(lines.filter((line) => line.method === "OPTIONS" && line.path === "*")).toHaveLength(1);
    },
    FIRST_PAGE_MS + 60_000,
  );

  describe.runIf(serverUrl)("on PostgreSQL, while the database is away", () => {
    let proxy: FaultProxy;

    it(
      "answers a write with the same 503 and Retry-After as the built server",
      async () => {
        proxy = await startFaultProxy();
        cleanups.push(() => proxy.close());
        const answers: Record<string, [number, string | null, unknown]> = {};
        for (const [name, options] of [
          ["built", {}],
          ["dev", DEVELOPMENT],
        ] as const) {
          const { target, cleanup } = await seededTarget(`dev_outage_${name}`, serverUrl);
          cleanups.push(cleanup);
          if (!("databaseUrl" in target)) throw new Error("expected a PostgreSQL target");
          const server = await startServer(
            { databaseUrl: proxy.through(target.databaseUrl) },
            { ...options, env: { ...options.env, WEB_CONCURRENCY: "1" } },
          );
          if (name === "dev") expect(await firstPage(server)).toBe(200);
          const [propertyId] = await listPropertyIds(server);
          await proxy.refuse();
          const answer = await fetch(`${server.url}/api/inquiries`, {
            method: "POST",
            headers: jsonWriteHeaders(server),
            body: JSON.stringify({
              propertyId,
              name: "Outage",
              email: "outage@example.com",
              phone: "+966 11 000 0000",
              message: "Still there?",
            }),
          });
          answers[name] = [answer.status, answer.headers.get("retry-after"), await answer.json()];
          await proxy.restore();
          await server.stop();
        }
        expect(answers.built![0]).toBe(503);
        expect(answers.dev).toEqual(answers.built);
      },
      2 * FIRST_PAGE_MS,
    );
  });
});
