// Issue 51: authorisation in one place, proved over HTTP against the built server on PostgreSQL (two
// workers), or on PGlite when no PostgreSQL is named (SWEEP_TARGETS). Two advertisers and an administrator;
// every page route and API call that takes an id in its path, with advertiser B's ids (listings, a draft,
// photos, leads), asked as advertiser A, as the administrator where it is an advertiser's route, and signed
// out, by every method it takes. Each answer is a refusal: 404 for A on their own routes, answered exactly as
// for an id that does not exist (nothing tells B's ids from missing ones), a sign-in redirect or 401 for the
// wrong role or no one; no answer holds anything of B's; afterwards not a row of theirs has changed and every
// process answers.
import { readdirSync } from "node:fs";
import path from "node:path";
import { createCookie } from "@remix-run/node";
import pLimit from "p-limit";
import { afterAll, describe, expect, it } from "vitest";
import { multipart, send, type RawAnswer } from "./http-client";
import { SWEEP_TARGETS, killAllServers, ROOT, SESSION_SECRET, type ServerProcess, type ServerTarget, startServer } from "./server";
import { seededTarget } from "./seeded-target";
import { querySql, runSql } from "./target-sql";

afterAll(killAllServers);

const MISSING_ID = 2_147_483_000;
// What only B's data holds: none of it may reach anyone else's answer.
const SECRETS = {
  email: "sweep-b-owner@example.test",
  draftTitle: "Sweep B unpublished draft 7f3a",
  leadName: "Sweep B Lead Name 91c2",
  leadEmail: "sweep-b-lead@example.test",
  leadMessage: "Sweep B private message 4d8e",
  note: "Sweep B private note 5b1f",
};

/** The URL pattern of each route module in app/routes, by Remix's flat-routes convention. */
function routePatterns() {
  return readdirSync(path.join(ROOT, "app/routes"))
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith("__"))
    .map((file) => {
      const segments = file.replace(/\.tsx?$/, "").split(/\.(?![^[]*\])/);
      const parts = segments
        .filter((segment) => segment !== "_index" && !/^_[^_]/.test(segment))
        .map((segment) => segment.replace(/_$/, "").replace(/\[([^\]]*)\]/g, "$1"));
      return `/${parts.join("/")}`;
    });
}

type Role = "advertiserA" | "admin" | "signedOut";

interface Fixture {
  propertyIds: number[];
  imageIds: number[];
  inquiryIds: number[];
  advertiserId: number;
  sessionIds: string[];
}

/** The ids of B's to put in a route's pattern, by what its `$id` names (the segment before it). */
function idsFor(pattern: string, fixture: Fixture): string[][] {
  const names = [...pattern.matchAll(/\$(\w+)/g)].map((match) => match[1]!);
  const before = (name: string) => /([\w.-]+)\/\$\w+/.exec(pattern.slice(0, pattern.indexOf(`$${name}`) + name.length + 1))?.[1] ?? "";
  const choices = names.map((name) => {
    if (name === "imageId") return fixture.imageIds;
    const segment = before(name);
    if (/inquir|lead/.test(segment)) return fixture.inquiryIds;
    if (/advertiser/.test(segment)) return [fixture.advertiserId];
    if (/session/.test(segment)) return fixture.sessionIds;
    return fixture.propertyIds;
  });
  // Each of B's ids in turn (the others' first), and each again written with leading zeros: however an id is
  // spelled, another's is answered as a missing one.
  const longest = Math.max(...choices.map((ids) => ids.length));
  const plain = Array.from({ length: longest }, (_, index) => choices.map((ids) => String(ids[Math.min(index, ids.length - 1)])));
  return [...plain, ...plain.map((values) => values.map((value) => (/^\d+$/.test(value) ? `00${value}` : value)))];
}

const fill = (pattern: string, values: string[]) => {
  let index = 0;
  return pattern.replace(/\$\w+/g, () => values[index++]!);
};

// Forms the account's and dashboard's write routes take, so a refusal is for whose the id is, not for the body.
const FORM_BODIES = [
  "intent=delete",
  "intent=submit",
  "intent=withdraw",
  "intent=status&status=won",
  "intent=note&note=sweep",
  "intent=approve&decision=approve",
  "intent=return&decision=return&reason=sweep",
  "intent=end",
];
const JSON_BODIES = [{}, { status: "won", note: "sweep" }, { decision: "approve" }, { title: "sweep", price: 100000 }];

describe.each(SWEEP_TARGETS)("authorisation over HTTP on %s", (label, serverUrl) => {
  let server: ServerProcess;
  let target: ServerTarget;
  let cleanup: () => Promise<void>;
  let fixture: Fixture;
  let before: string;
  const cookies: Record<Role, string> = { advertiserA: "", admin: "", signedOut: "" };
  const counts = { requests: 0, refusals: {} as Record<string, number> };

  /** What must not change: every row of B's and everything the routes could write. */
  const snapshot = async () => {
    const rows = await querySql<{ name: string; digest: string }>(
      target,
      ["properties", "property_images", "inquiries", "inquiry_notes", "advertisers", "account_tokens", "outbox", "admin_activity"]
        .map((table) => `select '${table}' as name, coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as digest from ${table} t`)
        .concat(
          "select 'sessions' as name, coalesce(md5(string_agg(id || coalesce(advertiser_id, 0)::text, ',' order by id)), '') as digest from sessions",
        )
        .join(" union all "),
    );
    return JSON.stringify(rows.sort((a, b) => a.name.localeCompare(b.name)));
  };

  it("seeds two advertisers, B's listings, draft, photos, leads and note, and a session each", async () => {
    const fresh = await seededTarget(`authz_${label.toLowerCase()}`, serverUrl);
    target = fresh.target;
    cleanup = fresh.cleanup;
    const sessionId = (n: number) => n.toString(16).padStart(64, "0");
    await runSql(
      target,
      `insert into advertisers (id, email, password, email_verified_at, slug, name, name_ar, type)
         values (9001, 'sweep-a-owner@example.test', 'x', now(), 'sweep-a', 'Sweep A', 'سويب أ', 'owner'),
                (9002, '${SECRETS.email}', 'x', now(), 'sweep-b', 'Sweep B', 'سويب ب', 'broker');
       update properties set advertiser_id = 9002 where id in (select id from properties order by id limit 2);
       update properties set advertiser_id = 9001 where id = (select id from properties order by id offset 2 limit 1);
       insert into properties (title, building, address, district, price, size, floors, capacity, description, available_from, lifecycle, advertiser_id)
         select '${SECRETS.draftTitle}', building, address, district, price, size, floors, capacity, description, available_from, 'draft', 9002
         from properties order by id limit 1;
       insert into inquiries (property_id, name, email, phone, message)
         select id, '${SECRETS.leadName}', '${SECRETS.leadEmail}', '0551234567', '${SECRETS.leadMessage}' from properties where advertiser_id = 9002;
       insert into inquiry_notes (inquiry_id, advertiser_id, admin_username, body)
         select id, 9002, 'advertiser #9002', '${SECRETS.note}' from inquiries where email = '${SECRETS.leadEmail}';
       insert into sessions (id, advertiser_id, expires_at) values ('${sessionId(1)}', 9001, now() + interval '1 day'),
         ('${sessionId(2)}', 9002, now() + interval '1 day');
       insert into sessions (id, admin_id, expires_at) select '${sessionId(3)}', id, now() + interval '1 day' from admin_users order by id limit 1;`,
    );
    const ids = async (statement: string) => (await querySql<{ id: number }>(target, statement)).map((row) => Number(row.id));
    fixture = {
      propertyIds: await ids("select id from properties where advertiser_id = 9002 order by id"),
      imageIds: await ids(
        "select pi.id from property_images pi join properties p on p.id = pi.property_id where p.advertiser_id = 9002 order by pi.id",
      ),
      inquiryIds: await ids(`select id from inquiries where email = '${SECRETS.leadEmail}' order by id`),
      advertiserId: 9002,
      sessionIds: [sessionId(2)],
    };
    expect(fixture.propertyIds).toHaveLength(3);
    expect(fixture.imageIds.length).toBeGreaterThanOrEqual(2);
    expect(fixture.inquiryIds).toHaveLength(3);
    const signed = async (name: string, id: string) =>
      (await createCookie(`__Host-${name}`, { secrets: [SESSION_SECRET] }).serialize(id)).split(";")[0]!;
    cookies.advertiserA = await signed("account_session", sessionId(1));
    cookies.admin = await signed("admin_session", sessionId(3));
    before = await snapshot();
    server = await startServer(target, { env: serverUrl ? { WEB_CONCURRENCY: "2" } : {} });
    // The cookies work: A sees their own account, the admin the dashboard.
    expect((await send(`${server.url}/account`, { headers: { Cookie: cookies.advertiserA } })).status).toBe(200);
    expect((await send(`${server.url}/admin/dashboard`, { headers: { Cookie: cookies.admin } })).status).toBe(200);
  });

  it("refuses every id of B's to everyone else, by every route and API call, exactly as a missing id", async () => {
    type Operation = { requestBody?: { content?: Record<string, unknown> } };
    const openapi = JSON.parse((await send(`${server.url}/api/openapi.json`)).body) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const pages = routePatterns().filter((pattern) => /^\/(account|admin)\//.test(pattern) && pattern.includes("$"));
    const apis = Object.entries(openapi.paths)
      .filter(([apiPath]) => /^\/api\/(account|admin)\//.test(apiPath) && apiPath.includes("{"))
      .map(([apiPath, operations]) => ({
        pattern: apiPath.replace(/\{(\w+)\}/g, "$$$1"),
        methods: Object.keys(operations).filter((method) => ["get", "post", "put", "patch", "delete"].includes(method)),
        // Uploads take multipart bodies; every other call JSON.
        multipart: Object.values(operations).some((operation) => "multipart/form-data" in (operation.requestBody?.content ?? {})),
      }));
    expect(pages.length).toBeGreaterThan(5);
    expect(apis.length).toBeGreaterThan(5);

    type Probe = { role: Role; method: string; path: string; missingPath: string; body?: string | Buffer; contentType?: string };
    const upload = multipart({}, [{ field: "images", name: "sweep.png", type: "image/png", bytes: Buffer.from("not really a png") }]);
    const probes: Probe[] = [];
    const roles: Role[] = ["advertiserA", "admin", "signedOut"];
    const routes = [
      ...pages.map((pattern) => ({ pattern, methods: ["get", "post"], json: false, multipart: false })),
      ...apis.map((api) => ({ ...api, json: true })),
    ];
    for (const { pattern, methods, json, multipart: uploads } of routes) {
      // The administrator may see B's data on the dashboard's own routes: there only A and no one are asked.
      const askedRoles = /^\/(admin|api\/admin)\//.test(pattern) ? roles.filter((role) => role !== "admin") : roles;
      for (const values of idsFor(pattern, fixture)) {
        const missing = values.map((value) =>
          /^\d+$/.test(value) ? `${value.startsWith("00") ? "00" : ""}${MISSING_ID}` : "f".repeat(64),
        );
        for (const role of askedRoles) {
          for (const method of methods) {
            const bodies: { body?: string | Buffer; contentType?: string }[] =
              method === "get" || method === "delete"
                ? [{}]
                : uploads
                  ? [{ body: upload.body, contentType: upload.contentType }]
                  : json
                    ? JSON_BODIES.map((body) => ({ body: JSON.stringify(body), contentType: "application/json" }))
                    : FORM_BODIES.map((body) => ({ body, contentType: "application/x-www-form-urlencoded" }));
            for (const body of bodies) {
              probes.push({
                role,
                method: method.toUpperCase(),
                path: fill(pattern, values),
                missingPath: fill(pattern, missing),
                ...body,
              });
            }
          }
        }
      }
    }

    const ask = (probe: Probe, pathOf: string) =>
      send(`${server.url}${pathOf}`, {
        method: probe.method,
        headers: {
          Origin: server.url,
          ...(probe.role === "signedOut" ? {} : { Cookie: cookies[probe.role] }),
          ...(probe.contentType ? { "Content-Type": probe.contentType } : {}),
        },
        body: probe.body,
      });
    const comparable = (answer: RawAnswer, probe: Probe) =>
      answer.body
        // The missing path first: a path that ends in B's id can be the start of it (/account/leads/2 of /account/leads/2147483000).
        .replaceAll(probe.missingPath, "")
        .replaceAll(probe.path, "")
        .replace(
          new RegExp(`\\b0*(${[...fixture.propertyIds, ...fixture.imageIds, ...fixture.inquiryIds, MISSING_ID].join("|")})\\b`, "g"),
          "#",
        );

    const failures: string[] = [];
    const limit = pLimit(8);
    await Promise.all(
      probes.map((probe) =>
        limit(async () => {
          const answer = await ask(probe, probe.path);
          counts.requests += 1;
          const where = `${probe.role} ${probe.method} ${probe.path}${typeof probe.body === "string" ? ` ${probe.body}` : ""} → ${answer.status}`;
          counts.refusals[answer.status] = (counts.refusals[answer.status] ?? 0) + 1;
          const location = String(answer.headers.location ?? "");
          const leaked = Object.values(SECRETS).filter((secret) => answer.body.includes(secret) || location.includes(secret));
          if (leaked.length > 0) failures.push(`${where}: holds ${leaked.join(", ")}`);
          const api = probe.path.startsWith("/api/");
          const ownRoutes = /^\/(account|api\/account)\//.test(probe.path) === (probe.role === "advertiserA");
          if (probe.role === "advertiserA" && ownRoutes) {
            if (answer.status !== 404) failures.push(`${where}: not 404`);
            // The same answer as for an id that does not exist.
            const missing = await ask(probe, probe.missingPath);
            counts.requests += 1;
            if (missing.status !== answer.status || comparable(missing, probe) !== comparable(answer, probe)) {
              failures.push(`${where}: differs from a missing id's ${missing.status}`);
            }
          } else if (api) {
            if (answer.status !== 401 && answer.status !== 403) failures.push(`${where}: not 401/403`);
          } else if (!(answer.status >= 300 && answer.status < 400 && /\/(account|admin)\/login/.test(location)) && answer.status !== 403) {
            failures.push(`${where}: not a sign-in redirect (${location})`);
          }
        }),
      ),
    );
    console.info(`${label}: ${counts.requests} requests, answers ${JSON.stringify(counts.refusals)}`);
    expect(failures).toEqual([]);
    expect(counts.requests).toBeGreaterThanOrEqual(1000);
  }, 600_000);

  it("changed nothing of anyone's, and every process still answers", async () => {
    for (let index = 0; index < 4; index += 1) expect((await send(`${server.url}/healthz`)).status).toBe(200);
    await server.stop("SIGTERM");
    expect(await snapshot()).toBe(before);
    await cleanup();
  }, 120_000);
});
