import type { LoaderFunctionArgs } from "@remix-run/node";
import { readApiFilters, readMapMarkers } from "~/models/browse.server";
import { json, jsonError, PUBLIC_CACHE, readOnlyAction, wordSearchAdmission } from "~/route-helpers/http.server";

// GET /api/map: the map's price pins and clusters for an area (bbox, zoom) and the browse filters, as the
// /map page draws them (issue 34); the filters are read as GET /api/properties reads them.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = await readApiFilters(new URL(request.url).searchParams);
  if (!query.filters) return jsonError(400, `Invalid query: ${query.problems.join("; ")}`);
  // The no-script map's layers for narrow screens (`drawn`) are the page's: a client draws at its own size.
  const { bbox, zoom, markers } = await readMapMarkers(query.filters, wordSearchAdmission(request, context));
  return json({ bbox, zoom, markers }, { headers: PUBLIC_CACHE });
}

export const action = readOnlyAction("GET", "the map is read-only");
