import type { ActionFunctionArgs } from "@remix-run/node";
import { TextsMissingError, deleteProperty, setLifecycle, UnknownDistrictError, updateProperty } from "~/models/admin-properties.server";
import { withAmenitiesAr } from "~/models/amenity-names.server";
import { LifecycleChangeSchema, PropertyInputSchema } from "~/schemas/property";
import { requireAdminApi } from "~/services/auth.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";
import { json, jsonError, NO_STORE, parseId, readJsonBody, methodNotAllowed } from "~/route-helpers/http.server";
import { textsMissingJson } from "./__property-editor.server";

const NOT_FOUND = "Property not found";
const METHODS = "PUT, PATCH, DELETE";

// PUT /api/admin/properties/{id} {every field} → 200 with the property; 400 (also an unknown district), 401, 404.
// PATCH /api/admin/properties/{id} {lifecycle} → 200 with the property; 400, 401, 404.
// DELETE /api/admin/properties/{id} → 200 {id, deleted: true} with its images (and their files); 409 while
// it has inquiries (archive it instead: leads are never lost).
export async function action({ request, params }: ActionFunctionArgs) {
  // The method first: a method the path does not take is a 405 whatever its body (the OpenAPI document).
  refuseCrossSite(request);
  if (request.method !== "PUT" && request.method !== "PATCH" && request.method !== "DELETE")
    return methodNotAllowed(METHODS, "read it with GET /api/properties/{id}");
  await guardWrite(request, { body: request.method === "DELETE" ? "none" : "json" });
  const admin = await requireAdminApi(request);
  const id = parseId(params.id);
  if (id === null) return jsonError(404, NOT_FOUND);

  if (request.method === "DELETE") {
    const result = await deleteProperty(admin, id);
    if (!result) return jsonError(404, NOT_FOUND);
    if (!result.deleted) {
      return jsonError(
        409,
        `The listing has ${result.inquiries} ${result.inquiries === 1 ? "inquiry" : "inquiries"}, which would be lost: archive it instead (PATCH {"lifecycle":"archived"})`,
      );
    }
    return json({ id, deleted: true }, { headers: NO_STORE });
  }

  if (request.method === "PATCH") {
    const { lifecycle } = await readJsonBody(request, LifecycleChangeSchema);
    try {
      const property = await setLifecycle(admin, id, lifecycle);
      if (!property) return jsonError(404, NOT_FOUND);
      return json(await withAmenitiesAr(property), { headers: NO_STORE });
    } catch (error) {
      if (error instanceof TextsMissingError) return textsMissingJson(error);
      throw error;
    }
  }

  const input = await readJsonBody(request, PropertyInputSchema);
  try {
    const property = await updateProperty(admin, id, input);
    if (!property) return jsonError(404, NOT_FOUND);
    return json(await withAmenitiesAr(property), { headers: NO_STORE });
  } catch (error) {
    if (error instanceof UnknownDistrictError) return jsonError(400, error.message, { district: [error.message] });
    if (error instanceof TextsMissingError) return textsMissingJson(error);
    throw error;
  }
}

export function loader() {
  return methodNotAllowed(METHODS, "read it with GET /api/properties/{id}");
}
