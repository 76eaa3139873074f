import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { LoginSchema } from "../login";
import {
  BAD_INPUT,
  CROSS_SITE,
  error,
  jsonBody,
  jsonWrite,
  NO_STORE_HEADER,
  NOT_SIGNED_IN,
  ok,
  RETRY_AFTER_HEADER,
  session,
} from "./common";

// The admin's session: the cookie every admin operation needs, signing in and out.

const AdminJson = z.object({ id: z.number().int(), username: z.string() }).strict().openapi("Admin");

/** The session cookie's scheme, and signing in, out and who is signed in. */
export function registerSession(registry: OpenAPIRegistry) {
  registry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: "__Host-admin_session",
    description: "The session cookie POST /api/admin/login sets (`admin_session` outside production)",
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
}
