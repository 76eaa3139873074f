import type { ActionFunctionArgs } from "@remix-run/node";
import { updateInquiry } from "~/models/inquiries.server";
import { InquiryUpdateSchema } from "~/schemas/inquiry-desk";
import { requireAdminApi } from "~/services/auth.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";
import { inquiryJson } from "./__inquiry-desk.server";
import { json, jsonError, methodNotAllowed, NO_STORE, parseId, readJsonBody } from "~/route-helpers/http.server";

const NOT_FOUND = "Inquiry not found";

// PATCH /api/admin/inquiries/{id} {status?, note?} → 200 inquiry; 400, 401, 404.
export async function action({ request, params }: ActionFunctionArgs) {
  // The method first: a method the path does not take is a 405 whatever its body (the OpenAPI document).
  refuseCrossSite(request);
  if (request.method !== "PATCH") return methodNotAllowed("PATCH");
  await guardWrite(request, { body: "json" });
  const admin = await requireAdminApi(request);
  const id = parseId(params.id);
  if (id === null) return jsonError(404, NOT_FOUND);
  const change = await readJsonBody(request, InquiryUpdateSchema);
  const inquiry = await updateInquiry(admin, id, change);
  if (!inquiry) return jsonError(404, NOT_FOUND);
  return json(inquiryJson(inquiry), { headers: NO_STORE });
}

export function loader() {
  return methodNotAllowed("PATCH");
}
