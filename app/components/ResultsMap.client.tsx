import "leaflet/dist/leaflet.css";
import L from "leaflet";
import markerIcon2x from "leaflet/dist/images/marker-icon-2x.png";
import markerIcon from "leaflet/dist/images/marker-icon.png";
import markerShadow from "leaflet/dist/images/marker-shadow.png";
import { MapContainer, Marker, Popup, TileLayer } from "react-leaflet";
import { DEFAULT_MAP_CENTER, type DistrictGroup } from "~/utils/map";
import { CompactPropertyCard } from "./PropertyCard";

// Marker images are bundled with the app (no CDN), so they load under our CSP and offline.
const markerIconOptions = new L.Icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** One marker per district with a popup of its listings (listings sit at their district's coordinates). */
export default function ResultsMap({ groups, tileUrl }: { groups: DistrictGroup[]; tileUrl: string }) {
  return (
    <MapContainer center={DEFAULT_MAP_CENTER.position} zoom={DEFAULT_MAP_CENTER.zoom} scrollWheelZoom={false} className="h-full w-full">
      <TileLayer url={tileUrl} attribution={ATTRIBUTION} />
      {groups.map((group) => (
        <Marker key={group.district} position={group.position} icon={markerIconOptions} title={`${group.label} (${group.properties.length})`} alt={group.label}>
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
