import { LifecycleMoveError, TextsMissingError, UnknownDistrictError } from "~/models/admin-properties.server";
import { EmailNotVerifiedError } from "~/models/advertiser-listings.server";
import { jsonError } from "~/route-helpers/http.server";
import { textsMissingJson } from "./__property-editor.server";

// What /api/account/properties* share (issue 51). Files starting "__" are not routes (app/routes.ts).

/** The advertiser's save or move refused, as the API answers it; anything else is thrown on. */
export function ownSaveFailed(error: unknown) {
  if (error instanceof UnknownDistrictError) return jsonError(400, error.message, { district: [error.message] });
  if (error instanceof TextsMissingError) return textsMissingJson(error);
  if (error instanceof EmailNotVerifiedError) return jsonError(403, `${error.message}: drafts save meanwhile`);
  if (error instanceof LifecycleMoveError)
    return jsonError(409, `${error.message}: withdraw a published listing or one in review; submit a draft or a withdrawn one`);
  throw error;
}
