import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { dashboardPath } from "~/components/admin/dashboard-view";
import { PropertyForm } from "~/components/admin/PropertyForm";
import { createProperty } from "~/models/admin-properties.server";
import { listDistricts } from "~/models/districts.server";
import { newPropertyDefaults } from "~/schemas/property-form";
import { requireAdmin } from "~/services/auth.server";
import { getT } from "~/services/i18n.server";
import { pageTitle } from "~/utils/meta";
import { readEditorForm, saveEditorForm } from "./__property-editor.server";

// /admin/dashboard/properties/new: the add-property dialog over the table (a page of its own without JS).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [t, districts] = await Promise.all([getT(request), listDistricts()]);
  return {
    title: t("admin.properties.newTitle"),
    districts: districts.map(({ name, nameAr }) => ({ name, nameAr })),
    defaults: newPropertyDefaults(),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title, matches) },
  { name: "robots", content: "noindex" },
];

export async function action({ request }: ActionFunctionArgs) {
  const read = await readEditorForm(request);
  if ("answer" in read) return read.answer;
  return saveEditorForm(request, read.form, (input, images) => createProperty(read.writer, input, images), "admin.properties.created");
}

export default function NewPropertyDialog() {
  const { t } = useTranslation();
  const { districts, defaults } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { search } = useLocation();
  return (
    <PropertyForm
      title={t("admin.properties.newTitle")}
      lastResult={lastResult}
      defaultValue={defaults}
      districts={districts}
      closeTo={dashboardPath(search)}
    />
  );
}
