import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AdminDialog } from "~/components/admin/AdminDialog";
import { DISTRICTS_PATH, DistrictForm } from "~/components/admin/DistrictForm";
import { createDistrict } from "~/models/admin-districts.server";
import { requireAdmin } from "~/services/auth.server";
import { districtEditor } from "./__district-editor.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export function action({ request }: ActionFunctionArgs) {
  return districtEditor.action(request, createDistrict, "admin.districts.created");
}

export default function NewDistrict() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  return (
    <AdminDialog title={t("admin.districts.newTitle")} closeTo={DISTRICTS_PATH}>
      <DistrictForm lastResult={lastResult} />
    </AdminDialog>
  );
}
