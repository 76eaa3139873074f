import type { LoaderFunctionArgs } from "@remix-run/node";
import { listPublicPropertiesJson } from "~/models/properties.server";
import { ApiPagingSchema, describeIssues, FILTER_KEYS, PropertyFiltersSchema, queryToInput } from "~/schemas/filters";
import { jsonBytes, jsonError, PUBLIC_CACHE, readOnlyAction } from "~/utils/http.server";

// GET /api/properties: the spec's filters (and sort), all matching listings unless limit/offset are given.
export async function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const filters = PropertyFiltersSchema.safeParse(queryToInput(search, FILTER_KEYS));
  const paging = ApiPagingSchema.safeParse(queryToInput(search, ["limit", "offset"]));
  if (!filters.success || !paging.success) {
    const problems = [...(filters.error ? describeIssues(filters.error) : []), ...(paging.error ? describeIssues(paging.error) : [])];
    return jsonError(400, `Invalid query: ${problems.join("; ")}`);
  }
  return jsonBytes(request, await listPublicPropertiesJson(filters.data, paging.data), { headers: PUBLIC_CACHE });
}

export const action = readOnlyAction("GET", "listings are created with POST /api/admin/properties");
