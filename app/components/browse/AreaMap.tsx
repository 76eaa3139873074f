import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import type { BrowseData } from "~/models/browse.server";
import type { PropertyFilters } from "~/schemas/filters";
import { filtersToQuery } from "~/schemas/filters-query";
import { type DrawnWidth, shortPrice } from "~/utils/map-pins";
import { useLanguage } from "~/utils/use-language";
import { type Bbox, centredOn, panned, placeIn, tilesOf, viewOf, zoomed } from "~/utils/web-mercator";

const PAN_DIRECTIONS = ["north", "west", "east", "south"] as const;
// Where each pan link sits in the compass's 3 × 3 grid, laid out left to right.
const COMPASS_PLACES: Record<(typeof PAN_DIRECTIONS)[number], string> = {
  north: "col-start-2 row-start-1",
  west: "col-start-1 row-start-2",
  east: "col-start-3 row-start-2",
  south: "col-start-2 row-start-3",
};

// Which layer of markers a map drawn at a width shows (container queries on the map; DRAWN_WIDTHS), written
// out whole so Tailwind generates them: a layer is shown from its width and hidden from the next one's.
const SHOWN_FROM: Record<DrawnWidth, string> = {
  256: "",
  320: "hidden @min-[320px]:block",
  448: "hidden @min-[448px]:block",
  640: "hidden @min-[640px]:block",
  768: "hidden @min-[768px]:block",
  896: "hidden @min-[896px]:block",
};
const HIDDEN_FROM: Record<DrawnWidth, string> = {
  256: "",
  320: "@min-[320px]:hidden",
  448: "@min-[448px]:hidden",
  640: "@min-[640px]:hidden",
  768: "@min-[768px]:hidden",
  896: "@min-[896px]:hidden",
};

/**
 * The map's marker layers by the width it is drawn at (issue 50), each shown from its width up to the
 * next one's; the first also serves anything narrower.
 */
function layersOf(map: NonNullable<BrowseData["map"]>) {
  return map.drawn.map((layer, index) => {
    const next = map.drawn[index + 1];
    return {
      from: layer.width,
      markers: layer.markers ?? map.markers,
      className: `${index === 0 ? "" : SHOWN_FROM[layer.width]} ${next ? HIDDEN_FROM[next.width] : ""}`,
    };
  });
}

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
        className="@container relative w-full overflow-hidden bg-surface-muted"
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
        {layersOf(map).map((layer) => (
          <div key={layer.from} data-map-layer={layer.from} className={`absolute inset-0 ${layer.className}`}>
            {layer.markers.map((marker) => {
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
          </div>
        ))}
        <small className="absolute bottom-0 right-0 bg-white/80 px-1 text-[10px] text-black">
          © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>
        </small>
      </div>
      <nav aria-label={t("browse.mapMoveLabel")} className="flex flex-wrap items-center gap-4 p-2">
        <div className="flex gap-2">
          <a href={areaHref(zoomed(view, 1))} className={control} rel="nofollow">
            + <span className="ms-1">{t("browse.mapZoomIn")}</span>
          </a>
          <a href={areaHref(zoomed(view, -1))} className={control} rel="nofollow">
            − <span className="ms-1">{t("browse.mapZoomOut")}</span>
          </a>
        </div>
        {/* A compass: each direction on its side of the map in either language (the map never mirrors). */}
        <div dir="ltr" data-testid="map-compass" className="grid grid-cols-3 gap-1">
          {PAN_DIRECTIONS.map((direction) => (
            <a
              key={direction}
              href={areaHref(panned(view, direction))}
              className={`${control} ${COMPASS_PLACES[direction]}`}
              rel="nofollow"
            >
              {t(`browse.mapPan.${direction}`)}
            </a>
          ))}
        </div>
      </nav>
    </div>
  );
}
