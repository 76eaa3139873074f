import {
  extendZodWithOpenApi,
  OpenApiGeneratorV31,
  OpenAPIRegistry,
  type ResponseConfig,
  type RouteConfig,
} from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { DistrictSchema, DistrictUpdateSchema } from "./district";
import {
  ADVERTISER_TYPES,
  FIT_OUTS,
  INQUIRY_KINDS,
  INQUIRY_STATUSES,
  LANDMARK_KINDS,
  IMAGE_KINDS,
  LANGUAGES,
  LISTING_LIFECYCLES,
  PAYMENT_TERMS,
} from "./enums";
import { AdminPagingSchema, ApiPagingSchema, COMMA_LISTS, FilterFieldsSchema } from "./filters";
import { ApiInquirySchema } from "./inquiry";
import { InquiryFiltersSchema, InquiryUpdateSchema } from "./inquiry-desk";
import { LandmarkSchema } from "./landmark";
import { LoginSchema } from "./login";
import { exactSchemaOf, type Place } from "./input-json-schema";
import { ImageOrderSchema, LifecycleChangeSchema, PropertyInputSchema } from "./property";
import { TOUR_HOSTS } from "./tour";
import { MAX_TARGET_LENGTH, NEW_SEARCHES_PER_MINUTE } from "../utils/request-limits";

// The OpenAPI 3.1 document of /api (issue 37), built from the very schemas the routes parse their input
// with: a parameter or field added to one of them is in the document too. What the routes answer has no
// input schema, so its shape is written here, strict: a field the server sends and the document lacks
// fails the contract test (tests/integration/openapi-contract.ts).
extendZodWithOpenApi(z);

const dateTime = z.string().datetime({ offset: true });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const ErrorSchema = z
  .object({
    error: z.string().openapi({ description: "What went wrong, in English", example: "Property not found" }),
    fieldErrors: z.record(z.array(z.string())).optional().openapi({ description: "Each invalid field's messages" }),
  })
  .strict()
  .openapi("Error");

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

const PropertyJson = z
  .object({
    id: z.number().int(),
    title: z.string(),
    titleAr: z.string().openapi({ description: 'Arabic title; "" = not translated yet' }),
    building: z.string(),
    buildingAr: z.string(),
    address: z.string(),
    addressAr: z.string(),
    district: z.string().openapi({ description: "The district's English name" }),
    // The listing's own point (issue 34), WGS84, inside the Riyadh region.
    latitude: z.number(),
    longitude: z.number(),
    price: z.number().int().openapi({ description: "Yearly rent in SAR" }),
    size: z.number().int().openapi({ description: "Square metres" }),
    floors: z.number().int(),
    capacity: z.number().int(),
    parkingSpaces: z.number().int(),
    type: z.string(),
    furnished: z.boolean(),
    amenities: z.array(z.string()).openapi({
      description:
        "Known amenities (the filter panel's list: Parking, Furnished, AC, Elevator, Security, Reception, High-speed Internet, Conference Rooms, Cafeteria, Meeting Rooms, VIP Access, Prayer Room, Gym, Kitchen, 24/7 Access, Printing) under these English names, whatever word they were given by; others as the admin typed them",
    }),
    amenitiesAr: z
      .array(z.string())
      .openapi({ description: "`amenities` in Arabic, in the same order; a custom amenity nobody has named in Arabic yet in English" }),
    description: z.string(),
    descriptionAr: z.string(),
    availableFrom: day,
    contactPhone: z.string().nullable(),
    featured: z.boolean(),
    createdAt: dateTime,
    adLicenseNumber: z.string().openapi({ description: 'REGA advertising licence; "" = none' }),
    adLicenseExpiresOn: day.nullable(),
    advertiserName: z.string(),
    advertiserNameAr: z.string(),
    advertiserType: z.enum(ADVERTISER_TYPES),
    brokerageLicenseNumber: z.string(),
    confirmedAvailableAt: dateTime,
    serviceCharge: z.number().int(),
    paymentTerms: z.enum(PAYMENT_TERMS),
    vatApplies: z.boolean(),
    // What the listing states about its space (issue 38); null = not stated.
    // The generator leaves null out of a nullable enum's values: it is named here.
    fitOut: z
      .enum(FIT_OUTS)
      .nullable()
      .openapi({ enum: [...FIT_OUTS, null] }),
    floor: z.number().int().nullable().openapi({ description: "The office's floor: 0 = ground, negative = basement" }),
    ceilingHeight: z.number().nullable().openapi({ description: "Metres" }),
    workstations: z.number().int().nullable(),
    meetingRooms: z.number().int().nullable(),
    pantry: z.boolean().nullable(),
    privateWashroom: z.boolean().nullable(),
    lifecycle: z.enum(LISTING_LIFECYCLES),
    publishedUntil: dateTime.nullable().openapi({ description: "When the listing stops being published (read-only)" }),
    distance: z.number().int().optional().openapi({ description: "Metres to the `near` landmark (GET /api/properties with `near` only)" }),
    tourUrl: z
      .string()
      .nullable()
      .openapi({ description: `A video or 3D tour, on ${Object.values(TOUR_HOSTS).flat().join(", ")} (https); null = none` }),
    images: z.array(z.string()).openapi({ description: "Photo URLs, in order; the first is the thumbnail" }),
    floorPlans: z.array(z.string()).openapi({ description: "Floor plan image URLs, in order" }),
  })
  .strict()
  .openapi("Property");

const MapJson = z
  .object({
    bbox: z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() }).strict(),
    zoom: z.number().int(),
    markers: z.array(
      z.discriminatedUnion("kind", [
        z
          .object({ kind: z.literal("pin"), id: z.number().int(), latitude: z.number(), longitude: z.number(), price: z.number().int() })
          .strict(),
        z
          .object({
            kind: z.literal("cluster"),
            count: z.number().int(),
            latitude: z.number(),
            longitude: z.number(),
            expansionZoom: z.number().int(),
          })
          .strict(),
      ]),
    ),
  })
  .strict()
  .openapi("MapMarkers");

const ImageJson = z
  .object({
    id: z.number().int(),
    imageUrl: z.string(),
    kind: z.enum(IMAGE_KINDS).openapi({ description: "A photo, or a floor plan (shown in its own section)" }),
    orderIndex: z.number().int().openapi({ description: "The image's place among its listing's images of its kind; unique" }),
  })
  .strict()
  .openapi("Image");

const storedInquiryFields = {
  id: z.number().int(),
  kind: z.enum(INQUIRY_KINDS),
  propertyId: z.number().int().nullable(),
  propertyTitle: z.string(),
  propertyTitleAr: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: dateTime,
  status: z.enum(INQUIRY_STATUSES),
  statusChangedAt: dateTime.nullable(),
  language: z.enum(LANGUAGES).nullable(),
};
const StoredInquiryJson = z.object(storedInquiryFields).strict().openapi("StoredInquiry");

const NoteJson = z.object({ id: z.number().int(), body: z.string(), adminUsername: z.string(), createdAt: dateTime }).strict();

const InquiryJson = z
  .object({
    ...storedInquiryFields,
    note: z.string().openapi({ description: 'The newest note; "" for none' }),
    notes: z.array(NoteJson).optional().openapi({ description: "Every note, newest first (PATCH's answer only)" }),
  })
  .strict()
  .openapi("Inquiry");

const AdminJson = z.object({ id: z.number().int(), username: z.string() }).strict().openapi("Admin");
const DeletedJson = z.object({ id: z.number().int(), deleted: z.literal(true) }).strict();

const idParam = (name: string) =>
  z.object({
    [name]: z
      .string()
      .regex(/^\d{1,10}$/)
      .openapi({ example: "1" }),
  });

// Headers every answer of a kind carries; `required` so the contract test checks they are there.
const PUBLIC_CACHE_HEADER = {
  "Cache-Control": { schema: { type: "string" as const, enum: ["public, max-age=30, stale-while-revalidate=60"] }, required: true },
};
const NO_STORE_HEADER = { "Cache-Control": { schema: { type: "string" as const, enum: ["no-store"] }, required: true } };
const TOTAL_COUNT_HEADER = {
  "X-Total-Count": { description: "How many match, on every page", schema: { type: "string" as const, pattern: "^\\d+$" }, required: true },
};
const RETRY_AFTER_HEADER = {
  "Retry-After": { description: "Seconds to wait", schema: { type: "string" as const, pattern: "^\\d+$" }, required: true },
};

const jsonBody = (schema: z.ZodTypeAny) => ({ content: { "application/json": { schema } } });
const ok = (description: string, schema: z.ZodTypeAny, headers: ResponseConfig["headers"] = NO_STORE_HEADER): ResponseConfig => ({
  description,
  headers,
  ...jsonBody(schema),
});
// Errors come from the app and from the server in front of it (403, 413): no header is promised.
const error = (description: string, headers?: ResponseConfig["headers"]): ResponseConfig => ({
  description,
  headers,
  ...jsonBody(ErrorSchema),
});

const BAD_INPUT = error("Invalid input: `fieldErrors` names each field");
const BAD_QUERY = error("A parameter it cannot read, each named in `error`");
const NOT_SIGNED_IN = error("Not signed in as an administrator");
const CROSS_SITE = error("A write from another site");
const TOO_LARGE = error("The body is too large");
const NOT_JSON = error("The body is not JSON");
const jsonWrite = { 403: CROSS_SITE, 413: TOO_LARGE, 415: NOT_JSON };
const session = [{ session: [] }];
// What the server answers for any route (server/faults.ts): the database away, the disk full.
const FAULT_HEADERS = { ...RETRY_AFTER_HEADER, ...NO_STORE_HEADER };
const UNAVAILABLE = error("The database is unavailable for a moment; nothing was saved", FAULT_HEADERS);
const STORAGE_FULL = error("The server has no room to store the write; nothing was saved", FAULT_HEADERS);
const TAKES_NO_BODY = error("The request has a body: this one takes none");
const TARGET_TOO_LONG = error(`The path and query are longer than ${MAX_TARGET_LENGTH} characters`);
// Words searches the server does not hold cost it a read of every match: a client may start so many.
const TOO_MANY_SEARCHES = error(
  `Too many new word searches (\`q\`) from this client: at most ${NEW_SEARCHES_PER_MINUTE} a minute per server process, one at a time; \`Retry-After\` says when. Searches already made (by anyone) are never refused`,
  { ...RETRY_AFTER_HEADER, ...NO_STORE_HEADER },
);

/**
 * An operation with the answers the server gives in front of every route: 414 for a path and query
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
  const shape = Object.entries((object as AnyZodObject).shape as Record<string, z.ZodTypeAny>).map(([name, field]) => {
    const exact = exactSchemaOf(field, placeOf(name));
    const description = [notesOf(name), exact?.words].filter(Boolean).join(". ") || undefined;
    if (!exact) return [name, description ? field.openapi({ description }) : field] as const;
    // The exact schema whole, on a field the generator adds nothing to (required unless the field is optional).
    const holder = field.isOptional() ? z.any() : z.custom((value) => value !== undefined);
    return [name, holder.openapi({ ...exact.schema, description } as ExactMetadata)] as const;
  });
  return (object as AnyZodObject).extend(Object.fromEntries(shape));
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
class ApiRegistry extends OpenAPIRegistry {
  override registerPath(route: RouteConfig) {
    super.registerPath(withServerAnswers(withExactInput(route)));
  }
}

/** Every /api route, each method it takes, with its input and its answers. */
function register(registry: OpenAPIRegistry) {
  registry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: "__Host-admin_session",
    description: "The session cookie POST /api/admin/login sets (`admin_session` outside production)",
  });

  registry.registerPath({
    method: "get",
    path: "/api/openapi.json",
    operationId: "openApiDocument",
    tags: ["public"],
    security: [],
    summary: "This document",
    responses: { 200: ok("The OpenAPI 3.1 document", z.object({ openapi: z.literal("3.1.0") }).passthrough(), PUBLIC_CACHE_HEADER) },
  });
  registry.registerPath({
    method: "get",
    path: "/api/docs",
    operationId: "apiDocs",
    tags: ["public"],
    security: [],
    summary: "This document as a page",
    responses: { 200: { description: "The reference, rendered on the server", content: { "text/html": { schema: z.string() } } } },
  });
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
  registry.registerPath({
    method: "get",
    path: "/api/properties",
    operationId: "listProperties",
    tags: ["public"],
    security: [],
    summary: "Published listings matching the filters, a page at a time",
    description:
      "The browse page's filters. `district` and `amenities` may be repeated (amenities also comma-joined); a district is matched by its English name, Arabic name or slug, in any case. `near` (a landmark's slug, GET /api/landmarks) keeps the listings within `within` metres of it (2000 when `within` is not given) and adds each one's `distance`; `sort=distance` puts the nearest first. `within` and `sort=distance` without `near`, and a `near` no landmark has, are a 400. A `q` without a letter or digit (only punctuation, Arabic diacritics or tatweel) is no search. A `Link` header names the next page.",
    request: { query: FilterFieldsSchema.merge(ApiPagingSchema) },
    responses: {
      200: ok("A page of listings", z.array(PropertyJson), {
        ...PUBLIC_CACHE_HEADER,
        ...TOTAL_COUNT_HEADER,
        Link: {
          description: 'The next page: `<url>; rel="next"`, with the parameters this list reads (others are left out); absent on the last',
          schema: { type: "string" },
        },
      }),
      400: BAD_QUERY,
      429: TOO_MANY_SEARCHES,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/map",
    operationId: "mapMarkers",
    tags: ["public"],
    security: [],
    summary: "The map's price pins and clusters for an area and the filters",
    description:
      "`bbox=west,south,east,north` (degrees) and `zoom` (3 to 18) with the browse filters. Without `bbox`, Riyadh at zoom 11. An area too large for its zoom (over 1,024 px) is drawn at a lower zoom, which the answer names. Pins standing within 48 px of each other at that zoom are one cluster; `expansionZoom` is where it splits.",
    request: { query: FilterFieldsSchema },
    responses: { 200: ok("The markers", MapJson, PUBLIC_CACHE_HEADER), 400: BAD_QUERY, 429: TOO_MANY_SEARCHES },
  });
  registry.registerPath({
    method: "get",
    path: "/api/properties/{id}",
    operationId: "getProperty",
    tags: ["public"],
    security: [],
    summary: "One listing",
    description: "An unpublished listing is 410 to visitors; a signed-in administrator still reads it.",
    request: { params: idParam("id") },
    responses: {
      200: ok("The listing", PropertyJson, {
        "Cache-Control": {
          schema: { type: "string", enum: [PUBLIC_CACHE_HEADER["Cache-Control"].schema.enum[0]!, "no-store"] },
          required: true,
        },
      }),
      404: error("No such listing"),
      410: error("The listing is no longer published"),
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/properties/{id}/images",
    operationId: "listPropertyImages",
    tags: ["public"],
    security: [],
    summary: "A listing's images: its photos in order, then its floor plans in order",
    request: { params: idParam("id") },
    responses: {
      200: ok("The images", z.array(ImageJson), {
        "Cache-Control": {
          schema: { type: "string", enum: [PUBLIC_CACHE_HEADER["Cache-Control"].schema.enum[0]!, "no-store"] },
          required: true,
        },
      }),
      404: error("No such listing"),
      410: error("The listing is no longer published"),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/inquiries",
    operationId: "createInquiry",
    tags: ["public"],
    security: [],
    summary: "Send an inquiry to a listing's owner",
    request: { body: { required: true, ...jsonBody(ApiInquirySchema) } },
    responses: {
      201: ok("The stored inquiry", StoredInquiryJson),
      400: BAD_INPUT,
      ...jsonWrite,
      404: error("No such listing"),
      429: error("Too many messages from this address", RETRY_AFTER_HEADER),
    },
  });

  registry.registerPath({
    method: "post",
    path: "/api/admin/login",
    operationId: "login",
    tags: ["admin"],
    security: [],
    summary: "Sign in; sets the session cookie",
    request: { body: { required: true, ...jsonBody(LoginSchema.omit({ redirectTo: true })) } },
    responses: {
      200: ok("Signed in", AdminJson, { ...NO_STORE_HEADER, "Set-Cookie": { schema: { type: "string" }, required: true } }),
      400: BAD_INPUT,
      401: error("Wrong username or password"),
      ...jsonWrite,
      429: error("Too many failed attempts, or too many sign-ins at once (that attempt is not counted)", RETRY_AFTER_HEADER),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/admin/logout",
    operationId: "logout",
    tags: ["admin"],
    security: [],
    summary: "Sign out; clears the session cookie",
    responses: {
      200: ok("Signed out", z.object({ ok: z.literal(true) }).strict(), {
        ...NO_STORE_HEADER,
        "Set-Cookie": { schema: { type: "string" }, required: true },
      }),
      403: CROSS_SITE,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/admin/me",
    operationId: "me",
    tags: ["admin"],
    summary: "The signed-in administrator",
    security: session,
    responses: { 200: ok("The administrator", AdminJson), 401: NOT_SIGNED_IN },
  });
  registry.registerPath({
    method: "post",
    path: "/api/admin/properties",
    operationId: "createProperty",
    tags: ["admin"],
    summary: "Add a listing",
    security: session,
    request: { body: { required: true, ...jsonBody(PropertyInputSchema) } },
    responses: {
      201: ok("The listing", PropertyJson, { ...NO_STORE_HEADER, Location: { schema: { type: "string" }, required: true } }),
      400: BAD_INPUT,
      401: NOT_SIGNED_IN,
      ...jsonWrite,
    },
  });
  const propertyId = { params: idParam("id") };
  registry.registerPath({
    method: "put",
    path: "/api/admin/properties/{id}",
    operationId: "updateProperty",
    tags: ["admin"],
    summary: "Replace a listing's fields",
    security: session,
    request: { ...propertyId, body: { required: true, ...jsonBody(PropertyInputSchema) } },
    responses: { 200: ok("The listing", PropertyJson), 400: BAD_INPUT, 401: NOT_SIGNED_IN, 404: error("No such listing"), ...jsonWrite },
  });
  registry.registerPath({
    method: "patch",
    path: "/api/admin/properties/{id}",
    operationId: "setPropertyLifecycle",
    tags: ["admin"],
    summary: "Publish, withdraw or archive a listing",
    security: session,
    request: { ...propertyId, body: { required: true, ...jsonBody(LifecycleChangeSchema) } },
    responses: { 200: ok("The listing", PropertyJson), 400: BAD_INPUT, 401: NOT_SIGNED_IN, 404: error("No such listing"), ...jsonWrite },
  });
  registry.registerPath({
    method: "delete",
    path: "/api/admin/properties/{id}",
    operationId: "deleteProperty",
    tags: ["admin"],
    summary: "Delete a listing with its images",
    security: session,
    request: propertyId,
    responses: {
      200: ok("Deleted", DeletedJson),
      401: NOT_SIGNED_IN,
      403: CROSS_SITE,
      404: error("No such listing"),
      409: error("The listing has inquiries: archive it instead"),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/admin/properties/{id}/images",
    operationId: "addPropertyImage",
    tags: ["admin"],
    summary: "Upload one image (JPEG, PNG, WebP, AVIF or GIF)",
    security: session,
    request: {
      ...propertyId,
      body: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: z.object({
              image: z.string().openapi({ format: "binary" }),
              kind: z.enum(IMAGE_KINDS).optional().openapi({ description: "photo when left out" }),
              orderIndex: z
                .string()
                .regex(/^\d{1,5}$/)
                .optional()
                .openapi({
                  description:
                    "After the existing images of its kind when left out (or past their end); given, those from there on move along",
                }),
            }),
          },
        },
      },
    },
    responses: {
      201: ok("The stored image", ImageJson),
      400: BAD_INPUT,
      401: NOT_SIGNED_IN,
      403: CROSS_SITE,
      404: error("No such listing"),
      413: error("Too large, or too many files"),
      415: error("Not an image by its content, or not multipart"),
    },
  });
  registry.registerPath({
    method: "patch",
    path: "/api/admin/images/{imageId}/order",
    operationId: "setImageOrder",
    tags: ["admin"],
    summary: "Move an image",
    description: "An image of the same listing and kind already at that place takes the moved image's old place.",
    security: session,
    request: { params: idParam("imageId"), body: { required: true, ...jsonBody(ImageOrderSchema) } },
    responses: { 200: ok("The image", ImageJson), 400: BAD_INPUT, 401: NOT_SIGNED_IN, 404: error("No such image"), ...jsonWrite },
  });
  registry.registerPath({
    method: "delete",
    path: "/api/admin/images/{imageId}",
    operationId: "deleteImage",
    tags: ["admin"],
    summary: "Delete an image",
    security: session,
    request: { params: idParam("imageId") },
    responses: { 200: ok("Deleted", DeletedJson), 401: NOT_SIGNED_IN, 403: CROSS_SITE, 404: error("No such image") },
  });
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
  registry.registerPath({
    method: "get",
    path: "/api/admin/inquiries",
    operationId: "listInquiries",
    tags: ["admin"],
    summary: "Inquiries and contact messages, newest first",
    security: session,
    request: { query: (InquiryFiltersSchema._def.schema as AnyZodObject).merge(AdminPagingSchema) },
    responses: {
      200: ok("A page of inquiries", z.array(InquiryJson), { ...NO_STORE_HEADER, ...TOTAL_COUNT_HEADER }),
      400: BAD_QUERY,
      401: NOT_SIGNED_IN,
    },
  });
  registry.registerPath({
    method: "patch",
    path: "/api/admin/inquiries/{id}",
    operationId: "updateInquiry",
    tags: ["admin"],
    summary: "Change an inquiry's status and/or add a note",
    security: session,
    request: { params: idParam("id"), body: { required: true, ...jsonBody(InquiryUpdateSchema) } },
    responses: {
      200: ok("The inquiry with every note", InquiryJson),
      400: BAD_INPUT,
      401: NOT_SIGNED_IN,
      404: error("No such inquiry"),
      ...jsonWrite,
    },
  });
}

type AnyZodObject = z.AnyZodObject;

let built: ReturnType<OpenApiGeneratorV31["generateDocument"]> | undefined;

/** The OpenAPI 3.1 document of /api; built once (the schemas never change at run time). */
export function openApiDocument() {
  if (!built) {
    const registry = new ApiRegistry();
    register(registry);
    built = new OpenApiGeneratorV31(registry.definitions).generateDocument({
      openapi: "3.1.0",
      // The site's own origin, wherever it runs (a relative URL is read against the document's).
      servers: [{ url: "/" }],
      info: {
        title: "Riyadh offices API",
        version: "1",
        description:
          "The JSON API of the office marketplace. Errors are `{error, fieldErrors?}` in plain English; writes from another site are refused (403); a method a path does not take is 405 with `Allow`. Prose: docs/api.md.",
        license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      },
      tags: [
        { name: "public", description: "Listings, districts, landmarks and inquiries, for anyone" },
        { name: "admin", description: "Needs the session cookie from POST /api/admin/login" },
      ],
    });
  }
  return built;
}

let methodTable: { pattern: RegExp; allow: string[] }[] | undefined;

/**
 * The methods the document gives an /api path, as an Allow header names them (HEAD with GET); null for a
 * path it does not have. The server's own 405 (a method no route takes, such as TRACE) names the same
 * ones as the route's, so a path always answers one Allow.
 */
export function documentedMethodsOf(pathname: string) {
  methodTable ??= Object.entries(openApiDocument().paths ?? {}).map(([template, operations]) => {
    const methods = Object.keys(operations as object).map((method) => method.toUpperCase());
    return {
      pattern: new RegExp(`^${template.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`),
      allow: methods.includes("GET") ? [...methods, "HEAD"] : methods,
    };
  });
  return methodTable.find(({ pattern }) => pattern.test(pathname))?.allow ?? null;
}
