import { MapContainer, Marker, Popup, TileLayer } from "react-leaflet";
import { DEFAULT_MAP_CENTER, type DistrictGroup } from "~/utils/map";
import { DistrictListings } from "./browse/DistrictListings";
import { markerPin, TILE_ATTRIBUTION } from "./leaflet.client";

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
  return (
    <MapContainer center={DEFAULT_MAP_CENTER.position} zoom={DEFAULT_MAP_CENTER.zoom} scrollWheelZoom={false} className="h-[600px] w-full">
      <TileLayer url={tileUrl} attribution={TILE_ATTRIBUTION} />
      {groups.map((group) => (
        <Marker key={group.district} position={group.position} icon={markerPin} title={`${group.label} (${group.total})`} alt={group.label}>
          <Popup minWidth={280} maxWidth={320}>
            <div className="max-h-72 overflow-y-auto">
              <p className="mb-2 font-semibold">
                {group.label} ({group.total})
              </p>
              <DistrictListings group={group} allHref={allHref(group)} />
            </div>
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  );
}
