import { useLocation, useNavigate } from "@remix-run/react";
import { lazy, useMemo } from "react";
import { useTranslation } from "~/utils/translation";
import type { BrowseData } from "~/models/browse.server";
import { filtersToQuery } from "~/schemas/filters-query";
import { type DistrictGroup, placeDistricts } from "~/utils/map";
import { useLanguage } from "~/utils/use-language";
import { ClientOnly } from "../ClientOnly";
import { AreaMap } from "./AreaMap";
import { DistrictListings } from "./DistrictListings";
import type { Bbox } from "~/utils/web-mercator";
import { useRootData } from "~/utils/use-root-data";

// Leaflet and its CSS load only when a map is on screen.
const ResultsMap = lazy(() => import("../ResultsMap.client"));

export function MapResults({
  previews,
  districts,
  filters,
  total,
  map,
}: Pick<BrowseData, "previews" | "districts" | "filters" | "total" | "map">) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tileUrl = useRootData()?.tileUrl ?? "";
  // The no-script list by district (the scripted map draws the server's price pins instead).
  const groups = useMemo(() => placeDistricts(previews, districts, language), [previews, districts, language]);
  // "Show all" opens the district's listings as a list, keeping the other filters.
  const allHref = (group: DistrictGroup) => `/?${filtersToQuery({ ...filters, district: [group.district] })}`;
  // "Search this area": the area on screen joins the URL (a history entry), with every other filter.
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const searchArea = (bbox: Bbox, zoom: number) => {
    const query = filtersToQuery({ ...filters, bbox, zoom });
    // The view and the language the URL names stay (in the canonical order: the page's loader redirects otherwise).
    const current = new URLSearchParams(search);
    for (const key of ["view", "lng"]) {
      const value = current.get(key);
      if (value) query.set(key, value);
    }
    navigate({ pathname, search: `?${query}` }, { preventScrollReset: true });
  };

  // Without JavaScript, the same results grouped by district, in the page's flow (the box grows with
  // them). Inside <noscript>, so a browser running scripts neither builds nor hydrates this list
  // (hundreds of nodes) only to replace it with the map.
  const byDistrict = (
    <div className="p-4">
      {map ? <AreaMap map={map} filters={filters} tileUrl={tileUrl} /> : null}
      <h3 className="mb-3 mt-4 font-semibold">{t("browse.mapByDistrict")}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {groups.map((group) => (
          <section key={group.district} aria-label={group.label} className="rounded-lg border border-line bg-surface-raised p-3">
            <h4 className="mb-2 font-semibold">
              {group.label} <span className="text-sm font-normal text-ink-muted">({group.total})</span>
            </h4>
            <DistrictListings group={group} allHref={allHref(group)} />
          </section>
        ))}
      </div>
    </div>
  );

  return (
    <div>
      <div role="note" className="mb-3 rounded-lg bg-brand-soft px-4 py-2 text-sm text-ink">
        <strong>{t("browse.mapCount", { count: total })}</strong> · <noscript>{t("browse.mapListHint")}</noscript>
        <span className="js-only">{t("browse.mapHint")}</span>
      </div>
      {/* The map and its placeholder are 600 px high; the no-JS list takes the height it needs. */}
      <div data-testid="results-map" className="relative z-0 overflow-hidden rounded-xl border border-line">
        <ClientOnly
          fallback={
            <>
              <noscript>{byDistrict}</noscript>
              <p className="js-only h-[600px] p-4 text-ink-muted">{t("browse.loading")}</p>
            </>
          }
        >
          {() => (map ? <ResultsMap results={map} filters={filters} tileUrl={tileUrl} onSearchArea={searchArea} /> : null)}
        </ClientOnly>
      </div>
    </div>
  );
}
