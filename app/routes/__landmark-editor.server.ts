import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { LANDMARKS_PATH } from "~/components/admin/LandmarkForm";
import type { Actor } from "~/models/activity.server";
import { getLandmark, type LandmarkSaveResult } from "~/models/landmarks.server";
import { LandmarkFormSchema, type LandmarkInput } from "~/schemas/landmark";
import { requireAdmin } from "~/services/auth.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { translatorFor } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { jsonError, notFound, parseId } from "~/utils/http.server";

const DUPLICATE_MESSAGE = { name: "admin.landmarks.duplicate", nameAr: "admin.landmarks.duplicateAr" } as const;

/** The API's 409 for a name (English or Arabic) another landmark has, in English as the API speaks. */
export async function duplicateLandmark(field: "name" | "nameAr") {
  const t = await translatorFor("en");
  const message = t(DUPLICATE_MESSAGE[field]);
  return jsonError(409, message, { [field]: [message] });
}

/** The landmark a dashboard route's `id` parameter names, or a thrown 404. */
export async function requireLandmark(idParam: string | undefined) {
  const id = parseId(idParam);
  const landmark = id === null ? null : await getLandmark(id);
  if (!landmark) notFound();
  return landmark;
}

// The action of the landmark editor, shared by the add and edit routes: they differ only in `save`.
export async function landmarkEditorAction(
  request: Request,
  save: (admin: Actor, input: LandmarkInput) => Promise<LandmarkSaveResult>,
  savedToast: string,
) {
  await guardWrite(request);
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await readFormData(request), { schema: LandmarkFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await save(admin, submission.value);
  if (result.status === "not-found") notFound();
  if (result.status === "duplicate") {
    return data(submission.reply({ fieldErrors: { [result.field]: [DUPLICATE_MESSAGE[result.field]] } }), { status: 409 });
  }
  return redirectWithToast(LANDMARKS_PATH, { title: savedToast });
}
