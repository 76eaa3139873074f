import { readdirSync } from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../drizzle/schema";
import { startSession } from "~/services/auth.server";
import type { DatabaseHandle } from "~/services/db.server";
import { call, cookiesFrom } from "./route-helpers";
import { setupSeededDatabase } from "./test-database";

// Hundreds of malformed requests against every loader and action of every route module, signed in
// and not: none may answer 5xx (or throw), and none may change any table. In the PGlite project only
// (vite.config.ts): when a PostgreSQL is named, tests/reliability/http-hostile.test.ts sweeps the same over
// HTTP on it, so each database meets one hostile sweep (docs/decisions/0016-ci-time-budget.md, 2026-11-29).
const ORIGIN = "http://localhost:3000";
const routesDir = path.resolve(__dirname, "../../app/routes");
const files = readdirSync(routesDir).filter((file) => /\.(ts|tsx)$/.test(file));

const BAD_IDS = ["abc", "-1", "0", "1.5", "1e3", "99999999999", "..%2F..%2Fetc", "%00", "NaN", "Infinity", " 1", "0x10"];
const BAD_QUERIES = [
  "minPrice=abc&maxPrice=-1",
  "district=" + "x".repeat(5000),
  "sort=__proto__&view=constructor",
  "page=99999999999&limit=-5&offset=abc",
  "amenities=" + ",".repeat(500),
  "district=a%00b&type=%00",
  "furnished=maybe&minSize=1e309",
  "__proto__[polluted]=1&constructor[prototype][x]=1",
  "lng=../../etc/passwd",
  "q=" + "%F0%9F%98%80".repeat(200),
  "redirectTo=https://evil.example&email=" + "a".repeat(10_000),
];
const BAD_BODIES: { contentType: string; body: string }[] = [
  { contentType: "application/json", body: "{" },
  { contentType: "application/json", body: "[]" },
  { contentType: "application/json", body: "null" },
  { contentType: "application/json", body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
  {
    contentType: "application/json",
    body: JSON.stringify({ propertyId: "1; drop table properties", name: 1, email: [], phone: {}, message: null }),
  },
  { contentType: "application/json", body: '{"name":"\\u0000","latitude":"NaN","longitude":1e309,"orderIndex":-1}' },
  { contentType: "application/json", body: JSON.stringify({ title: "x".repeat(100_000) }) },
  { contentType: "application/x-www-form-urlencoded", body: "intent=__proto__&theme=%00&redirectTo=//evil.example" },
  { contentType: "application/x-www-form-urlencoded", body: "name=" + "x".repeat(70_000) },
  {
    contentType: "application/x-www-form-urlencoded",
    body: "price=1e400&size=-0&floors=NaN&availableFrom=2027-02-30&amenities=a&amenities=a",
  },
  { contentType: "text/plain", body: "just text" },
  {
    contentType: "multipart/form-data; boundary=xyz",
    body: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="shell.png"\r\n\r\n<?php echo 1; ?>\r\n--xyz--',
  },
  { contentType: "multipart/form-data", body: "no boundary at all" },
  { contentType: "application/xml", body: "<a>&xxe;</a>" },
];

let handle: DatabaseHandle;
let adminCookie: string;

async function snapshot() {
  const tables = [schema.districts, schema.properties, schema.propertyImages, schema.inquiries, schema.adminUsers];
  return Promise.all(tables.map(async (table) => (await handle.db.select({ value: count() }).from(table))[0]!.value));
}

beforeAll(async () => {
  handle = await setupSeededDatabase();
  const setCookie = await startSession({ id: 1 });
  adminCookie = cookiesFrom(new Headers([["Set-Cookie", setCookie]]));
});
afterAll(() => handle.close());

describe("hostile input", async () => {
  const imported = await Promise.all(
    files.map(async (file) => [file, (await import(path.join(routesDir, file))) as Record<string, unknown>] as const),
  );
  const modules = imported.filter(
    ([, routeModule]) => typeof routeModule.loader === "function" || typeof routeModule.action === "function",
  );
  const paramsFor = (id: string) => ({ id, imageId: id, name: id, "*": id });

  it.each(modules)("%s never answers 5xx and changes nothing", async (file, routeModule) => {
    const before = await snapshot();
    let requests = 0;
    for (const cookie of ["", adminCookie]) {
      const headers = (extra: Record<string, string> = {}) => ({ Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}), ...extra });
      for (const id of BAD_IDS) {
        for (const query of BAD_QUERIES.slice(0, 4)) {
          const url = `${ORIGIN}/x/${id}?${query}`;
          if (typeof routeModule.loader === "function") {
            const answer = await call(routeModule.loader as never, new Request(url, { headers: headers() }), paramsFor(id));
            expect(answer.status, `${file} GET ${url}`).toBeLessThan(500);
            requests++;
          }
        }
      }
      for (const query of BAD_QUERIES) {
        if (typeof routeModule.loader === "function") {
          const answer = await call(
            routeModule.loader as never,
            new Request(`${ORIGIN}/x?${query}`, { headers: headers() }),
            paramsFor("1"),
          );
          expect(answer.status, `${file} GET ?${query.slice(0, 60)}`).toBeLessThan(500);
          requests++;
        }
      }
      if (typeof routeModule.action !== "function") continue;
      for (const id of [...BAD_IDS.slice(0, 4), "999999"]) {
        for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
          for (const { contentType, body } of BAD_BODIES) {
            const request = new Request(`${ORIGIN}/x/${id}`, { method, body, headers: headers({ "Content-Type": contentType }) });
            const answer = await call(routeModule.action as never, request, paramsFor(id));
            expect(answer.status, `${file} ${method} ${contentType} ${body.slice(0, 60)}`).toBeLessThan(500);
            requests++;
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
  });
});
