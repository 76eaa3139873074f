import type { ActionFunctionArgs } from "@remix-run/node";
import { setImageOrder } from "~/models/admin-property-images.server";
import { ImageOrderSchema } from "~/schemas/property";
import { requireAdminApi } from "~/services/auth.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";
import { json, jsonError, NO_STORE, parseId, readJsonBody, methodNotAllowed } from "~/route-helpers/http.server";
import { imageJson } from "./__image-api.server";

const NOT_FOUND = "Image not found";

// PATCH /api/admin/images/{imageId}/order {orderIndex} → 200 {id, imageUrl, kind, orderIndex}; 400, 401, 404.
// An image of the same listing and kind already at that place takes the moved one's old place.
export async function action({ request, params }: ActionFunctionArgs) {
  // The method first: a method the path does not take is a 405 whatever its body (the OpenAPI document).
  refuseCrossSite(request);
  if (request.method !== "PATCH") return methodNotAllowed("PATCH");
  await guardWrite(request, { body: "json" });
  const admin = await requireAdminApi(request);
  const id = parseId(params.imageId);
  if (id === null) return jsonError(404, NOT_FOUND);
  const { orderIndex } = await readJsonBody(request, ImageOrderSchema);
  const image = await setImageOrder(admin, id, orderIndex);
  if (!image) return jsonError(404, NOT_FOUND);
  return json(imageJson(image), { headers: NO_STORE });
}

export function loader() {
  return methodNotAllowed("PATCH");
}
