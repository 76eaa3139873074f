import type { LoaderFunctionArgs } from "@remix-run/node";
import { readApiFilters } from "~/models/browse.server";
import { listPublicPropertiesJson } from "~/models/properties.server";
import { ApiPagingSchema, describeIssues, FILTER_KEYS, queryToInput } from "~/schemas/filters";
import { jsonBytes, jsonError, nextPageLink, PUBLIC_CACHE, readOnlyAction, wordSearchAdmission } from "~/route-helpers/http.server";

// GET /api/properties: the spec's filters (and sort; `near` must name a landmark), a page at a time (limit 50 by default, at most
// 100, and offset); X-Total-Count gives how many match and Link the next page.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const query = await readApiFilters(search);
  const paging = ApiPagingSchema.safeParse(queryToInput(search, ["limit", "offset"]));
  if (!query.filters || !paging.success) {
    const problems = [...(query.problems ?? []), ...(paging.error ? describeIssues(paging.error) : [])];
    return jsonError(400, `Invalid query: ${problems.join("; ")}`);
  }
  const { body, total } = await listPublicPropertiesJson(query.filters, paging.data, wordSearchAdmission(request, context));
  const link = nextPageLink(request, paging.data, total, [...FILTER_KEYS, "limit"]);
  return jsonBytes(request, body, { headers: { ...PUBLIC_CACHE, "X-Total-Count": String(total), ...(link ? { Link: link } : {}) } });
}

export const action = readOnlyAction("GET", "listings are created with POST /api/admin/properties");
