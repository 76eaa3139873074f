import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { ConfirmDeletePage, DeleteRefused } from "~/components/admin/ConfirmDelete";
import { dashboardPath, pageQuery, propertyRowId } from "~/components/admin/dashboard-view";
import { lifecyclePath } from "~/components/admin/LifecycleButtons";
import { deleteProperty } from "~/models/admin-properties.server";
import { requireAdmin } from "~/services/auth.server";
import { guardWrite } from "~/services/guard.server";
import { getT } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { formatNumber } from "~/utils/format";
import { parseId } from "~/route-helpers/http.server";
import { requireProperty } from "~/route-helpers/route-meta.server";
import { pickLanguage } from "~/utils/localized";
import { pageTitle } from "~/utils/meta";
import { useLanguage } from "~/utils/use-language";

// /admin/dashboard/properties/{id}/delete: the confirmation page (reached without JavaScript; with
// it the table's dialog posts here directly). The action deletes the property, its images' files too,
// or, while the listing has inquiries, refuses (409) and offers to archive it instead.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const property = await requireProperty(params.id);
  const t = await getT(request);
  return { title: t("admin.confirmTitle"), property: { id: property.id, title: property.title, titleAr: property.titleAr } };
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
  const result = id === null ? null : await deleteProperty(admin, id);
  if (!result) return redirectWithToast(back, { title: "admin.failed", description: "Property not found", variant: "destructive" });
  if (!result.deleted) return data({ refusedInquiries: result.inquiries }, { status: 409 });
  return redirectWithToast(back, { title: "admin.properties.deleted" });
}

export default function ConfirmPropertyDelete() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { property } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { search } = useLocation();
  const title = pickLanguage(property.title, property.titleAr, language).text;
  return (
    <ConfirmDeletePage
      message={t("admin.properties.confirmDelete", { title })}
      cancelTo={dashboardPath(search)}
      refusal={
        refused ? (
          <DeleteRefused
            message={t("admin.properties.deleteRefused", { title, inquiries: formatNumber(refused.refusedInquiries, language) })}
            cancelTo={dashboardPath(search)}
            archiveAction={`${lifecyclePath(property.id, pageQuery(search))}#${propertyRowId(property.id)}`}
          />
        ) : undefined
      }
    />
  );
}
