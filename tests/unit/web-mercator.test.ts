import { describe, expect, it } from "vitest";
import { DEMO_LISTINGS } from "../../demo-data/listings";
import { clusterPoints, DRAWN_WIDTHS, drawnLayers, type MapMarker, shortPrice } from "~/utils/map-pins";
import { bboxAround, MAX_ZOOM, panned, placeIn, project, tilesOf, tileUrl, unproject, viewOf, zoomed } from "~/utils/web-mercator";

// Kingdom Centre, Riyadh: tile 10/644/439 as slippy-map tools name it (x = ⌊(lon+180)/360·2^z⌋).
const KINGDOM_CENTRE = { longitude: 46.6572, latitude: 24.7114 };

describe("Web Mercator tile math", () => {
  it("projects a point to its world pixel and back", () => {
    const pixel = project(KINGDOM_CENTRE.longitude, KINGDOM_CENTRE.latitude, 10);
    expect([Math.floor(pixel.x / 256), Math.floor(pixel.y / 256)]).toEqual([644, 439]);
    expect(project(0, 0, 0)).toEqual({ x: 128, y: 128 });
    const [longitude, latitude] = unproject(pixel, 10);
    expect(longitude).toBeCloseTo(KINGDOM_CENTRE.longitude, 9);
    expect(latitude).toBeCloseTo(KINGDOM_CENTRE.latitude, 9);
  });

  it("lays out the tiles covering an area in percent, and places a point inside it", () => {
    const view = viewOf({ west: 46.6, south: 24.68, east: 46.72, north: 24.75 }, 13);
    expect(view.zoom).toBe(13);
    const tiles = tilesOf(view, "https://{s}.tile.example/{z}/{x}/{y}.png");
    // 699 × 449 px at zoom 13 cover 4 columns by 3 rows of tiles, the first one starting left of and above the view.
    expect(tiles).toHaveLength(12);
    expect(tiles[0]!.src).toMatch(/^https:\/\/[abc]\.tile\.example\/13\/5156\/3514\.png$/);
    expect(tiles[0]!.left).toBeLessThanOrEqual(0);
    expect(tiles[0]!.left).toBeGreaterThan(-(256 / view.width) * 100);
    const place = placeIn(view, KINGDOM_CENTRE.longitude, KINGDOM_CENTRE.latitude);
    expect(place.left).toBeGreaterThan(0);
    expect(place.left).toBeLessThan(100);
    expect(place.top).toBeGreaterThan(0);
    expect(place.top).toBeLessThan(100);
    expect(tileUrl("https://tiles.example/{z}/{x}/{y}.png", 3, 5, 2)).toBe("https://tiles.example/3/5/2.png");
  });

  it("draws an area too large for its zoom one step out at a time, to at most 1,024 px", () => {
    const view = viewOf({ west: 46.2, south: 24.4, east: 47.2, north: 25.0 }, 14);
    expect(view.zoom).toBe(10);
    expect(view.width).toBeLessThanOrEqual(1024);
  });

  it("zooms on the same centre and pans half a view, keeping the pixel size", () => {
    const view = viewOf({ west: 46.6, south: 24.68, east: 46.72, north: 24.75 }, 13);
    const zoomedIn = zoomed(view, 1);
    expect(zoomedIn.zoom).toBe(14);
    expect(zoomedIn.bbox.east - zoomedIn.bbox.west).toBeCloseTo(0.06, 4);
    expect((zoomedIn.bbox.east + zoomedIn.bbox.west) / 2).toBeCloseTo(46.66, 4);
    const north = panned(view, "north");
    expect(north.bbox.west).toBeCloseTo(46.6, 4);
    expect(north.bbox.south).toBeGreaterThan(24.68);
    expect(north.bbox.south).toBeLessThan(24.75);
    const west = panned(view, "west");
    expect(west.bbox.east).toBeCloseTo(46.66, 4);
    expect(viewOf(west.bbox, west.zoom).width).toBeCloseTo(view.width, 0);
  });
});

describe("map pins", () => {
  it("writes a yearly price short, with Western digits, in both languages", () => {
    expect(shortPrice(294_000, "en")).toBe("294K");
    expect(shortPrice(294_400, "ar")).toBe("294 ألف");
    expect(shortPrice(1_200_000, "en")).toBe("1.2M");
    expect(shortPrice(1_249_000, "ar")).toBe("1.2 مليون");
    expect(shortPrice(999_700, "en")).toBe("1M");
  });

  it("clusters pins that would overlap at the zoom seen, and keeps apart those that would not", () => {
    const points = [
      { id: 1, longitude: 46.6572, latitude: 24.7114, price: 294_000 },
      { id: 2, longitude: 46.6574, latitude: 24.7115, price: 150_000 },
      { id: 3, longitude: 46.7, latitude: 24.75, price: 80_000 },
    ];
    const bbox = { west: 46.6, south: 24.68, east: 46.72, north: 24.76 };
    const markers = clusterPoints(points, bbox, 13);
    expect(markers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "cluster", count: 2 }),
        expect.objectContaining({ kind: "pin", id: 3, price: 80_000 }),
      ]),
    );
    expect(markers).toHaveLength(2);
    const cluster = markers.find((marker) => marker.kind === "cluster");
    expect(cluster?.kind === "cluster" && cluster.expansionZoom).toBeGreaterThan(13);
    // Outside the area: nothing.
    expect(clusterPoints(points, { west: 46.0, south: 24.0, east: 46.1, north: 24.1 }, 13)).toEqual([]);
  });

  it("never leaves two markers on top of each other, at any scale the map is drawn at, and counts every office once (the demo's listings, Riyadh)", () => {
    const points = DEMO_LISTINGS.map((listing, index) => ({
      id: index + 1,
      longitude: listing.longitude,
      latitude: listing.latitude,
      price: listing.price,
    }));
    const riyadh = { west: 46.2, south: 24.4, east: 47.1, north: 25.1 };
    // What the maps draw, in screen pixels: a pin 33 px high standing on its point, as wide as its longer label
    // (measured: "300 ألف" is 70 px, 7.5 px a character and 18 px of padding), a bubble 40 px round on it.
    const pinWidth = (price: number) => Math.max(shortPrice(price, "en").length, shortPrice(price, "ar").length) * 7.5 + 18;
    const boxOf = (marker: MapMarker, zoom: number, scale: number) => {
      const { x, y } = project(marker.longitude, marker.latitude, zoom);
      const [sx, sy] = [x * scale, y * scale];
      if (marker.kind === "cluster") return [sx - 20, sy - 20, sx + 20, sy + 20];
      const half = pinWidth(marker.price) / 2;
      return [sx - half, sy - 33, sx + half, sy];
    };
    const meet = (a: number[], b: number[]) => a[0]! < b[2]! && b[0]! < a[2]! && a[1]! < b[3]! && b[1]! < a[3]!;
    for (const scale of [1, 0.75, 0.42, 0.33]) {
      for (let zoom = 9; zoom <= 16; zoom++) {
        const markers = clusterPoints(points, riyadh, zoom, scale);
        const boxes = markers.map((marker) => boxOf(marker, zoom, scale));
        const meeting = boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => meet(a, b)));
        expect(meeting, `zoom ${zoom}, scale ${scale}`).toEqual([]);
        const counted = markers.reduce((sum, marker) => sum + (marker.kind === "pin" ? 1 : marker.count), 0);
        expect(counted, `zoom ${zoom}`).toBe(points.length);
        for (const marker of markers) if (marker.kind === "cluster") expect(marker.expansionZoom).toBeGreaterThan(zoom);
      }
    }
  });

  it("opens every bubble where it says: at its expansion zoom the view around it shows more than one marker", () => {
    const all = DEMO_LISTINGS.map((listing, index) => ({ ...listing, id: index + 1 }));
    const districts = [...new Set(all.map((listing) => listing.district))];
    // The whole demo, each district alone and each two districts together (Al Yasmin with Olaya once gave
    // a bubble of 3 that, pressed, showed the same bubble one zoom in).
    const selections = [
      districts,
      ...districts.map((district) => [district]),
      ...districts.flatMap((a, i) => districts.slice(i + 1).map((b) => [a, b])),
    ];
    const riyadh = { west: 46.2, south: 24.4, east: 47.1, north: 25.1 };
    let bubbles = 0;
    for (const selection of selections) {
      const points = all
        .filter((listing) => selection.includes(listing.district))
        .map(({ id, longitude, latitude, price }) => ({ id, longitude, latitude, price }));
      for (const scale of [1, 0.42]) {
        for (let zoom = 10; zoom <= 14; zoom++) {
          for (const marker of clusterPoints(points, riyadh, zoom, scale)) {
            if (marker.kind !== "cluster" || marker.expansionZoom === MAX_ZOOM) continue;
            bubbles++;
            const to = marker.expansionZoom;
            // The desktop map is 862 × 600 CSS pixels; drawn at `scale` it shows 1/scale as much.
            const view = bboxAround(project(marker.longitude, marker.latitude, to), to, 862 / scale, 600 / scale);
            const opened = clusterPoints(points, view, to, scale);
            expect(opened.length, `${selection.join("+")}: a bubble of ${marker.count} at zoom ${zoom}, scale ${scale}`).toBeGreaterThan(1);
          }
        }
      }
    }
    expect(bubbles).toBeGreaterThan(100);
  });

  it("gives the no-script map a layer of markers for each narrower width it is drawn at, then its own", () => {
    const points = DEMO_LISTINGS.map((listing, index) => ({
      id: index + 1,
      longitude: listing.longitude,
      latitude: listing.latitude,
      price: listing.price,
    }));
    const bbox = { west: 46.41163, south: 24.55382, east: 46.93897, north: 24.87318 };
    const view = viewOf(bbox, 11);
    const own = clusterPoints(points, bbox, view.zoom);
    const layers = drawnLayers(points, bbox, view.zoom, view.width, own);
    expect(layers[0]!.width).toBe(DRAWN_WIDTHS[0]);
    expect(layers.at(-1)).toEqual({ width: DRAWN_WIDTHS.find((width) => width >= view.width), markers: null });
    // Narrower: fewer markers (more offices in each bubble).
    const counts = layers.map((layer) => (layer.markers ?? own).length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[0]).toBeLessThan(own.length);
  });
});
