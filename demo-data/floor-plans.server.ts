/**
 * Generated floor plans for some demo listings (issue 38): an architect's line drawing of an office floor in
 * SVG (walls, doors, windows, desks, a meeting room, a pantry and washrooms), rendered to PNG with sharp like
 * the demo photos (illustrations.server.ts). Deterministic: the same variant always gives the same plan. No
 * text, fonts or external images.
 */
import sharp from "sharp";

const W = 1600;
const H = 1000;
const WALL = "#1f2937";
const THIN = "#475569";
const ROOM = "#f8fafc";
const WET = "#e0f2fe";

interface Layout {
  /** Where the core (lift, stairs, washrooms) stands along the top wall, as a share of the width. */
  core: number;
  /** How many desk rows and desks a row in the open area. */
  rows: number;
  desks: number;
  /** The meeting room's width as a share of the floor. */
  meeting: number;
}

/** Floor plan variants; other integers wrap around. */
export const FLOOR_PLAN_VARIANTS = 3;

const LAYOUTS: readonly Layout[] = [
  { core: 0.38, rows: 3, desks: 6, meeting: 0.24 },
  { core: 0.6, rows: 2, desks: 8, meeting: 0.3 },
  { core: 0.2, rows: 4, desks: 5, meeting: 0.2 },
];

const rect = (x: number, y: number, w: number, h: number, fill: string, stroke = THIN, width = 3) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" stroke="${stroke}" stroke-width="${width}"/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke = WALL, width = 14) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="square"/>`;
/** A door: its leaf and the quarter circle it sweeps, hinged at (x, y), opening towards +y by `size`. */
const door = (x: number, y: number, size: number, flip = false) => {
  const end = flip ? x - size : x + size;
  return `${line(x, y, x, y + size, THIN, 4)}<path d="M ${end} ${y} A ${size} ${size} 0 0 ${flip ? 0 : 1} ${x} ${y + size}" fill="none" stroke="${THIN}" stroke-width="2" stroke-dasharray="8 6"/>`;
};

function buildSvg(variant: number) {
  const layout = LAYOUTS[((variant % FLOOR_PLAN_VARIANTS) + FLOOR_PLAN_VARIANTS) % FLOOR_PLAN_VARIANTS]!;
  const [left, top, right, bottom] = [80, 80, W - 80, H - 80];
  const parts: string[] = [rect(0, 0, W, H, "#ffffff", "none", 0), rect(left, top, right - left, bottom - top, ROOM, "none", 0)];

  // The core: lifts and stairs (crossed boxes) and two washrooms, against the top wall.
  const coreX = left + (right - left) * layout.core;
  const coreW = 360;
  const coreH = 260;
  parts.push(rect(coreX, top, coreW, coreH, "#e5e7eb", WALL, 8));
  for (const [index, x] of [coreX + 20, coreX + 130].entries()) {
    parts.push(
      rect(x, top + 20, 90, 110, "#ffffff"),
      line(x, top + 20, x + 90, top + 130, THIN, 2),
      line(x + 90, top + 20, x, top + 130, THIN, 2),
    );
    if (index === 1)
      parts.push(...Array.from({ length: 6 }, (_, step) => line(x + 15 * step, top + 140, x + 15 * step, top + 240, THIN, 2)));
  }
  parts.push(rect(coreX + 240, top, 120, 125, WET, WALL, 6), rect(coreX + 240, top + 125, 120, 135, WET, WALL, 6));
  parts.push(`<circle cx="${coreX + 300}" cy="${top + 60}" r="22" fill="#ffffff" stroke="${THIN}" stroke-width="3"/>`);
  parts.push(`<circle cx="${coreX + 300}" cy="${top + 195}" r="22" fill="#ffffff" stroke="${THIN}" stroke-width="3"/>`);

  // The meeting room in the far corner, with its table and chairs, and a pantry beside it.
  const meetingW = (right - left) * layout.meeting;
  const meetingX = right - meetingW;
  const meetingY = bottom - 320;
  parts.push(line(meetingX, meetingY, right, meetingY), line(meetingX, meetingY, meetingX, bottom));
  parts.push(rect(meetingX + 50, meetingY + 90, meetingW - 100, 140, "#fde68a", THIN, 3));
  const seats = Math.max(2, Math.floor((meetingW - 100) / 70));
  for (let seat = 0; seat < seats; seat++) {
    const x = meetingX + 70 + seat * ((meetingW - 140) / Math.max(1, seats - 1)) - 18;
    parts.push(rect(x, meetingY + 45, 36, 32, "#ffffff"), rect(x, meetingY + 243, 36, 32, "#ffffff"));
  }
  parts.push(door(meetingX, meetingY + 10, 70));
  const pantryX = meetingX - 260;
  parts.push(line(pantryX, meetingY, meetingX, meetingY), line(pantryX, meetingY, pantryX, bottom));
  parts.push(
    rect(pantryX + 20, bottom - 80, 220, 60, WET),
    `<circle cx="${pantryX + 80}" cy="${bottom - 50}" r="18" fill="#ffffff" stroke="${THIN}" stroke-width="3"/>`,
  );
  parts.push(door(pantryX, meetingY + 10, 70));

  // The open area: rows of desks with a chair each.
  const areaX = left + 60;
  const areaW = pantryX - areaX - 80;
  const areaY = top + coreH + 80;
  const rowGap = (bottom - 60 - areaY) / layout.rows;
  const deskW = Math.min(150, areaW / layout.desks - 12);
  for (let row = 0; row < layout.rows; row++) {
    for (let desk = 0; desk < layout.desks; desk++) {
      const x = areaX + desk * (areaW / layout.desks);
      const y = areaY + row * rowGap;
      parts.push(
        rect(x, y, deskW, 60, "#dbeafe"),
        `<circle cx="${x + deskW / 2}" cy="${y + 88}" r="18" fill="#ffffff" stroke="${THIN}" stroke-width="3"/>`,
      );
    }
  }

  // A reception desk by the entrance, the outer walls with their windows, and the entrance door.
  parts.push(`<path d="M ${left + 40} ${top + 60} h 220 v 60 h -160 v 80 h -60 z" fill="#e9d5ff" stroke="${THIN}" stroke-width="3"/>`);
  parts.push(
    line(left, top, right, top),
    line(right, top, right, bottom),
    line(right, bottom, left, bottom),
    line(left, bottom, left, top + 320),
    line(left, top + 200, left, top),
  );
  for (let x = left + 60; x < right - 120; x += 180)
    if (x < coreX - 100 || x > coreX + coreW + 20) parts.push(line(x, top, x + 120, top, "#93c5fd", 6));
  for (let x = left + 60; x < right - 120; x += 180) parts.push(line(x, bottom, x + 120, bottom, "#93c5fd", 6));
  parts.push(door(left, top + 200, 110));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join("")}</svg>`;
}

/** Renders floor plan `variant` as a 1600x1000 PNG. */
export async function renderFloorPlan(variant: number): Promise<Buffer> {
  return sharp(Buffer.from(buildSvg(variant)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}
