import type { ActionFunctionArgs } from "@remix-run/node";
import { createInquiry } from "~/models/inquiries.server";
import { ApiInquirySchema } from "~/schemas/inquiry";
import { clientAddressOf } from "~/services/client.server";
import { guardWrite, refuseCrossSite } from "~/services/guard.server";
import { getLanguage } from "~/services/i18n.server";
import { takeMessageSlot } from "~/services/throttle.server";
import { json, jsonError, NO_STORE, readJsonBody, methodNotAllowed } from "~/route-helpers/http.server";

// POST /api/inquiries {propertyId, name, email, phone, message} → 201 with the stored inquiry; 400, 404,
// 415, and 429 with Retry-After past 5 per listing in 10 minutes or 30 an hour from one address.
export async function action({ request, context }: ActionFunctionArgs) {
  // The method first: a method the path does not take is a 405 whatever its body (the OpenAPI document).
  refuseCrossSite(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  await guardWrite(request, { body: "json" });
  const { propertyId, ...inquiry } = await readJsonBody(request, ApiInquirySchema);
  const waitSeconds = await takeMessageSlot(clientAddressOf(context), `listing:${propertyId}`);
  if (waitSeconds > 0) {
    return json(
      { error: "Too many messages from this address; try again later" },
      { status: 429, headers: { ...NO_STORE, "Retry-After": String(waitSeconds) } },
    );
  }
  // The visitor's language as the request tells it (?lng=, the lng cookie, Accept-Language), for the reply.
  const saved = await createInquiry(propertyId, inquiry, await getLanguage(request));
  if (!saved) return jsonError(404, "Property not found");
  return json(saved, { status: 201, headers: NO_STORE });
}

export function loader() {
  return methodNotAllowed("POST");
}
