import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { InquiryDetail } from "~/components/admin/InquiryDetail";
import { requireAdvertiser } from "~/services/auth.server";
import { getT } from "~/services/i18n.server";
import { guardWrite } from "~/services/guard.server";
import { pageTitle } from "~/utils/meta";
import { inquiryDetail, saveInquiryForm } from "./__inquiry-desk.server";

// /account/leads/{id}: one lead on the advertiser's own listing (issue 51), as the administrators' inquiry
// page shows it: its status along the pipeline and the advertiser's own notes (the log names them). Another
// advertiser's lead is a 404, the same as one that does not exist.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const advertiser = await requireAdvertiser(request);
  const [t, lead] = await Promise.all([getT(request), inquiryDetail(request, params.id, advertiser)]);
  return { ...lead, title: t("admin.inquiries.detailTitle", { id: lead.inquiry.id }) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await guardWrite(request);
  return saveInquiryForm(request, params.id, await requireAdvertiser(request), "account");
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title, matches) },
  { name: "robots", content: "noindex" },
];

export default function OwnLead() {
  const { inquiry, reply } = useLoaderData<typeof loader>();
  return <InquiryDetail desk="account" inquiry={inquiry} reply={reply} lastResult={useActionData<typeof action>()} />;
}
