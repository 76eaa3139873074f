import type { ActionFunctionArgs } from "@remix-run/node";
import { addOwnImages, getOwnListing } from "~/models/advertiser-listings.server";
import { json, jsonError, methodNotAllowed, NO_STORE, parseId } from "~/route-helpers/http.server";
import { requireAdvertiserApi } from "~/services/auth.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";
import { UPLOAD_LIMITS } from "~/services/uploads.server";
import { ownSaveFailed } from "./__own-listing-api.server";
import { imageJson, withImageUpload } from "./__image-api.server";

const NOT_FOUND = "Property not found";

// POST /api/account/properties/{id}/images, multipart as the administrator's (image, kind, orderIndex) → 201 the
// image, on one of the signed-in advertiser's own listings (issue 51); a published one goes back to review
// (decision 0075). Another advertiser's listing, or a missing one: the same 404. 401 signed out.
export async function action({ request, params }: ActionFunctionArgs) {
  refuseCrossSite(request);
  if (request.method !== "POST") return methodNotAllowed("POST", "read the images with GET /api/account/properties/{id}");
  await guardWrite(request, { maxBytes: UPLOAD_LIMITS.maxBodyBytes, body: "form" });
  const advertiser = await requireAdvertiserApi(request);
  const id = parseId(params.id);
  if (id === null || !(await getOwnListing(advertiser, id))) return jsonError(404, NOT_FOUND);
  try {
    const stored = await withImageUpload(request, ({ buffers, kind, startIndex }) =>
      addOwnImages(advertiser, id, buffers, { kind, startIndex }),
    );
    if (!stored) return jsonError(404, NOT_FOUND);
    return json(imageJson(stored[0]!), { status: 201, headers: NO_STORE });
  } catch (error) {
    return ownSaveFailed(error);
  }
}

export function loader() {
  return methodNotAllowed("POST", "read the images with GET /api/account/properties/{id}");
}
