import type { FitBoundsOptions, LatLngTuple } from "leaflet";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { AttributionControl, MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents, ZoomControl } from "react-leaflet";
import { directionOf } from "~/i18n";
import type { DistrictGroup } from "~/utils/map";
import { useLanguage } from "~/utils/use-language";
import { DistrictListings } from "./browse/DistrictListings";
import { markerPin, TILE_ATTRIBUTION } from "./leaflet.client";

// Room around the outermost pins: a pin stands 41 px above its point, so more at the top.
const FIT_OPTIONS: FitBoundsOptions = { paddingTopLeft: [40, 56], paddingBottomRight: [40, 24], maxZoom: 14 };
// Quarter zoom steps: the fit comes as close as the map allows, so the crowded centre's pins (Olaya
// and Al Sulimaniyah are 2.5 km apart) cover each other less than at the whole step below.
const ZOOM_SNAP = 0.25;

/** One marker per district with a popup of its listings (listings sit at their district's coordinates). */
export default function ResultsMap({
  groups,
  tileUrl,
  allHref,
}: {
  groups: DistrictGroup[];
  tileUrl: string;
  allHref: (group: DistrictGroup) => string;
}) {
  const { t } = useTranslation();
  // Controls sit mirrored on right-to-left pages, as the rest of the page.
  const rtl = directionOf(useLanguage()) === "rtl";
  const positions = useMemo(() => groups.map((group) => group.position), [groups]);
  return (
    <MapContainer
      bounds={positions}
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
      <FitMarkers positions={positions} />
      <PopupCloseLabel label={t("browse.mapClosePopup")} />
      {groups.map((group) => (
        <Marker key={group.district} position={group.position} icon={markerPin} title={`${group.label} (${group.total})`} alt={group.label}>
          <DistrictPopup group={group} allHref={allHref(group)} />
        </Marker>
      ))}
    </MapContainer>
  );
}

/** Refits the map to new results (a filter applied with JavaScript keeps the same map). */
function FitMarkers({ positions }: { positions: LatLngTuple[] }) {
  const map = useMap();
  useEffect(() => {
    map.fitBounds(positions, FIT_OPTIONS);
  }, [map, positions]);
  return null;
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
