/**
 * Generates the hero background: a flat illustration of the Riyadh skyline at dusk
 * (KAFD towers, Kingdom Centre, Al Faisaliah) as WebP.
 *
 *   npx tsx scripts/make-skyline.ts
 *
 * Writes app/assets/riyadh-skyline.webp (1920x900) and riyadh-skyline-800.webp (800 wide).
 * Deterministic: running it again gives the same picture.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { mulberry32 } from "../app/utils/random";

const W = 1920;
const H = 900;
const G = 900; // ground line: buildings run off the bottom edge

const rand = mulberry32(20240924);
const between = (min: number, max: number): number => min + rand() * (max - min);
const n = (v: number): string => (Math.round(v * 10) / 10).toString();

const LIT = "#ffcf86";
const parts: string[] = [];
const add = (...s: string[]): void => {
  parts.push(...s);
};

/** Scattered lit windows inside a rectangle. */
function litWindows(x: number, y: number, w: number, h: number, density: number, cell = 14, opacity = 0.8): void {
  for (let wy = y + 8; wy < Math.min(y + h, H) - 6; wy += cell) {
    for (let wx = x + 6; wx < x + w - 8; wx += cell * 0.8) {
      if (rand() < density)
        add(`<rect x="${n(wx)}" y="${n(wy)}" width="4" height="6" fill="${LIT}" fill-opacity="${n(opacity * between(0.5, 1))}"/>`);
    }
  }
}

/** A row of simple blocks along the ground. */
function cityLayer(fill: string, minH: number, maxH: number, minW: number, maxW: number, density: number): void {
  let x = -10;
  while (x < W) {
    const w = between(minW, maxW);
    const h = between(minH, maxH);
    const top = G - h;
    const r = rand();
    if (r < 0.12) {
      // Domed roof.
      add(`<path d="M${n(x)},${top + 10} A${n(w / 2)},${n(w / 3)} 0 0 1 ${n(x + w - 4)},${top + 10} Z" fill="${fill}"/>`);
    } else if (r < 0.22) {
      add(`<rect x="${n(x + w / 2 - 2)}" y="${n(top - 40)}" width="3" height="40" fill="${fill}"/>`);
    }
    add(`<rect x="${n(x)}" y="${n(top)}" width="${n(w - 4)}" height="${n(h)}" fill="${fill}"/>`);
    if (density > 0) litWindows(x, top, w - 4, h, density);
    x += w;
  }
}

// --- Sky -------------------------------------------------------------------------------------
const defs = `
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#10163a"/>
  <stop offset="0.32" stop-color="#2a2a63"/>
  <stop offset="0.58" stop-color="#6b4486"/>
  <stop offset="0.78" stop-color="#d0707a"/>
  <stop offset="0.92" stop-color="#f3a367"/>
  <stop offset="1" stop-color="#f8c27a"/>
</linearGradient>
<radialGradient id="sunGlow" cx="0.5" cy="0.5" r="0.5">
  <stop offset="0" stop-color="#ffd79a" stop-opacity="0.75"/>
  <stop offset="1" stop-color="#ffb070" stop-opacity="0"/>
</radialGradient>
<radialGradient id="ballGlow" cx="0.5" cy="0.5" r="0.5">
  <stop offset="0" stop-color="#ffd98c" stop-opacity="0.8"/>
  <stop offset="1" stop-color="#ffb347" stop-opacity="0"/>
</radialGradient>
<radialGradient id="ball" cx="0.38" cy="0.35" r="0.7">
  <stop offset="0" stop-color="#fff2c4"/>
  <stop offset="0.45" stop-color="#f6c25a"/>
  <stop offset="1" stop-color="#b7712a"/>
</radialGradient>
<linearGradient id="kingdom" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#3a3f6e"/>
  <stop offset="0.45" stop-color="#252a52"/>
  <stop offset="1" stop-color="#161a38"/>
</linearGradient>
<linearGradient id="faisaliah" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#3b3a6a"/>
  <stop offset="0.5" stop-color="#262650"/>
  <stop offset="1" stop-color="#171937"/>
</linearGradient>
<linearGradient id="kafd" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#51497e"/>
  <stop offset="1" stop-color="#302d5c"/>
</linearGradient>
<linearGradient id="arch" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#9fe0ff"/>
  <stop offset="1" stop-color="#5d8cff"/>
</linearGradient>
<radialGradient id="moonGlow" cx="0.5" cy="0.5" r="0.5">
  <stop offset="0" stop-color="#fdf3d0" stop-opacity="0.22"/>
  <stop offset="1" stop-color="#fdf3d0" stop-opacity="0"/>
</radialGradient>
<mask id="moonMask" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}">
  <circle cx="300" cy="150" r="34" fill="#fff"/>
  <circle cx="316" cy="141" r="31" fill="#000"/>
</mask>`;

add(`<rect width="${W}" height="${H}" fill="url(#sky)"/>`);
for (let i = 0; i < 110; i++) {
  const y = Math.pow(rand(), 1.6) * 420;
  add(
    `<circle cx="${n(rand() * W)}" cy="${n(y)}" r="${n(between(0.7, 2.2))}" fill="#ffffff" fill-opacity="${n(between(0.3, 0.95) * (1 - y / 520))}"/>`,
  );
}
add(`<circle cx="300" cy="150" r="110" fill="url(#moonGlow)"/>`, `<circle cx="300" cy="150" r="34" fill="#fbf1cf" mask="url(#moonMask)"/>`);
// The sun has just set: a warm glow on the horizon.
add(`<ellipse cx="1180" cy="880" rx="700" ry="260" fill="url(#sunGlow)"/>`);

// --- Far haze city ---------------------------------------------------------------------------
cityLayer("#b0607e", 40, 150, 40, 120, 0);

// --- KAFD cluster (left, further away) -------------------------------------------------------
function kafdTower(points: ReadonlyArray<readonly [number, number]>, x: number, w: number, top: number, density: number): void {
  add(`<polygon points="${points.map(([px, py]) => `${n(px)},${n(py)}`).join(" ")}" fill="url(#kafd)"/>`);
  for (let fx = x + 14; fx < x + w - 6; fx += 14)
    add(`<rect x="${n(fx)}" y="${n(top + 30)}" width="1.5" height="${n(G - top)}" fill="#8f86c2" fill-opacity="0.22"/>`);
  litWindows(x + 2, top + 40, w - 4, G - top, density, 16, 0.7);
}
// Public Investment Fund tower: the tallest, with a faceted crown.
kafdTower(
  [
    [380, G],
    [380, 330],
    [398, 260],
    [430, 205],
    [446, 170],
    [458, 215],
    [478, 280],
    [484, 340],
    [484, G],
  ],
  380,
  104,
  300,
  0.16,
);
// Sloped-roof tower.
kafdTower(
  [
    [250, G],
    [250, 420],
    [330, 380],
    [330, G],
  ],
  250,
  80,
  400,
  0.2,
);
// Curved-top tower.
add(`<path d="M520,${G} L520,430 Q520,380 600,372 L600,${G} Z" fill="url(#kafd)"/>`);
litWindows(522, 420, 76, G - 420, 0.2, 16, 0.7);
// Slim towers with notched tops and a spire.
kafdTower(
  [
    [610, G],
    [610, 470],
    [640, 455],
    [670, 470],
    [670, G],
  ],
  610,
  60,
  460,
  0.18,
);
add(`<rect x="638" y="395" width="4" height="62" fill="#302d5c"/>`);
kafdTower(
  [
    [160, G],
    [160, 520],
    [200, 500],
    [230, 520],
    [230, G],
  ],
  160,
  70,
  510,
  0.18,
);
kafdTower(
  [
    [490, G],
    [490, 500],
    [530, 500],
    [530, G],
  ],
  490,
  40,
  500,
  0.15,
);

// --- Mid city --------------------------------------------------------------------------------
cityLayer("#3c2f5e", 90, 260, 50, 140, 0.12);

// --- Kingdom Centre --------------------------------------------------------------------------
{
  const cx = 1000;
  const T = 250;
  const body =
    `M${cx - 80},${G} C${cx - 76},${G - 260} ${cx - 54},${T + 170} ${cx - 32},${T} L${cx - 25},${T} ` +
    `C${cx - 23},${T + 110} ${cx - 12},${T + 190} ${cx},${T + 194} C${cx + 12},${T + 190} ${cx + 23},${T + 110} ${cx + 25},${T} ` +
    `L${cx + 32},${T} C${cx + 54},${T + 170} ${cx + 76},${G - 260} ${cx + 80},${G} Z`;
  add(`<path d="${body}" fill="url(#kingdom)"/>`);
  // Lit edge of the parabolic arch.
  add(
    `<path d="M${cx - 25},${T} C${cx - 23},${T + 110} ${cx - 12},${T + 190} ${cx},${T + 194} C${cx + 12},${T + 190} ${cx + 23},${T + 110} ${cx + 25},${T}" fill="none" stroke="url(#arch)" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M${cx - 25},${T} C${cx - 23},${T + 110} ${cx - 12},${T + 190} ${cx},${T + 194} C${cx + 12},${T + 190} ${cx + 23},${T + 110} ${cx + 25},${T}" fill="none" stroke="#9fe0ff" stroke-opacity="0.25" stroke-width="14"/>`,
  );
  // Sky bridge across the opening.
  add(
    `<rect x="${cx - 27}" y="${T + 52}" width="54" height="9" rx="2" fill="#1d2146"/>`,
    `<rect x="${cx - 21}" y="${T + 55}" width="42" height="3" fill="#bfe9ff" fill-opacity="0.9"/>`,
  );
  // Facade: vertical light lines and a few lit floors.
  for (const dx of [-44, -22, 0, 22, 44]) {
    add(
      `<line x1="${cx + dx}" y1="${T + 230}" x2="${cx + dx * 1.25}" y2="${G}" stroke="#6a73b8" stroke-opacity="0.25" stroke-width="1.5"/>`,
    );
  }
  for (let y = T + 240; y < G; y += 12) {
    if (rand() < 0.5) {
      const half = 33 + ((y - T) / (G - T)) * 47 - 8;
      const w1 = between(10, half);
      add(
        `<rect x="${n(cx - half + between(0, 2 * half - w1))}" y="${y}" width="${n(w1)}" height="3" fill="${LIT}" fill-opacity="${n(between(0.35, 0.8))}"/>`,
      );
    }
  }
}

// --- Al Faisaliah Tower ----------------------------------------------------------------------
{
  const cx = 1460;
  const T = 330;
  const ballY = T + 150;
  const half = (y: number): number => 4 + ((y - (T + 40)) / (G - (T + 40))) * 70;
  add(`<polygon points="${cx - 74},${G} ${cx - 4},${T + 40} ${cx},${T} ${cx + 4},${T + 40} ${cx + 74},${G}" fill="url(#faisaliah)"/>`);
  // Lattice of the four converging legs.
  for (let y = ballY + 60; y < G; y += 46) {
    const a = half(y);
    const b = half(y + 46);
    add(
      `<line x1="${n(cx - a)}" y1="${y}" x2="${n(cx + b)}" y2="${y + 46}" stroke="#7d78c0" stroke-opacity="0.35" stroke-width="2"/>`,
      `<line x1="${n(cx + a)}" y1="${y}" x2="${n(cx - b)}" y2="${y + 46}" stroke="#7d78c0" stroke-opacity="0.35" stroke-width="2"/>`,
    );
  }
  add(`<line x1="${cx}" y1="${ballY + 40}" x2="${cx}" y2="${G}" stroke="#7d78c0" stroke-opacity="0.3" stroke-width="2"/>`);
  // The golden glass ball.
  add(`<circle cx="${cx}" cy="${ballY}" r="70" fill="url(#ballGlow)"/>`, `<circle cx="${cx}" cy="${ballY}" r="23" fill="url(#ball)"/>`);
  add(`<line x1="${cx - 22}" y1="${ballY}" x2="${cx + 22}" y2="${ballY}" stroke="#a8652a" stroke-opacity="0.5" stroke-width="1.5"/>`);
  // Lit lobby floors at the base.
  for (let y = G - 150; y < G; y += 12) {
    const a = half(y) - 10;
    if (rand() < 0.6)
      add(`<rect x="${n(cx - a)}" y="${y}" width="${n(a * 2)}" height="3" fill="${LIT}" fill-opacity="${n(between(0.3, 0.7))}"/>`);
  }
}

// --- Right side towers and near city ---------------------------------------------------------
add(`<polygon points="1620,${G} 1620,560 1700,530 1700,${G}" fill="#2a2550"/>`);
litWindows(1622, 560, 76, G - 560, 0.22);
add(
  `<rect x="1200" y="560" width="90" height="${G - 560}" fill="#2b2752"/>`,
  `<rect x="1242" y="520" width="4" height="40" fill="#2b2752"/>`,
);
litWindows(1202, 560, 86, G - 560, 0.2);
add(`<rect x="1760" y="600" width="110" height="${G - 600}" fill="#29244e"/>`);
litWindows(1762, 600, 106, G - 600, 0.2);

cityLayer("#1a1736", 40, 150, 60, 170, 0.16);

// Palm silhouettes in the foreground.
function palm(x: number, h: number, lean: number): void {
  const tx = x + lean;
  const ty = G - h;
  add(
    `<path d="M${x - 6},${G} Q${x + lean * 0.2},${G - h / 2} ${tx - 3},${ty} L${tx + 3},${ty} Q${x + lean * 0.2 + 6},${G - h / 2} ${x + 6},${G} Z" fill="#0f0d24"/>`,
  );
  for (const deg of [-165, -135, -105, -75, -45, -15, 150, 30]) {
    const a = (deg * Math.PI) / 180;
    const len = h * 0.5;
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len * 0.4 + len * 0.35;
    const mx = tx + Math.cos(a) * len * 0.5;
    const my = ty + Math.sin(a) * len * 0.5 - len * 0.12;
    const nx = -Math.sin(a) * 8;
    const ny = Math.cos(a) * 6;
    add(
      `<path d="M${n(tx)},${n(ty)} Q${n(mx + nx)},${n(my + ny)} ${n(ex)},${n(ey)} Q${n(mx - nx)},${n(my - ny)} ${n(tx)},${n(ty)} Z" fill="#0f0d24"/>`,
    );
  }
}
palm(90, 210, 14);
palm(150, 170, -10);
palm(760, 190, 12);
palm(1330, 180, -12);
palm(1840, 220, -16);

// Light trails of a highway along the bottom.
add(`<rect x="0" y="${G - 22}" width="${W}" height="22" fill="#0d0b1f"/>`);
add(
  `<rect x="0" y="${G - 17}" width="${W}" height="2" fill="#ff8a65" fill-opacity="0.8"/>`,
  `<rect x="0" y="${G - 10}" width="${W}" height="2" fill="#fff3c4" fill-opacity="0.7"/>`,
);

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${parts.join("")}</svg>`;

const outDir = fileURLToPath(new URL("../app/assets/", import.meta.url));
mkdirSync(outDir, { recursive: true });
const png = await sharp(Buffer.from(svg)).png().toBuffer();
const large = await sharp(png).webp({ quality: 70, effort: 6 }).toBuffer();
const small = await sharp(png).resize(800).webp({ quality: 70, effort: 6 }).toBuffer();
writeFileSync(`${outDir}riyadh-skyline.webp`, large);
writeFileSync(`${outDir}riyadh-skyline-800.webp`, small);
console.log(`riyadh-skyline.webp ${(large.length / 1024).toFixed(1)} KB, riyadh-skyline-800.webp ${(small.length / 1024).toFixed(1)} KB`);
