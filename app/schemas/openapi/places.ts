import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
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
  registry.registerPath({
    method: "post",
    path: "/api/admin/districts",
    operationId: "createDistrict",
    tags: ["admin"],
    summary: "Add a district",
    security: session,
    request: { body: { required: true, ...jsonBody(DistrictSchema) } },
    responses: {
      201: ok("The district", AdminDistrictJson, { ...NO_STORE_HEADER, Location: { schema: { type: "string" }, required: true } }),
      400: BAD_INPUT,
      401: NOT_SIGNED_IN,
      409: error("The name is taken"),
      ...jsonWrite,
    },
  });
  registry.registerPath({
    method: "put",
    path: "/api/admin/districts/{id}",
    operationId: "updateDistrict",
    tags: ["admin"],
    summary: "Rename or move a district (its listings follow)",
    security: session,
    request: { params: idParam("id"), body: { required: true, ...jsonBody(DistrictUpdateSchema) } },
    responses: {
      200: ok("The district", AdminDistrictJson),
      400: BAD_INPUT,
      401: NOT_SIGNED_IN,
      404: error("No such district"),
      409: error("The name is taken"),
      ...jsonWrite,
    },
  });
  registry.registerPath({
    method: "delete",
    path: "/api/admin/districts/{id}",
    operationId: "deleteDistrict",
    tags: ["admin"],
    summary: "Delete a district no listing uses",
    security: session,
    request: { params: idParam("id") },
    responses: {
      200: ok("The district deleted", AdminDistrictJson),
      401: NOT_SIGNED_IN,
      403: CROSS_SITE,
      404: error("No such district"),
      409: {
        description: "Listings use it: `inUse` says how many",
        ...jsonBody(z.object({ error: z.string(), inUse: z.number().int() }).strict()),
      },
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/admin/landmarks",
    operationId: "createLandmark",
    tags: ["admin"],
    summary: "Add a landmark",
    security: session,
    request: { body: { required: true, ...jsonBody(LandmarkSchema) } },
    responses: {
      201: ok("The landmark", AdminLandmarkJson, { ...NO_STORE_HEADER, Location: { schema: { type: "string" }, required: true } }),
      400: BAD_INPUT,
      401: NOT_SIGNED_IN,
      409: error("The name is taken"),
      ...jsonWrite,
    },
  });
  registry.registerPath({
    method: "put",
    path: "/api/admin/landmarks/{id}",
    operationId: "updateLandmark",
    tags: ["admin"],
    summary: "Rename, move or change the kind of a landmark",
    security: session,
    request: { params: idParam("id"), body: { required: true, ...jsonBody(LandmarkSchema) } },
    responses: {
      200: ok("The landmark", AdminLandmarkJson),
      400: BAD_INPUT,
      401: NOT_SIGNED_IN,
      404: error("No such landmark"),
      409: error("The name is taken"),
      ...jsonWrite,
    },
  });
  registry.registerPath({
    method: "delete",
    path: "/api/admin/landmarks/{id}",
    operationId: "deleteLandmark",
    tags: ["admin"],
    summary: "Delete a landmark",
    security: session,
    request: { params: idParam("id") },
    responses: {
      200: ok("The landmark deleted", AdminLandmarkJson),
      401: NOT_SIGNED_IN,
      403: CROSS_SITE,
      404: error("No such landmark"),
    },
  });
}
