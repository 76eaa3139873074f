import type { ActionFunctionArgs } from "@remix-run/node";
import { deleteOwnImage, getOwnImage, setOwnImageOrder } from "~/models/advertiser-listings.server";
import { json, jsonError, methodNotAllowed, NO_STORE, parseId, readJsonBody } from "~/route-helpers/http.server";
import { ImageOrderSchema } from "~/schemas/property";
import { requireAdvertiserApi } from "~/services/auth.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";
import { ownSaveFailed } from "./__own-listing-api.server";
import { imageJson } from "./__image-api.server";

const NOT_FOUND = "Image not found";
const METHODS = "PATCH, DELETE";

// PATCH /api/account/images/{imageId} {orderIndex} → 200 the image at its new place (one of the same listing and
// kind already there takes its old place); DELETE → 200 {id, deleted: true}. Only an image of the signed-in
// advertiser's own listings (issue 51); a published listing goes back to review (decision 0075). Another
// advertiser's image, or a missing one: the same 404. 401 signed out.
export async function action({ request, params }: ActionFunctionArgs) {
  refuseCrossSite(request);
  if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed(METHODS);
  await guardWrite(request, { body: request.method === "DELETE" ? "none" : "json" });
  const advertiser = await requireAdvertiserApi(request);
  const id = parseId(params.imageId);
  // Whose it is is checked before the body is: another's id is a 404 whatever was sent.
  if (id === null || !(await getOwnImage(advertiser, id))) return jsonError(404, NOT_FOUND);
  try {
    if (request.method === "DELETE") {
      if (!(await deleteOwnImage(advertiser, id))) return jsonError(404, NOT_FOUND);
      return json({ id, deleted: true }, { headers: NO_STORE });
    }
    const { orderIndex } = await readJsonBody(request, ImageOrderSchema);
    const image = await setOwnImageOrder(advertiser, id, orderIndex);
    if (!image) return jsonError(404, NOT_FOUND);
    return json(imageJson(image), { headers: NO_STORE });
  } catch (error) {
    return ownSaveFailed(error);
  }
}

export function loader() {
  return methodNotAllowed(METHODS);
}
