import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { ChoiceFilter } from "~/components/admin/ChoiceFilter";
import { DataTable } from "~/components/admin/DataTable";
import { DayRangeInputs, FilterButtons, LabelledInput } from "~/components/admin/FilterFields";
import { type Desk, DESKS, InquiryReply, InquiryTopic, type ReplyDraft, StatusBadge } from "~/components/admin/InquiryDesk";
import { Pagination } from "~/components/Pagination";
import { DateTime } from "~/components/ui/DateTime";
import { INQUIRY_FILTER_KEYS, INQUIRY_KINDS, INQUIRY_STATUSES, type InquiryFilters } from "~/schemas/inquiry-desk";
import type { InquiryRow } from "~/models/inquiries.server";

const MESSAGE_PREVIEW = 80;

/** One page of a desk's list, as its loader reads it (`routes/__inquiry-desk.server.ts`). */
export interface InquiryListPage {
  inquiries: (InquiryRow & { reply: ReplyDraft })[];
  filters: InquiryFilters;
  /** The filters set, as a query string for the pagination and CSV links. */
  query: string;
  total: number;
  page: number;
  pages: number;
}

/**
 * A lead desk's list: its filters, how many they find, the CSV of them, one page of inquiries and the
 * pages. An advertiser's desk picks the listing among their own (`listings`); the administrators' takes any
 * listing's id and filters by kind too (an advertiser's leads are all listing inquiries).
 */
export function InquiryList({
  desk,
  page: { inquiries, filters, query, total, page, pages },
  listings,
}: {
  desk: Desk;
  page: InquiryListPage;
  listings?: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const { path, empty } = DESKS[desk];
  const withQuery = (to: string) => (query ? `${to}?${query}` : to);
  return (
    <>
      <InquiryFilterForm path={path} filters={filters} listings={listings} />
      <p className="mb-3 flex flex-wrap items-center gap-3 text-sm text-ink-muted">
        <span className="me-auto">{t("admin.inquiries.caption", { count: total })}</span>
        {/* A document link (reloadDocument): the browser downloads the file rather than Remix routing to it. */}
        <Link
          to={withQuery(`${path}.csv`)}
          reloadDocument
          download
          className="rounded-lg border border-line px-3 py-1.5 font-semibold text-ink hover:bg-surface-muted"
        >
          {t("admin.exportCsv")}
        </Link>
      </p>
      <DataTable
        caption={t("admin.inquiries.caption", { count: total })}
        empty={query ? t("admin.inquiries.noMatch") : t(empty)}
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
            <Link key="name" to={`${path}/${inquiry.id}`} className="font-semibold underline">
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
      <Pagination page={page} pages={pages} path={withQuery(path)} />
    </>
  );
}

/**
 * Kind, status, listing, a range of days and text: a GET form, so every filter is a URL. On a phone its
 * fields stand behind a closed "Filter inquiries" disclosure, so the leads come first (issue 50,
 * point 15); from the `sm` breakpoint up they show as before (tailwind.css, open-from-sm).
 */
function InquiryFilterForm({
  path,
  filters,
  listings,
}: {
  path: string;
  filters: InquiryFilters;
  listings: { value: string; label: string }[] | undefined;
}) {
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
        {listings ? null : (
          <ChoiceFilter
            idPrefix="inquiry"
            name="kind"
            label={t("admin.inquiries.kind")}
            anyLabel={t("admin.inquiries.anyKind")}
            value={filters.kind}
            options={INQUIRY_KINDS.map((kind) => ({ value: kind, label: t(`admin.inquiries.kinds.${kind}`) }))}
          />
        )}
        <ChoiceFilter
          idPrefix="inquiry"
          name="status"
          label={t("admin.inquiries.status")}
          anyLabel={t("admin.inquiries.anyStatus")}
          value={filters.status}
          options={INQUIRY_STATUSES.map((status) => ({ value: status, label: t(`admin.inquiries.statuses.${status}`) }))}
        />
        {listings ? (
          <ChoiceFilter
            idPrefix="inquiry"
            name="propertyId"
            label={t("account.leads.listing")}
            anyLabel={t("account.leads.anyListing")}
            value={filters.propertyId === undefined ? undefined : String(filters.propertyId)}
            options={listings}
          />
        ) : (
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
        )}
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
        <FilterButtons apply={t("admin.inquiries.apply")} clear={t("admin.inquiries.clear")} clearTo={path} />
      </Form>
    </details>
  );
}
