import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { LISTING_LIFECYCLES } from "../enums";
import { ImageOrderSchema, OwnListingInputSchema, OwnListingPatchSchema } from "../property";
import { accountSession, NOT_SIGNED_IN_ADVERTISER } from "./account";
import { BAD_INPUT, dateTime, DeletedJson, error, idParam, jsonBody, jsonWrite, NO_STORE_HEADER, ok } from "./common";
import { IMAGE_UPLOAD_BODY, ImageJson, PropertyJson } from "./properties";

// An advertiser's own listings and their images (issue 51): the same schemas and rules as their editor's
// pages, scoped to them; another advertiser's id is answered exactly as a missing one (404).

// Its own object (not an extension of Property, which allows no other field): the listing's fields, and these.
const OwnPropertyJson = z
  .object({
    ...PropertyJson.shape,
    reviewNote: z.string().openapi({ description: 'Why an administrator returned it to draft; "" for none' }),
    imageList: z
      .array(ImageJson)
      .openapi({ description: "Its photos in order, then its floor plans in order, with their ids for /api/account/images/{imageId}" }),
  })
  .strict()
  .openapi("OwnProperty");

const OwnListingSummaryJson = z
  .object({
    id: z.number().int(),
    title: z.string(),
    titleAr: z.string(),
    district: z.string(),
    districtAr: z.string(),
    price: z.number().int(),
    lifecycle: z.enum(LISTING_LIFECYCLES),
    reviewNote: z.string(),
    live: z.boolean().openapi({ description: "Shown on the site now (published, its licence and confirmation current)" }),
    createdAt: dateTime,
  })
  .strict()
  .openapi("OwnListingSummary");

const NOT_YOURS = error("No such listing (another advertiser's is answered the same)");
const NO_IMAGE = error("No such image (another advertiser's is answered the same)");
const REFUSED = error("A write from another site, or submitting before the account's address is verified");
const MOVE_REFUSED = error("Withdraw only a published listing or one in review; submit as it is only a draft or a withdrawn one");
const REVIEW =
  "Any change to a published listing (its fields or its images) takes it off the site until an administrator approves it again (decision 0075).";

export function registerAccountListings(registry: OpenAPIRegistry) {
  registry.registerPath({
    method: "get",
    path: "/api/account/properties",
    operationId: "accountListProperties",
    tags: ["account"],
    summary: "The signed-in advertiser's listings, newest first",
    security: accountSession,
    responses: { 200: ok("Their listings", z.array(OwnListingSummaryJson)), 401: NOT_SIGNED_IN_ADVERTISER },
  });
  registry.registerPath({
    method: "post",
    path: "/api/account/properties",
    operationId: "accountCreateProperty",
    tags: ["account"],
    summary: "Add a listing: a draft, or submitted for review",
    description:
      "The editor's fields, without what is not the advertiser's (its state, featured, who advertises it: their profile). `intent` submit needs a verified address and every text in English and Arabic.",
    security: accountSession,
    request: { body: { required: true, ...jsonBody(OwnListingInputSchema) } },
    responses: {
      201: ok("The listing", OwnPropertyJson, { ...NO_STORE_HEADER, Location: { schema: { type: "string" }, required: true } }),
      400: BAD_INPUT,
      401: NOT_SIGNED_IN_ADVERTISER,
      ...jsonWrite,
      403: REFUSED,
    },
  });
  const propertyId = { params: idParam("id") };
  registry.registerPath({
    method: "get",
    path: "/api/account/properties/{id}",
    operationId: "accountGetProperty",
    tags: ["account"],
    summary: "One of the signed-in advertiser's listings, with its images' ids",
    security: accountSession,
    request: propertyId,
    responses: { 200: ok("The listing", OwnPropertyJson), 401: NOT_SIGNED_IN_ADVERTISER, 404: NOT_YOURS },
  });
  registry.registerPath({
    method: "patch",
    path: "/api/account/properties/{id}",
    operationId: "accountUpdateProperty",
    tags: ["account"],
    summary: "Save, submit or withdraw one of the advertiser's listings",
    description: `\`intent\` draft or submit with any of its fields: saved as its editor saves it, the fields given over the listing's own (a new district without a point moves it to that district's centre), checked whole. Without fields, \`intent\` withdraw takes it off the site and \`intent\` submit sends a draft or a withdrawn listing to review as it is. ${REVIEW}`,
    security: accountSession,
    request: { ...propertyId, body: { required: true, ...jsonBody(OwnListingPatchSchema) } },
    responses: {
      200: ok("The listing", OwnPropertyJson),
      400: BAD_INPUT,
      401: NOT_SIGNED_IN_ADVERTISER,
      404: NOT_YOURS,
      409: MOVE_REFUSED,
      ...jsonWrite,
      403: REFUSED,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/account/properties/{id}/images",
    operationId: "accountAddPropertyImage",
    tags: ["account"],
    summary: "Upload one image to one of the advertiser's listings (JPEG, PNG, WebP, AVIF or GIF)",
    description: `The same form as POST /api/admin/properties/{id}/images. ${REVIEW}`,
    security: accountSession,
    request: {
      ...propertyId,
      body: IMAGE_UPLOAD_BODY,
    },
    responses: {
      201: ok("The stored image", ImageJson),
      400: BAD_INPUT,
      401: NOT_SIGNED_IN_ADVERTISER,
      403: REFUSED,
      404: NOT_YOURS,
      413: error("Too large, or too many files"),
      415: error("Not an image by its content, or not multipart"),
    },
  });
  const imageId = { params: idParam("imageId") };
  registry.registerPath({
    method: "patch",
    path: "/api/account/images/{imageId}",
    operationId: "accountSetImageOrder",
    tags: ["account"],
    summary: "Move one of the advertiser's images",
    description: `An image of the same listing and kind already at that place takes the moved image's old place. ${REVIEW}`,
    security: accountSession,
    request: { ...imageId, body: { required: true, ...jsonBody(ImageOrderSchema) } },
    responses: {
      200: ok("The image", ImageJson),
      400: BAD_INPUT,
      401: NOT_SIGNED_IN_ADVERTISER,
      404: NO_IMAGE,
      ...jsonWrite,
      403: REFUSED,
    },
  });
  registry.registerPath({
    method: "delete",
    path: "/api/account/images/{imageId}",
    operationId: "accountDeleteImage",
    tags: ["account"],
    summary: "Delete one of the advertiser's images",
    description: REVIEW,
    security: accountSession,
    request: imageId,
    responses: { 200: ok("Deleted", DeletedJson), 401: NOT_SIGNED_IN_ADVERTISER, 403: REFUSED, 404: NO_IMAGE },
  });
}
