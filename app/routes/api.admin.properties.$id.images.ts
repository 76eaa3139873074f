import type { ActionFunctionArgs } from "@remix-run/node";
import { addImages } from "~/models/admin-property-images.server";
import { propertyExists } from "~/models/properties.server";
import { requireAdminApi } from "~/services/auth.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";
import { UPLOAD_LIMITS } from "~/services/uploads.server";
import { json, jsonError, NO_STORE, parseId, methodNotAllowed } from "~/route-helpers/http.server";
import { imageJson, withImageUpload } from "./__image-api.server";

const NOT_FOUND = "Property not found";

// POST /api/admin/properties/{id}/images, multipart: image (one file), kind (photo or floor_plan, optional:
// photo), orderIndex (digits, optional: after the existing images of its kind; given, the images from there on
// move along) → 201 {id, imageUrl, kind, orderIndex}. 400 bad field or unreadable image,
// 401, 404, 413 too large or too many files, 415 not a JPEG/PNG/WebP/AVIF/GIF by its content.
export async function action({ request, params }: ActionFunctionArgs) {
  // The method first: a method the path does not take is a 405 whatever its body (the OpenAPI document).
  refuseCrossSite(request);
  if (request.method !== "POST") return methodNotAllowed("POST", "read the images with GET /api/properties/{id}/images");
  await guardWrite(request, { maxBytes: UPLOAD_LIMITS.maxBodyBytes, body: "form" });
  const admin = await requireAdminApi(request);
  const id = parseId(params.id);
  if (id === null || !(await propertyExists(id))) return jsonError(404, NOT_FOUND);
  const stored = await withImageUpload(request, ({ buffers, kind, startIndex }) => addImages(admin, id, buffers, { kind, startIndex }));
  if (!stored) return jsonError(404, NOT_FOUND);
  return json(imageJson(stored[0]!), { status: 201, headers: NO_STORE });
}

export function loader() {
  return methodNotAllowed("POST", "read the images with GET /api/properties/{id}/images");
}
