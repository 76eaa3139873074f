import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DataTable } from "~/components/admin/DataTable";
import { INQUIRIES_PATH, InquiryReply, InquiryTopic, StatusBadge } from "~/components/admin/InquiryDesk";
import { ChoiceFilter } from "~/components/admin/ChoiceFilter";
import { DayRangeInputs, FilterButtons, LabelledInput } from "~/components/admin/FilterFields";
import { Pagination } from "~/components/Pagination";
import { DateTime } from "~/components/ui/DateTime";
import { countInquiries, listInquiries } from "~/models/inquiries.server";
import { INQUIRY_FILTER_KEYS, INQUIRY_KINDS, INQUIRY_STATUSES, type InquiryFilters } from "~/schemas/inquiry-desk";
import { requireAdmin } from "~/services/auth.server";
import { getLanguage } from "~/services/i18n.server";
import { pageWindow } from "~/utils/pagination";
import { replyDraft, requireInquiryFilters } from "./__inquiry-desk.server";

const MESSAGE_PREVIEW = 80;

/** The filters as a query string (only those set), for the pagination and CSV links. */
function filterQuery(filters: InquiryFilters) {
  const query = new URLSearchParams();
  for (const key of INQUIRY_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== "") query.set(key, String(value));
  }
  return query.toString();
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const filters = requireInquiryFilters(url);
  const total = await countInquiries(filters);
  const { page, pages, limit, offset } = pageWindow(url, total);
  const language = await getLanguage(request);
  const rows = await listInquiries({ ...filters, limit, offset });
  const inquiries = await Promise.all(rows.map(async (inquiry) => ({ ...inquiry, reply: await replyDraft(inquiry, language) })));
  return { inquiries, filters, query: filterQuery(filters), total, page, pages };
}

export default function InquiriesTab() {
  const { t } = useTranslation();
  const { inquiries, filters, query, total, page, pages } = useLoaderData<typeof loader>();
  const withQuery = (path: string) => (query ? `${path}?${query}` : path);
  return (
    <>
      <InquiryFilterForm filters={filters} />
      <p className="mb-3 flex flex-wrap items-center gap-3 text-sm text-ink-muted">
        <span className="me-auto">{t("admin.inquiries.caption", { count: total })}</span>
        {/* A document link (reloadDocument): the browser downloads the file rather than Remix routing to it. */}
        <Link
          to={withQuery(`${INQUIRIES_PATH}.csv`)}
          reloadDocument
          download
          className="rounded-lg border border-line px-3 py-1.5 font-semibold text-ink hover:bg-surface-muted"
        >
          {t("admin.exportCsv")}
        </Link>
      </p>
      <DataTable
        caption={t("admin.inquiries.caption", { count: total })}
        empty={query ? t("admin.inquiries.noMatch") : t("admin.inquiries.empty")}
        headers={[
          t("admin.inquiries.name"),
          t("admin.inquiries.status"),
          t("admin.inquiries.email"),
          t("admin.inquiries.phone"),
          t("admin.inquiries.topic"),
          t("admin.inquiries.date"),
          t("admin.inquiries.message"),
          t("admin.inquiries.reply"),
        ]}
        rows={inquiries.map((inquiry) => ({
          key: inquiry.id,
          // What visitors typed keeps its own direction inside the page's (<bdi>, dir="auto").
          cells: [
            <Link key="name" to={`${INQUIRIES_PATH}/${inquiry.id}`} className="font-semibold underline">
              <bdi>{inquiry.name}</bdi>
            </Link>,
            <StatusBadge key="status" status={inquiry.status} />,
            <a key="email" href={`mailto:${inquiry.email}`} className="underline">
              {inquiry.email}
            </a>,
            <span key="phone" dir="ltr" className="whitespace-nowrap">
              {inquiry.phone}
            </span>,
            <InquiryTopic key="topic" inquiry={inquiry} />,
            inquiry.createdAt ? (
              <DateTime key="date" value={inquiry.createdAt} className="whitespace-nowrap" />
            ) : (
              t("admin.inquiries.notAvailable")
            ),
            <span key="message" dir="auto" title={inquiry.message}>
              {inquiry.message.length > MESSAGE_PREVIEW ? `${inquiry.message.slice(0, MESSAGE_PREVIEW)}…` : inquiry.message}
            </span>,
            <InquiryReply key="reply" inquiry={inquiry} reply={inquiry.reply} />,
          ],
        }))}
      />
      <Pagination page={page} pages={pages} path={withQuery(INQUIRIES_PATH)} />
    </>
  );
}

/**
 * Kind, status, listing, a range of days and text: a GET form, so every filter is a URL. On a phone its
 * six fields stand behind a closed "Filter inquiries" disclosure, so the leads come first (issue 50,
 * point 15); from the `sm` breakpoint up they show as before (tailwind.css, open-from-sm).
 */
function InquiryFilterForm({ filters }: { filters: InquiryFilters }) {
  const { t } = useTranslation();
  const set = INQUIRY_FILTER_KEYS.filter((key) => filters[key] !== undefined && filters[key] !== "").length;
  // Keyed by the filters, so going back in history resets the fields to what the URL says.
  return (
    <details key={JSON.stringify(filters)} className="open-from-sm mb-4 rounded-xl border border-line">
      <summary className="cursor-pointer px-4 py-3 font-semibold">
        {t("admin.inquiries.filters")}
        {set > 0 ? (
          <span className="ms-2 text-sm font-normal text-ink-muted">({t("admin.inquiries.filtersSet", { count: set })})</span>
        ) : null}
      </summary>
      <Form
        method="get"
        aria-label={t("admin.inquiries.filters")}
        className="grid gap-3 p-4 max-sm:pt-0 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <ChoiceFilter
          idPrefix="inquiry"
          name="kind"
          label={t("admin.inquiries.kind")}
          anyLabel={t("admin.inquiries.anyKind")}
          value={filters.kind}
          options={INQUIRY_KINDS.map((kind) => ({ value: kind, label: t(`admin.inquiries.kinds.${kind}`) }))}
        />
        <ChoiceFilter
          idPrefix="inquiry"
          name="status"
          label={t("admin.inquiries.status")}
          anyLabel={t("admin.inquiries.anyStatus")}
          value={filters.status}
          options={INQUIRY_STATUSES.map((status) => ({ value: status, label: t(`admin.inquiries.statuses.${status}`) }))}
        />
        <LabelledInput
          id="inquiry-listing"
          name="propertyId"
          label={t("admin.inquiries.listing")}
          type="number"
          min={1}
          inputMode="numeric"
          dir="ltr"
          defaultValue={filters.propertyId ?? ""}
          className="field-input text-start"
        />
        <DayRangeInputs
          idPrefix="inquiry"
          labels={{ from: t("admin.inquiries.from"), to: t("admin.inquiries.to") }}
          from={filters.from}
          to={filters.to}
        />
        <LabelledInput
          id="inquiry-q"
          name="q"
          label={t("admin.inquiries.search")}
          type="search"
          maxLength={100}
          defaultValue={filters.q ?? ""}
        />
        <FilterButtons apply={t("admin.inquiries.apply")} clear={t("admin.inquiries.clear")} clearTo={INQUIRIES_PATH} />
      </Form>
    </details>
  );
}
