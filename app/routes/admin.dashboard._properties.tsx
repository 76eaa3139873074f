import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DeleteWithConfirm } from "~/components/admin/ConfirmDelete";
import { AdminPagination } from "~/components/admin/Pagination";
import { DataTable } from "~/components/admin/DataTable";
import { pageQuery } from "~/components/admin/PropertyForm";
import { Icon } from "~/components/ui/Icon";
import { countProperties, listProperties } from "~/models/properties.server";
import { PropertyFiltersSchema } from "~/schemas/filters";
import { requireAdmin } from "~/services/auth.server";
import { formatNumber } from "~/utils/format";
import { pageWindow } from "~/utils/pagination";
import { useLanguage } from "~/utils/use-language";

// The properties tab: the table stays on screen while its child routes (add, edit, delete
// confirmations) show over it, with or without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const filters = PropertyFiltersSchema.parse({ sort: "recent" });
  const total = await countProperties(filters);
  const { page, pages, limit, offset } = pageWindow(new URL(request.url), total);
  const rows = await listProperties(filters, { limit, offset });
  return {
    total,
    page,
    pages,
    properties: rows.map(({ id, title, building, district, type, price, size, featured }) => ({
      id,
      title,
      building,
      district,
      type,
      price,
      size,
      featured,
    })),
  };
}

export default function PropertiesTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { properties, total, page, pages } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const keep = pageQuery(search);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="me-auto text-lg font-semibold">{t("admin.propertiesTab", { count: total })}</h2>
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
        caption={t("admin.propertiesTab", { count: total })}
        empty={t("admin.properties.empty")}
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
                {property.title}
              </Link>
              <p className="text-xs text-ink-muted">{property.building}</p>
            </div>,
            property.district,
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
      <AdminPagination page={page} pages={pages} path="/admin/dashboard" />
      <Outlet />
    </>
  );
}
