import type { LoaderFunctionArgs } from "@remix-run/node";
import { withAmenitiesAr } from "~/models/amenity-names.server";
import { getPropertyPage } from "~/models/properties.server";
import { getAdmin } from "~/services/auth.server";
import { json, jsonError, NO_STORE, parseId, PUBLIC_CACHE, readOnlyAction } from "~/route-helpers/http.server";

// A listing no longer published is 410 Gone to visitors; a signed-in admin still reads it, so an API
// client can fetch it, renew its licence and PUT it back.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  if (id === null) return jsonError(404, "Property not found");
  const page = await getPropertyPage(id);
  if (!page) return jsonError(404, "Property not found");
  if (!page.published) {
    if (!(await getAdmin(request))) return jsonError(410, "Listing no longer published");
    return json(await withAmenitiesAr(page.property), { headers: NO_STORE });
  }
  return json(await withAmenitiesAr(page.property), { headers: PUBLIC_CACHE });
}

export const action = readOnlyAction("GET", "listings are changed with /api/admin/properties/{id}");
