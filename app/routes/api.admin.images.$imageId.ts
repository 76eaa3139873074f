import type { ActionFunctionArgs } from "@remix-run/node";
import { deleteImage } from "~/models/admin-property-images.server";
import { requireAdminApi } from "~/services/auth.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";
import { json, jsonError, NO_STORE, parseId, methodNotAllowed } from "~/route-helpers/http.server";

const NOT_FOUND = "Image not found";

// DELETE /api/admin/images/{imageId} → 200 {id, deleted: true}; its files go too unless another
// listing shares them. 401, 404.
export async function action({ request, params }: ActionFunctionArgs) {
  // The method first: a method the path does not take is a 405 whatever its body (the OpenAPI document).
  refuseCrossSite(request);
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  await guardWrite(request, { body: "none" });
  const admin = await requireAdminApi(request);
  const id = parseId(params.imageId);
  if (id === null) return jsonError(404, NOT_FOUND);
  const deleted = await deleteImage(admin, id);
  if (!deleted) return jsonError(404, NOT_FOUND);
  return json({ id, deleted: true }, { headers: NO_STORE });
}

export function loader() {
  return methodNotAllowed("DELETE");
}
