import type { ActionFunctionArgs } from "@remix-run/node";
import { createInquiry } from "~/models/inquiries.server";
import { ApiInquirySchema } from "~/schemas/inquiry";
import { guardWrite } from "~/services/guard.server";
import { json, jsonError, NO_STORE, readJsonBody, methodNotAllowed } from "~/utils/http.server";

// POST /api/inquiries {propertyId, name, email, phone, message} → 201 with the stored inquiry.
export async function action({ request }: ActionFunctionArgs) {
  await guardWrite(request, { body: "json" });
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { propertyId, ...inquiry } = await readJsonBody(request, ApiInquirySchema);
  const saved = await createInquiry(propertyId, inquiry);
  if (!saved) return jsonError(404, "Property not found");
  return json(saved, { status: 201, headers: NO_STORE });
}

export function loader() {
  return methodNotAllowed("POST");
}
