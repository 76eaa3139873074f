import type { LoaderFunctionArgs } from "@remix-run/node";
import { listPropertyImages, propertyVisibility } from "~/models/properties.server";
import { getAdmin } from "~/services/auth.server";
import { json, jsonError, NO_STORE, parseId, PUBLIC_CACHE, readOnlyAction } from "~/route-helpers/http.server";

// A listing's images answer as the listing does (GET /api/properties/{id}): 410 once it is no longer
// published, except to a signed-in admin.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const listing = id === null ? null : await propertyVisibility(id);
  if (id === null || !listing) return jsonError(404, "Property not found");
  if (!listing.published) {
    if (!(await getAdmin(request))) return jsonError(410, "Listing no longer published");
    return json(await listPropertyImages(id), { headers: NO_STORE });
  }
  return json(await listPropertyImages(id), { headers: PUBLIC_CACHE });
}

export const action = readOnlyAction("GET", "images are added with POST /api/admin/properties/{id}/images");
