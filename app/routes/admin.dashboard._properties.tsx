import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AttentionStrip } from "~/components/admin/AttentionStrip";
import { ChoiceFilter } from "~/components/admin/ChoiceFilter";
import { DeleteWithConfirm } from "~/components/admin/ConfirmDelete";
import { Pagination } from "~/components/Pagination";
import { DataTable } from "~/components/admin/DataTable";
import { pageQuery, propertyRowId } from "~/components/admin/dashboard-view";
import { LifecycleButtons } from "~/components/admin/LifecycleButtons";
import { ListingFigures } from "~/components/admin/ListingFigures";
import { Icon } from "~/components/ui/Icon";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { LocalizedText } from "~/components/ui/LocalizedText";
import { countPropertiesForAdmin, listPropertiesForAdmin } from "~/models/admin-properties.server";
import { listDistrictChoices } from "~/models/districts.server";
import { inquiryRate, recentViewsAndInquiries } from "~/models/views.server";
import {
  type AdminSortColumn,
  type AdminTableQuery,
  adminTableSearch,
  defaultDirection,
  PUBLICATION_STATES,
  type Publication,
} from "~/schemas/admin-table";
import { requireAdmin } from "~/services/auth.server";
import { type DistrictNames, districtText, sortByName } from "~/utils/district-names";
import { formatNumber } from "~/utils/format";
import { pickLanguage } from "~/utils/localized";
import { pageWindow } from "~/utils/pagination";
import { useLanguage } from "~/utils/use-language";
import { requireAdminTableQuery } from "./__admin-table.server";
import { redirectToViewUrl } from "./__view-url.server";

// The properties tab: the table stays on screen while its child routes (add, edit, delete
// confirmations) show over it, with or without JavaScript. Its view is all in the URL (see
// schemas/admin-table.ts): the "Needs attention" and missing-Arabic filters, a title search in both
// languages, district, publication state and the sorted column, 25 rows a page.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const view = requireAdminTableQuery(url);
  // The table itself answers at its short URL; its dialogs' routes keep theirs.
  if (url.pathname === "/admin/dashboard") redirectToViewUrl(url, "/admin/dashboard", new URLSearchParams(pageQuery(url.search)));
  const [counts, districts] = await Promise.all([countPropertiesForAdmin(view), listDistrictChoices()]);
  const { page, pages, limit, offset } = pageWindow(url, counts.shown);
  const rows = await listPropertiesForAdmin(view, { limit, offset });
  // Views and inquiries of the last 30 days for this page's rows only (one grouped query each).
  const recent = await recentViewsAndInquiries(rows.map((row) => row.id));
  const properties = rows.map((row) => {
    const { views, inquiries } = recent.get(row.id)!;
    return { ...row, views, inquiries, rate: inquiryRate(views, inquiries) };
  });
  const districtOptions = districts.map(({ name, nameAr }) => ({ name, nameAr }));
  return { ...counts, view, query: adminTableSearch(view).toString(), districts: districtOptions, page, pages, properties };
}

export default function PropertiesTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const counts = useLoaderData<typeof loader>();
  const { properties, total, untranslated, shown, view, query, page, pages } = counts;
  const { search } = useLocation();
  const keep = pageQuery(search);
  const filtered = Boolean(view.q || view.district || view.state);
  const caption = filtered
    ? t("admin.properties.matchCaption", { count: shown })
    : view.attention
      ? t("admin.attention.caption", { filter: t(`admin.attention.filters.${view.attention}`), count: shown })
      : view.untranslated
        ? t("admin.properties.untranslatedCaption", { count: shown })
        : t("admin.propertiesTab", { count: total });
  const tablePath = query ? `/admin/dashboard?${query}` : "/admin/dashboard";
  const toggledUntranslated = adminTableSearch({ ...view, untranslated: view.untranslated ? undefined : "1" }).toString();
  /** A sortable column's header: a link that sorts by it (or turns it around), keeping the filters. */
  const sortable = (column: AdminSortColumn, label: string) => {
    const direction = view.dir ?? defaultDirection(view.sort);
    const active = view.sort === column;
    const next = active ? (direction === "asc" ? "desc" : "asc") : defaultDirection(column);
    const to = `/admin/dashboard?${adminTableSearch({ ...view, sort: column, dir: next })}`;
    return {
      label,
      sort: active ? (direction === "asc" ? ("ascending" as const) : ("descending" as const)) : undefined,
      content: (
        <Link to={to} preventScrollReset className="inline-flex items-center gap-1 hover:underline">
          {label}
          {active ? <span aria-hidden="true">{direction === "asc" ? "▲" : "▼"}</span> : null}
        </Link>
      ),
    };
  };
  return (
    <>
      <AttentionStrip counts={counts} active={view.attention ?? null} />
      <PropertyFilterForm view={view} districts={counts.districts} />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="me-auto text-lg font-semibold">{caption}</h2>
        {/* A plain link, so the filter works without JavaScript; aria-current tells which view is on. */}
        <Link
          to={toggledUntranslated ? `/admin/dashboard?${toggledUntranslated}` : "/admin/dashboard"}
          aria-current={view.untranslated ? "page" : undefined}
          className={`inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold ${view.untranslated ? "border-brand bg-brand-soft" : "border-line hover:bg-surface-muted"}`}
        >
          {view.untranslated ? t("admin.properties.showAll") : t("admin.properties.onlyUntranslated", { count: untranslated })}
        </Link>
        {/* A document link: the browser downloads the file of the view on screen. */}
        <Link
          to={tablePath.replace("/admin/dashboard", "/admin/dashboard/properties.csv")}
          reloadDocument
          download
          className="inline-flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm font-semibold hover:bg-surface-muted"
        >
          {t("admin.exportCsv")}
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
        stickyActions
        caption={caption}
        empty={
          filtered
            ? t("admin.properties.noMatch")
            : view.attention
              ? t("admin.attention.empty")
              : view.untranslated
                ? t("admin.properties.allTranslated")
                : t("admin.properties.empty")
        }
        headers={[
          sortable("title", t("admin.properties.title")),
          sortable("district", t("admin.properties.district")),
          sortable("type", t("admin.properties.type")),
          sortable("price", t("admin.properties.price")),
          sortable("size", t("admin.properties.size")),
          sortable("featured", t("admin.properties.featured")),
          sortable("publication", t("admin.properties.publication")),
          // Views, inquiries and their rate in one column, so the table fits a 1280 px screen (issue 50).
          t("admin.properties.last30"),
          t("admin.actions"),
        ]}
        rows={properties.map((property) => {
          // Buttons and the delete dialog name the listing in the page's language.
          const title = pickLanguage(property.title, property.titleAr, language).text;
          return {
            key: property.id,
            id: propertyRowId(property.id),
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
              <LocalizedText
                key="district"
                value={districtText({ name: property.district, nameAr: property.districtAr ?? "" }, language)}
              />,
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
              // The state and, beside it, its one-tap changes (issue 50, point 15).
              <div key="publication" className="flex flex-col items-start gap-2">
                <PublicationState publication={property.publication} stale={property.stale} />
                <LifecycleButtons id={property.id} lifecycle={property.lifecycle} title={title} keep={keep} />
              </div>,
              <ListingFigures key="last30" views={property.views} inquiries={property.inquiries} rate={property.rate} />,
              <div key="actions" className="flex flex-col items-start gap-1">
                <Form method="post" action={`/admin/dashboard/properties/${property.id}/confirm`} preventScrollReset>
                  <input type="hidden" name="redirectTo" value={`/admin/dashboard${keep}`} />
                  <SubmitButton
                    formAction={`/admin/dashboard/properties/${property.id}/confirm`}
                    pendingLabel={t("admin.properties.confirming")}
                    aria-label={`${t("admin.properties.stillAvailable")}: ${title}`}
                    className="rounded-md border border-line px-2 py-1 text-sm font-semibold whitespace-nowrap hover:bg-surface-muted disabled:cursor-wait disabled:opacity-70"
                  >
                    {t("admin.properties.stillAvailable")}
                  </SubmitButton>
                </Form>
                <Link
                  to={`/admin/dashboard/properties/${property.id}/edit${keep}`}
                  preventScrollReset
                  aria-label={`${t("admin.edit")}: ${title}`}
                  className="rounded-md px-2 py-1 text-sm font-semibold text-brand hover:bg-brand-soft"
                >
                  {t("admin.edit")}
                </Link>
                <DeleteWithConfirm
                  to={`/admin/dashboard/properties/${property.id}/delete${keep}`}
                  message={t("admin.properties.confirmDelete", { title })}
                  accessibleName={`${t("admin.delete")}: ${title}`}
                />
              </div>,
            ],
          };
        })}
      />
      <Pagination page={page} pages={pages} path={tablePath} />
      <Outlet />
    </>
  );
}

/** Title, district and publication state: a GET form, so every view of the table is a URL; sort and the other filters ride along. */
function PropertyFilterForm({ view, districts }: { view: AdminTableQuery; districts: DistrictNames[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    // Keyed by the view, so going back in history resets the fields to what the URL says.
    <Form
      method="get"
      action="/admin/dashboard"
      key={adminTableSearch(view).toString()}
      aria-label={t("admin.properties.filters")}
      className="mb-4 grid gap-3 rounded-xl border border-line p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      {(["sort", "dir", "attention", "untranslated"] as const).map((key) =>
        view[key] && !(key === "sort" && view.sort === "created") ? <input key={key} type="hidden" name={key} value={view[key]} /> : null,
      )}
      <div>
        <label htmlFor="property-q" className="mb-1 block text-sm font-medium">
          {t("admin.properties.search")}
        </label>
        <input id="property-q" name="q" type="search" maxLength={100} defaultValue={view.q ?? ""} className="field-input" />
      </div>
      <ChoiceFilter
        idPrefix="property"
        name="district"
        label={t("admin.properties.district")}
        anyLabel={t("admin.properties.anyDistrict")}
        value={view.district}
        options={sortByName(districts, language).map((district) => ({
          value: district.name,
          label: districtText(district, language).text,
        }))}
      />
      <ChoiceFilter
        idPrefix="property"
        name="state"
        label={t("admin.properties.publication")}
        anyLabel={t("admin.properties.anyState")}
        value={view.state}
        options={PUBLICATION_STATES.map((state) => ({
          value: state,
          label: state === "published" ? t("admin.properties.published") : t(`admin.properties.unpublishedBecause.${state}`),
        }))}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="rounded-lg bg-brand px-4 py-2 font-semibold text-brand-ink hover:bg-brand-strong">
          {t("admin.properties.apply")}
        </button>
        <Link to="/admin/dashboard" className="text-sm underline">
          {t("admin.properties.clear")}
        </Link>
      </div>
    </Form>
  );
}

const chip = "inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap";

/** Published or not, why not (the rule of published_until), and a nudge when the last confirmation is 30+ days old. */
function PublicationState({ publication, stale }: { publication: Publication; stale: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-1">
      {publication === "published" ? (
        <span className={`${chip} bg-brand-soft text-brand`}>{t("admin.properties.published")}</span>
      ) : (
        <>
          <span className={`${chip} bg-danger-soft text-danger ring-1 ring-danger`}>{t("admin.properties.notPublished")}</span>
          <span className="text-xs text-ink-muted">{t(`admin.properties.unpublishedBecause.${publication}`)}</span>
        </>
      )}
      {stale && publication === "published" ? (
        <span className={`${chip} bg-surface-muted text-ink ring-1 ring-accent`}>{t("admin.properties.notConfirmedRecently")}</span>
      ) : null}
    </div>
  );
}
