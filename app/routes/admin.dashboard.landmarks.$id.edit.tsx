import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AdminDialog } from "~/components/admin/AdminDialog";
import { LANDMARKS_PATH, LandmarkForm } from "~/components/admin/LandmarkForm";
import { updateLandmark } from "~/models/landmarks.server";
import { requireAdmin } from "~/services/auth.server";
import { parseId } from "~/route-helpers/http.server";
import { landmarkEditor, requireLandmark } from "./__landmark-editor.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { id, name, nameAr, kind, latitude, longitude } = await requireLandmark(params.id);
  return { landmark: { id, name, nameAr, kind, latitude, longitude } };
}

export function action({ request, params }: ActionFunctionArgs) {
  const id = parseId(params.id);
  return landmarkEditor.action(
    request,
    (admin, input) => (id === null ? Promise.resolve({ status: "not-found" as const }) : updateLandmark(admin, id, input)),
    "admin.landmarks.updated",
  );
}

export default function EditLandmark() {
  const { t } = useTranslation();
  const { landmark } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <AdminDialog title={t("admin.landmarks.editTitle")} closeTo={LANDMARKS_PATH}>
      <LandmarkForm key={landmark.id} lastResult={lastResult} defaultValue={landmark} />
    </AdminDialog>
  );
}
