import type { ActionFunctionArgs } from "@remix-run/node";
import { TextsMissingError, createProperty, UnknownDistrictError } from "~/models/admin-properties.server";
import { withAmenitiesAr } from "~/models/amenity-names.server";
import { PropertyInputSchema } from "~/schemas/property";
import { requireAdminApi } from "~/services/auth.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";
import { json, jsonError, NO_STORE, readJsonBody, methodNotAllowed } from "~/route-helpers/http.server";
import { textsMissingJson } from "./__property-editor.server";

// POST /api/admin/properties {every property field, amenities: string[]} → 201 with the property
// (its id included); 400 {error, fieldErrors} for invalid input or an unknown district; 401.
export async function action({ request }: ActionFunctionArgs) {
  // The method first: a method the path does not take is a 405 whatever its body (the OpenAPI document).
  refuseCrossSite(request);
  if (request.method !== "POST") return methodNotAllowed("POST", "the list is GET /api/properties");
  await guardWrite(request, { body: "json" });
  const admin = await requireAdminApi(request);
  const input = await readJsonBody(request, PropertyInputSchema);
  try {
    const property = await createProperty(admin, input);
    return json(await withAmenitiesAr(property), { status: 201, headers: { ...NO_STORE, Location: `/api/properties/${property.id}` } });
  } catch (error) {
    if (error instanceof UnknownDistrictError) return jsonError(400, error.message, { district: [error.message] });
    if (error instanceof TextsMissingError) return textsMissingJson(error);
    throw error;
  }
}

export function loader() {
  return methodNotAllowed("POST", "the list is GET /api/properties");
}
