import { OpenApiGeneratorV31, type OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { ok, PUBLIC_CACHE_HEADER } from "./common";
import { registerInquiriesAccount, registerInquiriesAdmin, registerInquiry } from "./inquiries";
import { registerMap } from "./map";
import { registerPlaces, registerPlacesAdmin } from "./places";
import { registerPropertiesAdmin, registerProperty, registerPropertySearch } from "./properties";
import { ApiRegistry } from "./registry";
import { registerSession } from "./session";
import { registerAccount } from "./account";
import { registerAccountListings } from "./account-listings";

// The OpenAPI 3.1 document of /api (issue 37), built from the very schemas the routes parse their input
// with: a parameter or field added to one of them is in the document too. What the routes answer has no
// input schema, so its shape is written in this folder, strict: a field the server sends and the document
// lacks fails the contract test (tests/integration/openapi-contract.ts). Each resource's operations and
// answers are a module here (properties, map, places, inquiries, session, account, account-listings); this one assembles the document.

/** Every /api route, each method it takes, with its input and its answers, in the document's order of paths. */
function register(registry: OpenAPIRegistry) {
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
  registerPlaces(registry);
  registerPropertySearch(registry);
  registerMap(registry);
  registerProperty(registry);
  registerInquiry(registry);
  registerSession(registry);
  registerAccount(registry);
  registerAccountListings(registry);
  registerInquiriesAccount(registry);
  registerPropertiesAdmin(registry);
  registerPlacesAdmin(registry);
  registerInquiriesAdmin(registry);
}

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
        { name: "account", description: "An advertiser's own: needs their session cookie from POST /api/account/login" },
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
