import type { OpenAPIRegistry, ResponseConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { DistrictSchema, DistrictUpdateSchema } from "../district";
import { LANDMARK_KINDS } from "../enums";
import { LandmarkSchema } from "../landmark";
import {
  BAD_INPUT,
  CROSS_SITE,
  dateTime,
  error,
  idParam,
  jsonBody,
  jsonWrite,
  NO_STORE_HEADER,
  NOT_SIGNED_IN,
  ok,
  PUBLIC_CACHE_HEADER,
  session,
} from "./common";

// Districts and landmarks: the public lists and a district's market figures, and the admin's editors.

const districtFields = {
  id: z.number().int(),
  name: z.string().openapi({ description: "English name, which listings and URLs use" }),
  nameAr: z.string().openapi({ description: 'Arabic name; "" = not translated yet' }),
  slug: z.string().openapi({ description: "URL alias made from the English name", example: "al-malqa" }),
  latitude: z.number(),
  longitude: z.number(),
};
const DistrictJson = z.object(districtFields).strict().openapi("District");
/** The admin API's answers carry the row whole, when it was added too. */
const AdminDistrictJson = z
  .object({ ...districtFields, createdAt: dateTime })
  .strict()
  .openapi("AdminDistrict");

// Issue 34: the places a search may be near; the slug is GET /api/properties' `near=`.
const landmarkFields = {
  id: z.number().int(),
  name: z.string().openapi({ description: "English name" }),
  nameAr: z.string().openapi({ description: "Arabic name" }),
  slug: z.string().openapi({ description: "The `near=` value, made from the English name", example: "kafd" }),
  kind: z.enum(LANDMARK_KINDS),
  latitude: z.number(),
  longitude: z.number(),
};
const LandmarkJson = z.object(landmarkFields).strict().openapi("Landmark");
const AdminLandmarkJson = z
  .object({ ...landmarkFields, createdAt: dateTime })
  .strict()
  .openapi("AdminLandmark");
const wholeOrNull = z.number().int().nullable();
const DistrictMarketJson = z
  .object({
    district: z.string().openapi({ description: "The district's slug" }),
    listings: z.number().int().openapi({ description: "Published listings now" }),
    pricePerSqm: z
      .object({ min: wholeOrNull, q1: wholeOrNull, median: wholeOrNull, q3: wholeOrNull, max: wholeOrNull })
      .strict()
      .openapi({ description: "Yearly rent per m² of the published listings, whole SAR: lowest, quartiles, highest (null: none)" }),
    size: z
      .object({ q1: wholeOrNull, median: wholeOrNull, q3: wholeOrNull })
      .strict()
      .openapi({ description: "Their sizes in m²: the quartiles" }),
    price: z.object({ min: wholeOrNull, max: wholeOrNull }).strict().openapi({ description: "Their yearly rent, SAR" }),
    months: z
      .array(
        z
          .object({
            month: z.string().regex(/^\d{4}-\d{2}$/),
            listings: z.number().int(),
            medianPricePerSqm: wholeOrNull,
            medianSize: wholeOrNull,
          })
          .strict(),
      )
      .openapi({
        description:
          "The last 12 Riyadh months, oldest first, the current one last: the listings live in each month (created before it ended, publication ending after it began) and their median rent per m² and size",
      }),
  })
  .strict()
  .openapi("DistrictMarket");

/** The public reads: every district, every landmark, a district's market figures. */
export function registerPlaces(registry: OpenAPIRegistry) {
  registry.registerPath({
    method: "get",
    path: "/api/districts",
    operationId: "listDistricts",
    tags: ["public"],
    security: [],
    summary: "Every district, by English name",
    responses: { 200: ok("The districts", z.array(DistrictJson), PUBLIC_CACHE_HEADER) },
  });
  registry.registerPath({
    method: "get",
    path: "/api/landmarks",
    operationId: "listLandmarks",
    tags: ["public"],
    security: [],
    summary: "Every landmark a search may be near, by English name",
    responses: { 200: ok("The landmarks", z.array(LandmarkJson), PUBLIC_CACHE_HEADER) },
  });
  registry.registerPath({
    method: "get",
    path: "/api/districts/{slug}/market",
    operationId: "getDistrictMarket",
    tags: ["public"],
    security: [],
    summary: "A district's market figures",
    description: "What the district's published listings ask per m² and how large they are, and how that moved over the last 12 months.",
    request: { params: z.object({ slug: z.string().openapi({ example: "olaya" }) }) },
    responses: { 200: ok("The figures", DistrictMarketJson, PUBLIC_CACHE_HEADER), 404: error("No such district") },
  });
}

/** The admin's districts and landmarks. */
export function registerPlacesAdmin(registry: OpenAPIRegistry) {
  registerPlaceAdmin(registry, {
    name: "district",
    json: AdminDistrictJson,
    input: DistrictSchema,
    update: { summary: "Rename or move a district (its listings follow)", input: DistrictUpdateSchema },
    remove: {
      summary: "Delete a district no listing uses",
      responses: {
        409: {
          description: "Listings use it: `inUse` says how many",
          ...jsonBody(z.object({ error: z.string(), inUse: z.number().int() }).strict()),
        },
      },
    },
  });
  registerPlaceAdmin(registry, {
    name: "landmark",
    json: AdminLandmarkJson,
    input: LandmarkSchema,
    update: { summary: "Rename, move or change the kind of a landmark", input: LandmarkSchema },
    remove: { summary: "Delete a landmark" },
  });
}

/**
 * A kind of place's create, update and delete (/api/admin/districts, /api/admin/landmarks): the same answers
 * but for its names, its schemas, its summaries and what else a delete may answer.
 */
function registerPlaceAdmin(
  registry: OpenAPIRegistry,
  place: {
    name: "district" | "landmark";
    json: z.ZodTypeAny;
    input: z.ZodTypeAny;
    update: { summary: string; input: z.ZodTypeAny };
    remove: { summary: string; responses?: Record<number, ResponseConfig> };
  },
) {
  const { name, json } = place;
  const Name = `${name[0]!.toUpperCase()}${name.slice(1)}`;
  const path = `/api/admin/${name}s`;
  registry.registerPath({
    method: "post",
    path,
    operationId: `create${Name}`,
    tags: ["admin"],
    summary: `Add a ${name}`,
    security: session,
    request: { body: { required: true, ...jsonBody(place.input) } },
    responses: {
      201: ok(`The ${name}`, json, { ...NO_STORE_HEADER, Location: { schema: { type: "string" }, required: true } }),
      400: BAD_INPUT,
      401: NOT_SIGNED_IN,
      409: error("The name is taken"),
      ...jsonWrite,
    },
  });
  registry.registerPath({
    method: "put",
    path: `${path}/{id}`,
    operationId: `update${Name}`,
    tags: ["admin"],
    summary: place.update.summary,
    security: session,
    request: { params: idParam("id"), body: { required: true, ...jsonBody(place.update.input) } },
    responses: {
      200: ok(`The ${name}`, json),
      400: BAD_INPUT,
      401: NOT_SIGNED_IN,
      404: error(`No such ${name}`),
      409: error("The name is taken"),
      ...jsonWrite,
    },
  });
  registry.registerPath({
    method: "delete",
    path: `${path}/{id}`,
    operationId: `delete${Name}`,
    tags: ["admin"],
    summary: place.remove.summary,
    security: session,
    request: { params: idParam("id") },
    responses: {
      200: ok(`The ${name} deleted`, json),
      401: NOT_SIGNED_IN,
      403: CROSS_SITE,
      404: error(`No such ${name}`),
      ...place.remove.responses,
    },
  });
}
