import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { AdvertiserLoginSchema, ProfilePatchSchema } from "../account";
import { ADVERTISER_TYPES, LANGUAGES } from "../enums";
import { BAD_INPUT, CROSS_SITE, dateTime, error, jsonBody, jsonWrite, NO_STORE_HEADER, ok, RETRY_AFTER_HEADER } from "./common";

// An advertiser's own session and profile (issue 51): their cookie, signing in and out, who is signed in.
// The same cookie and cross-site rules as the administrator's (session.ts); each role has its own cookie.

/** What every /api/account/* operation needs: the advertiser's session cookie. */
export const accountSession = [{ accountSession: [] }];
export const NOT_SIGNED_IN_ADVERTISER = error("Not signed in as an advertiser");

export const AdvertiserJson = z
  .object({
    id: z.number().int(),
    email: z.string(),
    emailVerified: z.boolean().openapi({ description: "Whether the address was verified by its mailed link: needed to submit listings" }),
    slug: z.string().openapi({ description: "Their public page: /advertisers/{slug}" }),
    name: z.string(),
    nameAr: z.string(),
    type: z.enum(ADVERTISER_TYPES),
    phone: z.string(),
    whatsapp: z.string(),
    falLicenseNumber: z.string().openapi({ description: 'A broker\'s REGA FAL licence; "" for others' }),
    language: z.enum(LANGUAGES).openapi({ description: "The language of the mails they get" }),
    createdAt: dateTime,
  })
  .strict()
  .openapi("Advertiser");

const SET_COOKIE = { "Set-Cookie": { schema: { type: "string" as const }, required: true } };

export function registerAccount(registry: OpenAPIRegistry) {
  registry.registerComponent("securitySchemes", "accountSession", {
    type: "apiKey",
    in: "cookie",
    name: "__Host-account_session",
    description: "An advertiser's session cookie, set by POST /api/account/login (`account_session` outside production)",
  });
  registry.registerPath({
    method: "post",
    path: "/api/account/login",
    operationId: "accountLogin",
    tags: ["account"],
    security: [],
    summary: "An advertiser signs in; sets their session cookie",
    request: { body: { required: true, ...jsonBody(AdvertiserLoginSchema.omit({ redirectTo: true })) } },
    responses: {
      200: ok("Signed in", AdvertiserJson, { ...NO_STORE_HEADER, ...SET_COOKIE }),
      400: BAD_INPUT,
      401: error("Wrong email or password"),
      403: error("A write from another site, or the account is suspended"),
      413: jsonWrite[413],
      415: jsonWrite[415],
      429: error("Too many failed attempts, or too many sign-ins at once (that attempt is not counted)", RETRY_AFTER_HEADER),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/account/logout",
    operationId: "accountLogout",
    tags: ["account"],
    security: [],
    summary: "An advertiser signs out; clears their session cookie",
    responses: {
      200: ok("Signed out", z.object({ ok: z.literal(true) }).strict(), { ...NO_STORE_HEADER, ...SET_COOKIE }),
      403: CROSS_SITE,
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/account/me",
    operationId: "accountMe",
    tags: ["account"],
    summary: "The signed-in advertiser's profile",
    security: accountSession,
    responses: { 200: ok("The advertiser", AdvertiserJson), 401: NOT_SIGNED_IN_ADVERTISER },
  });
  registry.registerPath({
    method: "patch",
    path: "/api/account/me",
    operationId: "accountUpdateProfile",
    tags: ["account"],
    summary: "Changes the signed-in advertiser's profile",
    description:
      "Any of the fields; the profile after the change must hold a name in one language at least, and a broker's FAL licence number. The address and the password change through the account pages.",
    security: accountSession,
    request: { body: { required: true, ...jsonBody(ProfilePatchSchema) } },
    responses: { 200: ok("The profile after the change", AdvertiserJson), 400: BAD_INPUT, 401: NOT_SIGNED_IN_ADVERTISER, ...jsonWrite },
  });
}
