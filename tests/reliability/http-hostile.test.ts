// Hostile input over real HTTP against the built server (build/server.js), the way an attacker meets
// it: every route with every method, signed in and out, malformed ids, queries and bodies, NUL bytes
// in every text field, odd redirect targets, cross-site posts, oversized images. No answer may be a
// 5xx or carry a stack trace, no table may change, and the server's log may hold nothing a visitor
// typed. Runs on PostgreSQL when TEST_DATABASE_URL names a server, else on PGlite (SWEEP_TARGETS).
import { readdirSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { crc32 } from "node:zlib";
import { count } from "drizzle-orm";
import pLimit from "p-limit";
import { afterAll, describe, expect, it } from "vitest";
import * as schema from "../../drizzle/schema";
import { openDatabase } from "~/services/db.server";
import { LISTING_TEXT_FIELDS } from "../factories";
import { cookiesOf, multipart, send, type RawAnswer, type RawRequest } from "./http-client";
import { SWEEP_TARGETS, killAllServers, ROOT, startServer, TEST_ADMIN, type ServerTarget } from "./server";
import { seededTarget } from "./seeded-target";

afterAll(killAllServers);

// What a visitor typed, in every submission below: none of it may reach the log.
const MARKERS = {
  name: "Mallory Hostile",
  email: "mallory.hostile@example.test",
  phone: "+966 55 000 1111",
  message: "hostile message marker",
};

const ROUTE_FILES = readdirSync(path.join(ROOT, "app/routes")).filter((file) => /\.(ts|tsx)$/.test(file) && !file.startsWith("__"));
/** A route module's URL, with `id` for its dynamic segments. */
function routeUrl(file: string, id: string) {
  const name = file.replace(/\.(ts|tsx)$/, "");
  if (name === "$") return "/no/such/page";
  const segments = name
    .split(".")
    .filter((segment) => !segment.startsWith("_"))
    .map((segment) => ({ $id: id, $imageId: id, $name: `${id}.webp`, $lng: "en" })[segment] ?? segment);
  return `/${segments.join("/")}`;
}
const isApi = (url: string) => url.startsWith("/api/");

const NOT_AN_ID = "2147483647"; // well formed, never a row here: signed-in writes to it change nothing
const BAD_IDS = [
  "abc",
  "-1",
  "0",
  "1.5",
  "1e3",
  "99999999999",
  "..%2F..%2Fetc",
  "%00",
  "NaN",
  "%E0%A4%A",
  " 1".replace(" ", "%20"),
  "0x10",
];
const BAD_QUERIES = [
  "minPrice=abc&maxPrice=-1",
  `district=${"x".repeat(5000)}`,
  "sort=__proto__&view=constructor",
  "page=99999999999&limit=-5&offset=abc",
  `amenities=${",".repeat(500)}`,
  "district=a%00b&type=%00",
  "lng=../../etc/passwd",
  "redirectTo=https://evil.example&email=%00",
  "q=%E0%A4%A",
  `ids=1,abc,%00,-1,99999999999,,&ids=${"9,".repeat(600)}`,
];
const BAD_BODIES: { contentType: string; body: string }[] = [
  { contentType: "application/json", body: "{" },
  { contentType: "application/json", body: "null" },
  { contentType: "application/json", body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
  {
    contentType: "application/json",
    body: JSON.stringify({ propertyId: "1; drop table properties", name: 1, email: [], phone: {}, message: null }),
  },
  { contentType: "application/json", body: '{"name":"\\u0000","latitude":"NaN","longitude":1e309,"orderIndex":-1}' },
  { contentType: "application/x-www-form-urlencoded", body: "intent=__proto__&theme=%00&redirectTo=//evil.example" },
  { contentType: "application/x-www-form-urlencoded", body: `name=${"x".repeat(70_000)}` },
  { contentType: "application/x-www-form-urlencoded", body: "price=1e400&size=-0&floors=NaN&availableFrom=2027-02-30&title=%00" },
  { contentType: "application/x-www-form-urlencoded", body: "intent=addAll&ids=%00,1,-1&propertyId=1e3&redirectTo=/%09/evil.example" },
  { contentType: "text/plain", body: "just text" },
  {
    contentType: "multipart/form-data; boundary=xyz",
    body: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="shell.png"\r\n\r\n<?php echo 1; ?>\r\n--xyz--',
  },
  { contentType: "multipart/form-data", body: "no boundary at all" },
  { contentType: "application/xml", body: "<a>&xxe;</a>" },
];
const ODD_REDIRECTS = [
  "/\t/evil.example",
  "/./\\evil.example",
  "/\\evil.example",
  "//evil.example",
  "https://evil.example",
  "/。evil",
  "/\n/x",
  "/\u0000",
  "/%09/evil.example",
  "/\u2028/evil",
  "javascript:alert(1)",
];

/** A PNG whose header claims width × height pixels (its pixel data is a stub: the header alone must refuse it). */
function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function countRows(target: ServerTarget) {
  const handle = await openDatabase("databaseUrl" in target ? { url: target.databaseUrl } : { dataDir: target.dataDir });
  try {
    const tables = {
      districts: schema.districts,
      properties: schema.properties,
      images: schema.propertyImages,
      inquiries: schema.inquiries,
      admins: schema.adminUsers,
      subscribers: schema.newsletterSubscribers,
    };
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) counts[name] = (await handle.db.select({ value: count() }).from(table))[0]!.value;
    return counts;
  } finally {
    await handle.close();
  }
}

describe.each(SWEEP_TARGETS)("the built server on %s under hostile HTTP", (_label, serverUrl) => {
  it("answers every hostile request with a 4xx or success, never a 5xx or a stack trace; no table changes; the log holds nothing typed", async () => {
    const { target, cleanup } = await seededTarget("hostile", serverUrl);
    // Counted before the server starts (PGlite is single-process).
    const before = await countRows(target);
    // No TRUST_PROXY here: X-Forwarded-For is whatever an attacker writes, and must count for nothing.
    const server = await startServer(target, { env: { TRUST_PROXY: "0" } });
    const origin = server.url;
    const answers: { label: string; answer: RawAnswer }[] = [];
    const request = async (url: string, init: RawRequest = {}) => {
      const answer = await send(`${origin}${url}`, init);
      answers.push({ label: `${init.method ?? "GET"} ${url.slice(0, 120)}`, answer });
      return answer;
    };

    const login = await send(`${origin}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify(TEST_ADMIN),
      localAddress: "127.0.0.9",
    });
    expect(login.status).toBe(200);
    const adminCookie = cookiesOf(login);

    // Every route, every method, signed out (real ids) and signed in (an id that matches no row). Four
    // routes at a time: most of the 8,300 requests are here, and one at a time left the server waiting
    // on the client between them (the same requests, in about a third less time).
    const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND"];
    const sweep = pLimit(4);
    const sweepRoute = async (file: string) => {
      for (const cookie of ["", adminCookie]) {
        if (cookie && file.includes("logout")) continue; // would end the session the sweep signs in with
        const url = routeUrl(file, cookie ? NOT_AN_ID : "1");
        for (const method of methods) {
          const headers: Record<string, string> = {
            Origin: origin,
            "Content-Type": "application/x-www-form-urlencoded",
            ...(cookie ? { Cookie: cookie } : {}),
          };
          const answer = await request(url, { method, headers, body: method === "GET" || method === "HEAD" ? undefined : "x=1" });
          if (["TRACE", "OPTIONS", "PROPFIND"].includes(method)) expect(answer.status, `${method} ${url}`).toBe(405);
          if (!isApi(url) && ["PUT", "PATCH", "DELETE"].includes(method)) {
            expect(answer.status, `${method} ${url}`).toBe(405);
            expect(answer.headers.allow).toBe("GET, HEAD, POST");
          }
        }
        for (const query of BAD_QUERIES) await request(`${url}?${query}`, { headers: cookie ? { Cookie: cookie } : {} });
        if (url.includes(cookie ? NOT_AN_ID : "/1")) {
          for (const id of BAD_IDS) await request(routeUrl(file, id), { headers: cookie ? { Cookie: cookie } : {} });
        }
        for (const { contentType, body } of BAD_BODIES) {
          for (const method of isApi(url) ? ["POST", "PUT", "PATCH", "DELETE"] : ["POST"]) {
            await request(url, {
              method,
              headers: { Origin: origin, "Content-Type": contentType, ...(cookie ? { Cookie: cookie } : {}) },
              body,
            });
          }
        }
      }
    };
    await Promise.all(ROUTE_FILES.map((file) => sweep(() => sweepRoute(file))));

    // Forged X-Forwarded-Host must not steer the origin check or the URL Remix sees.
    expect(
      (
        await request("/contact", {
          method: "POST",
          headers: {
            Origin: "https://evil.example",
            "X-Forwarded-Host": "evil.example",
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body: "x=1",
        })
      ).status,
    ).toBe(403);
    expect((await request("/", { headers: { Host: "bad host" } })).status).toBe(400);

    // Cross-site writes to every route: 403 before Remix, a readable page for documents, JSON for the API.
    const forgeries: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { Origin: "not a url" },
      { Referer: "https://evil.example/form" },
    ];
    for (const file of ROUTE_FILES) {
      const url = routeUrl(file, "1");
      for (const forged of forgeries) {
        for (const method of isApi(url) ? ["POST", "PUT", "PATCH", "DELETE"] : ["POST"]) {
          const answer = await request(url, {
            method,
            headers: { ...forged, "Content-Type": "application/x-www-form-urlencoded", Cookie: adminCookie },
            body: `name=${encodeURIComponent(MARKERS.name)}`,
          });
          expect(answer.status, `${method} ${url} ${JSON.stringify(forged)}`).toBe(403);
          if (isApi(url)) expect(JSON.parse(answer.body)).toEqual({ error: "Cross-site request refused" });
          else expect(answer.body).toContain("Request refused");
        }
      }
      const data = await request(`${url}.data`, {
        method: "POST",
        headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
        body: "x=1",
      });
      expect(data.status).toBe(403);
    }

    // Forged, unsigned or oversized saved cookies read as no list at all: never a 5xx.
    for (const cookie of ["saved=%%%", `saved=${"A".repeat(4000)}`, "saved=WzEsMl0%3D.forged", "saved=bnVsbA%3D%3D; saved=x"]) {
      for (const url of ["/", "/saved", "/compare?ids=1,2", "/shortlist?ids=1"]) await request(url, { headers: { Cookie: cookie } });
      const headers = { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie };
      await request("/saved", { method: "POST", headers, body: "intent=add&propertyId=1&redirectTo=//evil.example" });
    }

    // NUL bytes in every text field: a 400 naming the field, on the pages and the API.
    const inquiry = { name: MARKERS.name, email: MARKERS.email, phone: MARKERS.phone, message: MARKERS.message };
    const contact = {
      firstName: MARKERS.name,
      lastName: "Hostile",
      email: MARKERS.email,
      phone: MARKERS.phone,
      subject: "A hostile subject",
      message: `${MARKERS.message} and more`,
    };
    const form = (fields: Record<string, string>, cookie = "") => ({
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(fields).toString(),
    });
    const json = (body: unknown, method = "POST") => ({
      method,
      headers: { Origin: origin, "Content-Type": "application/json", Cookie: adminCookie },
      body: JSON.stringify(body),
    });
    const withNul = (fields: Record<string, string>, field: string) => ({ ...fields, [field]: `${fields[field]}\u0000` });
    for (const field of Object.keys(inquiry)) {
      expect((await request("/property/1", form(withNul(inquiry, field)))).status, `inquiry form ${field}`).toBe(400);
      const api = await request("/api/inquiries", json({ propertyId: 1, ...withNul(inquiry, field) }));
      expect(api.status, `inquiry API ${field}`).toBe(400);
      expect(Object.keys(JSON.parse(api.body).fieldErrors)).toContain(field);
    }
    for (const field of Object.keys(contact))
      expect((await request("/contact", form(withNul(contact, field)))).status, `contact ${field}`).toBe(400);
    for (const field of ["username", "password"]) {
      const credentials = { username: TEST_ADMIN.username, password: TEST_ADMIN.password };
      expect((await request("/admin/login", form(withNul(credentials, field)))).status, `login form ${field}`).toBe(400);
      expect((await request("/api/admin/login", json(withNul(credentials, field)))).status, `login API ${field}`).toBe(400);
    }
    const district = { name: "Nul District", nameAr: "حي التجربة", latitude: "24.7", longitude: "46.7" };
    for (const field of ["name", "nameAr"]) {
      const api = await request("/api/admin/districts", json({ ...withNul(district, field), latitude: 24.7, longitude: 46.7 }));
      expect(api.status, `district API ${field}`).toBe(400);
      expect(Object.keys(JSON.parse(api.body).fieldErrors ?? {}), `district API ${field}`).toEqual([field]);
      const page = await request("/admin/dashboard/districts/new", form(withNul(district, field), adminCookie));
      expect(page.status, `district form ${field}`).toBe(400);
    }
    const property = await (await fetch(`${origin}/api/properties/1`)).json();
    for (const field of LISTING_TEXT_FIELDS) {
      const answer = await request(`/api/admin/properties/${NOT_AN_ID}`, json({ ...property, [field]: `x\u0000y` }, "PUT"));
      expect(answer.status, `property ${field}`).toBe(400);
      expect(Object.keys(JSON.parse(answer.body).fieldErrors ?? {}), `property ${field}`).toContain(field);
    }

    // Odd redirect targets after a successful sign-in and a theme change: never off-site, never a 5xx.
    for (const redirectTo of ODD_REDIRECTS) {
      const signIn = await send(`${origin}/admin/login`, { ...form({ ...TEST_ADMIN, redirectTo }), localAddress: "127.0.0.10" });
      const theme = await request("/resources/theme", form({ theme: "dark", redirectTo }));
      for (const [what, answer] of [
        ["sign-in", signIn],
        ["theme", theme],
      ] as const) {
        expect(answer.status, `${what} ${JSON.stringify(redirectTo)}`).toBe(303);
        const location = String(answer.headers.location);
        expect(new URL(location, origin).origin, `${what} ${JSON.stringify(redirectTo)} → ${location}`).toBe(origin);
        expect(location).not.toMatch(/[\p{Cc}\\]/u);
      }
    }

    // Images whose header claims too many pixels: refused from the header, with a clear 400.
    for (const [width, height] of [
      [16_000, 16_000],
      [1_000_000, 200],
    ] as const) {
      const upload = multipart({}, [{ field: "image", name: "huge.png", type: "image/png", bytes: pngClaiming(width, height) }]);
      const answer = await request("/api/admin/properties/1/images", {
        method: "POST",
        headers: { Origin: origin, "Content-Type": upload.contentType, Cookie: adminCookie },
        body: upload.body,
      });
      expect(answer.status).toBe(400);
      // The size as the header claims it: these files hold no pixels, so only the header's check, never a
      // decoder (seconds and gigabytes for a real one), can name it.
      expect(JSON.parse(answer.body).error).toBe(`“huge.png” is ${width}×${height} pixels; images may have at most 40 megapixels`);
    }

    // CONNECT is answered, not dropped.
    const connectAnswer = await new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, "127.0.0.1", () =>
        socket.write(`CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n`),
      );
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(connectAnswer).toMatch(/^HTTP\/1\.1 405 /);

    const failures = answers.filter(({ answer }) => answer.status >= 500 || /\n\s+at \S.*:\d+:\d+|node_modules/.test(answer.body));
    await server.stop();
    const log = server.stdout() + server.stderr();
    const leaks = Object.values(MARKERS).filter((marker) => log.includes(marker) || log.includes(encodeURIComponent(marker)));
    const after = await countRows(target);
    await cleanup();
    console.info(
      `hostile HTTP (${_label}): ${answers.length} requests, ${failures.length} 5xx or stack traces, ${leaks.length} personal data markers in ${log.split("\n").length} log lines`,
    );
    expect(failures.map(({ label, answer }) => `${label} → ${answer.status} ${answer.body.slice(0, 200)}`)).toEqual([]);
    expect(leaks).toEqual([]);
    expect(after).toEqual(before);
    // About 8,300 requests and two server starts: 50 s alone on PGlite, longer beside the rest of the suite.
  }, 360_000);
});
