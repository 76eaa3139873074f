import { LANDMARKS_PATH } from "~/components/admin/LandmarkForm";
import { getLandmark } from "~/models/landmarks.server";
import { LandmarkFormSchema } from "~/schemas/landmark";
import { notFound, parseId } from "~/route-helpers/http.server";
import { placeEditor } from "./__place-editor.server";

export const landmarkEditor = placeEditor({
  schema: LandmarkFormSchema,
  tablePath: LANDMARKS_PATH,
  duplicate: { name: "admin.landmarks.duplicate", nameAr: "admin.landmarks.duplicateAr" },
});

/** The landmark a dashboard route's `id` parameter names, or a thrown 404. */
export async function requireLandmark(idParam: string | undefined) {
  const id = parseId(idParam);
  const landmark = id === null ? null : await getLandmark(id);
  if (!landmark) notFound();
  return landmark;
}
