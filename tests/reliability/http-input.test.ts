// Input the built server must refuse or bound, over real HTTP (issue 32, items 8 to 11): control
// characters and non-characters in every text field of every form and API (a 400 naming the field),
// CSV exports whose every cell is quoted and whose bad filters are a 400 naming the parameter, and a
// listings API that answers a page at a time with its count and a link to the next page. Runs on
// PostgreSQL when TEST_DATABASE_URL names a server, else PGlite (SWEEP_TARGETS).
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ar from "~/locales/ar";
import en from "~/locales/en";
import { districtInput, inquiryInput, LISTING_TEXT_FIELDS, listingInput, propertyFormFields } from "../factories";
import { cookiesOf, multipart, send, type RawAnswer, type RawRequest } from "./http-client";
import { SWEEP_TARGETS, fetchStoredInquiries, killAllServers, type ServerProcess, startServer, TEST_ADMIN } from "./server";
import { seededTarget } from "./seeded-target";

afterAll(killAllServers);

/** BEL (C0), DEL, NEL (C1) and a non-character: each invalid in HTML, each refused. */
const REFUSED = { "U+0007": "\u0007", "U+007F": "\u007F", "U+0085": "\u0085", "U+FFFE": "\uFFFE" };
const NOT_AN_ID = "2147483647";
/** A CSV file whose every cell is quoted (RFC 4180: quotes inside doubled; line breaks inside a cell allowed). */
const QUOTED_FILE = /^(?:"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*\r\n)+$/;

/** Inside the text, where trim() cannot take it away. */
const within = (text: string, character: string) => `${text.slice(0, 1)}${character}${text.slice(1)}`;
/** `fields` with `character` inside `field` (its first item, for a list). */
function withCharacter<Fields extends Record<string, unknown>>(fields: Fields, field: string, character: string) {
  const value = fields[field];
  return { ...fields, [field]: Array.isArray(value) ? [within(String(value[0]), character)] : within(String(value), character) };
}

/** The text of a page form's error for `field` (Conform's `<formId>-<field>-error` box), or "" when it has none. */
function pageFieldError(html: string, field: string) {
  const box = new RegExp(`id="[^"]*-${field}-error"[^>]*>(.*?)</div>`, "s").exec(html);
  return (box?.[1] ?? "").replace(/<[^>]+>/g, "").trim();
}

describe.each(SWEEP_TARGETS)("the built server on %s", (label, serverUrl) => {
  let server: ServerProcess;
  let cleanup: () => Promise<void>;
  let origin: string;
  let admin: string;
  const answers: { label: string; answer: RawAnswer }[] = [];
  let client = 0;
  // Each request from its own loopback address, so no form or login limit is reached by these sweeps.
  const request = async (url: string, init: RawRequest = {}) => {
    client += 1;
    const answer = await send(`${origin}${url}`, { localAddress: `127.0.${1 + (client >> 8)}.${client & 255 || 1}`, ...init });
    answers.push({ label: `${init.method ?? "GET"} ${url}`, answer });
    return answer;
  };
  const form = (fields: Record<string, unknown>, cookie = "") => ({
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString(),
  });
  const json = (body: unknown, method = "POST") => ({
    method,
    headers: { Origin: origin, "Content-Type": "application/json", Cookie: admin },
    body: JSON.stringify(body),
  });
  const inquiry = inquiryInput();
  const property = listingInput({ titleAr: "مكتب", buildingAr: "برج", addressAr: "طريق", descriptionAr: "وصف" });
  let listingId: number;
  const contact = {
    firstName: "Sara",
    lastName: "Ali",
    email: "sara@example.com",
    phone: "+966 50 123 4567",
    subject: "Office tour",
    message: "I would like to visit the office.",
  };
  const credentials = { username: TEST_ADMIN.username, password: TEST_ADMIN.password };
  const district = { ...districtInput(), name: "Input District" };
  const listingFields = [...LISTING_TEXT_FIELDS, "advertiserName", "amenities"];
  const propertyForm = {
    ...propertyFormFields({
      district: "Olaya",
      titleAr: "مكتب",
      buildingAr: "برج",
      addressAr: "طريق",
      descriptionAr: "وصف",
      advertiserName: "Owner",
    }),
    amenities: "WiFi",
    customAmenity: "Rooftop",
    customAmenityAr: "سطح",
  };
  const controlText = en.validation.controlCharacter;

  /** A JSON answer of 400 whose fieldErrors name `field` with `message`. */
  const expectApiMessage = (answer: RawAnswer, what: string, field: string, message: string) => {
    expect(answer.status, what).toBe(400);
    expect((JSON.parse(answer.body) as { fieldErrors?: Record<string, string[]> }).fieldErrors?.[field], what).toContain(message);
  };
  /** A page answered 400 that shows an error beside `field`. */
  const expectPageRefusal = (answer: RawAnswer, what: string, field: string) => {
    expect(answer.status, what).toBe(400);
    expect(pageFieldError(answer.body, field), what).not.toBe("");
  };
  /** The id of a new inquiry about the listing, made through the API. */
  const storedInquiryId = async () => {
    const created = await request("/api/inquiries", json({ propertyId: listingId, ...inquiry }));
    expect(created.status).toBe(201);
    return (JSON.parse(created.body) as { id: number }).id;
  };

  beforeAll(async () => {
    const fresh = await seededTarget("input", serverUrl);
    cleanup = fresh.cleanup;
    server = await startServer(fresh.target, { env: { TRUST_PROXY: "0" } });
    origin = server.url;
    const login = await request("/api/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(login.status).toBe(200);
    admin = cookiesOf(login);
    listingId = (JSON.parse((await request("/api/properties?limit=1")).body) as { id: number }[])[0]!.id;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await cleanup?.();
    const failures = answers.filter(({ answer }) => answer.status >= 500);
    console.info(`input over HTTP (${label}): ${answers.length} requests, ${failures.length} 5xx`);
    expect(failures.map(({ label: what, answer }) => `${what} → ${answer.status}`)).toEqual([]);
    // What was typed never reaches the log, refused or stored.
    const log = server.stdout() + server.stderr();
    for (const typed of ["csv.input", "Sara;=1+1", "Call back", "subscriber@example.com"]) expect(log).not.toContain(typed);
  });

  it("refuses control characters and non-characters in every text field of every form and API, naming the field", async () => {
    const inquiryId = await storedInquiryId();
    const expectApiRefusal = (answer: RawAnswer, what: string, field: string) => expectApiMessage(answer, what, field, controlText);

    for (const [name, character] of Object.entries(REFUSED)) {
      for (const field of Object.keys(inquiry)) {
        expectPageRefusal(
          await request(`/property/${listingId}`, form(withCharacter(inquiry, field, character))),
          `inquiry form ${field} ${name}`,
          field,
        );
        expectApiRefusal(
          await request("/api/inquiries", json({ propertyId: listingId, ...withCharacter(inquiry, field, character) })),
          `inquiry API ${field} ${name}`,
          field,
        );
      }
      for (const field of Object.keys(contact)) {
        expectPageRefusal(await request("/contact", form(withCharacter(contact, field, character))), `contact ${field} ${name}`, field);
      }
      for (const field of Object.keys(credentials)) {
        expectPageRefusal(
          await request("/admin/login", form(withCharacter(credentials, field, character))),
          `login form ${field} ${name}`,
          field,
        );
        expectApiRefusal(
          await request("/api/admin/login", json(withCharacter(credentials, field, character))),
          `login API ${field} ${name}`,
          field,
        );
      }
      for (const field of ["name", "nameAr"]) {
        expectApiRefusal(
          await request("/api/admin/districts", json(withCharacter(district, field, character))),
          `district API ${field} ${name}`,
          field,
        );
        expectApiRefusal(
          await request(`/api/admin/districts/${NOT_AN_ID}`, json(withCharacter(district, field, character), "PUT")),
          `district API PUT ${field} ${name}`,
          field,
        );
        expectPageRefusal(
          await request("/admin/dashboard/districts/new", form(withCharacter(district, field, character), admin)),
          `district form ${field} ${name}`,
          field,
        );
      }
      for (const field of listingFields) {
        expectApiRefusal(
          await request("/api/admin/properties", json(withCharacter(property, field, character))),
          `property API ${field} ${name}`,
          field,
        );
        expectApiRefusal(
          await request(`/api/admin/properties/${NOT_AN_ID}`, json(withCharacter(property, field, character), "PUT")),
          `property API PUT ${field} ${name}`,
          field,
        );
        // The form's amenities are ticked boxes; the one typed is customAmenity.
        const formField = field === "amenities" ? "customAmenity" : field;
        const upload = multipart(withCharacter(propertyForm, formField, character) as Record<string, string>, []);
        const page = await request("/admin/dashboard/properties/new", {
          method: "POST",
          headers: { Origin: origin, "Content-Type": upload.contentType, Cookie: admin },
          body: upload.body,
        });
        expectPageRefusal(page, `property form ${formField} ${name}`, formField);
      }
      expectApiRefusal(
        await request(`/api/admin/inquiries/${inquiryId}`, json({ note: within("Call back", character) }, "PATCH")),
        `note API ${name}`,
        "note",
      );
      expectPageRefusal(
        await request(`/admin/dashboard/inquiries/${inquiryId}`, form({ status: "new", note: within("Call back", character) }, admin)),
        `note form ${name}`,
        "note",
      );
      expect(
        (await request("/newsletter", form({ email: within("news@example.com", character), consent: "on", redirectTo: "/" }))).status,
        `newsletter ${name}`,
      ).toBe(400);
    }

    // One-line fields refuse a line break; a message keeps its lines.
    const lineBreak = await request("/api/admin/properties", json({ ...property, title: "Two\nlines" }));
    expect(lineBreak.status).toBe(400);
    expect(JSON.parse(lineBreak.body).fieldErrors.title).toEqual([en.validation.lineBreak]);
    expect((await request("/api/inquiries", json({ propertyId: listingId, ...inquiry, message: "Line one\r\nLine\ttwo" }))).status).toBe(
      201,
    );
  });

  it("refuses ill-formed Unicode and direction controls in every text, invisible characters on one line, in the page's language (issue 48)", async () => {
    const inquiryId = await storedInquiryId();
    const { brokenCharacter: broken, hiddenCharacter: hidden, lineBreak } = en.validation;
    /** Refused in every text, with the message the API says. */
    const everyText: [string, string][] = [
      ["\uD800", broken],
      ["\uDFFF", broken],
      ["\u202E", hidden],
      ["\u2066", hidden],
    ];
    /** Refused in one-line texts too (names, titles, emails, phones). */
    const oneLineToo: [string, string][] = [
      ["\u200B", hidden],
      ["\uFEFF", hidden],
      ["\u2060", hidden],
      ["\u2028", lineBreak],
    ];
    const MULTI_LINE = new Set(["message", "password", "description", "descriptionAr", "note"]);
    const charactersFor = (field: string) => (MULTI_LINE.has(field) ? everyText : [...everyText, ...oneLineToo]);
    const code = (character: string) => `U+${character.charCodeAt(0).toString(16).toUpperCase()}`;
    const landmark = { name: "Input Landmark", nameAr: "معلم الإدخال", kind: "mall", latitude: 24.7, longitude: 46.7 };

    // The JSON APIs: each text field, each character (JSON carries a lone surrogate as "\ud800").
    const apis: [string, string, Record<string, unknown>, readonly string[]][] = [
      ["POST", "/api/inquiries", { propertyId: listingId, ...inquiry }, Object.keys(inquiry)],
      ["POST", "/api/admin/login", credentials, Object.keys(credentials)],
      ["POST", "/api/admin/districts", district, ["name", "nameAr"]],
      ["PUT", `/api/admin/districts/${NOT_AN_ID}`, district, ["name", "nameAr"]],
      ["POST", "/api/admin/landmarks", landmark, ["name", "nameAr"]],
      ["PUT", `/api/admin/landmarks/${NOT_AN_ID}`, landmark, ["name", "nameAr"]],
      ["POST", "/api/admin/properties", property, listingFields],
      ["PUT", `/api/admin/properties/${NOT_AN_ID}`, property, listingFields],
      ["PATCH", `/api/admin/inquiries/${inquiryId}`, { note: "Call back" }, ["note"]],
    ];
    for (const [method, path, body, fields] of apis) {
      for (const field of fields) {
        for (const [character, message] of charactersFor(field)) {
          const what = `${method} ${path} ${field} ${code(character)}`;
          expectApiMessage(await request(path, json(withCharacter(body, field, character), method)), what, field, message);
        }
      }
    }
    // The probe of the issue, byte for byte: a 400 naming the note, no longer a 500 from the activity log.
    const probe = await request(`/api/admin/inquiries/${inquiryId}`, { ...json({}, "PATCH"), body: String.raw`{"note":"x \ud800"}` });
    expect(JSON.parse(probe.body)).toEqual({ error: "Invalid input", fieldErrors: { note: [broken] } });

    // Lone surrogates in keys and values of every JSON write route: a 4xx, never a 500.
    const junk = String.raw`{"\ud800":"\udc00","name":"\ud800","nameAr":"\udfff","note":"\ud800","username":"\ud800","password":"\ud800","lifecycle":"\ud800","orderIndex":"\ud800"}`;
    for (const [method, path] of [
      ...apis.map(([method, path]) => [method, path] as const),
      ["PATCH", `/api/admin/properties/${listingId}`],
      ["PATCH", `/api/admin/images/${NOT_AN_ID}/order`],
    ]) {
      const answer = await request(path, { ...json({}, method), body: junk });
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
    }

    // The forms without scripts, on Arabic pages: a 400, the field's error in Arabic, what was typed kept.
    const forms: [string, Record<string, unknown>, readonly string[], string?][] = [
      [`/property/${listingId}`, inquiry, Object.keys(inquiry)],
      ["/contact", contact, Object.keys(contact)],
      ["/admin/login", credentials, ["username", "password"]],
      ["/admin/dashboard/districts/new", district, ["name", "nameAr"], admin],
      ["/admin/dashboard/landmarks/new", landmark, ["name", "nameAr"], admin],
      [`/admin/dashboard/inquiries/${inquiryId}`, { status: "new", note: "Call back" }, ["note"], admin],
      [
        "/admin/dashboard/outbox",
        { intent: "newsletter", subjectEn: "News", bodyEn: "Text", subjectAr: "أخبار", bodyAr: "نص" },
        ["subjectEn", "bodyAr"],
        admin,
      ],
    ];
    for (const [path, fields, names, cookie] of forms) {
      for (const field of names) {
        for (const character of MULTI_LINE.has(field) || field.startsWith("body") ? ["\u202E"] : ["\u202E", "\u200B"]) {
          const sent = withCharacter(fields, field, character);
          const page = await request(`${path}?lng=ar`, form(sent, cookie));
          const what = `form ${path} ${field} ${code(character)}`;
          expect(page.status, what).toBe(400);
          expect(pageFieldError(page.body, field), what).toBe(ar.validation.hiddenCharacter);
          // The password box is never filled in again.
          if (field !== "password") expect(page.body, what).toContain(String(sent[field]));
        }
      }
    }
    for (const field of [...listingFields.filter((field) => field !== "amenities"), "customAmenity"]) {
      for (const character of MULTI_LINE.has(field) ? ["\u202E"] : ["\u202E", "\u200B"]) {
        const sent = withCharacter(propertyForm, field, character) as Record<string, string>;
        const upload = multipart(sent, []);
        const page = await request("/admin/dashboard/properties/new?lng=ar", {
          method: "POST",
          headers: { Origin: origin, "Content-Type": upload.contentType, Cookie: admin },
          body: upload.body,
        });
        expect(page.status, `property form ${field}`).toBe(400);
        expect(page.body, `property form ${field}`).toContain(ar.validation.hiddenCharacter);
        expect(page.body, `property form ${field}`).toContain(sent[field]);
      }
    }
    // The attacker's name on the English inquiry form: refused in English, kept in its box.
    const eve = await request(`/property/${listingId}`, form({ ...inquiry, name: "Eve\u202Egnp.exe" }));
    expect(eve.status).toBe(400);
    expect(pageFieldError(eve.body, "name").replaceAll("&#x27;", "'")).toBe(hidden);
    expect(eve.body).toContain('value="Eve\u202Egnp.exe"');

    // What Arabic and mixed text need is kept as typed: ZWNJ, ZWJ, the direction marks; a message may hold a ZWSP.
    const arabic = { name: "سارة\u200C القحطاني \u200FSara\u200E", message: "نريد زيارة المكتب\u200D\u200B يوم الأحد\u2028شكرًا" };
    const kept = await request("/api/inquiries", json({ propertyId: listingId, ...inquiry, ...arabic }));
    expect(kept.status).toBe(201);
    const keptId = (JSON.parse(kept.body) as { id: number }).id;
    const stored = JSON.parse((await request("/api/admin/inquiries?limit=500", { headers: { Cookie: admin } })).body) as {
      id: number;
      name: string;
      message: string;
    }[];
    expect(stored.find((row) => row.id === keptId)).toMatchObject(arabic);

    // Texts in URLs: a 400 naming the parameter, in the page's language; the API and the CSV exports in English.
    const reason = "must not contain invisible or text-direction characters";
    for (const path of [
      "/api/properties?q=a%E2%80%AEb",
      "/api/properties?district=Ol%E2%81%A6aya",
      "/api/properties?amenities=Wi%E2%80%8BFi",
    ]) {
      const answer = await request(path);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body).error, path).toMatch(new RegExp(`^Invalid query: (q|district|amenities) ${reason}$`));
    }
    for (const path of ["/admin/dashboard/inquiries.csv?q=a%E2%80%AEb", "/admin/dashboard/properties.csv?district=a%EF%BB%BFb"]) {
      const answer = await request(path, { headers: { Cookie: admin } });
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toContain(reason);
    }
    for (const path of ["/?q=a%E2%80%AEb&lng=ar", "/map?district=Ol%E2%80%8Baya&lng=ar"]) {
      const answer = await request(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toContain(ar.errors.reasons.noHiddenCharacters);
    }
    // An admin view names its problems as the API does.
    const activity = await request("/admin/dashboard/activity?admin=a%E2%80%8Bb&lng=ar", { headers: { Cookie: admin } });
    expect(activity.status).toBe(400);
    expect(activity.body).toContain(`admin ${reason}`);
    // A lone surrogate cannot be percent-encoded: %ED%A0%80 is not UTF-8, and decodes to three U+FFFD, text
    // with no letter or digit, so no search at all: the API lists as without it, a page drops it (302).
    expect(JSON.parse((await request("/api/properties?q=%ED%A0%80")).body)).toEqual(JSON.parse((await request("/api/properties")).body));
    const page = await request("/?q=%ED%A0%80");
    expect([page.status, page.headers.location]).toEqual([302, "/"]);
    // In a path it is a broken percent-encoding, refused as such.
    expect((await request("/property/%ED%A0%80")).status).toBe(400);
  });

  it("answers a path parameter with a broken percent-encoding with a 400 that says so", async () => {
    for (const path of ["/api/properties/%FF", "/api/properties/%FF/images", "/api/districts/%FF/market"]) {
      const answer = await request(path);
      expect([answer.status, JSON.parse(answer.body)], path).toEqual([400, { error: "The path has a broken percent-encoding" }]);
    }
  });

  it("refuses a JSON body in broken UTF-8 (400) and a compressed body (415), storing nothing", async () => {
    const before = (await fetchStoredInquiries({ url: origin })).length;
    const valid = Buffer.from(JSON.stringify({ ...inquiry, propertyId: 1, name: "NAME" }));
    const brokenUtf8 = Buffer.concat([
      valid.subarray(0, valid.indexOf("NAME")),
      Buffer.from([0xff, 0xfe]),
      valid.subarray(valid.indexOf("NAME") + 4),
    ]);
    const headers = { Origin: origin, "Content-Type": "application/json" };
    const broken = await request("/api/inquiries", { method: "POST", headers, body: brokenUtf8 });
    expect([broken.status, JSON.parse(broken.body)]).toEqual([400, { error: "Body must be valid UTF-8" }]);
    for (const coding of ["gzip", "x-bogus"]) {
      const compressed = await request("/api/inquiries", {
        method: "POST",
        headers: { ...headers, "Content-Encoding": coding },
        body: coding === "gzip" ? gzipSync(valid) : valid,
      });
      expect([compressed.status, JSON.parse(compressed.body)], coding).toEqual([
        415,
        { error: "Content-Encoding is not supported: send the body uncompressed" },
      ]);
    }
    const page = await request("/contact", {
      ...form({ firstName: "Sara" }),
      headers: { ...form({}).headers, "Content-Encoding": "gzip" },
    });
    expect(page.status).toBe(415);
    expect((await fetchStoredInquiries({ url: origin })).length).toBe(before);
  });

  it("quotes every CSV cell, so a spreadsheet splitting on ';' keeps a text one cell, formulas still inert", async () => {
    const formula = await request(
      "/api/inquiries",
      json({ propertyId: listingId, ...inquiry, name: "Sara;=1+1", email: "csv.input@example.com" }),
    );
    expect(formula.status).toBe(201);
    const subscribed = await request("/newsletter", form({ email: "+subscriber@example.com", consent: "on", redirectTo: "/" }));
    expect(subscribed.status).toBe(303);
    // Only confirmed addresses are subscribers (issue 35): follow the link of the mail in the Outbox tab.
    const outbox = (await request("/admin/dashboard/outbox", { headers: { Cookie: admin } })).body;
    const tokens = new Set([...outbox.matchAll(/\/newsletter\/confirm\?token=([\w-]{43})/g)].map((match) => match[1]!));
    expect(tokens.size).toBeGreaterThan(0);
    for (const token of tokens) expect((await request("/newsletter/confirm", form({ token }))).status).toBe(303);
    for (const path of ["/admin/dashboard/inquiries.csv", "/admin/dashboard/properties.csv", "/admin/dashboard/subscribers.csv"]) {
      const csv = await request(path, { headers: { Cookie: admin } });
      expect(csv.status, path).toBe(200);
      // The whole file, after its byte-order mark, is records of quoted cells, each ended by CRLF.
      expect(csv.body.replace(/^\uFEFF/, ""), path).toMatch(QUOTED_FILE);
      expect(csv.body.split("\r\n").length, path).toBeGreaterThan(2);
    }
    const inquiriesCsv = (await request("/admin/dashboard/inquiries.csv?q=csv.input", { headers: { Cookie: admin } })).body;
    expect(inquiriesCsv).toContain(`,"Sara;=1+1","csv.input@example.com","'+966 50 123 4567",`);
    expect((await request("/admin/dashboard/subscribers.csv", { headers: { Cookie: admin } })).body).toContain(
      `"'+subscriber@example.com",`,
    );
  });

  it("answers a CSV filter it cannot read with a 400 in plain text naming the parameter", async () => {
    for (const [path, problem] of [
      ["/admin/dashboard/inquiries.csv?status=bogus", "status must be one of new, contacted, viewing, won, lost"],
      ["/admin/dashboard/inquiries.csv?kind=%00", "kind must be one of listing, general"],
      ["/admin/dashboard/inquiries.csv?q=%00", "q must not contain control characters"],
      ["/admin/dashboard/inquiries.csv?from=2030-02-30", "from must be a real date"],
      ["/admin/dashboard/inquiries.csv?propertyId=abc", "propertyId must be a whole number"],
      ["/admin/dashboard/properties.csv?attention=%00", "attention must be one of expiring, expired, stale, unpublished"],
      ["/admin/dashboard/properties.csv?sort=bogus&dir=up", "sort must be one of"],
      ["/admin/dashboard/properties.csv?q=a%C2%85b", "q must not contain control characters"],
    ] as const) {
      const answer = await request(path, { headers: { Cookie: admin } });
      expect(answer.status, path).toBe(400);
      expect(answer.headers["content-type"], path).toBe("text/plain; charset=utf-8");
      expect(answer.body, path).toContain(problem);
      expect(answer.body, path).not.toContain("Unexpected Server Error");
    }
    // The subscribers' export has no filter: whatever its query, the whole list.
    expect((await request("/admin/dashboard/subscribers.csv?status=bogus&q=%00", { headers: { Cookie: admin } })).status).toBe(200);
  });

  it("pages GET /api/properties: 50 by default, at most 100, with X-Total-Count and a Link to the next page", async () => {
    const first = await request("/api/properties");
    let total = Number(first.headers["x-total-count"]);
    for (let index = total; index <= 100; index++) {
      const made = await request("/api/admin/properties", json({ ...property, title: `Paged office ${index}` }));
      expect(made.status).toBe(201);
    }
    total = Math.max(total, 101);
    const page = await request("/api/properties?district=Olaya&sort=price-asc");
    const olaya = Number(page.headers["x-total-count"]);
    expect(olaya).toBeGreaterThan(50);
    expect(JSON.parse(page.body)).toHaveLength(50);
    expect(page.headers.link).toBe(`<${origin}/api/properties?district=Olaya&sort=price-asc&offset=50>; rel="next"`);
    const seen: number[] = [];
    let next: string | undefined = "/api/properties";
    while (next) {
      const answer = await request(next);
      expect(Number(answer.headers["x-total-count"])).toBe(total);
      const rows = JSON.parse(answer.body) as { id: number }[];
      expect(rows.length).toBeLessThanOrEqual(50);
      seen.push(...rows.map((row) => row.id));
      const link = answer.headers.link as string | undefined;
      if (link) expect(new URL(/^<(.+)>; rel="next"$/.exec(link)![1]!).origin).toBe(origin);
      next = link ? new URL(/^<(.+)>/.exec(link)![1]!).pathname + new URL(/^<(.+)>/.exec(link)![1]!).search : undefined;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(JSON.parse((await request("/api/properties?limit=100")).body)).toHaveLength(100);
    for (const limit of ["101", "1000", "0"]) {
      const refused = await request(`/api/properties?limit=${limit}`);
      expect(refused.status, limit).toBe(400);
      expect(JSON.parse(refused.body).error, limit).toContain("limit");
    }
  });
});
