import type { ActionFunctionArgs } from "@remix-run/node";
import { addImages } from "~/models/admin-property-images.server";
import { propertyExists } from "~/models/properties.server";
import { ImageKindSchema } from "~/schemas/property";
import { requireAdminApi } from "~/services/auth.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";
import { imageBuffersOf, readMultipartForm, UPLOAD_LIMITS, UploadError } from "~/services/uploads.server";
import { json, jsonError, NO_STORE, parseId, methodNotAllowed } from "~/route-helpers/http.server";

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

  try {
    const form = await readMultipartForm(request);
    const files = form.getAll("image");
    if (files.length === 0) return jsonError(400, "Invalid input", { image: ["Choose an image file"] });
    if (files.length > 1) return jsonError(400, "Invalid input", { image: ["Send one image per request"] });
    const orderText = form.get("orderIndex");
    let orderIndex: number | undefined;
    if (orderText !== null && orderText !== "") {
      if (typeof orderText !== "string" || !/^\d{1,5}$/.test(orderText)) {
        return jsonError(400, "Invalid input", { orderIndex: ["orderIndex must be a whole number from 0 to 99999"] });
      }
      orderIndex = Number(orderText);
    }
    const kind = ImageKindSchema.safeParse(form.get("kind") ?? undefined);
    if (!kind.success) return jsonError(400, "Invalid input", { kind: ["kind must be photo or floor_plan"] });
    const buffers = await imageBuffersOf(files);
    const stored = await addImages(admin, id, buffers, { kind: kind.data, startIndex: orderIndex });
    if (!stored) return jsonError(404, NOT_FOUND);
    const [image] = stored;
    return json(
      { id: image!.id, imageUrl: image!.imageUrl, kind: image!.kind, orderIndex: image!.orderIndex },
      { status: 201, headers: NO_STORE },
    );
  } catch (error) {
    if (error instanceof UploadError) return jsonError(error.status, error.message);
    throw error;
  }
}

export function loader() {
  return methodNotAllowed("POST", "read the images with GET /api/properties/{id}/images");
}
