import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/services/auth.server";
import { inquiriesCsv } from "./__inquiry-desk.server";

// /admin/dashboard/inquiries.csv?kind=&status=&propertyId=&from=&to=&q=: the inbox the tab's filter finds,
// newest first, as a spreadsheet in the admin's language (times in Riyadh).
export async function loader({ request }: LoaderFunctionArgs) {
  return inquiriesCsv(request, await requireAdmin(request), "inquiries");
}
