import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { BadRequestPage } from "~/components/BadRequestPage";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { ChoiceFilter } from "~/components/admin/ChoiceFilter";
import { DataTable } from "~/components/admin/DataTable";
import { DayRangeInputs, FilterButtons, LabelledInput } from "~/components/admin/FilterFields";
import { Pagination } from "~/components/Pagination";
import { DateTime } from "~/components/ui/DateTime";
import { type ActivityRow, countActivity, existingEntities, listActivity } from "~/models/activity.server";
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ENTITIES,
  ACTIVITY_PAGE_SIZE,
  type ActivityFilters,
  activitySearch,
  parseActivityQuery,
} from "~/schemas/activity";
import { requireAdmin } from "~/services/auth.server";
import { directionOf } from "~/i18n";
import { useLanguage } from "~/utils/use-language";
import { redirectToViewUrl } from "./__view-url.server";

// The Activity tab (issue 16): every admin write, newest first, 50 a page, filtered by entity, action,
// admin and Riyadh days, all in the URL (a GET form). Read only: the log has no edit or delete, here or
// in the database (a trigger refuses both).

const ACTIVITY_PATH = "/admin/dashboard/activity";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const parsed = parseActivityQuery(url.searchParams);
  if (!parsed.success) throw data({ problems: parsed.problems }, { status: 400 });
  const { page: requested, ...filters } = parsed.query;
  const total = await countActivity(filters);
  const pages = Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE));
  const page = Math.min(requested, pages);
  // One URL per view: a form's empty fields, page 1 or a page past the last one answer at the short form.
  redirectToViewUrl(url, ACTIVITY_PATH, activitySearch(filters, page));
  const entries = await listActivity(filters, { limit: ACTIVITY_PAGE_SIZE, offset: (page - 1) * ACTIVITY_PAGE_SIZE });
  return { entries, existing: await existingEntities(entries), filters, query: activitySearch(filters).toString(), total, page, pages };
}

/** The admin page of an entry's entity while it still exists; images have none of their own. */
function entityPath(entry: Pick<ActivityRow, "entity" | "entityId">, existing: Record<"property" | "district" | "inquiry", number[]>) {
  if (entry.entity === "property" && existing.property.includes(entry.entityId))
    return `/admin/dashboard/properties/${entry.entityId}/edit`;
  if (entry.entity === "district" && existing.district.includes(entry.entityId)) return `/admin/dashboard/districts/${entry.entityId}/edit`;
  if (entry.entity === "inquiry" && existing.inquiry.includes(entry.entityId)) return `/admin/dashboard/inquiries/${entry.entityId}`;
  return null;
}

export default function ActivityTab() {
  const { t } = useTranslation();
  const { entries, existing, filters, query, total, page, pages } = useLoaderData<typeof loader>();
  return (
    <>
      <ActivityFilterForm filters={filters} />
      <p className="mb-3 text-sm text-ink-muted">{t("admin.activity.caption", { count: total })}</p>
      <DataTable
        caption={t("admin.activity.caption", { count: total })}
        empty={query ? t("admin.activity.noMatch") : t("admin.activity.empty")}
        headers={[
          t("admin.activity.when"),
          t("admin.activity.who"),
          t("admin.activity.action"),
          t("admin.activity.entity"),
          t("admin.activity.summary"),
          t("admin.activity.fields"),
        ]}
        rows={entries.map((entry) => {
          const to = entityPath(entry, existing);
          const entity = t("admin.activity.entityWithId", { entity: t(`admin.activity.entities.${entry.entity}`), id: entry.entityId });
          return {
            key: entry.id,
            cells: [
              <DateTime key="when" value={entry.at} className="whitespace-nowrap" />,
              <bdi key="who">{entry.adminId === null ? t("admin.activity.system") : entry.adminUsername}</bdi>,
              t(`admin.activity.actions.${entry.action}`),
              to ? (
                <Link key="entity" to={to} className="whitespace-nowrap underline">
                  {entity}
                </Link>
              ) : (
                <span key="entity" className="whitespace-nowrap">
                  {entity}
                </span>
              ),
              // What admins typed keeps its own direction inside the page's.
              <bdi key="summary" dir="auto">
                {entry.summary}
              </bdi>,
              entry.fields.length === 0 ? (
                <span key="fields" className="text-ink-muted">
                  {t("admin.activity.noFields")}
                </span>
              ) : (
                <ChangedFields key="fields" entry={entry} />
              ),
            ],
          };
        })}
      />
      <Pagination page={page} pages={pages} path={query ? `${ACTIVITY_PATH}?${query}` : ACTIVITY_PATH} />
    </>
  );
}

/** Entity, action, admin and a range of days: a GET form, so every filter is a URL. */
function ActivityFilterForm({ filters }: { filters: ActivityFilters }) {
  const { t } = useTranslation();
  // Keyed by the filters, so going back in history resets the fields to what the URL says.
  return (
    <Form
      method="get"
      key={JSON.stringify(filters)}
      aria-label={t("admin.activity.filters")}
      className="mb-4 grid gap-3 rounded-xl border border-line p-4 sm:grid-cols-2 lg:grid-cols-3 lg:items-end"
    >
      <ChoiceFilter
        idPrefix="activity"
        name="entity"
        label={t("admin.activity.entity")}
        anyLabel={t("admin.activity.anyEntity")}
        value={filters.entity}
        options={ACTIVITY_ENTITIES.map((entity) => ({ value: entity, label: t(`admin.activity.entities.${entity}`) }))}
      />
      <ChoiceFilter
        idPrefix="activity"
        name="action"
        label={t("admin.activity.action")}
        anyLabel={t("admin.activity.anyAction")}
        value={filters.action}
        options={ACTIVITY_ACTIONS.map((action) => ({ value: action, label: t(`admin.activity.actions.${action}`) }))}
      />
      <LabelledInput
        id="activity-admin"
        name="admin"
        label={t("admin.activity.admin")}
        type="text"
        maxLength={100}
        dir="auto"
        autoComplete="off"
        defaultValue={filters.admin ?? ""}
      />
      <DayRangeInputs
        idPrefix="activity"
        labels={{ from: t("admin.activity.from"), to: t("admin.activity.to") }}
        from={filters.from}
        to={filters.to}
      />
      <FilterButtons apply={t("admin.activity.apply")} clear={t("admin.activity.clear")} clearTo={ACTIVITY_PATH} />
    </Form>
  );
}

// A URL it cannot read names its problems and leads back to the whole log.
export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        400: (error) => (
          <BadRequestPage
            error={error}
            title={t("admin.activity.badQueryTitle")}
            text={t("admin.activity.badQueryText")}
            to={ACTIVITY_PATH}
            action={t("admin.activity.clear")}
          />
        ),
      }}
    />
  );
}

/** Where the labels of the fields whose values come from a closed set live in the locale files (issue 50). */
const VALUE_LABELS: Record<string, string> = {
  status: "admin.inquiries.statuses",
  lifecycle: "admin.properties.lifecycles",
  advertiserType: "admin.properties.advertiserTypes",
  paymentTerms: "admin.properties.paymentTermsOptions",
  fitOut: "office.fitOuts",
  type: "propertyTypes",
  kind: "admin.landmarks.kinds",
};

/**
 * Each changed field by its name in the page's language, with its value before and after when the entry
 * has them (entries older than issue 33 name the fields only). Values keep their own direction (<bdi>).
 */
function ChangedFields({ entry }: { entry: Pick<ActivityRow, "fields" | "changes"> }) {
  const { t } = useTranslation();
  const arrow = directionOf(useLanguage()) === "rtl" ? "←" : "→";
  const shown = (field: string, value: unknown) =>
    value === null || value === undefined || value === ""
      ? "—"
      : typeof value === "boolean"
        ? t(value ? "admin.csv.yes" : "admin.csv.no")
        : Array.isArray(value)
          ? value.join(", ")
          : typeof value === "string"
            ? // A value from a closed set (a status, a listing's state) by its label; other texts as typed.
              field in VALUE_LABELS
              ? t(`${VALUE_LABELS[field]}.${value}`, { defaultValue: value })
              : value
            : JSON.stringify(value);
  return (
    <ul className="space-y-1">
      {entry.fields.map((field) => {
        const change = entry.changes[field];
        return (
          <li key={field}>
            <span className="font-semibold">{t(`admin.activity.fieldNames.${field}`, { defaultValue: field })}</span>
            {change ? (
              <>
                {": "}
                <bdi>{shown(field, change.from)}</bdi> {arrow} <bdi>{shown(field, change.to)}</bdi>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
