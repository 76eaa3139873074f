import type { ActionFunctionArgs } from "@remix-run/node";
import { requireAdvertiserApi } from "~/services/auth.server";
import { refuseCrossSite } from "~/services/guard.server";
import { methodNotAllowed } from "~/route-helpers/http.server";
import { inquiryApiUpdate } from "./__inquiry-desk.server";

// PATCH /api/account/inquiries/{id} {status?, note?} → 200 the advertiser's lead with their notes (issue 51);
// 400, 401, and 404 for another advertiser's lead exactly as for a missing one.
export async function action({ request, params }: ActionFunctionArgs) {
  // The method first: a method the path does not take is a 405 whatever its body (the OpenAPI document).
  refuseCrossSite(request);
  if (request.method !== "PATCH") return methodNotAllowed("PATCH");
  return inquiryApiUpdate(request, params.id, () => requireAdvertiserApi(request));
}

export function loader() {
  return methodNotAllowed("PATCH");
}
