import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdvertiser } from "~/services/auth.server";
import { inquiriesCsv } from "./__inquiry-desk.server";

// /account/leads.csv?status=&propertyId=&from=&to=&q=: the advertiser's own leads their desk's filter finds
// (issue 51), as the administrators' CSV writes them.
export async function loader({ request }: LoaderFunctionArgs) {
  return inquiriesCsv(request, await requireAdvertiser(request), "leads");
}
