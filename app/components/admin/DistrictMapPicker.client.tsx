import { useEffect } from "react";
import { useTranslation } from "~/utils/translation";
import { AttributionControl, MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from "react-leaflet";
import { directionOf } from "~/i18n";
import { DEFAULT_MAP_CENTER } from "~/utils/map";
import { useLanguage } from "~/utils/use-language";
import { markerPin, TILE_ATTRIBUTION } from "../leaflet.client";

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

interface Props {
  position: [number, number];
  onPick: (latitude: number, longitude: number) => void;
  tileUrl: string;
  label: string;
}

/** The district's point on a map: a click (or dragging the pin) sets both coordinates; the map recentres on them. */
export default function DistrictMapPicker({ position, onPick, tileUrl, label }: Props) {
  const { t } = useTranslation();
  // Controls named in the page's language and mirrored in Arabic, as on the public map.
  const rtl = directionOf(useLanguage()) === "rtl";
  return (
    <MapContainer
      center={position}
      zoom={DEFAULT_MAP_CENTER.zoom}
      scrollWheelZoom
      zoomControl={false}
      attributionControl={false}
      className="h-full w-full cursor-crosshair"
      aria-label={label}
    >
      <ZoomControl position={rtl ? "topright" : "topleft"} zoomInTitle={t("browse.mapZoomIn")} zoomOutTitle={t("browse.mapZoomOut")} />
      <AttributionControl position={rtl ? "bottomleft" : "bottomright"} />
      <TileLayer url={tileUrl} attribution={TILE_ATTRIBUTION} />
      <Marker
        position={position}
        icon={markerPin}
        draggable
        keyboard={false}
        eventHandlers={{
          dragend(event) {
            const point = (event.target as L.Marker).getLatLng().wrap();
            onPick(round6(point.lat), round6(point.lng));
          },
        }}
      />
      <PickOnClick onPick={onPick} />
      <FollowPosition position={position} />
    </MapContainer>
  );
}

function PickOnClick({ onPick }: Pick<Props, "onPick">) {
  useMapEvents({
    click(event) {
      const point = event.latlng.wrap();
      onPick(round6(point.lat), round6(point.lng));
    },
  });
  return null;
}

function FollowPosition({ position: [latitude, longitude] }: Pick<Props, "position">) {
  const map = useMap();
  useEffect(() => {
    map.setView([latitude, longitude], map.getZoom());
  }, [map, latitude, longitude]);
  return null;
}
