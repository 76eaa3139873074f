import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { PropertyForm } from "~/components/admin/PropertyForm";
import { saveOwnListing } from "~/models/advertiser-listings.server";
import { listDistricts } from "~/models/districts.server";
import { newPropertyDefaults } from "~/schemas/property-form";
import { requireAdvertiser } from "~/services/auth.server";
import { getT } from "~/services/i18n.server";
import { pageTitle } from "~/utils/meta";
import { readEditorForm, saveEditorForm } from "./__property-editor.server";

// /account/listings/new: an advertiser's new listing (issue 51), the dashboard's editor without its
// administrators' parts; saved as a draft or submitted for review.
const LISTINGS = "/account/listings";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdvertiser(request);
  const [t, districts] = await Promise.all([getT(request), listDistricts()]);
  return {
    title: t("account.listings.newTitle"),
    districts: districts.map(({ name, nameAr }) => ({ name, nameAr })),
    defaults: { ...newPropertyDefaults(), lifecycle: "draft" as const },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title, matches) },
  { name: "robots", content: "noindex" },
];

export async function action({ request }: ActionFunctionArgs) {
  const read = await readEditorForm(request, requireAdvertiser);
  if ("answer" in read) return read.answer;
  const submit = read.form.get("intent") === "submit";
  return saveEditorForm(
    request,
    read.form,
    (input, images) => saveOwnListing(read.writer, null, input, images, { submit }),
    submit ? "account.listings.submitted" : "account.listings.saved",
    LISTINGS,
  );
}

export default function NewOwnListing() {
  const { t } = useTranslation();
  const { districts, defaults } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <PropertyForm
      audience="advertiser"
      title={t("account.listings.newTitle")}
      lastResult={lastResult}
      defaultValue={defaults}
      districts={districts}
      closeTo={LISTINGS}
    />
  );
}
