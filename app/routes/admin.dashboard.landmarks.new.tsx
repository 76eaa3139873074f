import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AdminDialog } from "~/components/admin/AdminDialog";
import { LANDMARKS_PATH, LandmarkForm } from "~/components/admin/LandmarkForm";
import { createLandmark } from "~/models/landmarks.server";
import { requireAdmin } from "~/services/auth.server";
import { landmarkEditor } from "./__landmark-editor.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export function action({ request }: ActionFunctionArgs) {
  return landmarkEditor.action(request, createLandmark, "admin.landmarks.created");
}

export default function NewLandmark() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  return (
    <AdminDialog title={t("admin.landmarks.newTitle")} closeTo={LANDMARKS_PATH}>
      <LandmarkForm lastResult={lastResult} />
    </AdminDialog>
  );
}
