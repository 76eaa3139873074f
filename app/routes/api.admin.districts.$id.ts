import type { ActionFunctionArgs } from "@remix-run/node";
import { deleteDistrict, updateDistrict } from "~/models/admin-districts.server";
import { DistrictUpdateSchema } from "~/schemas/district";
import { requireAdminApi } from "~/services/auth.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";
import { translatorFor } from "~/services/i18n.server";
import { districtEditor } from "./__district-editor.server";
import { json, jsonError, NO_STORE, parseId, readJsonBody, methodNotAllowed } from "~/route-helpers/http.server";

const NOT_FOUND = "District not found";

// PUT /api/admin/districts/{id} {name, nameAr?, latitude, longitude} → 200 (a rename carries its listings;
// without nameAr the Arabic name stays);
// DELETE /api/admin/districts/{id} → 200, or 409 while listings use it. 400, 401, 404, 409 (name taken).
export async function action({ request, params }: ActionFunctionArgs) {
  // The method first: a method the path does not take is a 405 whatever its body (the OpenAPI document).
  refuseCrossSite(request);
  if (request.method !== "PUT" && request.method !== "DELETE") return methodNotAllowed("PUT, DELETE");
  await guardWrite(request, { body: request.method === "DELETE" ? "none" : "json" });
  const admin = await requireAdminApi(request);
  const id = parseId(params.id);
  if (id === null) return jsonError(404, NOT_FOUND);
  const t = await translatorFor("en");

  if (request.method === "PUT") {
    const input = await readJsonBody(request, DistrictUpdateSchema);
    const result = await updateDistrict(admin, id, input);
    if (result.status === "not-found") return jsonError(404, NOT_FOUND);
    if (result.status === "duplicate") return districtEditor.duplicateAnswer(result.field);
    return json(result.district, { headers: NO_STORE });
  }

  const result = await deleteDistrict(admin, id);
  if (result.status === "not-found") return jsonError(404, NOT_FOUND);
  if (result.status === "in-use") {
    const error = t("admin.districts.inUse", { name: result.district.name, count: result.inUse });
    return json({ error, inUse: result.inUse }, { status: 409, headers: NO_STORE });
  }
  return json(result.district, { headers: NO_STORE });
}

export function loader() {
  return methodNotAllowed("PUT, DELETE");
}
