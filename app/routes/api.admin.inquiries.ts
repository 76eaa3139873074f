import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdminApi } from "~/services/auth.server";
import { readOnlyAction } from "~/route-helpers/http.server";
import { inquiriesApiList } from "./__inquiry-desk.server";

// GET /api/admin/inquiries?kind=&status=&propertyId=&from=&to=&q=&limit=&offset= → 200 [inquiry], newest
// first, 100 by default and at most 500 at a time; X-Total-Count gives how many the filter finds. 400, 401.
export async function loader({ request }: LoaderFunctionArgs) {
  return inquiriesApiList(request, await requireAdminApi(request));
}

export const action = readOnlyAction("GET");
