import { Link, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/utils/translation";
import type { BrowseData } from "~/models/browse.server";
import { filtersToQuery, hasActiveFilters, searchQueryOf, type Sort, SORTS, VIEWS, type View } from "~/schemas/filters-query";
import { type FeedLink, feedGuidePath } from "~/utils/feed";
import { useHydrated } from "~/utils/use-hydrated";
import { PropertyCard } from "../PropertyCard";
import { Icon } from "../ui/Icon";
import { RESULTS_ID } from "./results-anchor";
import { ActiveFilters } from "./ActiveFilters";
import { AlertForm } from "./AlertForm";
import { MapResults } from "./MapResults";
import { FILTER_FORM_ID, preloadFilterParser, useFilterNavigation } from "./use-filter-navigation";

const SORT_LABEL_KEYS = {
  featured: "browse.sort.featured",
  "price-asc": "browse.sort.priceAsc",
  "price-desc": "browse.sort.priceDesc",
  size: "browse.sort.size",
  recent: "browse.sort.recent",
  "price-per-sqm": "browse.sort.pricePerSqm",
  distance: "browse.sort.distance",
} as const;

const VIEW_ICONS = { grid: "grid", list: "list", map: "map" } as const;
/** The sort select's id: a no-script sort comes back to it. */
const SORT_ID = "sort";

type Props = Pick<
  BrowseData,
  "filters" | "view" | "page" | "pageCount" | "total" | "properties" | "previews" | "districts" | "landmarks" | "nearLandmark" | "map"
> & {
  defaultView: View;
  feed: FeedLink;
};

export function BrowseResults(props: Props) {
  const { t } = useTranslation();
  const { filters, view, total, defaultView } = props;
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const hrefFor = (change: { view?: View; page?: number }) => {
    const query = filtersToQuery(filters, { view: change.view ?? view, page: change.page, defaultView });
    return `${pathname}${query.size > 0 ? `?${query}` : ""}`;
  };

  return (
    <section id={RESULTS_ID} aria-labelledby="results-heading" className="min-w-0 flex-1 scroll-mt-20">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="results-heading" className="me-auto text-xl font-bold" aria-live="polite">
          {t("browse.resultsCount", { count: total })}
        </h2>
        <div className="flex items-center gap-2">
          <label htmlFor={SORT_ID} className="text-sm text-ink-muted">
            {t("browse.sortLabel")}
          </label>
          <SortSelect current={filters.sort} defaultView={defaultView} />
          <SortApplyButton />
        </div>
        <nav aria-label={t("browse.viewLabel")} className="flex rounded-lg border border-line p-0.5">
          {VIEWS.map((option) => (
            <Link
              key={option}
              to={hrefFor({ view: option })}
              preventScrollReset
              aria-current={option === view ? "page" : undefined}
              className={`inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm ${option === view ? "bg-brand text-brand-ink" : "text-ink hover:bg-surface-muted"}`}
            >
              <Icon name={VIEW_ICONS[option]} className="size-4" />
              {t(`browse.view.${option}`)}
            </Link>
          ))}
        </nav>
      </div>

      <ActiveFilters filters={filters} view={view} defaultView={defaultView} showClearAll={total > 0} landmarks={props.landmarks} />

      {/* The page that explains the feed and links it (the feed itself is raw XML on a phone). */}
      <p className="mt-3 text-sm">
        <a
          href={feedGuidePath(props.feed.href)}
          title={props.feed.title}
          className="inline-flex items-center gap-1.5 font-semibold text-brand underline-offset-4 hover:underline"
        >
          <Icon name="feed" className="size-4" />
          {t("browse.followSearch")}
        </a>
      </p>
      {/* Or by email (issue 35): a disclosure, so it costs the results no room until asked for, with or without scripts. */}
      <details className="mt-2 max-w-xl text-sm">
        <summary className="inline-flex cursor-pointer items-center gap-1.5 font-semibold text-brand underline-offset-4 hover:underline">
          <Icon name="mail" className="size-4" />
          {t("alerts.summary")}
        </summary>
        <div className="mt-2 rounded-lg border border-line p-3">
          <AlertForm id="search-alert" search={searchQueryOf(filters).toString()} />
        </div>
      </details>

      <div className="relative mt-5">
        {loading ? (
          <p
            role="status"
            className="absolute inset-x-0 top-0 z-10 mx-auto w-fit rounded-full bg-surface-raised px-4 py-2 text-sm font-semibold shadow"
          >
            {t("browse.loading")}
          </p>
        ) : null}
        <div className={loading ? "opacity-50 transition-opacity" : undefined}>
          {total === 0 ? <EmptyResults showClear={hasActiveFilters(filters)} /> : <ResultsBody {...props} />}
        </div>
      </div>

      {view !== "map" && props.pageCount > 1 ? (
        // Another page opens at its results, not at the top of the page (the search and the filters).
        <nav aria-label={t("browse.pagination")} className="mt-8 flex items-center justify-center gap-4">
          {props.page > 1 ? (
            <Link
              to={`${hrefFor({ page: props.page - 1 })}#${RESULTS_ID}`}
              rel="prev"
              className="rounded-lg border border-line px-4 py-2 font-semibold hover:bg-surface-muted"
            >
              {t("browse.previousPage")}
            </Link>
          ) : null}
          <span className="text-sm text-ink-muted">{t("browse.pageOf", { page: props.page, pages: props.pageCount })}</span>
          {props.page < props.pageCount ? (
            <Link
              to={`${hrefFor({ page: props.page + 1 })}#${RESULTS_ID}`}
              rel="next"
              className="rounded-lg border border-line px-4 py-2 font-semibold hover:bg-surface-muted"
            >
              {t("browse.nextPage")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

/**
 * Without JavaScript a sort is applied with this button; with it the select applies a change at once.
 * A component of its own: when hydration ends only it renders again, not the list of results.
 */
function SortApplyButton() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  if (hydrated) return null;
  return (
    // Back at the sort control, not at the filter form's Apply button.
    <button
      type="submit"
      form={FILTER_FORM_ID}
      formAction={`${pathname}#${SORT_ID}`}
      className="rounded-lg border border-line px-3 py-2 text-sm font-semibold"
    >
      {t("browse.sortApply")}
    </button>
  );
}

/** Part of the filter form (form="filters"); with JavaScript a change applies at once. */
function SortSelect({ current, defaultView }: { current: Sort; defaultView: View }) {
  const { t } = useTranslation();
  const navigateToFilters = useFilterNavigation(defaultView);
  const [sort, setSort] = useState(current);
  useEffect(() => setSort(current), [current]);
  return (
    <select
      id={SORT_ID}
      name="sort"
      form={FILTER_FORM_ID}
      value={sort}
      onChange={(event) => {
        setSort(event.target.value as Sort);
        if (event.target.form) void navigateToFilters(event.target.form);
      }}
      onFocus={preloadFilterParser}
      onPointerDown={preloadFilterParser}
      className="field-input w-[180px] scroll-mt-24 text-sm"
    >
      {SORTS.map((option) => (
        <option key={option} value={option}>
          {t(SORT_LABEL_KEYS[option])}
        </option>
      ))}
    </select>
  );
}

function EmptyResults({ showClear }: { showClear: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="rounded-xl border border-dashed border-line p-10 text-center">
      <p className="text-lg font-semibold">{t("browse.empty")}</p>
      <p className="mt-1 text-ink-muted">{t("browse.emptyHint")}</p>
      {showClear ? (
        <Link to={pathname} className="mt-5 inline-block rounded-lg bg-brand px-5 py-2 font-semibold text-brand-ink hover:bg-brand-strong">
          {t("browse.clearAll")}
        </Link>
      ) : null}
    </div>
  );
}

function ResultsBody({ view, properties, previews, districts, filters, total, nearLandmark, map }: Props) {
  if (view === "map") return <MapResults previews={previews} districts={districts} filters={filters} total={total} map={map} />;
  return (
    <div className={view === "grid" ? "grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3" : "flex flex-col gap-6"}>
      {/* Card images load lazily: the hero is the first screen's large image, and on a phone the
          cards start below it, where eager images would only compete with the page's first paint. */}
      {properties.map((property) => (
        <PropertyCard key={property.id} property={property} layout={view} nearLandmark={nearLandmark} />
      ))}
    </div>
  );
}
