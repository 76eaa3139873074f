import Supercluster from "supercluster";
import type { Language } from "~/i18n";
import { type Bbox, bboxAround, MAX_ZOOM, project, TILE_SIZE } from "./web-mercator";

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
 * further apart on a map drawn smaller. A bubble's `expansionZoom` is the first zoom at which its offices
 * are drawn as more than one marker, so pressing it always opens it.
 */
export function clusterPoints(points: readonly MapPoint[], bbox: Bbox, zoom: number, scale = 1): MapMarker[] {
  const index = indexOf(points, scale);
  return groupsAt(index, bbox, zoom, scale).map(({ marker, parts }) =>
    marker.kind === "pin" ? marker : { ...marker, expansionZoom: opensFrom(index, parts, zoom, scale) },
  );
}

type Index = Supercluster<MapPoint, Record<string, never>>;
/** One of supercluster's markers at a zoom: a point, or a cluster of points. */
type Part = ReturnType<Index["getClusters"]>[number];

function indexOf(points: readonly MapPoint[], scale: number): Index {
  // extent = TILE_SIZE makes the radius map pixels; maxZoom + 1 keeps even the deepest zoom clustered
  // where pins stand on one building (offices in one tower share its point).
  const index: Index = new Supercluster({ radius: CLUSTER_RADIUS_PX / scale, extent: TILE_SIZE, maxZoom: MAX_ZOOM });
  return index.load(
    points.map((point) => ({
      type: "Feature",
      properties: point,
      geometry: { type: "Point", coordinates: [point.longitude, point.latitude] },
    })),
  );
}

const clusterIdOf = (part: Part) => ("cluster" in part.properties && part.properties.cluster ? part.properties.cluster_id : null);
const keyOf = (part: Part) => {
  const clusterId = clusterIdOf(part);
  return clusterId === null ? `p${(part.properties as MapPoint).id}` : `c${clusterId}`;
};

/** What `part` is at `zoom` (deeper than the zoom it was drawn at): itself, or the parts it has split into. */
function partsAt(index: Index, part: Part, zoom: number): Part[] {
  const clusterId = clusterIdOf(part);
  if (clusterId === null || index.getClusterExpansionZoom(clusterId) > zoom) return [part];
  return index.getChildren(clusterId).flatMap((child) => partsAt(index, child, zoom));
}

// Around a bubble's parts, how far the markers reach that could still join them into one.
const REACH_PX = 100;

/**
 * The first zoom after `zoom` at which the bubble of `parts` is drawn as more than one marker, so pressing
 * it always opens it. Supercluster's expansion zoom and the merging of overlapping markers each guess it
 * from a part of the picture (a bubble of offices in Al Yasmin once opened into the same bubble one zoom
 * in); this draws the bubble's surroundings one zoom in after another until it has opened.
 */
function opensFrom(index: Index, parts: readonly Part[], zoom: number, scale: number): number {
  for (let level = zoom + 1; level < MAX_ZOOM; level++) {
    const inside = parts.flatMap((part) => partsAt(index, part, level));
    const keys = inside.map(keyOf);
    const pixels = inside.map((part) => project(...(part.geometry.coordinates as [number, number]), level));
    const [left, right] = [Math.min(...pixels.map((at) => at.x)), Math.max(...pixels.map((at) => at.x))];
    const [top, bottom] = [Math.min(...pixels.map((at) => at.y)), Math.max(...pixels.map((at) => at.y))];
    const reach = REACH_PX / scale;
    const around = bboxAround({ x: (left + right) / 2, y: (top + bottom) / 2 }, level, right - left + 2 * reach, bottom - top + 2 * reach);
    const drawn = groupsAt(index, around, level, scale);
    const together = drawn.some((group) => {
      const held = new Set(group.parts.map(keyOf));
      return keys.every((key) => held.has(key));
    });
    if (!together) return level;
  }
  return MAX_ZOOM;
}

/** A marker before its bubble knows where it opens. */
type DrawnMarker = Exclude<MapMarker, { kind: "cluster" }> | Omit<Extract<MapMarker, { kind: "cluster" }>, "expansionZoom">;

/** A marker and supercluster's markers it is drawn for. */
interface Group {
  marker: DrawnMarker;
  parts: Part[];
}

function groupsAt(index: Index, bbox: Bbox, zoom: number, scale: number): Group[] {
  const groups = index.getClusters([bbox.west, bbox.south, bbox.east, bbox.north], zoom).map((part): Group => {
    const [longitude, latitude] = part.geometry.coordinates as [number, number];
    const clusterId = clusterIdOf(part);
    if (clusterId !== null && "point_count" in part.properties) {
      const marker: DrawnMarker = {
        kind: "cluster",
        count: part.properties.point_count,
        latitude: round6(latitude),
        longitude: round6(longitude),
      };
      return { marker, parts: [part] };
    }
    const { id, price } = part.properties as MapPoint;
    return { marker: { kind: "pin", id, latitude, longitude, price }, parts: [part] };
  });
  return mergeOverlapping(groups, zoom, scale);
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
function boxOf(marker: DrawnMarker, at: { x: number; y: number }, scale: number): Box {
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
 * weighted mean.
 */
function mergeOverlapping(groups: Group[], zoom: number, scale: number): Group[] {
  const placed = (group: Group) => {
    const at = project(group.marker.longitude, group.marker.latitude, zoom);
    return { ...group, box: boxOf(group.marker, at, scale) };
  };
  const items = groups.map(placed);
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      if (!overlaps(items[i]!.box, items[j]!.box)) continue;
      const [a, b] = [items[i]!.marker, items[j]!.marker];
      const [countA, countB] = [countOf(a), countOf(b)];
      const count = countA + countB;
      const merged: DrawnMarker = {
        kind: "cluster",
        count,
        latitude: round6((a.latitude * countA + b.latitude * countB) / count),
        longitude: round6((a.longitude * countA + b.longitude * countB) / count),
      };
      items[i] = placed({ marker: merged, parts: [...items[i]!.parts, ...items[j]!.parts] });
      items.splice(j, 1);
      // The merged bubble stands elsewhere: look at every pair again.
      i = -1;
      break;
    }
  }
  return items.map(({ marker, parts }) => ({ marker, parts }));
}

const countOf = (marker: DrawnMarker) => (marker.kind === "pin" ? 1 : marker.count);

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
