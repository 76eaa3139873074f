import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { DISTRICTS_PATH } from "~/components/admin/DistrictForm";
import type { DistrictSaveResult } from "~/models/admin-districts.server";
import { DistrictFormSchema, type DistrictInput } from "~/schemas/district";
import { requireAdmin } from "~/services/auth.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";
import { notFound } from "~/utils/http.server";

// The action of the district editor, shared by the add and edit routes: they differ only in `save`.
export async function districtEditorAction(
  request: Request,
  save: (input: DistrictInput) => Promise<DistrictSaveResult>,
  savedToast: string,
) {
  await guardWrite(request);
  await requireAdmin(request);
  const submission = parseWithZod(await readFormData(request), { schema: DistrictFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await save(submission.value);
  if (result.status === "not-found") notFound();
  if (result.status === "duplicate")
    return data(submission.reply({ fieldErrors: { name: ["admin.districts.duplicate"] } }), { status: 409 });
  return redirectWithToast(DISTRICTS_PATH, { title: savedToast });
}
