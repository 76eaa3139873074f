import L, { type LatLngTuple, type Map as LeafletMap } from "leaflet";
import { type MutableRefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/utils/translation";
import { AttributionControl, MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents, ZoomControl } from "react-leaflet";
import { directionOf } from "~/i18n";
import type { BrowseData } from "~/models/browse.server";
import type { PropertyCardData } from "~/models/properties.server";
import type { PropertyFilters } from "~/schemas/filters";
import { filtersToQuery } from "~/schemas/filters-query";
import { type MapMarker, shortPrice } from "~/utils/map-pins";
import { useLanguage } from "~/utils/use-language";
import { type Bbox, MAX_ZOOM, MIN_ZOOM, viewOf } from "~/utils/web-mercator";
import { Link } from "@remix-run/react";
import { CompactPropertyCard } from "./PropertyCard";
import { TILE_ATTRIBUTION } from "./leaflet.client";

// Quarter zoom steps: the URL's area fills the map as closely as it can.
const ZOOM_SNAP = 0.25;
// A count bubble's diameter in px (the same as the no-script map's).
const BUBBLE_SIZE = 40;

type MapAnswer = NonNullable<BrowseData["map"]>;

/**
 * The results on a Leaflet map (issue 34): the server's price pins and count bubbles (supercluster, the
 * same as the map drawn without scripts and GET /api/map), on the URL's area. A pin opens a card of its
 * office; a bubble zooms in. Zooming re-reads the markers of the same area at the new zoom from /api/map,
 * so bubbles split; once the visitor moves or zooms the map, "Search this area" puts the area on screen
 * in the URL.
 */
export default function ResultsMap({
  results,
  filters,
  tileUrl,
  onSearchArea,
}: {
  results: MapAnswer;
  filters: PropertyFilters;
  tileUrl: string;
  onSearchArea: (bbox: Bbox, zoom: number) => void;
}) {
  const { t } = useTranslation();
  // Controls sit mirrored on right-to-left pages, as the rest of the page.
  const rtl = directionOf(useLanguage()) === "rtl";
  const { west, south, east, north } = results.bbox;
  const bounds = useMemo(
    (): LatLngTuple[] => [
      [south, west],
      [north, east],
    ],
    [west, south, east, north],
  );
  // Set while the map moves itself (a fit to the URL's area, a popup panned into view), so that only the
  // visitor's own moves offer "Search this area".
  const selfMoving = useRef(false);
  return (
    <MapContainer
      bounds={bounds}
      zoomSnap={ZOOM_SNAP}
      scrollWheelZoom={false}
      zoomControl={false}
      attributionControl={false}
      className="h-[600px] w-full"
    >
      <ZoomControl position={rtl ? "topright" : "topleft"} zoomInTitle={t("browse.mapZoomIn")} zoomOutTitle={t("browse.mapZoomOut")} />
      <AttributionControl position={rtl ? "bottomleft" : "bottomright"} />
      {/* Twice the pixels on a high-density screen (a phone): zoom+1 tiles at half size. */}
      <TileLayer url={tileUrl} attribution={TILE_ATTRIBUTION} detectRetina />
      <SearchThisArea bounds={bounds} selfMoving={selfMoving} onSearchArea={onSearchArea} />
      <PopupCloseLabel label={t("browse.mapClosePopup")} />
      <PriceMarkers results={results} filters={filters} />
    </MapContainer>
  );
}

/** The part of the visible map inside `area`, or null when they do not meet; `area` itself when all of it is in view. */
function visiblePart(map: LeafletMap, area: Bbox): Bbox | null {
  const view = map.getBounds();
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  const part = {
    west: round(Math.max(area.west, view.getWest())),
    south: round(Math.max(area.south, view.getSouth())),
    east: round(Math.min(area.east, view.getEast())),
    north: round(Math.min(area.north, view.getNorth())),
  };
  if (part.west >= part.east || part.south >= part.north) return null;
  const allInView =
    view.getWest() <= area.west && view.getSouth() <= area.south && view.getEast() >= area.east && view.getNorth() >= area.north;
  return allInView ? area : part;
}

/** The whole zoom the markers are clustered at: never above the map's, so pins never overlap. */
const markerZoom = (map: LeafletMap) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.floor(map.getZoom() + 1e-6)));

/**
 * The markers of the results in view: the loader's when the map shows the area at the zoom the server
 * clustered it at, otherwise GET /api/map's for the visible part of the area at the map's zoom (the same
 * read, cached on the server). The markers shown stay until the new ones arrive, the map marked busy.
 */
function useMarkers(results: MapAnswer, filters: PropertyFilters) {
  const map = useMap();
  const area = results.bbox;
  const readQuery = () => {
    const part = visiblePart(map, area);
    return part ? { bbox: part, zoom: markerZoom(map) } : null;
  };
  const [query, setQuery] = useState(readQuery);
  useMapEvents({ moveend: () => setQuery(readQuery()) });
  // New results (a search, a filter, Back): read the view again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setQuery(readQuery()), [results]);

  const fromLoader = query !== null && query.bbox === area && viewOf(area, query.zoom).zoom === results.zoom;
  const url = query && !fromLoader ? `/api/map?${filtersToQuery({ ...filters, bbox: query.bbox, zoom: query.zoom })}` : null;
  const [fetched, setFetched] = useState<{ url: string; markers: MapMarker[] } | null>(null);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<MapAnswer>) : Promise.reject(new Error(String(response.status)))))
      .then((answer) => setFetched({ url, markers: answer.markers }))
      // Aborted by a newer view, or failed: the markers shown stay.
      .catch(() => undefined);
    return () => controller.abort();
  }, [url]);

  const shown = useRef<MapMarker[]>(results.markers);
  if (query === null) shown.current = [];
  else if (fromLoader) shown.current = results.markers;
  else if (fetched?.url === url) shown.current = fetched.markers;
  // The map says it is busy while the markers shown are not yet those of its view (WAI-ARIA aria-busy):
  // they are about to change, and a pin pressed now may be gone when the answer arrives.
  const loading = url !== null && fetched?.url !== url;
  useLayoutEffect(() => {
    map.getContainer().setAttribute("aria-busy", String(loading));
  }, [map, loading]);
  return shown.current;
}

/** One price pin per office and one count bubble where pins would overlap, as the server clustered them. */
function PriceMarkers({ results, filters }: { results: MapAnswer; filters: PropertyFilters }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const map = useMap();
  const markers = useMarkers(results, filters);
  // Escape closes a pin's card and puts the focus back on its pin (Leaflet closes popups on Escape only
  // while the map itself has the focus, not a marker or the card's links).
  const openPin = useRef<L.Marker | null>(null);
  useEffect(() => {
    const container = map.getContainer();
    const onKeyDown = (event: KeyboardEvent) => {
      const pin = openPin.current;
      if (event.key !== "Escape" || !pin?.isPopupOpen()) return;
      pin.closePopup();
      pin.getElement()?.focus();
    };
    container.addEventListener("keydown", onKeyDown);
    return () => container.removeEventListener("keydown", onKeyDown);
  }, [map]);
  return markers.map((marker) => {
    const position: LatLngTuple = [marker.latitude, marker.longitude];
    if (marker.kind === "pin") {
      const price = shortPrice(marker.price, language);
      return (
        <Marker
          key={`pin-${marker.id}`}
          position={position}
          icon={pinIcon(marker.id, price)}
          title={t("browse.mapPinCard", { price })}
          riseOnHover
          eventHandlers={{ popupopen: (event) => (openPin.current = event.target as L.Marker) }}
        >
          <PinPopup id={marker.id} price={price} />
        </Marker>
      );
    }
    // At least one step in, so a bubble clustered a step out (a map wider than the server draws) still opens.
    const zoomIn = () => map.setView(position, Math.min(MAX_ZOOM, Math.max(marker.expansionZoom, markerZoom(map) + 1)));
    return (
      <Marker
        key={`cluster-${marker.latitude},${marker.longitude},${marker.count}`}
        position={position}
        icon={bubbleIcon(marker.count)}
        title={t("browse.mapClusterLink", { count: marker.count })}
        eventHandlers={{
          click: zoomIn,
          // Leaflet answers Enter only on markers with a popup.
          keypress: (event) => (event.originalEvent.key === "Enter" ? zoomIn() : undefined),
        }}
      />
    );
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * A price label standing on its point (CSS `translate` lifts it, as Leaflet's own `transform` places it).
 * The text is hidden from screen readers: the marker's title names it ("294K a year: show this office").
 */
function pinIcon(id: number, price: string) {
  return L.divIcon({
    className: "map-price-pin",
    html: `<span aria-hidden="true" data-pin="${id}">${escapeHtml(price)}</span>`,
    iconSize: undefined,
    popupAnchor: [0, -34],
  });
}

/** A round bubble with the number of offices it stands for. */
function bubbleIcon(count: number) {
  return L.divIcon({
    className: "map-cluster",
    html: `<span aria-hidden="true" data-cluster="${count}">${count}</span>`,
    iconSize: [BUBBLE_SIZE, BUBBLE_SIZE],
    iconAnchor: [BUBBLE_SIZE / 2, BUBBLE_SIZE / 2],
  });
}

/** Fits the map to the URL's area; once the visitor moves or zooms it, a button offers to search the area on screen. */
function SearchThisArea({
  bounds,
  selfMoving,
  onSearchArea,
}: {
  bounds: LatLngTuple[];
  selfMoving: MutableRefObject<boolean>;
  onSearchArea: (bbox: Bbox, zoom: number) => void;
}) {
  const { t } = useTranslation();
  const map = useMap();
  const [moved, setMoved] = useState(false);
  // A new area (the search itself, Back, a filter): the map fits it, without animation, so the moves it
  // makes happen inside this call and are known as the map's own.
  useEffect(() => {
    selfMoving.current = true;
    try {
      map.fitBounds(bounds, { animate: false });
    } finally {
      selfMoving.current = false;
    }
    setMoved(false);
  }, [map, bounds, selfMoving]);
  const autoPanning = useRef(false);
  useMapEvents({
    // A popup panned into view is the map's own move too.
    autopanstart: () => {
      autoPanning.current = true;
    },
    movestart: () => {
      if (autoPanning.current) autoPanning.current = false;
      else if (!selfMoving.current) setMoved(true);
    },
  });
  if (!moved) return null;
  const search = () => {
    const view = map.getBounds();
    const round = (value: number) => Math.round(value * 1e5) / 1e5;
    setMoved(false);
    onSearchArea(
      { west: round(view.getWest()), south: round(view.getSouth()), east: round(view.getEast()), north: round(view.getNorth()) },
      Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(map.getZoom()))),
    );
  };
  return (
    <div className="leaflet-top pointer-events-none absolute inset-x-0 flex justify-center pt-3">
      <button
        type="button"
        onClick={search}
        className="pointer-events-auto rounded-full bg-brand px-4 py-2 font-semibold text-brand-ink shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink"
      >
        {t("browse.mapSearchArea")}
      </button>
    </div>
  );
}

/** Leaflet names a popup's close button "Close popup" in English: name it in the page's language. */
function PopupCloseLabel({ label }: { label: string }) {
  useMapEvents({
    popupopen(event) {
      const button = event.popup.getElement()?.querySelector(".leaflet-popup-close-button");
      button?.setAttribute("aria-label", label);
      button?.setAttribute("title", label);
    },
  });
  return null;
}

type ApiProperty = Omit<PropertyCardData, "image" | "imageCount"> & { images: string[] };

/**
 * A pin's card: a link to the office at once, its card (GET /api/properties/{id}) when it arrives. Never
 * wider than the map (Leaflet adds 45 px of margins), panned below the zoom buttons.
 */
function PinPopup({ id, price }: { id: number; price: string }) {
  const maxWidth = Math.min(320, useMap().getSize().x - 60);
  return (
    <Popup minWidth={Math.min(260, maxWidth)} maxWidth={maxWidth} autoPanPaddingTopLeft={[5, 80]}>
      <PinCard id={id} price={price} />
    </Popup>
  );
}

function PinCard({ id, price }: { id: number; price: string }) {
  const { t } = useTranslation();
  const [property, setProperty] = useState<PropertyCardData | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/properties/${id}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<ApiProperty>) : Promise.reject(new Error(String(response.status)))))
      .then(({ images, ...rest }) => setProperty({ ...rest, image: images[0] ?? null, imageCount: images.length }))
      // The link below stays: it opens the office either way.
      .catch(() => undefined);
    return () => controller.abort();
  }, [id]);
  if (property) return <CompactPropertyCard property={property} />;
  return (
    <Link to={`/property/${id}`} className="font-semibold text-brand-strong underline">
      {t("browse.mapPin", { price })}
    </Link>
  );
}
