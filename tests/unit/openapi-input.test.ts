// The document's input schemas against the schemas the server parses with, field by field (issue 49): for
// random values of every query parameter of every GET operation and every field of every JSON body, ajv's
// verdict on the document's schema is the server's (zod's, after the query is read as the server reads it).
// Fields with a rule no JSON Schema keyword holds (its description says it) are checked one way: what the
// document refuses, the server refuses. The HTTP half is tests/reliability/openapi-fuzz.test.ts.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiInquirySchema } from "~/schemas/inquiry";
import { AdminPagingSchema, ApiPagingSchema, COMMA_LISTS, FilterFieldsSchema, queryToInput } from "~/schemas/filters";
import { InquiryFiltersSchema, InquiryUpdateSchema } from "~/schemas/inquiry-desk";
import { DistrictSchema, DistrictUpdateSchema } from "~/schemas/district";
import { exactSchemaOf } from "~/schemas/input-json-schema";
import { LandmarkSchema } from "~/schemas/landmark";
import { LoginSchema } from "~/schemas/login";
import { openApiDocument } from "~/schemas/openapi";
import { PropertyInputSchema } from "~/schemas/property";

type Schema = Record<string, unknown>;
type Operation = {
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
const document = openApiDocument() as unknown as { paths: Record<string, Record<string, Operation>> };
const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats(ajv);

const objectOf = (schema: z.ZodTypeAny): z.AnyZodObject =>
  schema instanceof z.ZodEffects ? objectOf(schema.innerType()) : (schema as z.AnyZodObject);

// The schemas each operation's route parses its input with.
const QUERIES: [string, z.AnyZodObject][] = [
  ["/api/properties", FilterFieldsSchema.merge(ApiPagingSchema)],
  ["/api/map", FilterFieldsSchema],
  ["/api/admin/inquiries", objectOf(InquiryFiltersSchema).merge(AdminPagingSchema)],
  ["/api/account/inquiries", objectOf(InquiryFiltersSchema).merge(AdminPagingSchema)],
];
const BODIES: [string, string, z.AnyZodObject][] = [
  ["/api/inquiries", "post", ApiInquirySchema],
  ["/api/admin/login", "post", LoginSchema.omit({ redirectTo: true })],
  ["/api/admin/properties", "post", objectOf(PropertyInputSchema)],
  ["/api/admin/districts", "post", DistrictSchema],
  ["/api/admin/districts/{id}", "put", DistrictUpdateSchema],
  ["/api/admin/landmarks", "post", LandmarkSchema],
  ["/api/admin/inquiries/{id}", "patch", objectOf(InquiryUpdateSchema)],
  ["/api/account/inquiries/{id}", "patch", objectOf(InquiryUpdateSchema)],
];

// Characters that make the rules differ: digits of three scripts, spaces the trim takes (and the ones it
// does not), line breaks, controls, signs, separators, letters of both languages.
const CHARACTERS = [..."0123456789٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", " ", "\t", "\n", "\r", "\u000B", "\u00A0", "\u3000", "\u0007", "\u0085", "\uFFFE"];
const SIGNS = [..."-+.,@_()'=abcxyzABCáب"];
const character = fc.constantFrom(...CHARACTERS, ...SIGNS);
const text = fc.oneof(
  fc.string({ unit: character, maxLength: 12 }),
  // Around the length limits (100, 200, 254, 5000 …): long runs with a few odd characters.
  fc
    .tuple(fc.string({ unit: character, maxLength: 4 }), fc.integer({ min: 1, max: 5002 }), fc.string({ unit: character, maxLength: 4 }))
    .map(([head, length, tail]) => `${head}${"a".repeat(length)}${tail}`),
  // Whole numbers around every range, in any script, padded.
  fc
    .tuple(fc.integer({ min: -20, max: 2_200_000_000 }), fc.constantFrom("", " ", "0"), fc.constantFrom(0, 1, 2))
    .map(
      ([value, pad, script]) =>
        `${pad}${String(value).replace(/\d/g, (digit) => (script === 0 ? digit : String.fromCharCode((script === 1 ? 0x660 : 0x6f0) + Number(digit))))}${pad.trim()}`,
    ),
  fc.integer({ min: -20, max: 600 }).map(String),
  // Email-like and choice-like values.
  fc
    .tuple(fc.string({ unit: fc.constantFrom(..."a.+=-_'"), maxLength: 6 }), fc.constantFrom("@example.com", "@a-.com", "@x.c", "@ex..com"))
    .map(([local, domain]) => `${local}${domain}`),
  fc.constantFrom(
    "featured",
    " price-asc ",
    "distance",
    "true",
    "FALSE",
    "cat_a",
    "7",
    "new",
    "listing",
    "2024-02-30",
    "2024-02-29",
    "العليا",
  ),
);

const validator = (schema: Schema) => ajv.compile(schema);

describe("the document's input schemas say what the server takes (issue 49)", () => {
  for (const [path, schema] of QUERIES) {
    const parameters = document.paths[path]!.get!.parameters!.filter((parameter) => parameter.in === "query");
    for (const parameter of parameters) {
      const field = schema.shape[parameter.name] as z.ZodTypeAny;
      const oneWay = exactSchemaOf(field, { in: "query", commaJoined: COMMA_LISTS.has(parameter.name) })?.refined;
      it(`GET ${path} ${parameter.name}`, () => {
        const documented = validator(parameter.schema);
        const list = (parameter.schema as { type?: string }).type === "array";
        const server = z.object({ [parameter.name]: field });
        fc.assert(
          fc.property(list ? fc.array(text, { maxLength: 6 }) : text, (value) => {
            const values = [value].flat();
            const query = new URLSearchParams(values.map((item) => [parameter.name, item]));
            const accepted = server.safeParse(queryToInput(query, [parameter.name])).success;
            const valid = documented(list ? values : value);
            if (oneWay) return accepted ? valid : true;
            return valid === accepted;
          }),
          { numRuns: 400 },
        );
      });
    }
  }

  for (const [path, method, schema] of BODIES) {
    const body = document.paths[path]![method]!.requestBody!.content["application/json"]!.schema as { properties: Record<string, Schema> };
    for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodTypeAny>)) {
      const exact = exactSchemaOf(field, { in: "body" });
      // Numbers, booleans and enums are the generator's own, exact already.
      if (!exact) continue;
      it(`${method.toUpperCase()} ${path} ${name}`, () => {
        const documented = validator(body.properties[name]!);
        const list = exact.schema.type === "array";
        fc.assert(
          fc.property(list ? fc.array(text, { maxLength: 4 }) : text, (value) => {
            const accepted = field.safeParse(value).success;
            const valid = documented(value);
            if (exact.refined) return accepted ? valid : true;
            return valid === accepted;
          }),
          { numRuns: 400 },
        );
      });
    }
  }

  it("gives every query parameter a description, and every range its bounds", () => {
    for (const [path] of QUERIES) {
      for (const parameter of document.paths[path]!.get!.parameters!) {
        expect((parameter.schema as { description?: string }).description, `${path} ${parameter.name}`).toBeTruthy();
      }
    }
    const limit = document.paths["/api/properties"]!.get!.parameters!.find((parameter) => parameter.name === "limit")!;
    expect(limit.schema.anyOf).toContainEqual({ type: "integer", minimum: 1, maximum: 100 });
  });
});
