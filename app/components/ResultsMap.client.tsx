import { MapContainer, Marker, Popup, TileLayer } from "react-leaflet";
import { DEFAULT_MAP_CENTER, type DistrictGroup } from "~/utils/map";
import { CompactPropertyCard } from "./PropertyCard";
import { markerPin, TILE_ATTRIBUTION } from "./leaflet.client";

/** One marker per district with a popup of its listings (listings sit at their district's coordinates). */
export default function ResultsMap({ groups, tileUrl }: { groups: DistrictGroup[]; tileUrl: string }) {
  return (
    <MapContainer center={DEFAULT_MAP_CENTER.position} zoom={DEFAULT_MAP_CENTER.zoom} scrollWheelZoom={false} className="h-full w-full">
      <TileLayer url={tileUrl} attribution={TILE_ATTRIBUTION} />
      {groups.map((group) => (
        <Marker key={group.district} position={group.position} icon={markerPin} title={`${group.label} (${group.properties.length})`} alt={group.label}>
          <Popup minWidth={280} maxWidth={320}>
            <div className="max-h-72 space-y-3 overflow-y-auto">
              <p className="font-semibold">{group.label}</p>
              {group.properties.map((property) => (
                <CompactPropertyCard key={property.id} property={property} />
              ))}
            </div>
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  );
}
