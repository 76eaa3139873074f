import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { ADVERTISER_TYPES, FIT_OUTS, IMAGE_KINDS, LISTING_LIFECYCLES, PAYMENT_TERMS } from "../enums";
import { ApiPagingSchema, FilterFieldsSchema } from "../filters";
import { ImageOrderSchema, LifecycleChangeSchema, PropertyInputSchema } from "../property";
import { TOUR_HOSTS } from "../tour";
import {
  BAD_INPUT,
  BAD_QUERY,
  CROSS_SITE,
  dateTime,
  day,
  DeletedJson,
  error,
  idParam,
  jsonBody,
  jsonWrite,
  NO_STORE_HEADER,
  NOT_SIGNED_IN,
  ok,
  PUBLIC_CACHE_HEADER,
  session,
  TOO_MANY_SEARCHES,
  TOTAL_COUNT_HEADER,
} from "./common";

// Listings and their images: the public search and reads, and the admin's writes.

export const PropertyJson = z
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

export const ImageJson = z
  .object({
    id: z.number().int(),
    imageUrl: z.string(),
    kind: z.enum(IMAGE_KINDS).openapi({ description: "A photo, or a floor plan (shown in its own section)" }),
    orderIndex: z.number().int().openapi({ description: "The image's place among its listing's images of its kind; unique" }),
  })
  .strict()
  .openapi("Image");

/** POST .../images (the administrator's and the advertiser's): one image, its kind and its place. */
export const IMAGE_UPLOAD_BODY = {
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
            description: "After the existing images of its kind when left out (or past their end); given, those from there on move along",
          }),
      }),
    },
  },
};

/** GET /api/properties: the search. */
export function registerPropertySearch(registry: OpenAPIRegistry) {
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
}

/** One listing and its images. */
export function registerProperty(registry: OpenAPIRegistry) {
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
}

/** The admin's listings and images. */
export function registerPropertiesAdmin(registry: OpenAPIRegistry) {
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
      body: IMAGE_UPLOAD_BODY,
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
}
