import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { ConfirmDeletePage } from "~/components/admin/ConfirmDelete";
import { DISTRICTS_PATH } from "~/components/admin/DistrictForm";
import { deleteDistrict } from "~/models/admin-districts.server";
import { requireAdmin } from "~/services/auth.server";
import { guardWrite } from "~/services/guard.server";
import { getT } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { notFound, parseId } from "~/route-helpers/http.server";
import { requireDistrict } from "~/route-helpers/route-meta.server";

// GET: the confirmation (reached without JavaScript); POST: the delete itself.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const district = await requireDistrict(params.id);
  return { name: district.name };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await guardWrite(request);
  const admin = await requireAdmin(request);
  const id = parseId(params.id);
  if (id === null) notFound();
  const result = await deleteDistrict(admin, id);
  if (result.status === "not-found") notFound();
  if (result.status === "in-use") {
    // Refused: back to the table with the reason (translated here, as the toast carries plain text).
    const t = await getT(request);
    return redirectWithToast(DISTRICTS_PATH, {
      title: t("admin.failed"),
      description: t("admin.districts.inUse", { name: result.district.name, count: result.inUse }),
      variant: "destructive",
    });
  }
  return redirectWithToast(DISTRICTS_PATH, { title: "admin.districts.deleted" });
}

export default function ConfirmDistrictDelete() {
  const { t } = useTranslation();
  const { name } = useLoaderData<typeof loader>();
  return <ConfirmDeletePage message={t("admin.districts.confirmDelete", { name })} cancelTo={DISTRICTS_PATH} />;
}
