import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DeleteWithConfirm } from "~/components/admin/ConfirmDelete";
import { AdminPagination } from "~/components/admin/Pagination";
import { DataTable } from "~/components/admin/DataTable";
import { pageQuery } from "~/components/admin/PropertyForm";
import { Icon } from "~/components/ui/Icon";
import { LocalizedText } from "~/components/ui/LocalizedText";
import { countPropertiesForAdmin, listPropertiesForAdmin } from "~/models/admin-properties.server";
import { requireAdmin } from "~/services/auth.server";
import { districtText } from "~/utils/district-names";
import { formatNumber } from "~/utils/format";
import { pickLanguage } from "~/utils/localized";
import { pageWindow } from "~/utils/pagination";
import { useLanguage } from "~/utils/use-language";

// The properties tab: the table stays on screen while its child routes (add, edit, delete
// confirmations) show over it, with or without JavaScript.
// `?untranslated=1` lists only the listings whose Arabic texts are not all filled in.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const untranslatedOnly = url.searchParams.get("untranslated") === "1";
  const counts = await countPropertiesForAdmin();
  const { page, pages, limit, offset } = pageWindow(url, untranslatedOnly ? counts.untranslated : counts.total);
  const properties = await listPropertiesForAdmin({ untranslatedOnly }, { limit, offset });
  return { ...counts, untranslatedOnly, page, pages, properties };
}

export default function PropertiesTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { properties, total, untranslated, untranslatedOnly, page, pages } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const keep = pageQuery(search);
  const shown = untranslatedOnly ? untranslated : total;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="me-auto text-lg font-semibold">
          {untranslatedOnly ? t("admin.properties.untranslatedCaption", { count: shown }) : t("admin.propertiesTab", { count: total })}
        </h2>
        {/* A plain link, so the filter works without JavaScript; aria-current tells which view is on. */}
        <Link
          to={untranslatedOnly ? "/admin/dashboard" : "/admin/dashboard?untranslated=1"}
          aria-current={untranslatedOnly ? "page" : undefined}
          className={`inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold ${untranslatedOnly ? "border-brand bg-brand-soft" : "border-line hover:bg-surface-muted"}`}
        >
          {untranslatedOnly ? t("admin.properties.showAll") : t("admin.properties.onlyUntranslated", { count: untranslated })}
        </Link>
        <Link
          to={`/admin/dashboard/properties/new${keep}`}
          preventScrollReset
          className="inline-flex items-center gap-2 rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-brand-ink hover:bg-brand-strong"
        >
          <span aria-hidden="true" className="text-base leading-none">
            +
          </span>
          {t("admin.properties.add")}
        </Link>
      </div>
      <DataTable
        caption={
          untranslatedOnly ? t("admin.properties.untranslatedCaption", { count: shown }) : t("admin.propertiesTab", { count: total })
        }
        empty={untranslatedOnly ? t("admin.properties.allTranslated") : t("admin.properties.empty")}
        headers={[
          t("admin.properties.title"),
          t("admin.properties.district"),
          t("admin.properties.type"),
          t("admin.properties.price"),
          t("admin.properties.size"),
          t("admin.properties.featured"),
          t("admin.actions"),
        ]}
        rows={properties.map((property) => ({
          key: property.id,
          cells: [
            <div key="title" className="sm:min-w-48">
              <Link to={`/property/${property.id}`} className="font-semibold hover:underline">
                <LocalizedText value={pickLanguage(property.title, property.titleAr, language)} />
              </Link>
              <p className="text-xs text-ink-muted">
                <LocalizedText value={pickLanguage(property.building, property.buildingAr, language)} />
              </p>
              {property.missingArabic ? (
                <span className="mt-1 inline-block rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-ink ring-1 ring-accent">
                  {t("admin.properties.missingArabic")}
                </span>
              ) : null}
            </div>,
            <LocalizedText key="district" value={districtText({ name: property.district, nameAr: property.districtAr ?? "" }, language)} />,
            <span key="type" className="inline-block rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-semibold ring-1 ring-line">
              {t(`propertyTypes.${property.type}`, { defaultValue: property.type })}
            </span>,
            <span key="price" className="whitespace-nowrap">
              {t("admin.properties.priceValue", { price: formatNumber(property.price, language) })}
            </span>,
            <span key="size" className="whitespace-nowrap">
              {t("admin.properties.sizeValue", { size: formatNumber(property.size, language) })}
            </span>,
            property.featured ? (
              <span
                key="featured"
                className="inline-flex items-center gap-1 rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand"
              >
                <Icon name="star" className="size-3" />
                {t("admin.properties.featured")}
              </span>
            ) : (
              <span key="featured" className="text-ink-muted" aria-hidden="true">
                —
              </span>
            ),
            <div key="actions" className="flex items-center gap-1 whitespace-nowrap">
              <Link
                to={`/admin/dashboard/properties/${property.id}/edit${keep}`}
                preventScrollReset
                aria-label={`${t("admin.edit")}: ${property.title}`}
                className="rounded-md px-2 py-1 text-sm font-semibold text-brand hover:bg-brand-soft"
              >
                {t("admin.edit")}
              </Link>
              <DeleteWithConfirm
                to={`/admin/dashboard/properties/${property.id}/delete${keep}`}
                message={t("admin.properties.confirmDelete", { title: property.title })}
              />
            </div>,
          ],
        }))}
      />
      <AdminPagination page={page} pages={pages} path={untranslatedOnly ? "/admin/dashboard?untranslated=1" : "/admin/dashboard"} />
      <Outlet />
    </>
  );
}
