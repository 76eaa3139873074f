import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminDialog } from "~/components/admin/AdminDialog";
import { DISTRICTS_PATH, DistrictForm } from "~/components/admin/DistrictForm";
import { createDistrict } from "~/models/admin-districts.server";
import { DistrictFormSchema } from "~/schemas/district";
import { requireAdmin } from "~/services/auth.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await guardWrite(request);
  await requireAdmin(request);
  const submission = parseWithZod(await readFormData(request), { schema: DistrictFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await createDistrict(submission.value);
  if (result.status !== "saved") {
    return data(submission.reply({ fieldErrors: { name: ["admin.districts.duplicate"] } }), { status: 409 });
  }
  return redirectWithToast(DISTRICTS_PATH, { title: "admin.districts.created" });
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
