import type { ActionFunctionArgs } from "@remix-run/node";
import { deleteLandmark, updateLandmark } from "~/models/landmarks.server";
import { LandmarkSchema } from "~/schemas/landmark";
import { requireAdminApi } from "~/services/auth.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";
import { landmarkEditor } from "./__landmark-editor.server";
import { json, jsonError, NO_STORE, parseId, readJsonBody, methodNotAllowed } from "~/route-helpers/http.server";

const NOT_FOUND = "Landmark not found";

// PUT /api/admin/landmarks/{id} {name, nameAr, kind, latitude, longitude} → 200 (a new English name renews the slug);
// DELETE /api/admin/landmarks/{id} → 200 with the landmark deleted. 400, 401, 404, 409 (name taken).
export async function action({ request, params }: ActionFunctionArgs) {
  // The method first: a method the path does not take is a 405 whatever its body (the OpenAPI document).
  refuseCrossSite(request);
  if (request.method !== "PUT" && request.method !== "DELETE") return methodNotAllowed("PUT, DELETE");
  await guardWrite(request, { body: request.method === "DELETE" ? "none" : "json" });
  const admin = await requireAdminApi(request);
  const id = parseId(params.id);
  if (id === null) return jsonError(404, NOT_FOUND);

  if (request.method === "PUT") {
    const input = await readJsonBody(request, LandmarkSchema);
    const result = await updateLandmark(admin, id, input);
    if (result.status === "not-found") return jsonError(404, NOT_FOUND);
    if (result.status === "duplicate") return landmarkEditor.duplicateAnswer(result.field);
    return json(result.landmark, { headers: NO_STORE });
  }

  const deleted = await deleteLandmark(admin, id);
  if (!deleted) return jsonError(404, NOT_FOUND);
  return json(deleted, { headers: NO_STORE });
}

export function loader() {
  return methodNotAllowed("PUT, DELETE");
}
