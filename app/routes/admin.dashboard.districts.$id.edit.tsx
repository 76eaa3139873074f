import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminDialog } from "~/components/admin/AdminDialog";
import { DISTRICTS_PATH, DistrictForm } from "~/components/admin/DistrictForm";
import { updateDistrict } from "~/models/admin-districts.server";
import { DistrictFormSchema } from "~/schemas/district";
import { requireAdmin } from "~/services/auth.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";
import { notFound, parseId } from "~/utils/http.server";
import { requireDistrict } from "~/utils/route-meta.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const district = await requireDistrict(params.id);
  return { district: { id: district.id, name: district.name, latitude: district.latitude, longitude: district.longitude } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await guardWrite(request);
  await requireAdmin(request);
  const id = parseId(params.id);
  if (id === null) notFound();
  const submission = parseWithZod(await readFormData(request), { schema: DistrictFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await updateDistrict(id, submission.value);
  if (result.status === "not-found") notFound();
  if (result.status === "duplicate") {
    return data(submission.reply({ fieldErrors: { name: ["admin.districts.duplicate"] } }), { status: 409 });
  }
  return redirectWithToast(DISTRICTS_PATH, { title: "admin.districts.updated" });
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
