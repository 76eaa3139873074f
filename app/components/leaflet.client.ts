import "leaflet/dist/leaflet.css";
import "./leaflet-overrides.css";
import L from "leaflet";
import markerIcon2x from "leaflet/dist/images/marker-icon-2x.png";
import markerIcon from "leaflet/dist/images/marker-icon.png";

// Shared by every Leaflet map. Imported only by *.client modules, so Leaflet and its CSS load
// only where a map is shown. Marker images are bundled (no CDN): they load under our CSP and offline.
// No shadow: Leaflet ships it at one resolution only, blurred on every phone screen.
export const markerPin = new L.Icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
});

export const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
