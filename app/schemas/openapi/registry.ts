import { OpenAPIRegistry, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { COMMA_LISTS } from "../filters";
import { exactSchemaOf, type Place } from "../input-json-schema";
import { MAX_TARGET_LENGTH } from "../../utils/request-limits";
import { CROSS_SITE, error, NO_STORE_HEADER, NOT_JSON, RETRY_AFTER_HEADER, TOO_LARGE } from "./common";

// What the registry adds to every operation the document's parts register: each input field's exact rule and
// meaning, and the answers the server gives in front of every route.

// What the server answers for any route (server/faults.ts): the database away, the disk full.
const FAULT_HEADERS = { ...RETRY_AFTER_HEADER, ...NO_STORE_HEADER };
const UNAVAILABLE = error("The database is unavailable for a moment; nothing was saved", FAULT_HEADERS);
const STORAGE_FULL = error("The server has no room to store the write; nothing was saved", FAULT_HEADERS);
const TAKES_NO_BODY = error("The request has a body: this one takes none");
const TARGET_TOO_LONG = error(`The path and query are longer than ${MAX_TARGET_LENGTH} characters`);
const BROKEN_PATH = error("The path has a broken percent-encoding (`%FF`)");

/**
 * An operation with the answers the server gives in front of every route: 400 for a path parameter
 * with a broken percent-encoding, 414 for a path and query
 * longer than MAX_TARGET_LENGTH, 503 while the database is away; for a write, 507 when the disk is full
 * and guardWrite's 403 (another site), 413 and 415 (a body it does not take: any, for a write without
 * one). The reliability tests met them over HTTP (issue 37).
 */
function withServerAnswers(route: RouteConfig): RouteConfig {
  const write = route.method !== "get";
  const guarded = { 403: CROSS_SITE, 413: TOO_LARGE, 415: route.request?.body ? NOT_JSON : TAKES_NO_BODY };
  return {
    ...route,
    responses: {
      // A path parameter that does not decode; an operation's own 400 says what else it refuses.
      ...(route.request?.params ? { 400: BROKEN_PATH } : {}),
      ...(write ? guarded : {}),
      ...route.responses,
      414: TARGET_TOO_LONG,
      503: UNAVAILABLE,
      ...(write ? { 507: STORAGE_FULL } : {}),
    },
  };
}

// What each query parameter means (issue 49: /api/docs had no notes); its rule (range, length, digits) is added
// from its schema. A key "operationId name" is that operation's own (`q` and `limit` differ between lists).
const PARAMETER_NOTES: Record<string, string> = {
  q: "Words to search for, in English or Arabic: a listing matches when each word is in its title, building, address or description, exactly or with a small typo; with no `sort`, the best matches first",
  near: "A landmark's slug (GET /api/landmarks), in any case: only listings within `within` metres of it, each with its `distance`. A slug no landmark has is a 400",
  within: "Metres from the `near` landmark (2000 when left out). Without `near` it is a 400",
  district: "A district's English name, Arabic name or slug, in any case; repeat it for several",
  type: "A property type (Office), in any case",
  minPrice: "Yearly rent in SAR, at least; above `maxPrice` is a 400",
  maxPrice: "Yearly rent in SAR, at most",
  minSize: "Square metres, at least; above `maxSize` is a 400",
  maxSize: "Square metres, at most",
  furnished: "Furnished or not",
  amenities:
    "Amenities a listing must all have; repeat it or join them with commas. A known amenity is matched by its English name, its Arabic name or another word for it, in any case (`wifi` and `واي فاي` ask for High-speed Internet); another by its name in any case or the Arabic name given to it",
  confirmed: "Availability confirmed in the last 7 days",
  sort: "The order: featured, price-asc, price-desc, size, recent (newest first), price-per-sqm (cheapest per m² first) or distance (nearest the `near` landmark first; without `near` a 400)",
  fitOut: "Fit-out levels, any of them; repeat it for several. A listing that does not state its fit-out matches none",
  minPricePerSqm: "Yearly rent per m² in SAR (price / size, rounded), at least; above `maxPricePerSqm` is a 400",
  maxPricePerSqm: "Yearly rent per m² in SAR, at most",
  minFloor: "The office's floor, at least: 0 the ground floor, negative a basement; above `maxFloor` is a 400",
  maxFloor: "The office's floor, at most",
  bbox: "The map's area, `west,south,east,north` in degrees (longitudes -180 to 180, latitudes -85 to 85), read to 5 decimals; west must be before east and south before north (a 400 otherwise)",
  zoom: "The map's zoom; it changes how /api/map clusters, no list",
  limit: "How many to answer",
  offset: "How many matches to skip",
  kind: "A listing's inquiries or general contact messages",
  status: "Where the inquiry stands",
  propertyId: "The listing's id",
  from: "The first Riyadh day (YYYY-MM-DD, a real date); after `to` is a 400",
  to: "The last Riyadh day (YYYY-MM-DD, a real date)",
  "listInquiries q": "Text found in the name, email or phone",
  // The map leaves out a slug no landmark has: no listing is near it.
};
// What a body field's pattern cannot hold (a refinement of its schema), in words.
const FIELD_NOTES: Record<string, string> = {
  availableFrom: "A real date, YYYY-MM-DD, from 1900 to 2200",
  amenities:
    "No two alike, ignoring case and accents. A known amenity, given by its English name, its Arabic name or another word for it in any case, is kept under its English name (WiFi as High-speed Internet)",
};

// A whole JSON Schema, as metadata: what the generator would write for the field is replaced, not merged.
type ExactMetadata = Parameters<z.ZodAny["openapi"]>[0] & object;

/** `schema`'s object with each field's schema made exact (input-json-schema.ts) and described. */
function exactFields(
  schema: z.ZodTypeAny,
  placeOf: (name: string) => Place,
  notesOf: (name: string) => string | undefined = () => undefined,
) {
  // A body's refinements (a broker's licence, a range the right way round) are the operation's words.
  let object = schema;
  while (object instanceof z.ZodEffects) object = (object as z.ZodEffects<z.ZodTypeAny>).innerType();
  if (!(object instanceof z.ZodObject)) throw new Error("An input the document cannot read field by field");
  const shape = Object.entries((object as z.AnyZodObject).shape as Record<string, z.ZodTypeAny>).map(([name, field]) => {
    const exact = exactSchemaOf(field, placeOf(name));
    const description = [notesOf(name), exact?.words].filter(Boolean).join(". ") || undefined;
    if (!exact) return [name, description ? field.openapi({ description }) : field] as const;
    // The exact schema whole, on a field the generator adds nothing to (required unless the field is optional).
    const holder = field.isOptional() ? z.any() : z.custom((value) => value !== undefined);
    return [name, holder.openapi({ ...exact.schema, description } as ExactMetadata)] as const;
  });
  return (object as z.AnyZodObject).extend(Object.fromEntries(shape));
}

/** A route's query and JSON body with exact, described fields: what the server takes, said as it takes it. */
function withExactInput(route: RouteConfig): RouteConfig {
  const { request } = route;
  if (!request) return route;
  const json = request.body?.content["application/json"]?.schema;
  const notesOf = (name: string) => PARAMETER_NOTES[`${route.operationId} ${name}`] ?? PARAMETER_NOTES[name];
  return {
    ...route,
    request: {
      ...request,
      ...(request.query
        ? { query: exactFields(request.query, (name) => ({ in: "query", commaJoined: COMMA_LISTS.has(name) }), notesOf) }
        : {}),
      ...(json && request.body
        ? {
            body: {
              ...request.body,
              content: {
                "application/json": {
                  schema: exactFields(
                    json as z.ZodTypeAny,
                    () => ({ in: "body" }),
                    (name) => FIELD_NOTES[name],
                  ),
                },
              },
            },
          }
        : {}),
    },
  };
}

/** The registry every operation is registered in, each with its exact input and the server's own answers. */
export class ApiRegistry extends OpenAPIRegistry {
  override registerPath(route: RouteConfig) {
    super.registerPath(withServerAnswers(withExactInput(route)));
  }
}
