import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InquiryList } from "~/components/admin/InquiryList";
import { requireAdmin } from "~/services/auth.server";
import { inquiryListPage } from "./__inquiry-desk.server";

// /admin/dashboard/inquiries: every inquiry, listing inquiries and contact-page messages alike (the lead desk).
export async function loader({ request }: LoaderFunctionArgs) {
  return inquiryListPage(request, await requireAdmin(request));
}

export default function InquiriesTab() {
  return <InquiryList desk="admin" page={useLoaderData<typeof loader>()} />;
}
