import type { LoaderFunctionArgs } from "@remix-run/node";
import { countInquiries, listInquiries } from "~/models/inquiries.server";
import { AdminPagingSchema, describeIssues, queryToInput } from "~/schemas/filters";
import { requireAdminApi } from "~/services/auth.server";
import { json, jsonError, NO_STORE, readOnlyAction } from "~/utils/http.server";

// GET /api/admin/inquiries?limit=&offset= → 200 [{id, name, email, phone, propertyId, message, createdAt}],
// newest first, 100 by default and at most 500 at a time; X-Total-Count gives the whole count. 400, 401.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminApi(request);
  const paging = AdminPagingSchema.safeParse(queryToInput(new URL(request.url).searchParams, ["limit", "offset"]));
  if (!paging.success) return jsonError(400, `Invalid query: ${describeIssues(paging.error).join("; ")}`);
  const [inquiries, total] = await Promise.all([listInquiries(paging.data), countInquiries()]);
  return json(
    inquiries.map(({ id, name, email, phone, propertyId, message, createdAt }) => ({
      id,
      name,
      email,
      phone,
      propertyId,
      message,
      createdAt,
    })),
    { headers: { ...NO_STORE, "X-Total-Count": String(total) } },
  );
}

export const action = readOnlyAction("GET");
