// Every page, public and admin, in both languages, as the built server sends it, through the Nu HTML
// Checker (npm vnu-jar; needs Java). One accepted exception: what React and Remix stream after </html>
// (hydration <script> chunks, suspense <template>s), which the checker reports as stray.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "../pages";
import { cookiesOf, send } from "./http-client";
import { killAllServers, ROOT, startServer, TEST_ADMIN, type ServerProcess } from "./server";
import { seededTarget } from "./seeded-target";

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const ADMIN_PAGES = [
  "/admin/dashboard",
  "/admin/dashboard/overview",
  "/admin/dashboard/inquiries",
  "/admin/dashboard/districts",
  "/admin/dashboard/properties/new",
  "/admin/dashboard/properties/1/edit",
  "/admin/dashboard/properties/1/delete",
  "/admin/dashboard/districts/new",
  "/admin/dashboard/districts/1/edit",
];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

const javaAvailable = (() => {
  try {
    execFileSync("java", ["-version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

let server: ServerProcess;
let cleanup: () => Promise<void>;
const folder = mkdtempSync(path.join(os.tmpdir(), "riyadh-html-"));
beforeAll(async () => {
  const fresh = await seededTarget("html");
  cleanup = fresh.cleanup;
  server = await startServer(fresh.target);
});
afterAll(async () => {
  await server?.stop();
  await cleanup?.();
  await killAllServers();
  rmSync(folder, { recursive: true, force: true });
});

describe("error pages", () => {
  it("the 404 page has a translated title; a refused dashboard write says what went wrong in the page's language", async () => {
    const notFound = await send(`${server.url}/no/such/page?lng=ar`);
    expect(notFound.status).toBe(404);
    expect(notFound.body).toMatch(/<title>404 الصفحة غير موجودة \| /);
    const login = await send(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify(TEST_ADMIN),
    });
    const tooLarge = await send(`${server.url}/admin/dashboard/districts/new?lng=ar`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookiesOf(login) },
      body: `name=${"x".repeat(70_000)}`,
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toContain("الحجم كبير جدًا");
  });
});

describe("connections", () => {
  it("keep an idle keep-alive connection for 65 s, longer than a load balancer's 60 s", async () => {
    const answer = await send(`${server.url}/healthz`, { headers: { Connection: "keep-alive" } });
    expect(answer.headers["keep-alive"]).toBe("timeout=65");
  });
});

describe("script loading", () => {
  it("asks for the scripts at low priority, so the stylesheet and the hero image come first on a slow link", async () => {
    const home = await send(`${server.url}/`);
    const preloads = home.body.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(3);
    // Attribute names are case-insensitive: React writes fetchPriority, our pass over the page fetchpriority.
    expect(preloads.filter((link) => !/fetchpriority="low"/i.test(link))).toEqual([]);
    expect(home.body).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
  });

  it("sends the build's brotli or gzip copy of a script to a client that takes it, and the plain file to one that does not", async () => {
    const home = await send(`${server.url}/`);
    const script = /<link rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"/.exec(home.body)![1]!;
    const plain = await send(`${server.url}${script}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    for (const [accepted, expected] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip;q=1", "gzip"],
    ] as const) {
      const answer = await send(`${server.url}${script}`, { headers: { "Accept-Encoding": accepted } });
      expect(answer.headers["content-encoding"], accepted).toBe(expected);
      expect(answer.headers["content-type"]).toMatch(/^application\/javascript/);
      expect(answer.headers["cache-control"]).toContain("immutable");
      // The build's own copy (scripts/precompress.ts), not one compressed on the fly.
      const suffix = expected === "br" ? ".br" : ".gz";
      expect(answer.bytes.equals(readFileSync(path.join(ROOT, "build/client", `${script}${suffix}`))), accepted).toBe(true);
      expect(decoders[expected](answer.bytes).equals(plain.bytes), accepted).toBe(true);
    }
  });
});

describe.skipIf(!javaAvailable)("valid HTML", () => {
  it("no page, public or admin, in English or Arabic, has an HTML error", async () => {
    const login = await send(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify(TEST_ADMIN),
    });
    const cookie = cookiesOf(login);
    const files: Record<string, string> = {};
    // Per file, the line of </html>: messages from there on are about the streamed tail.
    const endOfDocument: Record<string, number> = {};
    for (const language of ["en", "ar"]) {
      for (const page of [...PUBLIC_PAGES, ...ADMIN_PAGES]) {
        const url = `${page}${page.includes("?") ? "&" : "?"}lng=${language}`;
        const answer = await send(`${server.url}${url}`, { headers: ADMIN_PAGES.includes(page) ? { Cookie: cookie } : {} });
        expect([200, 404], url).toContain(answer.status);
        const file = path.join(folder, `${Object.keys(files).length}.html`);
        writeFileSync(file, answer.body);
        files[`file:${file}`] = url;
        endOfDocument[`file:${file}`] = answer.body.slice(0, answer.body.indexOf("</html>")).split("\n").length;
      }
    }
    const report = execFileSync(
      "java",
      ["-Xss4m", "-jar", vnuJar, "--format", "json", "--stdout", "--exit-zero-always", ...Object.keys(files).map((key) => key.slice(5))],
      {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      .filter((message) => (message.lastLine ?? 0) < (endOfDocument[message.url] ?? Number.POSITIVE_INFINITY))
      .map((message) =>
        `${files[message.url] ?? message.url}:${message.lastLine ?? "?"} ${message.message} ${message.extract ?? ""}`.trim(),
      );
    expect(errors).toEqual([]);
  });
});
