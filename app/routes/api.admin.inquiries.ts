import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listInquiries } from "~/models/inquiries.server";
import { requireAdminApi } from "~/services/auth.server";
import { guardWrite } from "~/services/guard.server";
import { json, methodNotAllowed, NO_STORE } from "~/utils/http.server";

// GET /api/admin/inquiries → 200 [{id, name, email, phone, propertyId, message, createdAt}], newest first; 401.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminApi(request);
  const inquiries = await listInquiries();
  return json(
    inquiries.map(({ id, name, email, phone, propertyId, message, createdAt }) => ({ id, name, email, phone, propertyId, message, createdAt })),
    { headers: NO_STORE },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  await guardWrite(request, { body: "json" });
  return methodNotAllowed("GET");
}
