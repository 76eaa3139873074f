import Supercluster from "supercluster";
import type { Language } from "~/i18n";
import { type Bbox, MAX_ZOOM, project, TILE_SIZE } from "./web-mercator";

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
  const markers = index.getClusters([bbox.west, bbox.south, bbox.east, bbox.north], zoom).map((feature): MapMarker => {
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
  return mergeOverlapping(markers, zoom);
}

// Two markers closer than this on screen (a price label is up to about 64 × 24 px, a bubble 40 × 40 px)
// would cover each other.
const APART_PX = { x: 60, y: 40 };

/**
 * Supercluster keeps its clusters' seeds a radius apart, but a cluster stands at its members' mean, which
 * can come within a bubble of a marker beside it (both maps showed bubbles over each other): such markers
 * become one bubble, at their weighted mean, opening at the first zoom where one of them opens.
 */
function mergeOverlapping(markers: MapMarker[], zoom: number): MapMarker[] {
  const items = markers.map((marker) => ({ marker, at: project(marker.longitude, marker.latitude, zoom) }));
  const overlap = (a: (typeof items)[number], b: (typeof items)[number]) =>
    Math.abs(a.at.x - b.at.x) < APART_PX.x && Math.abs(a.at.y - b.at.y) < APART_PX.y;
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      if (!overlap(items[i]!, items[j]!)) continue;
      const [a, b] = [items[i]!.marker, items[j]!.marker];
      const [countA, countB] = [countOf(a), countOf(b)];
      const count = countA + countB;
      const merged: MapMarker = {
        kind: "cluster",
        count,
        latitude: round6((a.latitude * countA + b.latitude * countB) / count),
        longitude: round6((a.longitude * countA + b.longitude * countB) / count),
        expansionZoom: Math.min(MAX_ZOOM, Math.max(zoom + 1, Math.min(opensAt(a, zoom), opensAt(b, zoom)))),
      };
      items.splice(j, 1);
      items[i] = { marker: merged, at: project(merged.longitude, merged.latitude, zoom) };
      // The merged bubble stands elsewhere: look at every pair again.
      i = -1;
      break;
    }
  }
  return items.map((item) => item.marker);
}

const countOf = (marker: MapMarker) => (marker.kind === "pin" ? 1 : marker.count);
const opensAt = (marker: MapMarker, zoom: number) => (marker.kind === "pin" ? zoom + 1 : marker.expansionZoom);

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
