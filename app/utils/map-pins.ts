import Supercluster from "supercluster";
import type { Language } from "~/i18n";
import { type Bbox, MAX_ZOOM, TILE_SIZE } from "./web-mercator";

// Issue 34: one price pin per listing, and where pins would overlap at the zoom seen, one count bubble
// instead. Clustered on the server (supercluster: decision 0035), so the map with and without scripts and
// the API draw the same markers.

export interface MapPoint {
  id: number;
  latitude: number;
  longitude: number;
  price: number;
}

export type MapMarker =
  | { kind: "pin"; id: number; latitude: number; longitude: number; price: number }
  | { kind: "cluster"; count: number; latitude: number; longitude: number; expansionZoom: number };

// Pins closer than this many screen pixels would overlap: a price label is about 48 × 24 px.
const CLUSTER_RADIUS_PX = 48;

/** The markers of `points` seen inside `bbox` at `zoom`. */
export function clusterPoints(points: readonly MapPoint[], bbox: Bbox, zoom: number): MapMarker[] {
  // extent = TILE_SIZE makes the radius screen pixels; maxZoom + 1 keeps even the deepest zoom clustered
  // where pins stand on one building (offices in one tower share its point).
  const index = new Supercluster<MapPoint, Record<string, never>>({ radius: CLUSTER_RADIUS_PX, extent: TILE_SIZE, maxZoom: MAX_ZOOM });
  index.load(
    points.map((point) => ({
      type: "Feature",
      properties: point,
      geometry: { type: "Point", coordinates: [point.longitude, point.latitude] },
    })),
  );
  return index.getClusters([bbox.west, bbox.south, bbox.east, bbox.north], zoom).map((feature): MapMarker => {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    if ("cluster" in feature.properties && feature.properties.cluster) {
      const clusterId = feature.properties.cluster_id;
      return {
        kind: "cluster",
        count: feature.properties.point_count,
        latitude: round6(latitude),
        longitude: round6(longitude),
        expansionZoom: Math.min(MAX_ZOOM, index.getClusterExpansionZoom(clusterId)),
      };
    }
    const { id, price } = feature.properties as MapPoint;
    return { kind: "pin", id, latitude, longitude, price };
  });
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

const SHORT_UNITS = { en: { thousand: "K", million: "M" }, ar: { thousand: " ألف", million: " مليون" } } as const;

/** A yearly price in a pin's short form, Western digits: 294K / 294 ألف, 1.2M / 1.2 مليون. */
export function shortPrice(price: number, language: Language) {
  const units = SHORT_UNITS[language];
  const thousands = Math.round(price / 1_000);
  if (thousands < 1_000) return `${thousands}${units.thousand}`;
  const millions = Math.round(price / 100_000) / 10;
  return `${Number.isInteger(millions) ? millions : millions.toFixed(1)}${units.million}`;
}
