import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AdminDialog } from "~/components/admin/AdminDialog";
import { DISTRICTS_PATH, DistrictForm } from "~/components/admin/DistrictForm";
import { updateDistrict } from "~/models/admin-districts.server";
import { requireAdmin } from "~/services/auth.server";
import { parseId } from "~/route-helpers/http.server";
import { requireDistrict } from "~/route-helpers/route-meta.server";
import { districtEditor } from "./__district-editor.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const district = await requireDistrict(params.id);
  const { id, name, nameAr, latitude, longitude } = district;
  return { district: { id, name, nameAr, latitude, longitude } };
}

export function action({ request, params }: ActionFunctionArgs) {
  const id = parseId(params.id);
  return districtEditor.action(
    request,
    (admin, input) => (id === null ? Promise.resolve({ status: "not-found" as const }) : updateDistrict(admin, id, input)),
    "admin.districts.updated",
  );
}

export default function EditDistrict() {
  const { t } = useTranslation();
  const { district } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <AdminDialog title={t("admin.districts.editTitle")} closeTo={DISTRICTS_PATH}>
      <DistrictForm key={district.id} lastResult={lastResult} defaultValue={district} />
    </AdminDialog>
  );
}
