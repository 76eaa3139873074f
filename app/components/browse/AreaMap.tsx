import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { BrowseData } from "~/models/browse.server";
import type { PropertyFilters } from "~/schemas/filters";
import { filtersToQuery } from "~/schemas/filters-query";
import { shortPrice } from "~/utils/map-pins";
import { useLanguage } from "~/utils/use-language";
import { type Bbox, centredOn, panned, placeIn, tilesOf, viewOf, zoomed } from "~/utils/web-mercator";

const PAN_DIRECTIONS = ["north", "west", "east", "south"] as const;

/**
 * The map as the server draws it (issue 34), for a browser without scripts: TILE_URL's tiles as images in
 * a grid scaled to the screen, the price pins and count bubbles as links on top (a pin opens its office,
 * a bubble zooms into it), and zoom and pan links that change the URL's `bbox`. Map geometry is left to
 * right in either language; the links around it follow the page.
 */
export function AreaMap({ map, filters, tileUrl }: { map: NonNullable<BrowseData["map"]>; filters: PropertyFilters; tileUrl: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const view = viewOf(map.bbox, map.zoom);
  const viewParam = new URLSearchParams(search).get("view");
  const areaHref = (area: { bbox: Bbox; zoom: number }) => {
    const query = filtersToQuery({ ...filters, ...area });
    if (viewParam) query.set("view", viewParam);
    return `${pathname}?${query}#results-map`;
  };
  const control =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-line bg-surface-raised px-3 font-semibold hover:bg-surface-muted";
  return (
    <div>
      <div
        dir="ltr"
        role="group"
        aria-label={t("browse.mapAreaLabel")}
        data-testid="area-map"
        className="relative w-full overflow-hidden bg-surface-muted"
        style={{ aspectRatio: `${view.width} / ${view.height}` }}
      >
        {tilesOf(view, tileUrl).map((tile) => (
          <img
            key={tile.src}
            src={tile.src}
            alt=""
            width={256}
            height={256}
            decoding="async"
            className="absolute max-w-none select-none"
            style={{ left: `${tile.left}%`, top: `${tile.top}%`, width: `${tile.width}%`, height: `${tile.height}%` }}
          />
        ))}
        {map.markers.map((marker) => {
          const { left, top } = placeIn(view, marker.longitude, marker.latitude);
          const position = { left: `${left}%`, top: `${top}%` };
          return marker.kind === "pin" ? (
            <a
              key={`pin-${marker.id}`}
              href={`/property/${marker.id}`}
              data-pin={marker.id}
              aria-label={t("browse.mapPin", { price: shortPrice(marker.price, language) })}
              className="map-price-pin absolute -translate-x-1/2 -translate-y-full whitespace-nowrap rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-brand-ink shadow ring-2 ring-white focus-visible:outline-offset-2"
              style={position}
            >
              <span aria-hidden="true">{shortPrice(marker.price, language)}</span>
            </a>
          ) : (
            <a
              key={`cluster-${marker.latitude},${marker.longitude}`}
              href={areaHref(centredOn(view, marker.longitude, marker.latitude, marker.expansionZoom))}
              data-cluster={marker.count}
              aria-label={t("browse.mapClusterLink", { count: marker.count })}
              className="absolute flex size-10 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-ink text-sm font-bold text-surface shadow ring-2 ring-white"
              style={position}
            >
              <span aria-hidden="true">{marker.count}</span>
            </a>
          );
        })}
        <small className="absolute bottom-0 right-0 bg-white/80 px-1 text-[10px] text-black">
          © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>
        </small>
      </div>
      <nav aria-label={t("browse.mapMoveLabel")} className="flex flex-wrap items-center gap-2 p-2">
        <a href={areaHref(zoomed(view, 1))} className={control} rel="nofollow">
          + <span className="ms-1">{t("browse.mapZoomIn")}</span>
        </a>
        <a href={areaHref(zoomed(view, -1))} className={control} rel="nofollow">
          − <span className="ms-1">{t("browse.mapZoomOut")}</span>
        </a>
        {PAN_DIRECTIONS.map((direction) => (
          <a key={direction} href={areaHref(panned(view, direction))} className={control} rel="nofollow">
            {t(`browse.mapPan.${direction}`)}
          </a>
        ))}
      </nav>
    </div>
  );
}
