// Web Mercator (EPSG:3857) as map tiles use it: at zoom z the world is 256·2^z pixels square, tile (x, y)
// covers pixels [256x, 256x+256) × [256y, 256y+256). The server lays out the no-script map with it.

export const TILE_SIZE = 256;
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;
// A no-script map is drawn at most this many pixels wide or high (at most 5 × 5 tiles).
const MAX_VIEW_PIXELS = 1024;

/** An area on the map: west, south, east, north in degrees (WGS84). */
export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface Pixel {
  x: number;
  y: number;
}

const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;

/** A point's pixel in the world at `zoom`. */
export function project(longitude: number, latitude: number, zoom: number): Pixel {
  const sin = Math.sin((latitude * Math.PI) / 180);
  const size = worldSize(zoom);
  return { x: ((longitude + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

/** The point at a world pixel at `zoom`: [longitude, latitude]. */
export function unproject({ x, y }: Pixel, zoom: number): [number, number] {
  const size = worldSize(zoom);
  const n = Math.PI - (2 * Math.PI * y) / size;
  return [(x / size) * 360 - 180, (180 / Math.PI) * Math.atan(Math.sinh(n))];
}

/** A tile address from TILE_URL's template ({s} → a, b or c by position, so a tile keeps its host). */
export function tileUrl(template: string, zoom: number, x: number, y: number) {
  const subdomain = "abc"[(x + y) % 3]!;
  return template.replace("{s}", subdomain).replace("{z}", String(zoom)).replace("{x}", String(x)).replace("{y}", String(y));
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** The area of `width` × `height` pixels centred on `center` at `zoom`, to 5 decimals (about a metre). */
export function bboxAround(center: Pixel, zoom: number, width: number, height: number): Bbox {
  const [west, north] = unproject({ x: center.x - width / 2, y: center.y - height / 2 }, zoom);
  const [east, south] = unproject({ x: center.x + width / 2, y: center.y + height / 2 }, zoom);
  return { west: round(west), south: round(south), east: round(east), north: round(north) };
}

/** The view of an area at a zoom: its corner pixels, and the zoom lowered until it fits MAX_VIEW_PIXELS. */
export function viewOf(bbox: Bbox, requestedZoom: number) {
  let zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, requestedZoom));
  for (;;) {
    const topLeft = project(bbox.west, bbox.north, zoom);
    const bottomRight = project(bbox.east, bbox.south, zoom);
    const width = bottomRight.x - topLeft.x;
    const height = bottomRight.y - topLeft.y;
    if ((width <= MAX_VIEW_PIXELS && height <= MAX_VIEW_PIXELS) || zoom === MIN_ZOOM) {
      return { zoom, topLeft, width, height, center: { x: topLeft.x + width / 2, y: topLeft.y + height / 2 } };
    }
    zoom -= 1;
  }
}

export type MapView = ReturnType<typeof viewOf>;

/** The tiles covering a view, each placed in percent of the view (so the map scales to any screen). */
export function tilesOf(view: MapView, template: string) {
  const { zoom, topLeft, width, height } = view;
  const last = 2 ** zoom - 1;
  const tiles = [];
  const [firstX, lastX] = [Math.floor(topLeft.x / TILE_SIZE), Math.floor((topLeft.x + width - 1) / TILE_SIZE)];
  const [firstY, lastY] = [Math.floor(topLeft.y / TILE_SIZE), Math.floor((topLeft.y + height - 1) / TILE_SIZE)];
  for (let y = Math.max(0, firstY); y <= Math.min(last, lastY); y++) {
    for (let x = Math.max(0, firstX); x <= Math.min(last, lastX); x++) {
      tiles.push({
        src: tileUrl(template, zoom, x, y),
        left: ((x * TILE_SIZE - topLeft.x) / width) * 100,
        top: ((y * TILE_SIZE - topLeft.y) / height) * 100,
        width: (TILE_SIZE / width) * 100,
        height: (TILE_SIZE / height) * 100,
      });
    }
  }
  return tiles;
}

/** Where a point sits in a view, in percent from its top-left corner. */
export function placeIn(view: MapView, longitude: number, latitude: number) {
  const { x, y } = project(longitude, latitude, view.zoom);
  return { left: ((x - view.topLeft.x) / view.width) * 100, top: ((y - view.topLeft.y) / view.height) * 100 };
}

/** The same view one zoom step in (+1) or out (−1), on the same centre and at the same pixel size. */
export function zoomed(view: MapView, step: 1 | -1) {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.zoom + step));
  const factor = 2 ** (zoom - view.zoom);
  return { bbox: bboxAround({ x: view.center.x * factor, y: view.center.y * factor }, zoom, view.width, view.height), zoom };
}

/** The view moved half its size to the north, south, east or west (screen directions: north is up). */
export function panned(view: MapView, direction: "north" | "south" | "east" | "west") {
  const [dx, dy] = { north: [0, -0.5], south: [0, 0.5], east: [0.5, 0], west: [-0.5, 0] }[direction];
  const center = { x: view.center.x + dx! * view.width, y: view.center.y + dy! * view.height };
  return { bbox: bboxAround(center, view.zoom, view.width, view.height), zoom: view.zoom };
}

/** A view of the same pixel size centred on a point at `zoom` (a cluster opened). */
export function centredOn(view: MapView, longitude: number, latitude: number, zoom: number) {
  const target = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
  return { bbox: bboxAround(project(longitude, latitude, target), target, view.width, view.height), zoom: target };
}
