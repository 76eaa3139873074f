import type { LoaderFunctionArgs } from "@remix-run/node";
import { readMapMarkers } from "~/models/browse.server";
import { describeIssues, FILTER_KEYS, PropertyFiltersSchema, queryToInput } from "~/schemas/filters";
import { json, jsonError, PUBLIC_CACHE, readOnlyAction, wordSearchAdmission } from "~/utils/http.server";

// GET /api/map: the map's price pins and clusters for an area (bbox, zoom) and the browse filters, as the
// /map page draws them (issue 34).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = PropertyFiltersSchema.safeParse(queryToInput(new URL(request.url).searchParams, FILTER_KEYS));
  if (!filters.success) return jsonError(400, `Invalid query: ${describeIssues(filters.error).join("; ")}`);
  return json(await readMapMarkers(filters.data, wordSearchAdmission(request, context)), { headers: PUBLIC_CACHE });
}

export const action = readOnlyAction("GET", "the map is read-only");
