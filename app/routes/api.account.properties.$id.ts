import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getOwnListing, moveOwnListing, saveOwnListing } from "~/models/advertiser-listings.server";
import { ownListingJson } from "~/route-helpers/account-json.server";
import { fieldErrorsOf, json, jsonError, methodNotAllowed, NO_STORE, parseId, readJsonBody } from "~/route-helpers/http.server";
import { OwnListingPatchSchema, PropertyInputSchema } from "~/schemas/property";
import { requireAdvertiserApi } from "~/services/auth.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";
import { ownSaveFailed } from "./__own-listing-api.server";

const NOT_FOUND = "Property not found";

// GET /api/account/properties/{id} → one of the signed-in advertiser's listings, with its images' ids and the
// reason a review returned it (issue 51). PATCH {intent: draft|submit, ...any of its fields} saves it as its
// editor does, the fields given over its own, checked whole by the same schema; PATCH {intent: withdraw} takes
// it off the site, {intent: submit} alone sends a withdrawn listing or a draft to review as it is. Any change
// to a published listing takes it back through review (decision 0075). Another advertiser's id, or a missing
// one: the same 404. 401 signed out; 403 submitting before the address is verified; 409 a move its state does
// not allow.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const advertiser = await requireAdvertiserApi(request);
  const id = parseId(params.id);
  const listing = id === null ? null : await ownListingJson(advertiser, id);
  if (!listing) return jsonError(404, NOT_FOUND);
  return json(listing, { headers: NO_STORE });
}

export async function action({ request, params }: ActionFunctionArgs) {
  refuseCrossSite(request);
  if (request.method !== "PATCH") return methodNotAllowed("GET, PATCH");
  await guardWrite(request, { body: "json" });
  const advertiser = await requireAdvertiserApi(request);
  const id = parseId(params.id);
  // Whose it is is checked before the body is: another's id is a 404 whatever was sent.
  const listing = id === null ? null : await getOwnListing(advertiser, id);
  if (id === null || !listing) return jsonError(404, NOT_FOUND);
  const { intent, ...patch } = await readJsonBody(request, OwnListingPatchSchema);
  const fields = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  try {
    let saved;
    if (Object.keys(fields).length === 0 && intent !== "draft") saved = await moveOwnListing(advertiser, id, intent);
    else if (intent === "withdraw") return jsonError(400, "Withdrawing takes no fields: send them with intent draft or submit");
    else {
      // Moved to another district without a point of its own, it takes that district's centre (as a PUT does).
      const { latitude, longitude, ...kept } = listing;
      const point = fields.district === undefined || fields.district === listing.district ? { latitude, longitude } : {};
      const input = PropertyInputSchema.safeParse({ ...kept, ...point, ...fields });
      if (!input.success) return jsonError(400, "Invalid input", await fieldErrorsOf(input.error));
      saved = await saveOwnListing(advertiser, id, input.data, {}, { submit: intent === "submit" });
    }
    const answer = saved && (await ownListingJson(advertiser, id));
    if (!answer) return jsonError(404, NOT_FOUND);
    return json(answer, { headers: NO_STORE });
  } catch (error) {
    return ownSaveFailed(error);
  }
}
