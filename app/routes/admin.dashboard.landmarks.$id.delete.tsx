import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { ConfirmDeletePage } from "~/components/admin/ConfirmDelete";
import { LANDMARKS_PATH } from "~/components/admin/LandmarkForm";
import { deleteLandmark } from "~/models/landmarks.server";
import { requireAdmin } from "~/services/auth.server";
import { guardWrite } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";
import { notFound, parseId } from "~/route-helpers/http.server";
import { requireLandmark } from "./__landmark-editor.server";

// GET: the confirmation (reached without JavaScript); POST: the delete itself.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const landmark = await requireLandmark(params.id);
  return { name: landmark.name };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await guardWrite(request);
  const admin = await requireAdmin(request);
  const id = parseId(params.id);
  if (id === null || !(await deleteLandmark(admin, id))) notFound();
  return redirectWithToast(LANDMARKS_PATH, { title: "admin.landmarks.deleted" });
}

export default function ConfirmLandmarkDelete() {
  const { t } = useTranslation();
  const { name } = useLoaderData<typeof loader>();
  return <ConfirmDeletePage message={t("admin.landmarks.confirmDelete", { name })} cancelTo={LANDMARKS_PATH} />;
}
