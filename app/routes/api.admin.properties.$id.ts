import type { ActionFunctionArgs } from "@remix-run/node";
import { deleteProperty, UnknownDistrictError, updateProperty } from "~/models/admin-properties.server";
import { PropertyInputSchema } from "~/schemas/property";
import { requireAdminApi } from "~/services/auth.server";
import { guardWrite } from "~/services/guard.server";
import { json, jsonError, NO_STORE, parseId, readJsonBody, methodNotAllowed } from "~/utils/http.server";

const NOT_FOUND = "Property not found";

// PUT /api/admin/properties/{id} {every field} → 200 with the property; 400 (also an unknown district), 401, 404.
// DELETE /api/admin/properties/{id} → 200 {id, deleted: true}; its images (and their files) and inquiries go too.
export async function action({ request, params }: ActionFunctionArgs) {
  await guardWrite(request, { body: request.method === "DELETE" ? "none" : "json" });
  if (request.method !== "PUT" && request.method !== "DELETE")
    return methodNotAllowed("PUT, DELETE", "read it with GET /api/properties/{id}");
  const admin = await requireAdminApi(request);
  const id = parseId(params.id);
  if (id === null) return jsonError(404, NOT_FOUND);

  if (request.method === "DELETE") {
    if (!(await deleteProperty(admin, id))) return jsonError(404, NOT_FOUND);
    return json({ id, deleted: true }, { headers: NO_STORE });
  }

  const input = await readJsonBody(request, PropertyInputSchema);
  try {
    const property = await updateProperty(admin, id, input);
    if (!property) return jsonError(404, NOT_FOUND);
    return json(property, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof UnknownDistrictError) return jsonError(400, error.message, { district: [error.message] });
    throw error;
  }
}

export function loader() {
  return methodNotAllowed("PUT, DELETE", "read it with GET /api/properties/{id}");
}
