import type { ActionFunctionArgs } from "@remix-run/node";
import { requireAdminApi } from "~/services/auth.server";
import { refuseCrossSite } from "~/services/guard.server";
import { methodNotAllowed } from "~/route-helpers/http.server";
import { inquiryApiUpdate } from "./__inquiry-desk.server";

// PATCH /api/admin/inquiries/{id} {status?, note?} → 200 inquiry; 400, 401, 404.
export async function action({ request, params }: ActionFunctionArgs) {
  // The method first: a method the path does not take is a 405 whatever its body (the OpenAPI document).
  refuseCrossSite(request);
  if (request.method !== "PATCH") return methodNotAllowed("PATCH");
  return inquiryApiUpdate(request, params.id, () => requireAdminApi(request));
}

export function loader() {
  return methodNotAllowed("PATCH");
}
