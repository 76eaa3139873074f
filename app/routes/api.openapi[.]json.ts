import { openApiDocument } from "~/schemas/openapi";
import { json, PUBLIC_CACHE, readOnlyAction } from "~/route-helpers/http.server";

// GET /api/openapi.json: the OpenAPI 3.1 document of /api, generated from the routes' schemas (issue 37).
export function loader() {
  return json(openApiDocument(), { headers: PUBLIC_CACHE });
}

export const action = readOnlyAction("GET");
