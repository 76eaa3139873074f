import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { InquiryDetail } from "~/components/admin/InquiryDetail";
import { requireAdmin } from "~/services/auth.server";
import { guardWrite } from "~/services/guard.server";
import { inquiryDetail, saveInquiryForm } from "./__inquiry-desk.server";

// /admin/dashboard/inquiries/{id}: the whole inquiry, reply shortcuts drafted in the visitor's language,
// the administrators' notes (newest first, each with its admin and Riyadh time), and a plain form that moves
// it along the pipeline and adds a note (post/redirect/get with a toast; no script needed).

export async function loader({ request, params }: LoaderFunctionArgs) {
  return inquiryDetail(request, params.id, await requireAdmin(request));
}

export async function action({ request, params }: ActionFunctionArgs) {
  await guardWrite(request);
  return saveInquiryForm(request, params.id, await requireAdmin(request), "admin");
}

export default function InquiryPage() {
  const { inquiry, reply } = useLoaderData<typeof loader>();
  return <InquiryDetail desk="admin" inquiry={inquiry} reply={reply} lastResult={useActionData<typeof action>()} />;
}
