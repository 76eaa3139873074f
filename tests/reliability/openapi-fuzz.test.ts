// Requests made from the OpenAPI document against the built server (issue 49), as an independent client
// would make them: the document is read over HTTP, every query parameter of every GET operation (and a few
// fields of each JSON body) gets values generated around its rule, ajv decides from the document whether each
// is valid, and the server must answer as the document promises: 2xx for a valid value, 400 naming the
// parameter (or `fieldErrors` naming the field) for an invalid one. The rules the document states in words,
// not keywords (a `near` that must be a landmark's slug, a bbox the right way round, a real date), are
// applied here as its descriptions say them. Every answer is also checked against the document (contract.ts).
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADVERTISER } from "~/services/config.server";
import { inquiryInput } from "../factories";
import { clientHeaders, jsonWriteHeaders, killAllServers, listPropertyIds, type ServerProcess, startServer, TEST_ADMIN } from "./server";
import { seededTarget } from "./seeded-target";

afterAll(killAllServers);

type Schema = {
  description?: string;
  type?: string | string[];
  anyOf?: Schema[];
  enum?: string[];
  minimum?: number;
  maximum?: number;
  items?: Schema;
};
type Parameter = { name: string; in: string; description?: string; schema: Schema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { properties: Record<string, Schema> } }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);

const SCRIPTS = [0x30, 0x660, 0x6f0];
/** `value` written in a random mix of Western, Arabic-Indic and Persian digits. */
const inScripts = (value: number) =>
  fc
    .array(fc.constantFrom(...SCRIPTS), { minLength: 12, maxLength: 12 })
    .map((scripts) => String(value).replace(/\d/g, (digit, index: number) => String.fromCharCode(scripts[index % 12]! + Number(digit))));
const padded = (value: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom("", "", " ", "\u00A0", "\t"), value, fc.constantFrom("", "", " ", "\n"))
    .map(([before, text, after]) => `${before}${text}${after}`);
const CHARACTERS = [..."az AZ09٣۷-_,.'@+", "\n", "\u0007", "\u0085", "\u00A0", "\uFFFE", "é", "ب"];
const anyText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...CHARACTERS), maxLength: 10 }),
  fc.integer({ min: 95, max: 105 }).map((length) => "x".repeat(length)),
  fc.constant(""),
);

/** Values for one value of `schema`: around its range (whole numbers), its choices (enums), and any text. */
function valuesFor(schema: Schema): fc.Arbitrary<string> {
  const integer = schema.anyOf?.find((branch) => branch.type === "integer");
  const choices = schema.anyOf?.find((branch) => branch.enum)?.enum;
  if (integer) {
    const { minimum: min = 0, maximum: max = 0 } = integer;
    const near = fc.oneof(fc.integer({ min: min - 3, max: min + 3 }), fc.integer({ min: max - 3, max: max + 3 }), fc.integer({ min, max }));
    return fc.oneof({ weight: 4, arbitrary: padded(near.chain(inScripts)) }, { weight: 1, arbitrary: anyText });
  }
  if (choices) {
    const choice = fc.constantFrom(...choices);
    return fc.oneof(
      padded(choice),
      choice.map((value) => value.toUpperCase()),
      choice.map((value) => `${value}x`),
      anyText,
    );
  }
  return anyText;
}

// The document's rules in words, for the parameters that have one (their descriptions).
const REAL_DATE = (text: string) => {
  const day = text.trim();
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
};
function bboxInOrder(text: string) {
  const digits = text.trim().replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
  const [west, south, east, north] = digits.split(",").map((value) => Math.round(Number(value) * 1e5) / 1e5) as [
    number,
    number,
    number,
    number,
  ];
  return west >= -180 && east <= 180 && south >= -85 && north <= 85 && west < east && south < north;
}
const bboxValues = fc.oneof(
  fc
    .tuple(
      fc.double({ min: -200, max: 200, noNaN: true }),
      fc.double({ min: -100, max: 100, noNaN: true }),
      fc.double({ min: 0, max: 30, noNaN: true }),
      fc.double({ min: 0, max: 30, noNaN: true }),
    )
    .map(([west, south, width, height]) => [west, south, west + width, south + height].map((value) => value.toFixed(5)).join(",")),
  fc.constant("46.66,24.68,46.7,24.72"),
  anyText,
);

describe("requests generated from the OpenAPI document (issue 49)", () => {
  let server: ServerProcess;
  let cleanup: () => Promise<void>;
  let document: OpenApi;
  let admin: string;
  let slugs: string[];
  let inquiryId: number;
  let propertyId: number;
  // The demo advertiser's session, one of their listings and one of their leads (issue 51).
  let advertiser: string;
  let ownListingId: number;
  let ownLeadId: number;

  beforeAll(async () => {
    ({ cleanup } = await (async () => {
      const made = await seededTarget("openapi-fuzz");
      server = await startServer(made.target);
      return made;
    })());
    document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApi;
    slugs = ((await (await fetch(`${server.url}/api/landmarks`)).json()) as { slug: string }[]).map((landmark) => landmark.slug);
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: jsonWriteHeaders(server),
      body: JSON.stringify(TEST_ADMIN),
    });
    admin = login.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    [propertyId] = (await listPropertyIds(server)) as [number];
    const inquiry = await fetch(`${server.url}/api/inquiries`, {
      method: "POST",
      headers: jsonWriteHeaders(server),
      body: JSON.stringify({ propertyId, name: "Fuzz", email: "fuzz@example.com", phone: "0501234567", message: "A first inquiry" }),
    });
    inquiryId = ((await inquiry.json()) as { id: number }).id;
    const accountLogin = await fetch(`${server.url}/api/account/login`, {
      method: "POST",
      headers: jsonWriteHeaders(server),
      body: JSON.stringify({ email: DEMO_ADVERTISER.email, password: DEMO_ADVERTISER.password }),
    });
    advertiser = accountLogin.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const own = (await (await fetch(`${server.url}/api/account/properties`, { headers: { Cookie: advertiser } })).json()) as {
      id: number;
      live: boolean;
    }[];
    ownListingId = own[0]!.id;
    // A lead on one of their listings on the site, for PATCH /api/account/inquiries/{id}.
    const lead = await fetch(`${server.url}/api/inquiries`, {
      method: "POST",
      headers: jsonWriteHeaders(server),
      body: JSON.stringify({ propertyId: own.find((listing) => listing.live)!.id, ...inquiryInput({ name: "Fuzz Lead" }) }),
    });
    expect(lead.status).toBe(201);
    ownLeadId = ((await lead.json()) as { id: number }).id;
  }, 120_000);
  afterAll(async () => {
    await server?.stop("SIGTERM");
    await cleanup?.();
  });

  const queryOperations = () =>
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method, operation]) => method === "get" && operation.parameters?.some((parameter) => parameter.in === "query"))
        .map(([, operation]) => ({ path, operation })),
    );

  it("answers every query parameter as the document says, in range and out of it", async () => {
    const checked: string[] = [];
    for (const { path, operation } of queryOperations()) {
      const headers: Record<string, string> = path.startsWith("/api/admin/")
        ? { Cookie: admin }
        : path.startsWith("/api/account/")
          ? { Cookie: advertiser }
          : {};
      for (const parameter of operation.parameters!.filter((candidate) => candidate.in === "query")) {
        const { name, schema } = parameter;
        const list = schema.type === "array";
        const one =
          name === "near"
            ? fc.oneof(
                padded(fc.constantFrom(...slugs)),
                fc.constantFrom(...slugs).map((slug) => slug.toUpperCase()),
                anyText,
              )
            : name === "bbox"
              ? bboxValues
              : valuesFor(list ? schema.items! : schema);
        const validate = ajv.compile(schema);
        // Where the document says it, a `near` no landmark has is a 400.
        const landmarkRule = name === "near" && /no landmark has is a 400/.test(parameter.description ?? schema.description ?? "");
        await fc.assert(
          fc.asyncProperty(list ? fc.array(one, { maxLength: 5 }) : one, async (value) => {
            const values = [value].flat();
            const query = new URLSearchParams(values.map((item) => [name, item]));
            // `within` and `sort=distance` need a landmark to measure from (their descriptions).
            if (name === "within" || name === "sort") query.set("near", slugs[0]!);
            let valid = validate(list ? values : value);
            if (valid && landmarkRule && values[0]!.trim()) valid = slugs.includes(values[0]!.trim().toLowerCase());
            if (valid && name === "bbox" && values[0]!.trim()) valid = bboxInOrder(values[0]!);
            if (valid && (name === "from" || name === "to") && values[0]!.trim()) valid = REAL_DATE(values[0]!);
            // Each request from a client of its own: a run's word searches (q) within one minute would
            // otherwise meet the per-client limit on new word searches (a 429 the document also allows).
            const response = await fetch(`${server.url}${path}?${query}`, { headers: { ...headers, ...clientHeaders() } });
            const body = (await response.json()) as { error?: string };
            const where = `GET ${path}?${query} (valid per the document: ${valid})`;
            if (valid) expect(response.status, `${where}: ${body.error}`).toBe(200);
            else {
              expect(response.status, where).toBe(400);
              expect(body.error, where).toMatch(new RegExp(`\\b${name} `));
            }
          }),
          { numRuns: 25, seed: 49 },
        );
        checked.push(`${operation.operationId} ${name}`);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(45);
  }, 90_000);

  // A few fields of each JSON body, each in a body otherwise valid.
  const BODIES = [
    { operationId: "createInquiry", fields: ["name", "email", "phone", "message"], ok: 201 },
    { operationId: "updateInquiry", fields: ["note"], ok: 200 },
    { operationId: "updateDistrict", fields: ["name", "nameAr"], ok: 200 },
    { operationId: "accountUpdateProperty", fields: ["title", "titleAr"], ok: 200 },
    { operationId: "accountUpdateInquiry", fields: ["note"], ok: 200 },
  ] as const;

  it("answers a few fields of each JSON body as the document says", async () => {
    const operations = Object.fromEntries(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => [operation.operationId, { path, method, operation }]),
      ),
    );
    const valid = {
      createInquiry: { propertyId, name: "Sara", email: "sara@example.com", phone: "0501234567", message: "Can I visit on Sunday?" },
      updateInquiry: { note: "Called back" },
      updateDistrict: { name: "Fuzz District", nameAr: "حي الاختبار", latitude: 24.7, longitude: 46.6 },
      accountUpdateProperty: { intent: "draft", title: "Fuzz office", titleAr: "مكتب الاختبار" },
      accountUpdateInquiry: { note: "Called back" },
    };
    const ids = {
      createInquiry: "",
      updateInquiry: String(inquiryId),
      updateDistrict: "",
      accountUpdateProperty: String(ownListingId),
      accountUpdateInquiry: String(ownLeadId),
    };
    const districts = (await (await fetch(`${server.url}/api/districts`)).json()) as { id: number }[];
    ids.updateDistrict = String(districts.at(-1)!.id);
    for (const { operationId, fields, ok } of BODIES) {
      const { path, method, operation } = operations[operationId]!;
      const properties = operation.requestBody!.content["application/json"]!.schema.properties;
      for (const field of fields) {
        const validate = ajv.compile(properties[field]!);
        const values = fc.oneof(
          anyText,
          padded(fc.constantFrom(valid[operationId][field as keyof (typeof valid)[typeof operationId]] as string)),
          fc.constantFrom("=1+2@example.com", "a@b.co", " \u0663\u0665\u0660 123 4567 ", "٠٥٠١٢٣٤٥٦٧", "   ", "a\nb", "x".repeat(101)),
        );
        await fc.assert(
          fc.asyncProperty(values, async (value) => {
            const body = { ...valid[operationId], [field]: value };
            const url = `${server.url}${path.replace(/\{[^}]+\}/, ids[operationId])}`;
            const response = await fetch(url, {
              method: method.toUpperCase(),
              headers: { ...jsonWriteHeaders(server), ...clientHeaders(), Cookie: path.startsWith("/api/account/") ? advertiser : admin },
              body: JSON.stringify(body),
            });
            const answer = (await response.json()) as { fieldErrors?: Record<string, string[]> };
            const where = `${operationId} ${field}=${JSON.stringify(value)} (valid per the document: ${validate(value)})`;
            if (validate(value)) expect(response.status, `${where}: ${JSON.stringify(answer)}`).toBe(ok);
            else {
              expect(response.status, where).toBe(400);
              expect(Object.keys(answer.fieldErrors ?? {}), where).toContain(field);
            }
          }),
          { numRuns: 20, seed: 49 },
        );
      }
    }
  }, 90_000);
});
