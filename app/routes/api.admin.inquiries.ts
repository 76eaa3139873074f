import type { LoaderFunctionArgs } from "@remix-run/node";
import { countInquiries, listInquiries } from "~/models/inquiries.server";
import { AdminPagingSchema, describeIssues, queryToInput } from "~/schemas/filters";
import { INQUIRY_FILTER_KEYS, InquiryFiltersSchema } from "~/schemas/inquiry-desk";
import { requireAdminApi } from "~/services/auth.server";
import { json, jsonError, NO_STORE, readOnlyAction } from "~/route-helpers/http.server";
import { inquiryJson } from "./__inquiry-desk.server";

// GET /api/admin/inquiries?status=&propertyId=&from=&to=&q=&limit=&offset= → 200 [inquiry], newest
// first, 100 by default and at most 500 at a time; X-Total-Count gives how many the filter finds. 400, 401.
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdminApi(request);
  const search = new URL(request.url).searchParams;
  const paging = AdminPagingSchema.safeParse(queryToInput(search, ["limit", "offset"]));
  const filters = InquiryFiltersSchema.safeParse(queryToInput(search, INQUIRY_FILTER_KEYS));
  if (!paging.success || !filters.success) {
    const problems = [paging.error, filters.error].flatMap((error) => (error ? describeIssues(error) : []));
    return jsonError(400, `Invalid query: ${problems.join("; ")}`);
  }
  const [inquiries, total] = await Promise.all([
    listInquiries(admin, { ...filters.data, ...paging.data }),
    countInquiries(admin, filters.data),
  ]);
  return json(inquiries.map(inquiryJson), { headers: { ...NO_STORE, "X-Total-Count": String(total) } });
}

export const action = readOnlyAction("GET");
