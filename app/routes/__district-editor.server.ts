import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { DISTRICTS_PATH } from "~/components/admin/DistrictForm";
import type { Actor } from "~/models/activity.server";
import type { DistrictSaveResult } from "~/models/admin-districts.server";
import { DistrictFormSchema, type NewDistrictInput } from "~/schemas/district";
import { requireAdmin } from "~/services/auth.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";
import { translatorFor } from "~/services/i18n.server";
import { jsonError, notFound } from "~/utils/http.server";

const DUPLICATE_MESSAGE = { name: "admin.districts.duplicate", nameAr: "admin.districts.duplicateAr" } as const;

/** The API's 409 for a name (English or Arabic) another district has, in English as the API speaks. */
export async function duplicateDistrict(field: "name" | "nameAr") {
  const t = await translatorFor("en");
  const message = t(DUPLICATE_MESSAGE[field]);
  return jsonError(409, message, { [field]: [message] });
}

// The action of the district editor, shared by the add and edit routes: they differ only in `save`.
export async function districtEditorAction(
  request: Request,
  save: (admin: Actor, input: NewDistrictInput) => Promise<DistrictSaveResult>,
  savedToast: string,
) {
  await guardWrite(request);
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await readFormData(request), { schema: DistrictFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await save(admin, submission.value);
  if (result.status === "not-found") notFound();
  if (result.status === "duplicate") {
    return data(submission.reply({ fieldErrors: { [result.field]: [DUPLICATE_MESSAGE[result.field]] } }), { status: 409 });
  }
  return redirectWithToast(DISTRICTS_PATH, { title: savedToast });
}
