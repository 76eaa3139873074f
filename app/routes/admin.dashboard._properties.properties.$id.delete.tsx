import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConfirmDeletePage } from "~/components/admin/ConfirmDelete";
import { dashboardPath } from "~/components/admin/dashboard-view";
import { deleteProperty } from "~/models/admin-properties.server";
import { getProperty } from "~/models/properties.server";
import { requireAdmin } from "~/services/auth.server";
import { guardWrite } from "~/services/guard.server";
import { getT } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { notFound, parseId } from "~/utils/http.server";
import { pageTitle } from "~/utils/meta";

// /admin/dashboard/properties/{id}/delete: the confirmation page (reached without JavaScript; with
// it the table's dialog posts here directly). The action deletes the property, its images' files too.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const property = id === null ? null : await getProperty(id);
  if (!property) notFound();
  const t = await getT(request);
  return { title: t("admin.confirmTitle"), property: { id: property.id, title: property.title } };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title, matches) },
  { name: "robots", content: "noindex" },
];

export async function action({ request, params }: ActionFunctionArgs) {
  await guardWrite(request);
  const admin = await requireAdmin(request);
  const back = dashboardPath(new URL(request.url).search);
  const id = parseId(params.id);
  if (id === null || !(await deleteProperty(admin, id))) {
    return redirectWithToast(back, { title: "admin.failed", description: "Property not found", variant: "destructive" });
  }
  return redirectWithToast(back, { title: "admin.properties.deleted" });
}

export default function ConfirmPropertyDelete() {
  const { t } = useTranslation();
  const { property } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return <ConfirmDeletePage message={t("admin.properties.confirmDelete", { title: property.title })} cancelTo={dashboardPath(search)} />;
}
