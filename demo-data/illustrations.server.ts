/**
 * Generated placeholder photos for seeded listings: 12 flat-style SVG illustrations
 * (even variants: office interiors, odd variants: office buildings), rendered to PNG
 * with sharp. Deterministic: the same variant always gives the same picture.
 * No text, fonts or external images.
 */
import sharp from "sharp";
import { mulberry32, type Rand } from "../app/utils/random";

const W = 1600;
const H = 1000;
/** Interiors: where the back wall meets the floor, and where furniture stands. */
const FLOOR_Y = 760;
const FEET = 880;
/** Exteriors: where buildings meet the pavement. */
const GROUND_Y = 860;

const f = (n: number): string => (Math.round(n * 10) / 10).toString();
const between = (rand: Rand, min: number, max: number): number => min + rand() * (max - min);
function pick<T>(rand: Rand, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error("pick() from an empty list");
  return item;
}

type Stop = readonly [offset: number, color: string, opacity?: number];

class Scene {
  private defs: string[] = [];
  private body: string[] = [];
  private next = 0;

  private id(prefix: string): string {
    return `${prefix}${this.next++}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`).join("");
  }

  /** A linear gradient in bounding-box units; returns a fill reference. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id("l");
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[]): string {
    const id = this.id("r");
    this.defs.push(`<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  mask(content: string): string {
    const id = this.id("m");
    this.defs.push(`<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}">${content}</mask>`);
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
  }
}

/**
 * A plain `opacity` attribute makes librsvg composite the shape through an offscreen layer,
 * which is slow; on a single shape fill-opacity / stroke-opacity look the same and are cheap.
 */
function attrs(fill: string, extra: string): string {
  if (!extra) return "";
  const which = fill === "none" ? "stroke-opacity=" : "fill-opacity=";
  return ` ${extra.replace(/(^|\s)opacity=/g, `$1${which}`)}`;
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${attrs(fill, extra)}/>`;
}
function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${attrs(fill, extra)}/>`;
}
function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${attrs(fill, extra)}/>`;
}
function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${attrs(fill, extra)}/>`;
}
function poly(points: ReadonlyArray<readonly [number, number]>, fill: string, extra = ""): string {
  return `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(" ")}" fill="${fill}"${attrs(fill, extra)}/>`;
}
function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ""): string {
  return `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${width}"${attrs("none", extra)}/>`;
}

/** A pointed leaf with its base at (x, y), pointing up before rotation. */
function leaf(x: number, y: number, len: number, width: number, angle: number, fill: string): string {
  return path(
    `M0,0 Q${f(width)},${f(-len * 0.45)} 0,${f(-len)} Q${f(-width)},${f(-len * 0.45)} 0,0 Z`,
    fill,
    `transform="translate(${f(x)},${f(y)}) rotate(${f(angle)})"`,
  );
}

/** A crescent moon cut out with a mask, so it looks right on any sky. */
function crescent(s: Scene, cx: number, cy: number, r: number, color: string): string {
  const m = s.mask(
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="#fff"/><circle cx="${f(cx + r * 0.45)}" cy="${f(cy - r * 0.25)}" r="${f(r * 0.92)}" fill="#000"/>`,
  );
  return circle(cx, cy, r, color, `mask="${m}"`);
}

// ---------------------------------------------------------------------------------------------
// Interiors
// ---------------------------------------------------------------------------------------------

interface InteriorPalette {
  wallTop: string;
  wallBottom: string;
  ceiling: string;
  trim: string;
  floorTop: string;
  floorBottom: string;
  floorLine: string;
  skyTop: string;
  skyBottom: string;
  skyline: string;
  sun: string | null;
  moon: boolean;
  /** Where the sun or moon sits, in room coordinates (only visible through a window). */
  sunAt: readonly [number, number];
  litWindows: string | null;
  frame: string;
  wood: string;
  woodDark: string;
  metal: string;
  accent: string;
  accent2: string;
  accent3: string;
  screen: string;
  plant: string;
  plantDark: string;
  pot: string;
  rug: string;
  glow: string | null;
}

interface WindowSpec {
  x: number;
  y: number;
  w: number;
  h: number;
  panes: number;
  arch?: boolean;
}

function windowShape(win: WindowSpec): string {
  if (!win.arch) return `<rect x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}"/>`;
  const r = win.w / 2;
  return `<path d="M${win.x},${win.y + win.h} L${win.x},${win.y + r} A${r},${r} 0 0 1 ${win.x + win.w},${win.y + r} L${win.x + win.w},${win.y + win.h} Z"/>`;
}

function drawWindow(s: Scene, p: InteriorPalette, win: WindowSpec, rand: Rand): void {
  const { x, y, w, h } = win;
  // Frame.
  if (win.arch) {
    const r = w / 2 + 16;
    s.add(
      path(
        `M${x - 16},${y + h + 16} L${x - 16},${y + w / 2} A${r},${r} 0 0 1 ${x + w + 16},${y + w / 2} L${x + w + 16},${y + h + 16} Z`,
        p.frame,
      ),
    );
  } else {
    s.add(rect(x - 16, y - 16, w + 32, h + 32, p.frame, 'rx="6"'));
  }
  const clip = s.clip(windowShape(win));
  const inner: string[] = [];
  inner.push(
    rect(
      x,
      y,
      w,
      h,
      s.linear([
        [0, p.skyTop],
        [1, p.skyBottom],
      ]),
    ),
  );
  if (p.sun) {
    const [sx, sy] = p.sunAt;
    inner.push(circle(sx, sy, 90, p.sun, 'opacity="0.18"'), circle(sx, sy, 60, p.sun, 'opacity="0.3"'), circle(sx, sy, 38, p.sun));
  }
  if (p.moon) {
    const [mx, my] = p.sunAt;
    inner.push(crescent(s, mx, my, 30, "#f4efd8"));
    for (let i = 0; i < 14; i++) {
      inner.push(
        circle(x + rand() * w, y + rand() * h * 0.45, between(rand, 1, 2.4), "#ffffff", `opacity="${f(between(rand, 0.4, 0.9))}"`),
      );
    }
  }
  // Two layers of skyline: a pale far one, then a nearer one.
  for (const layer of [0, 1]) {
    let bx = x - 30;
    while (bx < x + w) {
      const bw = between(rand, 40, 110);
      const bh = h * (layer === 0 ? between(rand, 0.35, 0.7) : between(rand, 0.15, 0.45));
      const top = y + h - bh;
      inner.push(rect(bx, top, bw - 6, bh, p.skyline, `opacity="${layer === 0 ? 0.35 : 0.6}"`));
      if (rand() < 0.2 && layer === 0) inner.push(rect(bx + bw / 2 - 5, top - 40, 4, 40, p.skyline, 'opacity="0.35"'));
      if (p.litWindows && layer === 1) {
        for (let wy = top + 12; wy < y + h - 10; wy += 18) {
          for (let wx = bx + 8; wx < bx + bw - 16; wx += 16) {
            if (rand() < 0.35) inner.push(rect(wx, wy, 7, 9, p.litWindows, 'opacity="0.85"'));
          }
        }
      }
      bx += bw;
    }
  }
  // Glass reflections.
  inner.push(
    poly(
      [
        [x + w * 0.1, y + h],
        [x + w * 0.35, y],
        [x + w * 0.45, y],
        [x + w * 0.2, y + h],
      ],
      "#ffffff",
      'opacity="0.08"',
    ),
    poly(
      [
        [x + w * 0.5, y + h],
        [x + w * 0.72, y],
        [x + w * 0.76, y],
        [x + w * 0.54, y + h],
      ],
      "#ffffff",
      'opacity="0.06"',
    ),
  );
  s.add(`<g clip-path="${clip}">${inner.join("")}</g>`);
  // Mullions and transom.
  for (let i = 1; i < win.panes; i++) s.add(rect(x + (i * w) / win.panes - 5, y, 10, h, p.frame));
  if (!win.arch) s.add(rect(x, y + h * 0.26, w, 8, p.frame));
  // Sill.
  s.add(rect(x - 34, y + h + 16, w + 68, 14, p.trim, 'rx="3"'));
}

function room(s: Scene, p: InteriorPalette, windows: readonly WindowSpec[], rand: Rand): void {
  s.add(
    rect(
      0,
      0,
      W,
      FLOOR_Y,
      s.linear([
        [0, p.wallTop],
        [1, p.wallBottom],
      ]),
    ),
  );
  for (const win of windows) drawWindow(s, p, win, rand);
  s.add(rect(0, 0, W, 56, p.ceiling), rect(0, 56, W, 6, p.trim, 'opacity="0.7"'));
  s.add(
    rect(
      0,
      FLOOR_Y,
      W,
      H - FLOOR_Y,
      s.linear([
        [0, p.floorTop],
        [1, p.floorBottom],
      ]),
    ),
  );
  for (let i = 1; i <= 6; i++) {
    const yy = FLOOR_Y + (H - FLOOR_Y) * Math.pow(i / 6.4, 1.5);
    s.add(line(0, yy, W, yy, p.floorLine, 2, 'opacity="0.35"'));
  }
  s.add(rect(0, FLOOR_Y - 14, W, 14, p.trim));
}

function pendant(s: Scene, p: InteriorPalette, x: number, drop: number): void {
  if (p.glow)
    s.add(
      circle(
        x,
        drop + 70,
        150,
        s.radial([
          [0, p.glow, 0.55],
          [1, p.glow, 0],
        ]),
      ),
    );
  s.add(line(x, 56, x, drop, p.metal, 3));
  s.add(path(`M${x - 62},${drop + 52} Q${x - 62},${drop} ${x},${drop} Q${x + 62},${drop} ${x + 62},${drop + 52} Z`, p.accent));
  s.add(ellipse(x, drop + 52, 62, 8, p.glow ?? p.accent2, p.glow ? "" : 'opacity="0.6"'));
}

function plant(s: Scene, p: InteriorPalette, x: number, baseY: number, scale: number, rand: Rand, tall = false): void {
  const potH = 100 * scale;
  const potTop = 86 * scale;
  const potBottom = 62 * scale;
  const leaves = tall ? 9 : 13;
  for (let i = 0; i < leaves; i++) {
    const t = i / (leaves - 1);
    const angle = -65 + 130 * t + between(rand, -8, 8);
    const len = (tall ? between(rand, 190, 300) : between(rand, 110, 190)) * scale * (1 - Math.abs(angle) / 220);
    const width = (tall ? 16 : 34) * scale;
    s.add(leaf(x + between(rand, -10, 10) * scale, baseY - potH + 6, len, width, angle, i % 2 === 0 ? p.plant : p.plantDark));
  }
  s.add(
    path(
      `M${f(x - potTop / 2)},${f(baseY - potH)} L${f(x + potTop / 2)},${f(baseY - potH)} L${f(x + potBottom / 2)},${f(baseY)} L${f(x - potBottom / 2)},${f(baseY)} Z`,
      p.pot,
    ),
    rect(x - potTop / 2 - 6 * scale, baseY - potH, potTop + 12 * scale, 14 * scale, p.pot, 'rx="4"'),
    rect(x - potTop / 2 - 6 * scale, baseY - potH + 10 * scale, potTop + 12 * scale, 4 * scale, "#000000", 'opacity="0.12"'),
  );
}

function chair(s: Scene, p: InteriorPalette, x: number, facingRight: boolean, color: string): void {
  const backX = facingRight ? x : x + 92;
  s.add(rect(backX, 640, 24, 150, color, 'rx="12"'));
  s.add(rect(x + 50, 790, 10, 62, p.metal), rect(x + 4, 850, 102, 9, p.metal, 'rx="4"'));
  s.add(circle(x + 12, 868, 9, "#2b2b2b"), circle(x + 98, 868, 9, "#2b2b2b"));
  s.add(rect(x, 764, 116, 28, color, 'rx="12"'));
  s.add(rect(x + (facingRight ? 28 : 30), 728, 58, 8, p.metal, 'rx="4"'), rect(x + 54, 732, 6, 34, p.metal));
}

function desk(s: Scene, p: InteriorPalette, x: number, w: number, rand: Rand, chairRight: boolean, chairColor: string): void {
  const top = 690;
  const cx = x + w / 2;
  if (!chairRight) chair(s, p, x - 128, true, chairColor);
  s.add(rect(x + 16, top + 18, 12, FEET - top - 18, p.metal), rect(x + w - 28, top + 18, 12, FEET - top - 18, p.metal));
  s.add(
    rect(x + w - 130, top + 18, 96, 120, p.woodDark, 'rx="4"'),
    rect(x + w - 92, top + 50, 22, 5, p.metal, 'rx="2"'),
    rect(x + w - 92, top + 100, 22, 5, p.metal, 'rx="2"'),
  );
  s.add(rect(x, top, w, 22, p.wood, 'rx="5"'), rect(x, top + 16, w, 6, p.woodDark, 'rx="3"'));
  // Monitor.
  s.add(rect(cx - 7, top - 44, 14, 44, p.metal), ellipse(cx, top - 2, 42, 6, p.metal));
  s.add(rect(cx - 92, top - 170, 184, 128, "#23262d", 'rx="10"'));
  s.add(
    rect(
      cx - 84,
      top - 162,
      168,
      110,
      s.linear(
        [
          [0, p.screen],
          [1, p.accent2],
        ],
        0,
        0,
        1,
        1,
      ),
      'rx="5"',
    ),
  );
  s.add(
    rect(cx - 72, top - 148, 70, 10, "#ffffff", 'opacity="0.75" rx="4"'),
    rect(cx - 72, top - 130, 110, 7, "#ffffff", 'opacity="0.45" rx="3"'),
  );
  for (let i = 0; i < 5; i++) {
    const bh = between(rand, 14, 44);
    s.add(rect(cx - 70 + i * 26, top - 62 - bh, 16, bh, "#ffffff", 'opacity="0.6" rx="2"'));
  }
  s.add(rect(cx - 64, top - 10, 128, 10, "#eceae4", 'rx="4"'));
  // Mug and a small notebook or lamp.
  const mugX = x + 30;
  s.add(
    rect(mugX, top - 34, 28, 34, p.accent3, 'rx="5"'),
    `<circle cx="${mugX + 30}" cy="${top - 18}" r="9" fill="none" stroke="${p.accent3}" stroke-width="5"/>`,
  );
  if (rand() < 0.5) {
    s.add(
      line(x + w - 60, top, x + w - 80, top - 90, p.metal, 6, 'stroke-linecap="round"'),
      line(x + w - 80, top - 90, x + w - 40, top - 130, p.metal, 6, 'stroke-linecap="round"'),
    );
    s.add(path(`M${x + w - 60},${top - 150} l34,14 l-18,30 l-34,-14 Z`, p.accent));
    s.add(ellipse(x + w - 60, top - 2, 22, 5, p.metal));
  } else {
    s.add(rect(x + w - 110, top - 12, 70, 12, p.accent2, 'rx="2"'), rect(x + w - 104, top - 22, 60, 10, p.accent, 'rx="2"'));
    plant(s, p, x + w - 150, top, 0.35, rand);
  }
  if (chairRight) chair(s, p, x + w + 12, false, chairColor);
}

function bookshelf(s: Scene, p: InteriorPalette, x: number, y: number, w: number, h: number, rand: Rand): void {
  s.add(rect(x, y, w, h, p.woodDark, 'rx="4"'), rect(x + 12, y + 12, w - 24, h - 24, "#000000", 'opacity="0.18"'));
  const colors = [p.accent, p.accent2, p.accent3, p.trim, p.wood, p.screen];
  const shelfH = (h - 24) / 4;
  for (let i = 0; i < 4; i++) {
    const floor = y + 12 + shelfH * (i + 1);
    s.add(rect(x + 6, floor - 8, w - 12, 10, p.wood));
    let bx = x + 18;
    while (bx < x + w - 40) {
      if (rand() < 0.12) {
        s.add(
          circle(bx + 22, floor - 30, 22, p.pot),
          leaf(bx + 22, floor - 44, 40, 10, -30, p.plant),
          leaf(bx + 22, floor - 44, 44, 10, 20, p.plantDark),
        );
        bx += 52;
        continue;
      }
      const bw = between(rand, 14, 28);
      const bh = Math.min(shelfH - 22, between(rand, 60, 100));
      s.add(rect(bx, floor - 8 - bh, bw - 3, bh, pick(rand, colors), 'rx="2"'));
      bx += bw;
    }
  }
}

function wallArt(s: Scene, p: InteriorPalette, x: number, y: number, w: number, h: number): void {
  s.add(rect(x - 12, y - 12, w + 24, h + 24, p.woodDark, 'rx="4"'), rect(x, y, w, h, "#fbf6ec"));
  const clip = s.clip(`<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`);
  s.add(
    `<g clip-path="${clip}">` +
      circle(x + w * 0.65, y + h * 0.4, h * 0.22, p.accent) +
      path(
        `M${x},${y + h * 0.75} Q${x + w * 0.3},${y + h * 0.5} ${x + w * 0.6},${y + h * 0.7} T${x + w},${y + h * 0.62} L${x + w},${y + h} L${x},${y + h} Z`,
        p.accent3,
      ) +
      path(`M${x},${y + h * 0.88} Q${x + w * 0.4},${y + h * 0.7} ${x + w},${y + h * 0.86} L${x + w},${y + h} L${x},${y + h} Z`, p.accent2) +
      `</g>`,
  );
}

function rug(s: Scene, p: InteriorPalette, cx: number, rx: number): void {
  s.add(ellipse(cx, 930, rx, 58, p.rug), ellipse(cx, 930, rx - 26, 40, "#ffffff", 'opacity="0.12"'));
}

/** Open-plan workspace: a row of desks. */
function openPlan(s: Scene, p: InteriorPalette, rand: Rand, desks: number): void {
  room(s, p, [{ x: 150, y: 130, w: 1300, h: 420, panes: 5 }], rand);
  for (const lx of desks === 3 ? [360, 800, 1240] : [540, 1110]) pendant(s, p, lx, 190);
  rug(s, p, 800, 620);
  plant(s, p, 95, FEET + 40, 1.2, rand, true);
  const deskW = desks === 3 ? 280 : 420;
  const xs = desks === 3 ? [220, 660, 1100] : [330, 900];
  xs.forEach((dx, i) => desk(s, p, dx, deskW, rand, true, i % 2 === 0 ? p.accent : p.accent2));
  plant(s, p, 1535, FEET + 50, 0.95, rand);
}

/** Lounge / breakout area with a sofa, shelves and art. */
function lounge(s: Scene, p: InteriorPalette, rand: Rand, arched: boolean): void {
  const wins: WindowSpec[] = arched
    ? [
        { x: 110, y: 150, w: 230, h: 440, panes: 1, arch: true },
        { x: 420, y: 150, w: 230, h: 440, panes: 1, arch: true },
        { x: 730, y: 150, w: 230, h: 440, panes: 1, arch: true },
      ]
    : [{ x: 110, y: 140, w: 760, h: 440, panes: 3 }];
  room(s, p, wins, rand);
  if (!arched) wallArt(s, p, 980, 210, 200, 260);
  else wallArt(s, p, 1040, 230, 150, 200);
  bookshelf(s, p, 1250, 150, 260, FLOOR_Y - 150, rand);
  rug(s, p, 700, 560);
  // Floor lamp.
  if (p.glow)
    s.add(
      circle(
        1120,
        520,
        160,
        s.radial([
          [0, p.glow, 0.5],
          [1, p.glow, 0],
        ]),
      ),
    );
  s.add(rect(1116, 520, 8, FEET - 520, p.metal), ellipse(1120, FEET, 40, 8, p.metal));
  s.add(path(`M1075,530 L1165,530 L1145,450 L1095,450 Z`, p.accent3));
  // Sofa.
  const sx = 330;
  const sw = 620;
  s.add(rect(sx + 30, 590, sw - 60, 140, p.accent, 'rx="34"'));
  s.add(rect(sx + 60, 720, 14, FEET - 720, p.woodDark), rect(sx + sw - 74, 720, 14, FEET - 720, p.woodDark));
  s.add(rect(sx + 40, 700, sw - 80, 70, p.accent, 'rx="18"'));
  s.add(
    rect(sx + 60, 690, (sw - 120) / 2 - 6, 50, "#ffffff", 'opacity="0.1" rx="16"'),
    rect(sx + sw / 2 + 6, 690, (sw - 120) / 2 - 6, 50, "#ffffff", 'opacity="0.1" rx="16"'),
  );
  s.add(rect(sx, 640, 70, 160, p.accent, 'rx="26"'), rect(sx + sw - 70, 640, 70, 160, p.accent, 'rx="26"'));
  s.add(rect(sx, 640, 70, 160, "#000000", 'opacity="0.08" rx="26"'), rect(sx + sw - 70, 640, 70, 160, "#000000", 'opacity="0.08" rx="26"'));
  s.add(
    rect(sx + 110, 620, 90, 80, p.accent2, 'rx="16" transform="rotate(-10 520 660)"'),
    rect(sx + sw - 210, 622, 90, 80, p.accent3, 'rx="16" transform="rotate(8 800 660)"'),
  );
  // Coffee table.
  s.add(rect(500, 850, 12, 60, p.woodDark), rect(790, 850, 12, 60, p.woodDark), rect(470, 836, 360, 18, p.wood, 'rx="8"'));
  s.add(rect(540, 812, 90, 24, p.accent2, 'rx="3"'), rect(550, 798, 70, 14, p.accent3, 'rx="3"'));
  s.add(
    path(`M720,836 L712,790 Q740,770 768,790 L760,836 Z`, p.trim),
    leaf(740, 786, 60, 12, -20, p.plant),
    leaf(740, 786, 70, 12, 14, p.plantDark),
  );
  plant(s, p, 1050, FEET + 30, 1, rand, true);
  plant(s, p, 80, FEET + 60, 1.2, rand);
}

/** Meeting room: long table with chairs, a screen, pendant lamps. */
function meetingRoom(s: Scene, p: InteriorPalette, rand: Rand): void {
  room(s, p, [{ x: 560, y: 130, w: 900, h: 430, panes: 4 }], rand);
  // Wall screen with a chart.
  s.add(
    rect(110, 220, 340, 220, "#1d2027", 'rx="10"'),
    rect(
      122,
      232,
      316,
      196,
      s.linear(
        [
          [0, p.screen],
          [1, p.accent2],
        ],
        0,
        0,
        1,
        1,
      ),
      'rx="4"',
    ),
  );
  const bars = [0.35, 0.55, 0.45, 0.75, 0.9];
  bars.forEach((v, i) => s.add(rect(150 + i * 54, 410 - 150 * v, 34, 150 * v, "#ffffff", `opacity="${0.45 + i * 0.1}" rx="3"`)));
  s.add(
    path(
      `M150,330 L204,300 L258,318 L312,260 L366,236 L420,250`,
      "none",
      'stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" opacity="0.9"',
    ),
  );
  s.add(rect(270, 440, 20, 40, "#1d2027"));
  for (const lx of [520, 800, 1080]) pendant(s, p, lx, 250);
  rug(s, p, 800, 680);
  // Chairs behind the table.
  const chairs = [430, 590, 750, 910, 1070];
  for (const cx of chairs) {
    s.add(rect(cx, 590, 100, 150, p.accent, 'rx="26"'), rect(cx + 10, 600, 80, 40, "#ffffff", 'opacity="0.12" rx="18"'));
  }
  // Table.
  s.add(
    rect(420, 750, 40, FEET - 750, p.metal),
    rect(1140, 750, 40, FEET - 750, p.metal),
    rect(400, FEET - 8, 80, 10, p.metal, 'rx="4"'),
    rect(1120, FEET - 8, 80, 10, p.metal, 'rx="4"'),
  );
  s.add(rect(340, 724, 920, 30, p.wood, 'rx="8"'), rect(340, 746, 920, 8, p.woodDark, 'rx="4"'));
  // Laptops, glasses, a water jug.
  for (const lx of [470, 790, 1110]) {
    s.add(
      poly(
        [
          [lx, 724],
          [lx + 90, 724],
          [lx + 100, 664],
          [lx + 10, 664],
        ],
        "#c9ced6",
      ),
      rect(lx - 8, 718, 116, 8, "#a9afb8", 'rx="3"'),
    );
    s.add(circle(lx + 50, 694, 8, "#ffffff", 'opacity="0.7"'));
  }
  for (const gx of [630, 950]) s.add(rect(gx, 694, 20, 30, "#cfe8f0", 'opacity="0.8" rx="3"'));
  s.add(path(`M700,724 L694,666 Q710,650 726,666 L720,724 Z`, "#cfe8f0", 'opacity="0.85"'));
  // End chairs in profile.
  chair(s, p, 200, true, p.accent2);
  chair(s, p, 1290, false, p.accent2);
  plant(s, p, 1530, FEET + 60, 1.05, rand, true);
}

/** Executive office: bookshelf, big desk, night view. */
function executive(s: Scene, p: InteriorPalette, rand: Rand): void {
  room(s, p, [{ x: 600, y: 130, w: 880, h: 450, panes: 3 }], rand);
  bookshelf(s, p, 90, 140, 400, FLOOR_Y - 140, rand);
  rug(s, p, 950, 600);
  // Chair back behind the desk.
  s.add(rect(870, 500, 170, 230, p.accent2, 'rx="40"'), rect(890, 520, 130, 60, "#ffffff", 'opacity="0.1" rx="26"'));
  // Desk with a solid front panel.
  const dx = 680;
  const dw = 560;
  s.add(
    rect(
      dx,
      690,
      dw,
      FEET - 690,
      s.linear(
        [
          [0, p.wood],
          [1, p.woodDark],
        ],
        0,
        0,
        0,
        1,
      ),
      'rx="6"',
    ),
  );
  s.add(rect(dx + 30, 720, dw - 60, FEET - 750, "none", `stroke="${p.accent3}" stroke-width="4" rx="4" opacity="0.8"`));
  s.add(rect(dx - 20, 676, dw + 40, 22, p.woodDark, 'rx="6"'), rect(dx - 20, 676, dw + 40, 6, p.accent3, 'opacity="0.8" rx="3"'));
  // Laptop, lamp, documents, globe.
  s.add(
    poly(
      [
        [920, 676],
        [1040, 676],
        [1052, 600],
        [932, 600],
      ],
      "#c8ccd4",
    ),
    rect(908, 670, 156, 8, "#9aa0aa", 'rx="3"'),
  );
  if (p.glow)
    s.add(
      circle(
        760,
        600,
        110,
        s.radial([
          [0, p.glow, 0.6],
          [1, p.glow, 0],
        ]),
      ),
    );
  s.add(rect(756, 600, 8, 76, p.accent3), ellipse(760, 674, 30, 6, p.accent3), path(`M718,610 L802,610 L786,560 L734,560 Z`, p.accent));
  s.add(rect(1110, 664, 80, 12, "#f4f1ea", 'rx="2"'), rect(1116, 654, 70, 10, p.accent, 'rx="2"'));
  plant(s, p, 1530, FEET + 50, 1.2, rand, true);
  plant(s, p, 560, FEET + 30, 0.8, rand);
}

const INTERIOR_PALETTES: Record<0 | 2 | 4 | 6 | 8 | 10, InteriorPalette> = {
  // Warm sand: cream walls, oak floor, terracotta and teal accents.
  0: {
    wallTop: "#f6ead6",
    wallBottom: "#ecd9bb",
    ceiling: "#fbf5ea",
    trim: "#e2c9a4",
    floorTop: "#c99b6d",
    floorBottom: "#b5845a",
    floorLine: "#8d6240",
    skyTop: "#9fd3e6",
    skyBottom: "#f3e3c4",
    skyline: "#6f8fa3",
    sun: "#fff1c1",
    moon: false,
    sunAt: [1020, 330],
    litWindows: null,
    frame: "#3e4a4f",
    wood: "#b98556",
    woodDark: "#8c5d38",
    metal: "#3b3f45",
    accent: "#d9774b",
    accent2: "#2f7a73",
    accent3: "#e9b949",
    screen: "#3d9b93",
    plant: "#4f8f5a",
    plantDark: "#356e45",
    pot: "#f2f0ea",
    rug: "#d9b98e",
    glow: null,
  },
  // Sage studio: green walls, pale oak, mustard and charcoal.
  2: {
    wallTop: "#d5e2cf",
    wallBottom: "#c3d4bc",
    ceiling: "#eef3ea",
    trim: "#aebfa7",
    floorTop: "#dcc4a1",
    floorBottom: "#c9ab82",
    floorLine: "#a68a63",
    skyTop: "#b7dcef",
    skyBottom: "#eef4e6",
    skyline: "#7f9a8a",
    sun: "#fffbe0",
    moon: false,
    sunAt: [640, 300],
    litWindows: null,
    frame: "#2f3a35",
    wood: "#d0ad7c",
    woodDark: "#9b7a4f",
    metal: "#2f3437",
    accent: "#e0a43a",
    accent2: "#3c4a52",
    accent3: "#c8553d",
    screen: "#5b7f6e",
    plant: "#3f7d4e",
    plantDark: "#2a5c39",
    pot: "#f4efe6",
    rug: "#eadcc2",
    glow: null,
  },
  // Desert dusk: dusty rose walls, dusk sky, lit pendants.
  4: {
    wallTop: "#eccfc3",
    wallBottom: "#ddb4a5",
    ceiling: "#f4e2da",
    trim: "#c99c8b",
    floorTop: "#9c6e5a",
    floorBottom: "#7f5545",
    floorLine: "#5e3d31",
    skyTop: "#3b3266",
    skyBottom: "#f3a765",
    skyline: "#3a2f4f",
    sun: "#ffd28a",
    moon: false,
    sunAt: [1270, 330],
    litWindows: "#ffd88a",
    frame: "#33283a",
    wood: "#7c4f3a",
    woodDark: "#5a3829",
    metal: "#2e2a31",
    accent: "#a34d5c",
    accent2: "#e48a5a",
    accent3: "#f1c27d",
    screen: "#6b4d8a",
    plant: "#4e7a52",
    plantDark: "#35583a",
    pot: "#efe3da",
    rug: "#c79585",
    glow: "#ffd9a0",
  },
  // Navy executive: deep blue walls, walnut, brass, night skyline.
  6: {
    wallTop: "#26344d",
    wallBottom: "#1f2b40",
    ceiling: "#2d3c57",
    trim: "#3b4c6b",
    floorTop: "#6e4a34",
    floorBottom: "#553726",
    floorLine: "#3d271a",
    skyTop: "#0c1530",
    skyBottom: "#2b3a6b",
    skyline: "#0a1024",
    sun: null,
    moon: true,
    sunAt: [1300, 220],
    litWindows: "#ffd27a",
    frame: "#141c2c",
    wood: "#8a5a3b",
    woodDark: "#5f3c27",
    metal: "#c9a45c",
    accent: "#e0b04f",
    accent2: "#7a2f3a",
    accent3: "#d8b46a",
    screen: "#3e5c8a",
    plant: "#4d8a5e",
    plantDark: "#33664a",
    pot: "#d8b46a",
    rug: "#394a6e",
    glow: "#ffd58f",
  },
  // Mint morning: fresh mint walls, light grey floor, coral accents.
  8: {
    wallTop: "#e6f3ee",
    wallBottom: "#d3e9e1",
    ceiling: "#f5fbf8",
    trim: "#bcd8cd",
    floorTop: "#cfd3d6",
    floorBottom: "#b4babf",
    floorLine: "#8f969c",
    skyTop: "#8ecae6",
    skyBottom: "#e8f6f3",
    skyline: "#7aa6b8",
    sun: "#fffbe6",
    moon: false,
    sunAt: [830, 320],
    litWindows: null,
    frame: "#2e4756",
    wood: "#e7d3b5",
    woodDark: "#c2a57f",
    metal: "#46525c",
    accent: "#f07b62",
    accent2: "#2d6f8f",
    accent3: "#f2b544",
    screen: "#46a0a3",
    plant: "#3f9a6a",
    plantDark: "#2c744f",
    pot: "#ffffff",
    rug: "#a9d6c8",
    glow: null,
  },
  // Terracotta majlis-style lounge with Najdi arches.
  10: {
    wallTop: "#efc6a6",
    wallBottom: "#e2ad88",
    ceiling: "#f6dcc6",
    trim: "#c98d66",
    floorTop: "#a8673f",
    floorBottom: "#8a5131",
    floorLine: "#653a22",
    skyTop: "#f6c07a",
    skyBottom: "#fbe6c2",
    skyline: "#b5784f",
    sun: "#fff6dc",
    moon: false,
    sunAt: [535, 330],
    litWindows: null,
    frame: "#6b3b22",
    wood: "#9c6a44",
    woodDark: "#6f4528",
    metal: "#4a3326",
    accent: "#6d7d4a",
    accent2: "#f3e4c8",
    accent3: "#c44f2f",
    screen: "#6d7d4a",
    plant: "#5c8a47",
    plantDark: "#3f6a33",
    pot: "#f3e4c8",
    rug: "#d99a6c",
    glow: "#ffe1b0",
  },
};

// ---------------------------------------------------------------------------------------------
// Exteriors
// ---------------------------------------------------------------------------------------------

interface ExteriorPalette {
  skyTop: string;
  skyMid: string;
  skyBottom: string;
  sun: string | null;
  moon: boolean;
  stars: boolean;
  clouds: string | null;
  haze: string;
  far: string;
  sidewalk: string;
  road: string;
  lane: string;
  glassLight: string;
  glassDark: string;
  glass2Light: string;
  glass2Dark: string;
  frame: string;
  lit: string | null;
  trunk: string;
  palm: string;
  palmDark: string;
  hedge: string;
  accent: string;
}

function sky(s: Scene, p: ExteriorPalette, rand: Rand, sunX: number, sunY: number, sunR: number): void {
  s.add(
    rect(
      0,
      0,
      W,
      GROUND_Y,
      s.linear([
        [0, p.skyTop],
        [0.6, p.skyMid],
        [1, p.skyBottom],
      ]),
    ),
  );
  if (p.stars) {
    for (let i = 0; i < 70; i++) {
      s.add(circle(rand() * W, rand() * 520, between(rand, 0.8, 2.6), "#ffffff", `opacity="${f(between(rand, 0.35, 0.95))}"`));
    }
  }
  if (p.sun) {
    s.add(
      circle(
        sunX,
        sunY,
        sunR * 3.2,
        s.radial([
          [0, p.sun, 0.45],
          [1, p.sun, 0],
        ]),
      ),
    );
    s.add(circle(sunX, sunY, sunR * 1.5, p.sun, 'opacity="0.25"'), circle(sunX, sunY, sunR, p.sun));
  }
  if (p.moon) {
    s.add(
      circle(
        sunX,
        sunY,
        sunR * 2.6,
        s.radial([
          [0, "#fdf6dc", 0.25],
          [1, "#fdf6dc", 0],
        ]),
      ),
    );
    s.add(crescent(s, sunX, sunY, sunR, "#fbf3d5"));
  }
  if (p.clouds) {
    for (let i = 0; i < 4; i++) {
      const cx = 120 + i * 400 + between(rand, -60, 60);
      const cy = between(rand, 110, 300);
      const k = between(rand, 0.7, 1.2);
      s.add(
        `<g opacity="0.85">` +
          ellipse(cx, cy, 110 * k, 26 * k, p.clouds) +
          circle(cx - 40 * k, cy - 18 * k, 36 * k, p.clouds) +
          circle(cx + 14 * k, cy - 30 * k, 46 * k, p.clouds) +
          circle(cx + 60 * k, cy - 10 * k, 30 * k, p.clouds) +
          `</g>`,
      );
    }
  }
}

function farCity(s: Scene, p: ExteriorPalette, rand: Rand, minH: number, maxH: number, opacity: number): void {
  let x = -20;
  while (x < W) {
    const bw = between(rand, 50, 130);
    const bh = between(rand, minH, maxH);
    s.add(rect(x, GROUND_Y - bh, bw - 8, bh, p.far, `opacity="${opacity}"`));
    if (rand() < 0.15) s.add(rect(x + bw / 2 - 6, GROUND_Y - bh - 50, 4, 50, p.far, `opacity="${opacity}"`));
    x += bw;
  }
}

function dunes(s: Scene, color: string, opacity: number): void {
  s.add(
    path(
      `M0,${GROUND_Y - 70} Q200,${GROUND_Y - 130} 420,${GROUND_Y - 80} T860,${GROUND_Y - 90} T1300,${GROUND_Y - 70} T1600,${GROUND_Y - 100} L1600,${GROUND_Y} L0,${GROUND_Y} Z`,
      color,
      `opacity="${opacity}"`,
    ),
  );
}

interface TowerSpec {
  x: number;
  w: number;
  top: number;
  /** Extra height on the left edge for a slanted crown (0 = flat). */
  slant?: number;
  light: string;
  dark: string;
  floorH: number;
  colW: number;
  spire?: boolean;
}

function tower(s: Scene, p: ExteriorPalette, t: TowerSpec, rand: Rand): void {
  const slant = t.slant ?? 0;
  const d = `M${t.x},${GROUND_Y} L${t.x},${t.top + slant} L${t.x + t.w},${t.top} L${t.x + t.w},${GROUND_Y} Z`;
  if (t.spire) s.add(rect(t.x + t.w / 2 - 3, t.top - 90, 6, 92, p.frame), rect(t.x + t.w / 2 - 12, t.top - 24, 24, 26, p.frame));
  s.add(
    path(
      d,
      s.linear(
        [
          [0, t.light],
          [1, t.dark],
        ],
        0,
        0,
        1,
        0.3,
      ),
    ),
  );
  const clip = s.clip(`<path d="${d}"/>`);
  const inner: string[] = [];
  for (let y = t.top + 22; y < GROUND_Y; y += t.floorH) inner.push(rect(t.x, y, t.w, 3, p.frame, 'opacity="0.35"'));
  for (let x = t.x + t.colW; x < t.x + t.w - 4; x += t.colW) inner.push(rect(x, t.top, 2, GROUND_Y - t.top, p.frame, 'opacity="0.22"'));
  if (p.lit) {
    for (let y = t.top + 26; y < GROUND_Y - t.floorH; y += t.floorH) {
      for (let x = t.x + 5; x < t.x + t.w - t.colW / 2; x += t.colW) {
        if (rand() < 0.3) inner.push(rect(x + 2, y + 3, t.colW - 8, t.floorH - 9, p.lit, `opacity="${f(between(rand, 0.55, 0.95))}"`));
      }
    }
  }
  inner.push(
    poly(
      [
        [t.x, t.top + t.w * 1.4],
        [t.x + t.w, t.top + t.w * 0.2],
        [t.x + t.w, t.top + t.w * 0.75],
        [t.x, t.top + t.w * 1.95],
      ],
      "#ffffff",
      'opacity="0.12"',
    ),
    poly(
      [
        [t.x, t.top + t.w * 2.5],
        [t.x + t.w, t.top + t.w * 1.5],
        [t.x + t.w, t.top + t.w * 1.7],
        [t.x, t.top + t.w * 2.7],
      ],
      "#ffffff",
      'opacity="0.08"',
    ),
    rect(t.x, t.top - 10, 5, GROUND_Y - t.top + 10, "#ffffff", 'opacity="0.25"'),
  );
  s.add(`<g clip-path="${clip}">${inner.join("")}</g>`);
  // Crown cap.
  s.add(
    path(
      `M${t.x - 4},${t.top + slant} L${t.x + t.w + 4},${t.top - 1} L${t.x + t.w + 4},${t.top + 9} L${t.x - 4},${t.top + slant + 10} Z`,
      p.frame,
    ),
  );
}

function palm(s: Scene, p: ExteriorPalette, x: number, baseY: number, h: number, lean: number): void {
  const tx = x + lean;
  const ty = baseY - h;
  s.add(
    path(
      `M${x - 11},${baseY} Q${x + lean * 0.2 - 9},${baseY - h * 0.5} ${tx - 5},${ty} L${tx + 5},${ty} Q${x + lean * 0.2 + 9},${baseY - h * 0.5} ${x + 11},${baseY} Z`,
      p.trunk,
    ),
  );
  for (let i = 1; i < 10; i++) {
    const t = i / 10;
    const cx = x + lean * t * t * 0.9 + lean * 0.1 * t;
    const cy = baseY - h * t;
    s.add(line(cx - 9 * (1 - t * 0.5), cy, cx + 9 * (1 - t * 0.5), cy - 4, "#000000", 2, 'opacity="0.18"'));
  }
  const fronds = [-170, -145, -118, -90, -62, -35, -10, 160, 20];
  fronds.forEach((deg, i) => {
    const a = (deg * Math.PI) / 180;
    const len = h * 0.62;
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len * 0.45 + len * 0.38;
    const mx = tx + Math.cos(a) * len * 0.5;
    const my = ty + Math.sin(a) * len * 0.5 - len * 0.1;
    const nx = -Math.sin(a) * 16;
    const ny = Math.cos(a) * 10;
    s.add(
      path(
        `M${f(tx)},${f(ty)} Q${f(mx + nx)},${f(my + ny)} ${f(ex)},${f(ey)} Q${f(mx - nx)},${f(my - ny)} ${f(tx)},${f(ty)} Z`,
        i % 2 === 0 ? p.palm : p.palmDark,
      ),
    );
  });
  s.add(circle(tx - 6, ty + 8, 7, "#8a5a2b"), circle(tx + 6, ty + 10, 7, "#7a4a22"), circle(tx, ty + 16, 7, "#8a5a2b"));
}

function roundTree(s: Scene, p: ExteriorPalette, x: number, baseY: number, r: number): void {
  s.add(rect(x - 7, baseY - r * 1.6, 14, r * 1.6, p.trunk));
  s.add(
    circle(x, baseY - r * 1.9, r, p.palmDark),
    circle(x - r * 0.55, baseY - r * 1.6, r * 0.7, p.palm),
    circle(x + r * 0.5, baseY - r * 1.75, r * 0.75, p.palm),
  );
  s.add(circle(x - r * 0.2, baseY - r * 2.2, r * 0.45, "#ffffff", 'opacity="0.12"'));
}

function street(s: Scene, p: ExteriorPalette, rand: Rand, night: boolean, lamps: readonly number[] = [260, 800, 1340]): void {
  s.add(rect(0, GROUND_Y, W, 44, p.sidewalk), rect(0, GROUND_Y + 40, W, 6, "#000000", 'opacity="0.15"'));
  s.add(rect(0, GROUND_Y + 46, W, H - GROUND_Y - 46, p.road));
  for (let x = 20; x < W; x += 150) s.add(rect(x, 952, 80, 7, p.lane, 'rx="3"'));
  // Cars.
  const cars: Array<[number, string]> = [
    [between(rand, 140, 420), p.accent],
    [between(rand, 900, 1250), "#e9e6df"],
  ];
  for (const [cx, color] of cars) {
    s.add(ellipse(cx + 90, 992, 100, 8, "#000000", 'opacity="0.25"'));
    s.add(
      path(`M${cx + 40},${940} Q${cx + 60},${905} ${cx + 95},${905} L${cx + 130},${905} Q${cx + 155},${905} ${cx + 170},${940} Z`, color),
    );
    s.add(rect(cx, 935, 190, 48, color, 'rx="16"'));
    s.add(
      path(`M${cx + 58},${938} Q${cx + 72},${915} ${cx + 96},${915} L${cx + 104},${915} L${cx + 104},${938} Z`, "#243040", 'opacity="0.8"'),
    );
    s.add(
      path(
        `M${cx + 114},${938} L${cx + 114},${915} L${cx + 128},${915} Q${cx + 148},${915} ${cx + 158},${938} Z`,
        "#243040",
        'opacity="0.8"',
      ),
    );
    s.add(
      circle(cx + 45, 983, 17, "#1c1f24"),
      circle(cx + 150, 983, 17, "#1c1f24"),
      circle(cx + 45, 983, 7, "#9aa1ab"),
      circle(cx + 150, 983, 7, "#9aa1ab"),
    );
    s.add(rect(cx + 176, 948, 12, 8, night ? "#fff2b0" : "#f4f0e0", 'rx="3"'));
  }
  // Street lamps.
  for (const lx of lamps) {
    if (night)
      s.add(
        circle(
          lx + 30,
          700,
          90,
          s.radial([
            [0, "#ffe6a3", 0.5],
            [1, "#ffe6a3", 0],
          ]),
        ),
      );
    s.add(
      rect(lx - 4, 690, 8, GROUND_Y + 30 - 690, "#2c3138"),
      path(`M${lx},${694} Q${lx},${680} ${lx + 16},${680} L${lx + 44},${680}`, "none", 'stroke="#2c3138" stroke-width="6"'),
    );
    s.add(rect(lx + 24, 680, 30, 10, night ? "#fff0b8" : "#3a4049", 'rx="4"'));
  }
}

function hedges(s: Scene, p: ExteriorPalette, from: number, to: number): void {
  for (let x = from; x < to; x += 120)
    s.add(rect(x, GROUND_Y - 36, 104, 44, p.hedge, 'rx="20"'), rect(x + 10, GROUND_Y - 30, 60, 12, "#ffffff", 'opacity="0.1" rx="6"'));
}

/** A lower entrance podium with a glass lobby. */
function podium(s: Scene, p: ExteriorPalette, x: number, w: number, h: number, color: string): void {
  s.add(rect(x, GROUND_Y - h, w, h, color), rect(x - 10, GROUND_Y - h - 14, w + 20, 16, p.frame));
  s.add(
    rect(
      x + 30,
      GROUND_Y - h + 30,
      w - 60,
      h - 30,
      s.linear([
        [0, p.glass2Light],
        [1, p.glass2Dark],
      ]),
    ),
  );
  for (let gx = x + 30 + (w - 60) / 6; gx < x + w - 40; gx += (w - 60) / 6)
    s.add(rect(gx, GROUND_Y - h + 30, 4, h - 30, p.frame, 'opacity="0.6"'));
}

function glassTowers(s: Scene, p: ExteriorPalette, rand: Rand, layout: "pair" | "trio" | "angled" | "cluster"): void {
  if (layout === "cluster") {
    // Stepped tower on the left.
    tower(s, p, { x: 170, w: 320, top: 430, light: p.glass2Light, dark: p.glass2Dark, floorH: 30, colW: 40 }, rand);
    tower(s, p, { x: 220, w: 220, top: 280, light: p.glass2Light, dark: p.glass2Dark, floorH: 30, colW: 36 }, rand);
    tower(s, p, { x: 270, w: 120, top: 170, light: p.glass2Light, dark: p.glass2Dark, floorH: 30, colW: 30, spire: true }, rand);
    // Wide slanted tower on the right.
    tower(s, p, { x: 1090, w: 320, top: 330, slant: -70, light: p.glass2Light, dark: p.glass2Dark, floorH: 30, colW: 40 }, rand);
    // Cylindrical tower in the middle, shaded to look round.
    const x = 640;
    const w = 320;
    const top = 130;
    const body = `M${x},${GROUND_Y} L${x},${top} A${w / 2},34 0 0 1 ${x + w},${top} L${x + w},${GROUND_Y} Z`;
    s.add(
      path(
        body,
        s.linear(
          [
            [0, p.glassDark],
            [0.32, p.glassLight],
            [0.7, p.glassDark],
            [1, p.frame],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    const clip = s.clip(`<path d="${body}"/>`);
    const inner: string[] = [];
    for (let y = top + 20; y < GROUND_Y; y += 30) inner.push(rect(x, y, w, 3, p.frame, 'opacity="0.4"'));
    const cols = 12;
    for (let i = 1; i < cols; i++) {
      const gx = x + (w / 2) * (1 - Math.cos((Math.PI * i) / cols));
      inner.push(rect(gx, top - 40, 2, GROUND_Y - top + 40, p.frame, 'opacity="0.3"'));
      if (p.lit) {
        const gx2 = x + (w / 2) * (1 - Math.cos((Math.PI * (i + 1)) / cols));
        for (let y = top + 26; y < GROUND_Y - 40; y += 30) {
          if (rand() < 0.28) inner.push(rect(gx + 3, y, gx2 - gx - 6, 20, p.lit, `opacity="${f(between(rand, 0.55, 0.95))}"`));
        }
      }
    }
    inner.push(rect(x + w * 0.22, top - 40, w * 0.08, GROUND_Y - top + 40, "#ffffff", 'opacity="0.12"'));
    s.add(`<g clip-path="${clip}">${inner.join("")}</g>`);
    s.add(ellipse(x + w / 2, top, w / 2 + 4, 34, p.frame), ellipse(x + w / 2, top - 6, w / 2 - 30, 22, p.glass2Dark));
    s.add(rect(x + w / 2 - 3, top - 95, 6, 80, p.frame), circle(x + w / 2, top - 97, 6, p.lit ?? p.accent));
    podium(s, p, 560, 480, 110, p.lit ? "#2a3350" : "#e8e4dc");
  } else if (layout === "pair") {
    tower(s, p, { x: 1000, w: 250, top: 330, light: p.glass2Light, dark: p.glass2Dark, floorH: 30, colW: 36 }, rand);
    tower(s, p, { x: 560, w: 360, top: 110, slant: 70, light: p.glassLight, dark: p.glassDark, floorH: 32, colW: 45 }, rand);
    podium(s, p, 470, 560, 130, "#e8e4dc");
  } else if (layout === "trio") {
    tower(s, p, { x: 250, w: 230, top: 300, light: p.glass2Light, dark: p.glass2Dark, floorH: 28, colW: 32, spire: true }, rand);
    tower(s, p, { x: 1130, w: 260, top: 250, slant: -60, light: p.glass2Light, dark: p.glass2Dark, floorH: 28, colW: 36 }, rand);
    tower(s, p, { x: 640, w: 320, top: 90, light: p.glassLight, dark: p.glassDark, floorH: 30, colW: 40, spire: true }, rand);
  } else {
    tower(s, p, { x: 260, w: 240, top: 360, light: p.glass2Light, dark: p.glass2Dark, floorH: 30, colW: 34 }, rand);
    // A tapered tower with a sharp angled crown.
    const x = 700;
    const w = 340;
    const d = `M${x},${GROUND_Y} L${x + 30},${160} L${x + w - 40},${70} L${x + w},${GROUND_Y} Z`;
    s.add(
      path(
        d,
        s.linear(
          [
            [0, p.glassLight],
            [0.55, p.glassDark],
            [1, p.glass2Dark],
          ],
          0,
          0,
          1,
          0.2,
        ),
      ),
    );
    const clip = s.clip(`<path d="${d}"/>`);
    const inner: string[] = [];
    for (let y = 100; y < GROUND_Y; y += 30) inner.push(rect(x - 10, y, w + 20, 3, p.frame, 'opacity="0.3"'));
    for (let i = 1; i < 9; i++) inner.push(line(x + (w / 9) * i, GROUND_Y, x + 30 + ((w - 70) / 9) * i, 110, p.frame, 2, 'opacity="0.25"'));
    inner.push(
      poly(
        [
          [x, 700],
          [x + w, 240],
          [x + w, 420],
          [x, 880],
        ],
        "#ffffff",
        'opacity="0.14"',
      ),
    );
    inner.push(
      poly(
        [
          [x, 560],
          [x + w, 120],
          [x + w, 160],
          [x, 600],
        ],
        "#ffffff",
        'opacity="0.1"',
      ),
    );
    s.add(`<g clip-path="${clip}">${inner.join("")}</g>`);
    s.add(path(`M${x + 26},${162} L${x + w - 40},${70} L${x + w - 36},${84} L${x + 28},${176} Z`, p.frame));
    tower(s, p, { x: 1140, w: 210, top: 420, slant: 40, light: p.glass2Light, dark: p.glass2Dark, floorH: 30, colW: 35 }, rand);
    podium(s, p, 640, 460, 110, "#efe6d6");
  }
}

/** Najdi-style low-rise stone office with crenellations and slit windows. */
function najdiBuilding(s: Scene, p: ExteriorPalette, rand: Rand): void {
  const stone = "#e3c493";
  const stoneDark = "#c9a370";
  const woodDoor = "#6b3f22";
  const x = 230;
  const w = 1140;
  const top = 420;
  // Corner towers (slightly tapered), then the main block.
  for (const tx of [x - 40, x + w - 110]) {
    s.add(
      path(
        `M${tx},${GROUND_Y} L${tx + 10},${top - 90} L${tx + 140},${top - 90} L${tx + 150},${GROUND_Y} Z`,
        s.linear(
          [
            [0, stone],
            [1, stoneDark],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    for (let i = 0; i < 6; i++)
      s.add(
        poly(
          [
            [tx + 10 + i * 22, top - 90],
            [tx + 21 + i * 22, top - 118],
            [tx + 32 + i * 22, top - 90],
          ],
          stone,
        ),
      );
    s.add(rect(tx + 60, top - 40, 30, 80, "#5a3a24", 'rx="4"'), rect(tx + 60, top + 120, 30, 110, "#5a3a24", 'rx="4"'));
  }
  s.add(
    rect(
      x + 100,
      top,
      w - 200,
      GROUND_Y - top,
      s.linear(
        [
          [0, stone],
          [1, stoneDark],
        ],
        0,
        0,
        0,
        1,
      ),
    ),
  );
  // Crenellations and a band of small triangle openings.
  for (let cx = x + 110; cx < x + w - 110; cx += 30)
    s.add(
      poly(
        [
          [cx, top],
          [cx + 13, top - 28],
          [cx + 26, top],
        ],
        stone,
      ),
    );
  s.add(rect(x + 100, top + 24, w - 200, 10, stoneDark, 'opacity="0.7"'));
  for (let cx = x + 130; cx < x + w - 140; cx += 40)
    s.add(
      poly(
        [
          [cx, top + 48],
          [cx + 20, top + 48],
          [cx + 10, top + 66],
        ],
        "#6e4a2c",
        'opacity="0.85"',
      ),
    );
  // Two rows of tall slit windows with wooden shutters.
  for (const wy of [top + 110, top + 270]) {
    for (let wx = x + 170; wx < x + w - 170; wx += 110) {
      if (Math.abs(wx + 20 - (x + w / 2)) < 110 && wy > top + 200) continue;
      s.add(rect(wx - 8, wy - 8, 56, 116, stoneDark), rect(wx, wy, 40, 100, "#3c2a20", 'rx="3"'), rect(wx + 18, wy, 4, 100, "#6b4a30"));
      s.add(
        poly(
          [
            [wx - 8, wy - 8],
            [wx + 20, wy - 34],
            [wx + 48, wy - 8],
          ],
          stoneDark,
        ),
      );
    }
  }
  // Central arched wooden door with studs.
  const dx = x + w / 2 - 80;
  s.add(
    path(
      `M${dx - 20},${GROUND_Y} L${dx - 20},${GROUND_Y - 210} A100,100 0 0 1 ${dx + 180},${GROUND_Y - 210} L${dx + 180},${GROUND_Y} Z`,
      stoneDark,
    ),
  );
  s.add(
    path(`M${dx},${GROUND_Y} L${dx},${GROUND_Y - 200} A80,80 0 0 1 ${dx + 160},${GROUND_Y - 200} L${dx + 160},${GROUND_Y} Z`, woodDoor),
  );
  s.add(rect(dx + 78, GROUND_Y - 270, 4, 270, "#4a2a16"));
  for (let sy = GROUND_Y - 220; sy < GROUND_Y - 20; sy += 40) {
    for (const sx of [dx + 30, dx + 55, dx + 105, dx + 130]) s.add(circle(sx, sy, 4, "#d9b26a"));
  }
  // Wall texture: a few soft mud-plaster patches.
  for (let i = 0; i < 14; i++)
    s.add(
      ellipse(
        between(rand, x + 120, x + w - 120),
        between(rand, top + 80, GROUND_Y - 40),
        between(rand, 30, 80),
        between(rand, 8, 18),
        "#ffffff",
        'opacity="0.04"',
      ),
    );
}

/** A business park of mid-rise buildings with ribbon windows and round trees. */
function businessPark(s: Scene, p: ExteriorPalette, rand: Rand): void {
  const blocks: Array<[number, number, number, string]> = [
    [120, 420, 520, "#f3efe9"],
    [600, 520, 380, "#ffffff"],
    [1140, 380, 470, "#efeae4"],
  ];
  for (const [bx, bw, top, color] of blocks) {
    s.add(rect(bx, top, bw, GROUND_Y - top, color), rect(bx + bw - 40, top, 40, GROUND_Y - top, "#000000", 'opacity="0.06"'));
    for (let y = top + 40; y < GROUND_Y - 60; y += 70) {
      s.add(
        rect(
          bx + 20,
          y,
          bw - 40,
          38,
          s.linear(
            [
              [0, p.glassLight],
              [1, p.glassDark],
            ],
            0,
            0,
            1,
            0,
          ),
        ),
      );
      for (let gx = bx + 20 + 60; gx < bx + bw - 30; gx += 60) s.add(rect(gx, y, 3, 38, p.frame, 'opacity="0.4"'));
      s.add(rect(bx + 20, y + 4, bw - 40, 6, "#ffffff", 'opacity="0.25"'));
    }
    s.add(rect(bx - 8, top - 14, bw + 16, 16, p.frame));
  }
  // Connecting glass bridge and a lawn.
  s.add(rect(540, 620, 60, 44, p.glass2Dark), rect(1040, 640, 100, 44, p.glass2Dark));
  s.add(rect(0, GROUND_Y - 30, W, 30, "#a7c98b"));
  for (const tx of [90, 560, 1080, 1530]) roundTree(s, p, tx, GROUND_Y - 10, between(rand, 70, 90));
  for (const tx of [330, 850, 1330]) roundTree(s, p, tx, GROUND_Y, between(rand, 50, 62));
}

const EXTERIOR_PALETTES: Record<1 | 3 | 5 | 7 | 9 | 11, ExteriorPalette> = {
  // Teal glass towers on a bright day.
  1: {
    skyTop: "#5fb3d9",
    skyMid: "#a6d8ea",
    skyBottom: "#e8f4f1",
    sun: "#fff6d5",
    moon: false,
    stars: false,
    clouds: "#ffffff",
    haze: "#d8ebe9",
    far: "#9cc3c9",
    sidewalk: "#d9d3c7",
    road: "#4b5058",
    lane: "#f1efe7",
    glassLight: "#57c4c0",
    glassDark: "#1f6f7a",
    glass2Light: "#9ed8d8",
    glass2Dark: "#4d9aa3",
    frame: "#24414a",
    lit: null,
    trunk: "#9b7650",
    palm: "#3f9a5a",
    palmDark: "#2d7745",
    hedge: "#4e9a5c",
    accent: "#d9694a",
  },
  // Desert dusk: silhouettes with lit windows and a setting sun.
  3: {
    skyTop: "#2c2a5a",
    skyMid: "#b5587a",
    skyBottom: "#f6a95e",
    sun: "#ffd58a",
    moon: false,
    stars: true,
    clouds: null,
    haze: "#e08a6a",
    far: "#6a3d62",
    sidewalk: "#8c6a70",
    road: "#3a2d3c",
    lane: "#e9c9a0",
    glassLight: "#5a4a7a",
    glassDark: "#2c2448",
    glass2Light: "#6d4f78",
    glass2Dark: "#3a2a4c",
    frame: "#1f1830",
    lit: "#ffcf7a",
    trunk: "#3a2630",
    palm: "#2d2a3e",
    palmDark: "#221f30",
    hedge: "#2f2a40",
    accent: "#f08a5d",
  },
  // Warm sand: Najdi heritage-style office under a pale sky.
  5: {
    skyTop: "#7ec2e3",
    skyMid: "#c3e2ee",
    skyBottom: "#f5e9d2",
    sun: "#fff4cf",
    moon: false,
    stars: false,
    clouds: "#ffffff",
    haze: "#efdcbc",
    far: "#d8bd93",
    sidewalk: "#e0cfae",
    road: "#6a5f55",
    lane: "#f4ecd8",
    glassLight: "#8fc7d6",
    glassDark: "#4f8fa3",
    glass2Light: "#b8dde6",
    glass2Dark: "#6ea6b5",
    frame: "#5a3a24",
    lit: null,
    trunk: "#8f6a45",
    palm: "#5a9a4a",
    palmDark: "#3f7a36",
    hedge: "#6a9a52",
    accent: "#b4552f",
  },
  // Night: blue glass towers with lit windows, moon and stars.
  7: {
    skyTop: "#0b1330",
    skyMid: "#1c2c5c",
    skyBottom: "#3c4f86",
    sun: null,
    moon: true,
    stars: true,
    clouds: null,
    haze: "#2a3a6a",
    far: "#16213f",
    sidewalk: "#3a4256",
    road: "#1b2030",
    lane: "#c9cfdc",
    glassLight: "#3d5a99",
    glassDark: "#18264d",
    glass2Light: "#2f4677",
    glass2Dark: "#17223f",
    frame: "#0c1226",
    lit: "#ffd98a",
    trunk: "#3b2f2a",
    palm: "#1f3a33",
    palmDark: "#172b26",
    hedge: "#1f3a33",
    accent: "#c8463c",
  },
  // Golden hour: an angled tower catching warm light.
  9: {
    skyTop: "#f0a35e",
    skyMid: "#f8c987",
    skyBottom: "#fdebc4",
    sun: "#fff3c4",
    moon: false,
    stars: false,
    clouds: "#fff1d6",
    haze: "#f2cf9c",
    far: "#d49a6a",
    sidewalk: "#dcc3a0",
    road: "#5a4a42",
    lane: "#fbead0",
    glassLight: "#f6c57a",
    glassDark: "#9a5a3a",
    glass2Light: "#e3a877",
    glass2Dark: "#8a5640",
    frame: "#4a2e22",
    lit: null,
    trunk: "#7a5230",
    palm: "#6a8a3a",
    palmDark: "#4e6a2c",
    hedge: "#6f8a44",
    accent: "#2f6f8a",
  },
  // Lavender morning business park.
  11: {
    skyTop: "#a99fd6",
    skyMid: "#d3ccec",
    skyBottom: "#f6eaf0",
    sun: "#fffaf0",
    moon: false,
    stars: false,
    clouds: "#ffffff",
    haze: "#e4dcf0",
    far: "#b9b0d9",
    sidewalk: "#dcd8e2",
    road: "#565469",
    lane: "#f3f1f7",
    glassLight: "#8fb5e0",
    glassDark: "#4c6fa8",
    glass2Light: "#a7c3e6",
    glass2Dark: "#5d7fb8",
    frame: "#3c3f5c",
    lit: null,
    trunk: "#7a5a48",
    palm: "#5aa271",
    palmDark: "#3f8258",
    hedge: "#5aa271",
    accent: "#e06f7f",
  },
};

// ---------------------------------------------------------------------------------------------

function buildSvg(variant: number): string {
  const v = ((Math.trunc(variant) % 12) + 12) % 12;
  const rand = mulberry32(0x51a7 + v * 7919);
  const s = new Scene();
  switch (v) {
    case 0:
      openPlan(s, INTERIOR_PALETTES[0], rand, 3);
      break;
    case 2:
      lounge(s, INTERIOR_PALETTES[2], rand, false);
      break;
    case 4:
      meetingRoom(s, INTERIOR_PALETTES[4], rand);
      break;
    case 6:
      executive(s, INTERIOR_PALETTES[6], rand);
      break;
    case 8:
      openPlan(s, INTERIOR_PALETTES[8], rand, 2);
      break;
    case 10:
      lounge(s, INTERIOR_PALETTES[10], rand, true);
      break;
    case 1: {
      const p = EXTERIOR_PALETTES[1];
      sky(s, p, rand, 1320, 170, 60);
      farCity(s, p, rand, 120, 320, 0.55);
      glassTowers(s, p, rand, "pair");
      hedges(s, p, 0, W);
      palm(s, p, 170, GROUND_Y + 10, 330, -20);
      palm(s, p, 390, GROUND_Y + 10, 280, 18);
      palm(s, p, 1400, GROUND_Y + 10, 320, 16);
      street(s, p, rand, false);
      break;
    }
    case 3: {
      const p = EXTERIOR_PALETTES[3];
      sky(s, p, rand, 1045, 610, 80);
      dunes(s, p.haze, 0.5);
      farCity(s, p, rand, 120, 290, 0.75);
      glassTowers(s, p, rand, "trio");
      hedges(s, p, 0, W);
      palm(s, p, 120, GROUND_Y + 10, 300, 14);
      palm(s, p, 1500, GROUND_Y + 10, 340, -22);
      street(s, p, rand, true);
      break;
    }
    case 5: {
      const p = EXTERIOR_PALETTES[5];
      sky(s, p, rand, 260, 170, 56);
      dunes(s, p.haze, 0.9);
      farCity(s, p, rand, 60, 180, 0.45);
      najdiBuilding(s, p, rand);
      palm(s, p, 110, GROUND_Y + 10, 380, 24);
      palm(s, p, 560, GROUND_Y + 10, 300, -14);
      palm(s, p, 1050, GROUND_Y + 10, 310, 16);
      palm(s, p, 1510, GROUND_Y + 10, 360, -26);
      street(s, p, rand, false, [330, 1270]);
      break;
    }
    case 7: {
      const p = EXTERIOR_PALETTES[7];
      sky(s, p, rand, 1280, 150, 44);
      farCity(s, p, rand, 140, 360, 0.9);
      glassTowers(s, p, rand, "cluster");
      hedges(s, p, 0, W);
      palm(s, p, 160, GROUND_Y + 10, 320, 20);
      palm(s, p, 1420, GROUND_Y + 10, 300, -16);
      street(s, p, rand, true);
      break;
    }
    case 9: {
      const p = EXTERIOR_PALETTES[9];
      sky(s, p, rand, 1290, 270, 80);
      dunes(s, p.haze, 0.7);
      farCity(s, p, rand, 100, 300, 0.5);
      glassTowers(s, p, rand, "angled");
      hedges(s, p, 0, W);
      palm(s, p, 130, GROUND_Y + 10, 340, 22);
      palm(s, p, 560, GROUND_Y + 10, 260, -12);
      palm(s, p, 1480, GROUND_Y + 10, 330, -20);
      street(s, p, rand, false);
      break;
    }
    default: {
      const p = EXTERIOR_PALETTES[11];
      sky(s, p, rand, 1380, 160, 50);
      farCity(s, p, rand, 80, 240, 0.45);
      businessPark(s, p, rand);
      street(s, p, rand, false);
      break;
    }
  }
  return s.toString();
}

/**
 * Renders one of 12 office illustrations (variant 0..11; other integers wrap around)
 * as a 1600x1000 PNG.
 */
export async function renderOfficeIllustration(variant: number): Promise<Buffer> {
  return sharp(Buffer.from(buildSvg(variant)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}
