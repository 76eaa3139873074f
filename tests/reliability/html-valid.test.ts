// Every kind of page, public and admin, in both languages, as the built server sends it (its error
// pages and refused forms too), through the Nu HTML Checker (npm vnu-jar; needs Java 17), in one run of it.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiryInput } from "../factories";
import { PUBLIC_PAGES } from "../pages";
import { cookiesOf, send } from "./http-client";
import { adminSession, mailLinks, postForm } from "./mail-links";
import { jsonWriteHeaders, killAllServers, listPropertyIds, ROOT, startServer, TEST_ADMIN, type ServerProcess } from "./server";
import { seededTarget } from "./seeded-target";
import { DEMO_ADVERTISER } from "~/services/config.server";

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

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

/** A page to check: its path, the status it answers with, and what makes it (an admin's session, a refused form). */
interface PageCase {
  path: string;
  status: number;
  admin?: true;
  /** Needs a signed-in advertiser's session (issue 51): a new account's, or the demo advertiser's (`landlord`), who has listings and leads. */
  advertiser?: true;
  landlord?: true;
  form?: Record<string, string>;
}

/** One of each kind of page the site has, with the ids and tokens of the run's own rows. */
async function everyKindOfPage(adminCookie: string, landlordCookie: string): Promise<PageCase[]> {
  const { alertToken, newsletterToken } = await mailLinks(server, adminCookie, "html-valid@example.test");
  const admin = { Cookie: adminCookie };
  const inquiry = await send(`${server.url}/api/inquiries`, {
    method: "POST",
    headers: jsonWriteHeaders(server),
    body: JSON.stringify({
      propertyId: 1,
      name: "Valid HTML",
      email: "asker@example.test",
      phone: "+966 11 000 0000",
      message: "Is it free?",
    }),
  });
  expect(inquiry.status).toBe(201);
  const inquiryId = /\/admin\/dashboard\/inquiries\/(\d+)/.exec(
    (await send(`${server.url}/admin/dashboard/inquiries`, { headers: admin })).body,
  )?.[1];
  const edit = (await send(`${server.url}/admin/dashboard/properties/1/edit`, { headers: admin })).body;
  const imageId = /\/admin\/dashboard\/properties\/1\/images\/(\d+)\/delete/.exec(edit)?.[1];
  // A listing taken down answers 410 with offices of its district.
  const gone = Math.max(...(await listPropertyIds(server)));
  const archived = await send(`${server.url}/api/admin/properties/${gone}`, {
    method: "PATCH",
    headers: { ...jsonWriteHeaders(server), ...admin },
    body: JSON.stringify({ lifecycle: "archived" }),
  });
  expect(archived.status).toBe(200);
  // A lead on one of the demo advertiser's published listings, for their lead desk's pages.
  const landlord = { Cookie: landlordCookie };
  const ownListing = /href="\/property\/(\d+)"/.exec((await send(`${server.url}/account/listings`, { headers: landlord })).body)?.[1];
  const lead = await send(`${server.url}/api/inquiries`, {
    method: "POST",
    headers: jsonWriteHeaders(server),
    body: JSON.stringify({ ...inquiryInput({ name: "Valid Lead" }), propertyId: Number(ownListing) }),
  });
  expect(lead.status).toBe(201);
  const leadId = /\/account\/leads\/(\d+)"/.exec((await send(`${server.url}/account/leads`, { headers: landlord })).body)?.[1];
  // Their editor with the listing's photos, and one photo's delete page.
  const ownEdit = (await send(`${server.url}/account/listings/${ownListing}/edit`, { headers: landlord })).body;
  const ownImageId = new RegExp(`/account/listings/${ownListing}/images/(\\d+)/delete`).exec(ownEdit)?.[1];
  expect([inquiryId, imageId, leadId, ownImageId]).not.toContain(undefined);
  const noOnesToken = "A".repeat(43);
  return [
    ...PUBLIC_PAGES.map((path) => ({ path, status: path === "/no/such/page" || path.includes("token=") ? 404 : 200 })),
    { path: "/?view=map", status: 200 },
    { path: "/map?view=list", status: 200 },
    { path: "/?minPrice=abc", status: 400 },
    { path: "/districts/olaya?minSize=abc", status: 400 },
    { path: "/compare?ids=abc", status: 400 },
    { path: "/property/999999", status: 404 },
    { path: "/advertisers/no-such-advertiser", status: 404 },
    { path: `/property/${gone}`, status: 410 },
    { path: `/alerts/confirm?token=${alertToken}`, status: 200 },
    { path: `/alerts/manage?token=${alertToken}`, status: 200 },
    { path: `/alerts/manage?token=${noOnesToken}`, status: 404 },
    { path: "/alerts/confirm?token=short", status: 400 },
    { path: `/newsletter/confirm?token=${newsletterToken}`, status: 200 },
    { path: `/newsletter/confirm?token=${noOnesToken}`, status: 404 },
    { path: `/newsletter/unsubscribe?token=${newsletterToken}`, status: 200 },
    // Forms sent back with their errors shown.
    { path: "/contact", status: 400, form: { name: "", email: "not an address", message: "" } },
    { path: "/property/1", status: 400, form: { name: "", email: "not an address", message: "" } },
    { path: "/newsletter", status: 400, form: { email: "not an address" } },
    { path: "/alerts?district=Olaya", status: 400, form: { email: "not an address", search: "district=Olaya" } },
    ...[
      "/admin/dashboard",
      "/admin/dashboard/overview",
      "/admin/dashboard/inquiries",
      `/admin/dashboard/inquiries/${inquiryId}`,
      "/admin/dashboard/districts",
      "/admin/dashboard/districts/new",
      "/admin/dashboard/districts/1/edit",
      "/admin/dashboard/districts/1/delete",
      "/admin/dashboard/properties/new",
      "/admin/dashboard/properties/1/edit",
      "/admin/dashboard/properties/1/delete",
      `/admin/dashboard/properties/1/images/${imageId}/delete`,
      "/admin/dashboard/landmarks",
      "/admin/dashboard/landmarks/new",
      "/admin/dashboard/landmarks/1/edit",
      "/admin/dashboard/landmarks/1/delete",
      "/admin/dashboard/outbox",
      "/admin/dashboard/activity",
    ].map((path) => ({ path, status: 200, admin: true as const })),
    { path: "/admin/dashboard/districts/new", status: 400, admin: true, form: { name: "" } },
    // An advertiser's pages (issue 51): links that do not work, a refused sign-up, and their account.
    { path: `/account/verify?token=${noOnesToken}`, status: 400 },
    { path: `/account/reset?token=${noOnesToken}`, status: 400 },
    { path: "/account/signup", status: 400, form: { email: "not an address", password: "short", type: "owner" } },
    ...[
      "/account",
      "/account/profile",
      "/account/sessions",
      "/account/delete",
      "/account/listings",
      "/account/listings/new",
      "/account/leads",
    ].map((path) => ({
      path,
      status: 200,
      advertiser: true as const,
    })),
    { path: "/account/profile", status: 400, advertiser: true, form: { intent: "profile", type: "broker", name: "X", language: "en" } },
    // The demo advertiser's listings with their views, their lead desk with rows, a lead and its refused form,
    // the editor of a listing with photos and a photo's delete page.
    ...[
      "/account/listings",
      "/account/leads",
      `/account/leads/${leadId}`,
      `/account/listings/${ownListing}/edit`,
      `/account/listings/${ownListing}/images/${ownImageId}/delete`,
    ].map((path) => ({ path, status: 200, landlord: true as const })),
    { path: `/account/leads/${leadId}`, status: 400, landlord: true, form: { status: "junk" } },
    // The review queue, with a return refused for want of a reason; the advertisers (issue 51).
    { path: "/admin/dashboard/review", status: 200, admin: true },
    { path: "/admin/dashboard/review", status: 400, admin: true, form: { id: "1", decision: "return", reason: "" } },
    { path: "/admin/dashboard/advertisers", status: 200, admin: true },
    // The one-tap lifecycle dialog, and a refused listing save with its error summary (issue 50, point 10).
    { path: "/admin/dashboard/properties/1/lifecycle", status: 200, admin: true },
    { path: "/admin/dashboard/properties/1/lifecycle", status: 400, admin: true, form: { lifecycle: "junk" } },
    { path: "/admin/dashboard/properties/1/edit", status: 400, admin: true, form: { title: "", price: "abc" } },
  ];
}

describe("valid HTML", () => {
  it("no kind of page, public or admin, in English or Arabic, has an HTML error", async () => {
    const adminCookie = await adminSession(server);
    const landlordSignIn = await postForm(server, "/account/login", { email: DEMO_ADVERTISER.email, password: DEMO_ADVERTISER.password });
    expect(landlordSignIn.status).toBe(303);
    const landlordCookie = cookiesOf(landlordSignIn);
    const pages = await everyKindOfPage(adminCookie, landlordCookie);
    const signUp = await postForm(server, "/account/signup", {
      email: "html-valid-advertiser@example.test",
      password: "a long enough password",
      type: "owner",
      name: "Valid HTML Offices",
    });
    expect(signUp.status).toBe(303);
    // Sign-up signs no one in (its answer is the same for a known address): the new account signs in.
    const signIn = await postForm(server, "/account/login", {
      email: "html-valid-advertiser@example.test",
      password: "a long enough password",
    });
    expect(signIn.status).toBe(303);
    const advertiserCookie = cookiesOf(signIn);
    const files: Record<string, string> = {};
    for (const language of ["en", "ar"]) {
      for (const { path: page, status, admin, advertiser, landlord, form } of pages) {
        const url = `${page}${page.includes("?") ? "&" : "?"}lng=${language}`;
        const cookie = admin ? adminCookie : advertiser ? advertiserCookie : landlord ? landlordCookie : undefined;
        const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
        const answer = form ? await postForm(server, url, form, headers) : await send(`${server.url}${url}`, { headers });
        expect(answer.status, url).toBe(status);
        // Nothing after the document: the checker would report it as stray, and a browser moves it.
        expect(answer.body.endsWith("</body></html>"), url).toBe(true);
        const file = path.join(folder, `${Object.keys(files).length}.html`);
        writeFileSync(file, answer.body);
        files[`file:${file}`] = `${form ? "POST " : ""}${url}`;
      }
    }
    // 87 kinds of page in each language, checked in one run of the checker (its start costs seconds).
    expect(Object.keys(files).length).toBe(174);
    const report = execFileSync(
      "java",
      ["-Xss4m", "-jar", vnuJar, "--format", "json", "--stdout", "--exit-zero-always", ...Object.keys(files).map((key) => key.slice(5))],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type !== "info" || message.subType === "fatal")
      .map((message) =>
        `${files[message.url] ?? message.url}:${message.lastLine ?? "?"} ${message.message} ${message.extract ?? ""}`.trim(),
      );
    expect(errors).toEqual([]);
  });
});
