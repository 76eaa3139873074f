import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdvertiserApi } from "~/services/auth.server";
import { readOnlyAction } from "~/route-helpers/http.server";
import { inquiriesApiList } from "./__inquiry-desk.server";

// GET /api/account/inquiries?kind=&status=&propertyId=&from=&to=&q=&limit=&offset= → 200 [inquiry]: the
// signed-in advertiser's leads (inquiries about their own listings, issue 51), as GET /api/admin/inquiries
// answers: newest first, 100 by default and at most 500 at a time, X-Total-Count. 400, 401.
export async function loader({ request }: LoaderFunctionArgs) {
  return inquiriesApiList(request, await requireAdvertiserApi(request));
}

export const action = readOnlyAction("GET");
