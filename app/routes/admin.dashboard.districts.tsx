import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { DataTable } from "~/components/admin/DataTable";
import { DeleteWithConfirm } from "~/components/admin/ConfirmDelete";
import { DISTRICTS_PATH } from "~/components/admin/DistrictForm";
import { listDistricts } from "~/models/districts.server";
import { requireAdmin } from "~/services/auth.server";
import { sortByName } from "~/utils/district-names";
import { useLanguage } from "~/utils/use-language";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { districts: await listDistricts() };
}

/** The districts table; add, edit and the delete confirmation open over it (child routes in the Outlet). */
export default function DistrictsTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { districts: unsorted } = useLoaderData<typeof loader>();
  const districts = sortByName(unsorted, language);
  // A new location (after a refused delete, say) remounts the confirm dialogs, so none stays open.
  const { key: locationKey } = useLocation();

  return (
    <div>
      <div className="mb-4 flex justify-end">
        <Link
          to={`${DISTRICTS_PATH}/new`}
          preventScrollReset
          className="inline-flex items-center gap-2 rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-brand-ink hover:bg-brand-strong"
        >
          <span aria-hidden="true" className="text-base leading-none">
            +
          </span>
          {t("admin.districts.add")}
        </Link>
      </div>
      <DataTable
        stickyActions
        caption={t("admin.districtsTab", { count: districts.length })}
        empty={t("admin.districts.empty")}
        headers={[
          t("admin.districts.name"),
          t("admin.districts.nameAr"),
          t("admin.districts.latitude"),
          t("admin.districts.longitude"),
          t("admin.actions"),
        ]}
        rows={districts.map((district) => {
          return {
            key: district.id,
            cells: [
              <span key="name" lang="en" className="font-medium">
                {district.name}
              </span>,
              district.nameAr ? (
                <span key="nameAr" lang="ar" dir="rtl" className="font-medium">
                  {district.nameAr}
                </span>
              ) : (
                <span
                  key="nameAr"
                  className="inline-block rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold ring-1 ring-accent"
                >
                  {t("admin.properties.missingArabic")}
                </span>
              ),
              <span key="lat" dir="ltr" className="tabular-nums">
                {district.latitude.toFixed(6)}
              </span>,
              <span key="lng" dir="ltr" className="tabular-nums">
                {district.longitude.toFixed(6)}
              </span>,
              <div key="actions" className="-my-1 flex items-center gap-1">
                <Link
                  to={`${DISTRICTS_PATH}/${district.id}/edit`}
                  preventScrollReset
                  className="rounded-md px-2 py-1 text-sm font-semibold text-brand hover:bg-brand-soft"
                >
                  {t("admin.edit")}
                  <span className="sr-only"> {district.name}</span>
                </Link>
                <DeleteWithConfirm
                  key={locationKey}
                  to={`${DISTRICTS_PATH}/${district.id}/delete`}
                  message={t("admin.districts.confirmDelete", { name: district.name })}
                />
              </div>,
            ],
          };
        })}
      />
      <Outlet />
    </div>
  );
}
