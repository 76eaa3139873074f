import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DeleteWithConfirm } from "~/components/admin/ConfirmDelete";
import { AdminPagination } from "~/components/admin/Pagination";
import { DataTable } from "~/components/admin/DataTable";
import { pageQuery } from "~/components/admin/PropertyForm";
import { Icon } from "~/components/ui/Icon";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { LocalizedText } from "~/components/ui/LocalizedText";
import { countPropertiesForAdmin, listPropertiesForAdmin, type Publication } from "~/models/admin-properties.server";
import { ATTENTION_FILTERS, type AttentionFilter, parseAttention } from "~/schemas/admin-table";
import { requireAdmin } from "~/services/auth.server";
import { districtText } from "~/utils/district-names";
import { formatNumber } from "~/utils/format";
import { pickLanguage } from "~/utils/localized";
import { pageWindow } from "~/utils/pagination";
import { useLanguage } from "~/utils/use-language";

// The properties tab: the table stays on screen while its child routes (add, edit, delete
// confirmations) show over it, with or without JavaScript.
// `?untranslated=1` lists only the listings whose Arabic texts are not all filled in; `?attention=...`
// (one view at a time, and it wins) only those the "Needs attention" strip counts under that name.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const attention = parseAttention(url.searchParams.get("attention"));
  const untranslatedOnly = !attention && url.searchParams.get("untranslated") === "1";
  const counts = await countPropertiesForAdmin();
  const shown = attention ? counts[attention] : untranslatedOnly ? counts.untranslated : counts.total;
  const { page, pages, limit, offset } = pageWindow(url, shown);
  const properties = await listPropertiesForAdmin({ untranslatedOnly, attention }, { limit, offset });
  return { ...counts, shown, attention, untranslatedOnly, page, pages, properties };
}

export default function PropertiesTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const counts = useLoaderData<typeof loader>();
  const { properties, total, untranslated, shown, attention, untranslatedOnly, page, pages } = counts;
  const { search } = useLocation();
  const keep = pageQuery(search);
  const caption = attention
    ? t("admin.attention.caption", { filter: t(`admin.attention.filters.${attention}`), count: shown })
    : untranslatedOnly
      ? t("admin.properties.untranslatedCaption", { count: shown })
      : t("admin.propertiesTab", { count: total });
  const tablePath = attention
    ? `/admin/dashboard?attention=${attention}`
    : untranslatedOnly
      ? "/admin/dashboard?untranslated=1"
      : "/admin/dashboard";
  return (
    <>
      <AttentionStrip counts={counts} active={attention} />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="me-auto text-lg font-semibold">{caption}</h2>
        {/* A plain link, so the filter works without JavaScript; aria-current tells which view is on. */}
        <Link
          to={untranslatedOnly ? "/admin/dashboard" : "/admin/dashboard?untranslated=1"}
          aria-current={untranslatedOnly ? "page" : undefined}
          className={`inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold ${untranslatedOnly ? "border-brand bg-brand-soft" : "border-line hover:bg-surface-muted"}`}
        >
          {untranslatedOnly ? t("admin.properties.showAll") : t("admin.properties.onlyUntranslated", { count: untranslated })}
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
        caption={caption}
        empty={
          attention ? t("admin.attention.empty") : untranslatedOnly ? t("admin.properties.allTranslated") : t("admin.properties.empty")
        }
        headers={[
          t("admin.properties.title"),
          t("admin.properties.district"),
          t("admin.properties.type"),
          t("admin.properties.price"),
          t("admin.properties.size"),
          t("admin.properties.featured"),
          t("admin.properties.publication"),
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
            <PublicationState key="publication" publication={property.publication} stale={property.stale} />,
            <div key="actions" className="flex flex-wrap items-center gap-1">
              <Form method="post" action={`/admin/dashboard/properties/${property.id}/confirm`} preventScrollReset>
                <input type="hidden" name="redirectTo" value={`/admin/dashboard${keep}`} />
                <SubmitButton
                  formAction={`/admin/dashboard/properties/${property.id}/confirm`}
                  pendingLabel={t("admin.properties.confirming")}
                  aria-label={`${t("admin.properties.stillAvailable")}: ${property.title}`}
                  className="rounded-md border border-line px-2 py-1 text-sm font-semibold whitespace-nowrap hover:bg-surface-muted disabled:cursor-wait disabled:opacity-70"
                >
                  {t("admin.properties.stillAvailable")}
                </SubmitButton>
              </Form>
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
      <AdminPagination page={page} pages={pages} path={tablePath} />
      <Outlet />
    </>
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

/** The "Needs attention" counts, each a link to the table filtered to those listings (plain links: no script needed). */
function AttentionStrip({ counts, active }: { counts: Record<AttentionFilter, number>; active: AttentionFilter | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section aria-labelledby="attention-title" className="mb-6">
      <h2 id="attention-title" className="mb-2 text-sm font-semibold text-ink-muted">
        {t("admin.attention.title")}
      </h2>
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {ATTENTION_FILTERS.map((filter) => (
          <li key={filter}>
            <Link
              to={active === filter ? "/admin/dashboard" : `/admin/dashboard?attention=${filter}`}
              aria-current={active === filter ? "page" : undefined}
              className={`flex h-full items-center gap-3 rounded-xl border px-3 py-2 text-sm hover:bg-surface-muted ${active === filter ? "border-brand bg-brand-soft" : "border-line"}`}
            >
              <span className={`text-2xl font-bold tabular-nums ${counts[filter] > 0 && filter !== "expiring" ? "text-danger" : ""}`}>
                {formatNumber(counts[filter], language)}
              </span>
              <span className="font-medium">{t(`admin.attention.filters.${filter}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
