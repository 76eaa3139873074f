import L, { type FitBoundsOptions, type LatLngTuple } from "leaflet";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { AttributionControl, MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents, ZoomControl } from "react-leaflet";
import { directionOf } from "~/i18n";
import { perLanguage } from "~/utils/format";
import type { DistrictGroup } from "~/utils/map";
import { type Bbox, MAX_ZOOM, MIN_ZOOM } from "~/utils/web-mercator";
import { BUBBLE_SIZE, clusterPoints } from "~/utils/map-clusters";
import { useLanguage } from "~/utils/use-language";
import { DistrictListings } from "./browse/DistrictListings";
import { markerPin, TILE_ATTRIBUTION } from "./leaflet.client";

// Room around the outermost pins: a pin stands 41 px above its point, so more at the top.
const FIT_OPTIONS: FitBoundsOptions = { paddingTopLeft: [40, 56], paddingBottomRight: [40, 24], maxZoom: 14 };
// Quarter zoom steps: the fit comes as close as the map allows, so the crowded centre's pins (Olaya
// and Al Sulimaniyah are 2.5 km apart) cover each other less than at the whole step below.
const ZOOM_SNAP = 0.25;
const listFormat = perLanguage((language) => new Intl.ListFormat(language));

/** One marker per district with a popup of its listings (listings sit at their district's coordinates). */
export default function ResultsMap({
  groups,
  tileUrl,
  allHref,
  area,
  onSearchArea,
}: {
  groups: DistrictGroup[];
  tileUrl: string;
  allHref: (group: DistrictGroup) => string;
  /** The area the URL names (issue 34): the map opens on it instead of fitting the pins. */
  area: Bbox | undefined;
  onSearchArea: (bbox: Bbox, zoom: number) => void;
}) {
  const { t } = useTranslation();
  // Controls sit mirrored on right-to-left pages, as the rest of the page.
  const rtl = directionOf(useLanguage()) === "rtl";
  const positions = useMemo(() => groups.map((group) => group.position), [groups]);
  const bounds = useMemo(
    (): LatLngTuple[] | null =>
      area
        ? [
            [area.south, area.west],
            [area.north, area.east],
          ]
        : null,
    [area],
  );
  return (
    <MapContainer
      bounds={bounds ?? positions}
      boundsOptions={FIT_OPTIONS}
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
      <FitMarkers positions={bounds ?? positions} exact={bounds !== null} />
      <SearchThisArea onSearchArea={onSearchArea} />
      <PopupCloseLabel label={t("browse.mapClosePopup")} />
      <DistrictMarkers groups={groups} allHref={allHref} />
    </MapContainer>
  );
}

/**
 * A pin per district, except where pins would overlap at this zoom: there one count bubble stands
 * for them, and choosing it zooms in until they stand apart.
 */
function DistrictMarkers({ groups, allHref }: { groups: DistrictGroup[]; allHref: (group: DistrictGroup) => string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const clusters = useMemo(() => {
    const points = groups.map((group) => map.project(group.position, zoom));
    return clusterPoints(points).map((members) => ({
      groups: members.map((index) => groups[index]!),
      position: map.unproject(
        L.point(mean(members.map((index) => points[index]!.x)), mean(members.map((index) => points[index]!.y))),
        zoom,
      ),
    }));
  }, [map, groups, zoom]);
  const zoomTo = (members: DistrictGroup[]) =>
    map.fitBounds(
      members.map((group) => group.position),
      { ...FIT_OPTIONS, maxZoom: 16 },
    );
  return clusters.map(({ groups: members, position }) => {
    if (members.length === 1) {
      const group = members[0]!;
      return (
        <Marker key={group.district} position={group.position} icon={markerPin} title={`${group.label} (${group.total})`} alt={group.label}>
          <DistrictPopup group={group} allHref={allHref(group)} />
        </Marker>
      );
    }
    const total = members.reduce((sum, group) => sum + group.total, 0);
    const districts = listFormat(language).format(members.map((group) => group.label));
    const title = t("browse.mapCluster", { count: total, districts });
    return (
      <Marker
        key={members.map((group) => group.district).join("|")}
        position={position}
        icon={bubbleIcon(total, members.length)}
        title={title}
        eventHandlers={{
          click: () => zoomTo(members),
          // Leaflet answers Enter only on markers with a popup.
          keypress: (event) => (event.originalEvent.key === "Enter" ? zoomTo(members) : undefined),
        }}
      />
    );
  });
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** A round bubble with the number of offices; `data-districts` says how many districts it stands for. */
function bubbleIcon(total: number, districts: number) {
  return L.divIcon({
    className: "map-cluster",
    html: `<span data-districts="${districts}">${total}</span>`,
    iconSize: [BUBBLE_SIZE, BUBBLE_SIZE],
    iconAnchor: [BUBBLE_SIZE / 2, BUBBLE_SIZE / 2],
  });
}

/** Refits the map to new results (a filter applied with JavaScript keeps the same map). */
function FitMarkers({ positions, exact }: { positions: LatLngTuple[]; exact: boolean }) {
  const map = useMap();
  useEffect(() => {
    map.fitBounds(positions, exact ? { maxZoom: 18 } : FIT_OPTIONS);
  }, [map, positions, exact]);
  return null;
}

/** Once the visitor moves or zooms the map, a button offers to search the area now on screen. */
function SearchThisArea({ onSearchArea }: { onSearchArea: (bbox: Bbox, zoom: number) => void }) {
  const { t } = useTranslation();
  const map = useMap();
  const [moved, setMoved] = useState(false);
  // Only the visitor's own moves count (a drag, a double click, the zoom buttons), not the
  // fits to new results the map makes itself.
  useMapEvents({ dragend: () => setMoved(true) });
  useEffect(() => {
    const container = map.getContainer();
    const moved = () => setMoved(true);
    const zoomButton = (event: Event) =>
      event.target instanceof Element && event.target.closest(".leaflet-control-zoom") ? moved() : null;
    container.addEventListener("dblclick", moved);
    container.addEventListener("click", zoomButton);
    return () => {
      container.removeEventListener("dblclick", moved);
      container.removeEventListener("click", zoomButton);
    };
  }, [map]);
  if (!moved) return null;
  const search = () => {
    const bounds = map.getBounds();
    const round = (value: number) => Math.round(value * 1e5) / 1e5;
    setMoved(false);
    onSearchArea(
      { west: round(bounds.getWest()), south: round(bounds.getSouth()), east: round(bounds.getEast()), north: round(bounds.getNorth()) },
      Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(map.getZoom()))),
    );
  };
  return (
    <div className="leaflet-top pointer-events-none absolute inset-x-0 flex justify-center pt-3">
      <button
        type="button"
        onClick={search}
        className="pointer-events-auto rounded-full bg-brand px-4 py-2 font-semibold text-brand-ink shadow-lg"
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

/**
 * A popup never wider than the map (Leaflet adds 45 px of margins and can pan it only within the map),
 * panned below the zoom buttons (75 px from the top, on either side), which would otherwise cover it.
 */
function DistrictPopup({ group, allHref }: { group: DistrictGroup; allHref: string }) {
  const maxWidth = Math.min(320, useMap().getSize().x - 60);
  return (
    <Popup minWidth={Math.min(280, maxWidth)} maxWidth={maxWidth} autoPanPaddingTopLeft={[5, 80]}>
      <div className="max-h-72 overflow-y-auto">
        <p className="mb-2 font-semibold">
          {group.label} ({group.total})
        </p>
        <DistrictListings group={group} allHref={allHref} />
      </div>
    </Popup>
  );
}
