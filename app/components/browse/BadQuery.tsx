import { type ErrorResponse, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { BadRequestPage } from "~/components/BadRequestPage";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { NotFound } from "~/components/NotFound";

/**
 * Error boundary of the browse, map and district pages: a 400 lists the bad URL parameters and offers a
 * fresh search; a 404 (an unknown district) is the site's not-found page.
 */
export function BrowseErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 400: (error) => <BadQuery error={error} />, 404: () => <NotFound /> }} />;
}

// The filters' names as the filter panel shows them.
export const PARAM_LABELS: Record<string, string> = {
  q: "browse.wordsFilter",
  district: "browse.districts",
  type: "browse.typeLabel",
  minPrice: "browse.minPrice",
  maxPrice: "browse.maxPrice",
  minSize: "browse.minSize",
  maxSize: "browse.maxSize",
  furnished: "browse.furnishing",
  amenities: "browse.amenities",
  confirmed: "browse.confirmedFilter",
  fitOut: "browse.fitOut",
  minPricePerSqm: "browse.minPricePerSqm",
  maxPricePerSqm: "browse.maxPricePerSqm",
  minFloor: "browse.minFloor",
  maxFloor: "browse.maxFloor",
  sort: "browse.sortLabel",
  view: "browse.viewLabel",
  page: "browse.pageParam",
  bbox: "browse.bboxParam",
  zoom: "browse.zoomParam",
};

function BadQuery({ error }: { error: ErrorResponse }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // The new search keeps every parameter the page could read (a bad map area loses only the area).
  const kept = new URLSearchParams(search);
  for (const { param } of ((error.data ?? {}) as { badParams?: { param: string }[] }).badParams ?? []) kept.delete(param);
  return (
    <BadRequestPage
      error={error}
      title={t("browse.badQueryTitle")}
      text={t("browse.badQueryText")}
      to={kept.size > 0 ? `${pathname}?${kept}` : pathname}
      action={t("browse.newSearch")}
      paramLabel={(param) => (PARAM_LABELS[param] ? t(PARAM_LABELS[param]) : undefined)}
    />
  );
}
