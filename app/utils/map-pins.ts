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

/**
 * The markers of `points` seen inside `bbox` at `zoom`, for a map drawn at `scale` screen pixels per map
 * pixel: 1 where the map is drawn at its own size (Leaflet, the API), less where the no-script map is
 * scaled down to a phone (`drawnLayers`). Markers keep their size in screen pixels, so they are kept
 * further apart on a map drawn smaller.
 */
export function clusterPoints(points: readonly MapPoint[], bbox: Bbox, zoom: number, scale = 1): MapMarker[] {
  // extent = TILE_SIZE makes the radius map pixels; maxZoom + 1 keeps even the deepest zoom clustered
  // where pins stand on one building (offices in one tower share its point).
  const index = new Supercluster<MapPoint, Record<string, never>>({
    radius: CLUSTER_RADIUS_PX / scale,
    extent: TILE_SIZE,
    maxZoom: MAX_ZOOM,
  });
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
  return mergeOverlapping(markers, zoom, scale);
}

/**
 * The widths (CSS pixels) the no-script map is drawn at that get markers of their own (issue 50): its
 * markers for a band of widths are clustered at the band's narrowest, so none overlap anywhere in it.
 * A 360 px phone draws the map about 294 px wide, a 390 px one 324, a 1280 px desktop 862; below 256 px
 * markers may touch.
 */
export const DRAWN_WIDTHS = [256, 320, 448, 640, 768, 896] as const;
export type DrawnWidth = (typeof DRAWN_WIDTHS)[number];

/** The markers for a map drawn from `width` CSS pixels wide up to the next layer's; null: the map's own `markers`. */
export interface DrawnLayer {
  width: DrawnWidth;
  markers: MapMarker[] | null;
}

/**
 * The layers of a map `viewWidth` map pixels wide: one for each drawn width narrower than that whose markers
 * differ from the layer before, then the map's own markers (clustered at scale 1) from the first width at
 * which it is drawn at least at its own size.
 */
export function drawnLayers(points: readonly MapPoint[], bbox: Bbox, zoom: number, viewWidth: number, own: MapMarker[]): DrawnLayer[] {
  const layers: DrawnLayer[] = [];
  const ownKey = JSON.stringify(own);
  let last = "";
  for (const width of DRAWN_WIDTHS) {
    const markers = width < viewWidth ? clusterPoints(points, bbox, zoom, width / viewWidth) : own;
    const key = JSON.stringify(markers);
    // The map's own markers once a narrower clustering comes to the same (few offices far apart).
    if (key === ownKey) {
      layers.push({ width, markers: null });
      break;
    }
    if (key !== last) layers.push({ width, markers });
    last = key;
  }
  return layers;
}

// What a marker covers on screen, in CSS pixels around its point, with 4 px to spare for the white ring
// and the shadow. A price pin stands on its point (a label up to 26 px high, lifted 7 px by its tip), as
// wide as its longest text in either language (13 px bold: about 8 px a character, 20 px of padding and
// border); a count bubble is 40 px round, centred on its point.
const SPARE_PX = 4;
const PIN_HEIGHT_PX = 33;
const BUBBLE_PX = 40;
const CHARACTER_PX = 8;
const PIN_PADDING_PX = 20;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The screen box of a marker at `at` (map pixels), as drawn at `scale`, in map pixels. */
function boxOf(marker: MapMarker, at: { x: number; y: number }, scale: number): Box {
  if (marker.kind === "cluster") {
    const half = (BUBBLE_PX / 2 + SPARE_PX) / scale;
    return { left: at.x - half, right: at.x + half, top: at.y - half, bottom: at.y + half };
  }
  const characters = Math.max(shortPrice(marker.price, "en").length, shortPrice(marker.price, "ar").length);
  const half = ((characters * CHARACTER_PX + PIN_PADDING_PX) / 2 + SPARE_PX) / scale;
  return { left: at.x - half, right: at.x + half, top: at.y - (PIN_HEIGHT_PX + SPARE_PX) / scale, bottom: at.y + SPARE_PX / scale };
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Supercluster keeps its clusters' seeds a radius apart, but a cluster stands at its members' mean, which
 * can come within a bubble of a marker beside it, and a price label is wider than the radius (both maps
 * showed bubbles over each other and over pins): markers whose boxes meet become one bubble, at their
 * weighted mean, opening at the first zoom where one of them opens.
 */
function mergeOverlapping(markers: MapMarker[], zoom: number, scale: number): MapMarker[] {
  const placed = (marker: MapMarker) => {
    const at = project(marker.longitude, marker.latitude, zoom);
    return { marker, box: boxOf(marker, at, scale) };
  };
  const items = markers.map(placed);
  const overlap = (a: (typeof items)[number], b: (typeof items)[number]) => overlaps(a.box, b.box);
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
      items[i] = placed(merged);
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
