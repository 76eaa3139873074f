import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { DataTable } from "~/components/admin/DataTable";
import { DeleteWithConfirm } from "~/components/admin/ConfirmDelete";
import { LANDMARKS_PATH } from "~/components/admin/LandmarkForm";
import { listLandmarks } from "~/models/landmarks.server";
import { requireAdmin } from "~/services/auth.server";
import { sortByName } from "~/utils/district-names";
import { useLanguage } from "~/utils/use-language";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { landmarks: await listLandmarks() };
}

/** The landmarks table (issue 34); add, edit and the delete confirmation open over it (child routes in the Outlet). */
export default function LandmarksTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { landmarks: unsorted } = useLoaderData<typeof loader>();
  const landmarks = sortByName(unsorted, language);
  // A new location remounts the confirm dialogs, so none stays open.
  const { key: locationKey } = useLocation();

  return (
    <div>
      <div className="mb-4 flex justify-end">
        <Link
          to={`${LANDMARKS_PATH}/new`}
          preventScrollReset
          className="inline-flex items-center gap-2 rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-brand-ink hover:bg-brand-strong"
        >
          <span aria-hidden="true" className="text-base leading-none">
            +
          </span>
          {t("admin.landmarks.add")}
        </Link>
      </div>
      <DataTable
        stickyActions
        caption={t("admin.landmarksTab", { count: landmarks.length })}
        empty={t("admin.landmarks.empty")}
        headers={[
          t("admin.landmarks.name"),
          t("admin.landmarks.nameAr"),
          t("admin.landmarks.kind"),
          t("admin.form.latitude"),
          t("admin.form.longitude"),
          t("admin.actions"),
        ]}
        rows={landmarks.map((landmark) => ({
          key: landmark.id,
          cells: [
            <span key="name" lang="en" className="font-medium">
              {landmark.name}
            </span>,
            <span key="nameAr" lang="ar" dir="rtl" className="font-medium">
              {landmark.nameAr}
            </span>,
            <span key="kind">{t(`admin.landmarks.kinds.${landmark.kind}`)}</span>,
            <span key="lat" dir="ltr" className="tabular-nums">
              {landmark.latitude.toFixed(6)}
            </span>,
            <span key="lng" dir="ltr" className="tabular-nums">
              {landmark.longitude.toFixed(6)}
            </span>,
            <div key="actions" className="-my-1 flex items-center gap-1">
              <Link
                to={`${LANDMARKS_PATH}/${landmark.id}/edit`}
                preventScrollReset
                className="rounded-md px-2 py-1 text-sm font-semibold text-brand hover:bg-brand-soft"
              >
                {t("admin.edit")}
                <span className="sr-only"> {landmark.name}</span>
              </Link>
              <DeleteWithConfirm
                key={locationKey}
                to={`${LANDMARKS_PATH}/${landmark.id}/delete`}
                message={t("admin.landmarks.confirmDelete", { name: landmark.name })}
              />
            </div>,
          ],
        }))}
      />
      <Outlet />
    </div>
  );
}
