/**
 * Generates the storefront's brand assets into `public/` from SVG drawn in code.
 *
 *   npx tsx scripts/make-brand-assets.ts
 *
 * Outputs: logo.svg, icon.svg, favicon.ico (16/32/48 PNG-in-ICO), apple-touch-icon.png,
 * icon-192.png, icon-512.png, icon-maskable-512.png, hero.webp, manifest.webmanifest. robots.txt is
 * the server's, written from the path table (src/common/paths.ts).
 * No fetched assets, no fonts, no text in any image.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

// Brand palette
const C = {
  green900: '#14532d',
  green800: '#166534',
  green700: '#15803d',
  green500: '#22c55e',
  green300: '#86efac',
  orange700: '#c2410c',
  orange600: '#ea580c',
  orange500: '#f97316',
  orange400: '#fb923c',
  orange300: '#fdba74',
  orange200: '#fed7aa',
  orange100: '#ffedd5',
  orange50: '#fff7ed',
  stone50: '#fafaf9',
} as const;

/** Round to at most 2 decimals (keeps SVG small and diff-friendly). */
const n = (v: number): string => String(Math.round(v * 100) / 100);

// ---------------------------------------------------------------------------
// The mark: a citrus wheel with a leaf, drawn in a 64×64 box.
// ---------------------------------------------------------------------------

interface MarkColours {
  leaf: string;
  rib: string;
}

/**
 * `compact` is a bolder variant for 16–32 px rasters: bigger wheel, six thicker segment walls, smaller leaf.
 */
function markSvg({ leaf, rib }: MarkColours, compact = false): string {
  const cx = 31;
  const cy = compact ? 36 : 35;
  const R = compact ? 26 : 24; // rind
  const P = compact ? 21.5 : 20.5; // pith
  const F = compact ? 19 : 18.5; // flesh
  const count = compact ? 6 : 8;
  const spokes: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = ((Math.PI * 2) / count) * i + (compact ? 0 : Math.PI / 8);
    spokes.push(`M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a) * (F - 0.5))} ${n(cy + Math.sin(a) * (F - 0.5))}`);
  }
  const leafPath = compact
    ? 'M32 12C35 4 46 2 58 4C55 14 43 17 32 12Z'
    : 'M31 13C33 4 45 1 57 4C54 15 42 19 31 13Z';
  return [
    // leaf (behind the wheel, sprouting from its top)
    `<path d="${leafPath}" fill="${leaf}"/>`,
    compact
      ? ''
      : `<path d="M34 12C40 9 47 7 53 6" fill="none" stroke="${rib}" stroke-width="1.8" stroke-linecap="round"/>`,
    // wheel: rind, pith, flesh, segment walls, core
    `<circle cx="${cx}" cy="${cy}" r="${R}" fill="${C.orange600}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${P}" fill="${C.orange50}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${F}" fill="${C.orange500}"/>`,
    `<path d="${spokes.join('')}" stroke="${C.orange50}" stroke-width="${compact ? 3.4 : 2.4}" stroke-linecap="round"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${compact ? 3.6 : 3}" fill="${C.orange50}"/>`,
  ].join('');
}

const MARK_ON_LIGHT: MarkColours = { leaf: C.green700, rib: C.green300 };
const MARK_ON_GREEN: MarkColours = { leaf: C.green500, rib: C.green800 };

function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${markSvg(MARK_ON_LIGHT)}</svg>\n`;
}

/** The mark on a brand-green tile. `radius` 0 = full-bleed square; `scale` = mark size as a fraction of the tile. */
function tileSvg(size: number, radius: number, scale: number, compact = false): string {
  const s = (size * scale) / 64;
  // The mark's bounding box is ~x7..57, y1..59 (compact: x5..58, y2..62); centre it.
  const tx = size / 2 - 32 * s;
  const ty = size / 2 - (compact ? 32 : 30) * s;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">` +
    `<rect width="${size}" height="${size}" rx="${n(radius)}" fill="${C.green800}"/>` +
    `<g transform="translate(${n(tx)} ${n(ty)}) scale(${n(s)})">${markSvg(MARK_ON_GREEN, compact)}</g>` +
    `</svg>\n`
  );
}

// ---------------------------------------------------------------------------
// Hero illustration (1280×1120)
// ---------------------------------------------------------------------------

const W = 1280;
const H = 1120;

/**
 * Soft rounded background shape: a superellipse (|x/rx|^p + |y/ry|^p = 1) with a gentle wobble,
 * traced as a smooth closed Catmull-Rom curve.
 */
function blobPath(cx: number, cy: number, rx: number, ry: number, p: number, wobble: number): string {
  const count = 48;
  const pts = Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2;
    const c = Math.cos(a);
    const si = Math.sin(a);
    const k = 1 + wobble * Math.sin(a * 3 + 0.6);
    const x = Math.sign(c) * Math.abs(c) ** (2 / p);
    const y = Math.sign(si) * Math.abs(si) ** (2 / p);
    return [cx + x * rx * k, cy + y * ry * k] as const;
  });
  const at = (i: number) => pts[((i % count) + count) % count]!;
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < count; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    d +=
      `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ` +
      `${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d + 'Z';
}

function leaf(
  x: number,
  y: number,
  len: number,
  angle: number,
  fill: string = C.green700,
  rib: string = C.green300,
): string {
  const w = len * 0.36;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">` +
    `<path d="M0 0C${n(len * 0.25)} ${n(-w)} ${n(len * 0.75)} ${n(-w)} ${n(len)} 0C${n(len * 0.75)} ${n(w)} ${n(len * 0.25)} ${n(w)} 0 0Z" fill="${fill}"/>` +
    `<path d="M${n(len * 0.08)} 0L${n(len * 0.8)} 0" stroke="${rib}" stroke-width="${n(Math.max(2, len * 0.04))}" stroke-linecap="round" opacity=".8"/>` +
    `</g>`
  );
}

function orangeWheel(cx: number, cy: number, r: number, segments = 10): string {
  let s = `<g>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${C.orange600}"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.89)}" fill="${C.orange50}"/>`;
  // segments as separate rounded wedges
  const inner = r * 0.1;
  const outer = r * 0.82;
  const gap = 0.07;
  for (let i = 0; i < segments; i++) {
    const a0 = (i / segments) * Math.PI * 2 + gap;
    const a1 = ((i + 1) / segments) * Math.PI * 2 - gap;
    const p = (a: number, rr: number) => `${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`;
    s += `<path d="M${p(a0, inner)}L${p(a0, outer)}A${n(outer)} ${n(outer)} 0 0 1 ${p(a1, outer)}L${p(a1, inner)}Z" fill="${C.orange500}" stroke="${C.orange500}" stroke-width="${n(r * 0.04)}" stroke-linejoin="round"/>`;
    const am = (a0 + a1) / 2;
    s += `<ellipse cx="${n(cx + Math.cos(am) * outer * 0.62)}" cy="${n(cy + Math.sin(am) * outer * 0.62)}" rx="${n(r * 0.11)}" ry="${n(r * 0.035)}" transform="rotate(${n((am * 180) / Math.PI)} ${n(cx + Math.cos(am) * outer * 0.62)} ${n(cy + Math.sin(am) * outer * 0.62)})" fill="${C.orange300}" opacity=".8"/>`;
  }
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.08)}" fill="${C.orange50}"/>`;
  return s + `</g>`;
}

function kiwiWheel(cx: number, cy: number, r: number): string {
  let s = `<g>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#92400e"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.9)}" fill="#84cc16"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.62)}" fill="#a3e635"/>`;
  s += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 0.3)}" ry="${n(r * 0.24)}" fill="#f7fee7"/>`;
  const seeds = 16;
  for (let i = 0; i < seeds; i++) {
    const a = (i / seeds) * Math.PI * 2;
    const rr = r * (i % 2 ? 0.42 : 0.5);
    const x = cx + Math.cos(a) * rr;
    const y = cy + Math.sin(a) * rr;
    s += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.07)}" ry="${n(r * 0.032)}" transform="rotate(${n((a * 180) / Math.PI)} ${n(x)} ${n(y)})" fill="#1c1917"/>`;
  }
  return s + `</g>`;
}

function strawberry(x: number, y: number, scale: number, angle: number): string {
  const seeds: [number, number][] = [
    [-22, -18],
    [0, -24],
    [22, -18],
    [-30, 2],
    [-10, -2],
    [12, -4],
    [30, 2],
    [-18, 20],
    [4, 18],
    [22, 20],
    [-6, 36],
    [10, 36],
  ];
  let s = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${n(scale)})">`;
  s += `<path d="M0 -36C28 -46 52 -32 47 -6C42 22 16 44 0 52C-16 44 -42 22 -47 -6C-52 -32 -28 -46 0 -36Z" fill="url(#berry)"/>`;
  s += `<path d="M-34 -20C-30 -30 -20 -34 -12 -33" fill="none" stroke="#fda4af" stroke-width="5" stroke-linecap="round" opacity=".8"/>`;
  for (const [sx, sy] of seeds) s += `<ellipse cx="${sx}" cy="${sy}" rx="2.6" ry="4" fill="#fde68a"/>`;
  // calyx
  s += `<path d="M0 -34L-30 -46L-12 -38L-20 -56L-2 -42L8 -58L8 -40L30 -48L12 -34Z" fill="${C.green700}" stroke="${C.green700}" stroke-width="4" stroke-linejoin="round"/>`;
  s += `<path d="M2 -42C2 -50 4 -56 9 -62" fill="none" stroke="${C.green800}" stroke-width="5" stroke-linecap="round"/>`;
  return s + `</g>`;
}

function mango(x: number, y: number, scale: number, angle: number): string {
  let s = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${n(scale)})">`;
  s += `<path d="M-78 12C-82 -38 -28 -70 26 -58C78 -46 92 8 60 44C28 78 -72 66 -78 12Z" fill="url(#mango)"/>`;
  s += `<path d="M-52 -18C-44 -38 -22 -50 2 -50" fill="none" stroke="#fef08a" stroke-width="9" stroke-linecap="round" opacity=".75"/>`;
  s += `<path d="M24 -58C26 -66 30 -72 36 -76" fill="none" stroke="#78350f" stroke-width="6" stroke-linecap="round"/>`;
  s += leaf(34, -74, 74, -18);
  return s + `</g>`;
}

interface GlassSpec {
  id: string;
  cx: number;
  top: number;
  bottom: number;
  wt: number; // half width at the rim
  wb: number; // half width at the base
  level: number; // y of the juice surface
  light: string;
  dark: string;
  surface: string;
  straw: string;
  strawFrom: [number, number];
  strawTo: [number, number];
  ice?: boolean;
  edge: string; // soft outline so the frosted glass reads on the light background
}

function glass(g: GlassSpec): { defs: string; body: string } {
  const halfAt = (y: number) => g.wt + ((g.wb - g.wt) * (y - g.top)) / (g.bottom - g.top);
  const r = 26;
  const base = 26; // thickness of the glass base
  const inset = 12;
  const outline =
    `M${n(g.cx - g.wt)} ${g.top}L${n(g.cx + g.wt)} ${g.top}` +
    `L${n(g.cx + g.wb)} ${g.bottom - r}Q${n(g.cx + g.wb)} ${g.bottom} ${n(g.cx + g.wb - r)} ${g.bottom}` +
    `L${n(g.cx - g.wb + r)} ${g.bottom}Q${n(g.cx - g.wb)} ${g.bottom} ${n(g.cx - g.wb)} ${g.bottom - r}Z`;
  const jb = g.bottom - base;
  const hl = halfAt(g.level) - inset;
  const hb = halfAt(jb) - inset;
  const jr = 18;
  const juice =
    `M${n(g.cx - hl)} ${g.level}L${n(g.cx + hl)} ${g.level}` +
    `L${n(g.cx + hb)} ${jb - jr}Q${n(g.cx + hb)} ${jb} ${n(g.cx + hb - jr)} ${jb}` +
    `L${n(g.cx - hb + jr)} ${jb}Q${n(g.cx - hb)} ${jb} ${n(g.cx - hb)} ${jb - jr}Z`;

  const defs =
    `<linearGradient id="j-${g.id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${g.light}"/><stop offset="1" stop-color="${g.dark}"/></linearGradient>` +
    `<clipPath id="c-${g.id}"><path d="${juice}"/></clipPath>`;

  let body = `<g>`;
  // glass body (frosted)
  body += `<path d="${outline}" fill="none" stroke="${g.edge}" stroke-width="14" stroke-linejoin="round"/>`;
  body += `<path d="${outline}" fill="#ffffff" fill-opacity=".6" stroke="#ffffff" stroke-width="7" stroke-linejoin="round"/>`;
  // straw (behind the juice, visible above it)
  const [sx, sy] = g.strawFrom;
  const [ex, ey] = g.strawTo;
  body += `<path d="M${sx} ${sy}L${ex} ${ey}" stroke="${g.straw}" stroke-width="22" stroke-linecap="round"/>`;
  body += `<path d="M${sx} ${sy}L${ex} ${ey}" stroke="#ffffff" stroke-width="22" stroke-dasharray="16 20" opacity=".9"/>`;
  // juice
  body += `<path d="${juice}" fill="url(#j-${g.id})"/>`;
  body += `<g clip-path="url(#c-${g.id})">`;
  // surface band
  body += `<ellipse cx="${g.cx}" cy="${g.level}" rx="${n(hl)}" ry="16" fill="${g.surface}"/>`;
  if (g.ice) {
    body += `<rect x="${n(g.cx - hl * 0.55)}" y="${g.level + 18}" width="58" height="54" rx="12" fill="#ffffff" opacity=".35" transform="rotate(-10 ${n(g.cx - hl * 0.55 + 29)} ${g.level + 45})"/>`;
    body += `<rect x="${n(g.cx + hl * 0.12)}" y="${g.level + 44}" width="52" height="50" rx="12" fill="#ffffff" opacity=".3" transform="rotate(12 ${n(g.cx + hl * 0.12 + 26)} ${g.level + 69})"/>`;
  }
  // bubbles
  const by = (k: number) => g.level + (jb - g.level) * k;
  body += `<circle cx="${n(g.cx + hb * 0.5)}" cy="${n(by(0.55))}" r="9" fill="#ffffff" opacity=".35"/>`;
  body += `<circle cx="${n(g.cx + hb * 0.25)}" cy="${n(by(0.72))}" r="6" fill="#ffffff" opacity=".3"/>`;
  body += `<circle cx="${n(g.cx + hb * 0.6)}" cy="${n(by(0.82))}" r="5" fill="#ffffff" opacity=".3"/>`;
  body += `</g>`;
  // highlight stripe on the left wall
  const hx0 = g.cx - halfAt(g.top + 40) + 26;
  const hx1 = g.cx - halfAt(g.bottom - 70) + 26;
  body += `<path d="M${n(hx0)} ${g.top + 40}L${n(hx1)} ${g.bottom - 70}" stroke="#ffffff" stroke-width="14" stroke-linecap="round" opacity=".6"/>`;
  body += `<path d="M${n(hx0 + 26)} ${g.top + 40}L${n(hx0 + 24)} ${g.top + 70}" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity=".5"/>`;
  // rim
  body += `<path d="M${n(g.cx - g.wt)} ${g.top}L${n(g.cx + g.wt)} ${g.top}" stroke="#ffffff" stroke-width="9" stroke-linecap="round"/>`;
  body += `</g>`;
  return { defs, body };
}

function heroSvg(): string {
  const glasses: GlassSpec[] = [
    {
      id: 'berry',
      cx: 335,
      top: 520,
      bottom: 950,
      wt: 118,
      wb: 92,
      level: 592,
      light: '#fb7185',
      dark: '#e11d48',
      surface: '#fda4af',
      edge: '#fecdd3',
      straw: '#e11d48',
      strawFrom: [330, 700],
      strawTo: [404, 392],
      ice: true,
    },
    {
      id: 'orange',
      cx: 640,
      top: 390,
      bottom: 935,
      wt: 148,
      wb: 116,
      level: 462,
      light: '#fb923c',
      dark: '#ea580c',
      surface: '#fdba74',
      edge: '#fed7aa',
      straw: C.green700,
      strawFrom: [630, 600],
      strawTo: [560, 232],
      ice: true,
    },
    {
      id: 'green',
      cx: 945,
      top: 540,
      bottom: 950,
      wt: 118,
      wb: 92,
      level: 610,
      light: '#bef264',
      dark: '#65a30d',
      surface: '#d9f99d',
      edge: '#d9f99d',
      straw: C.orange500,
      strawFrom: [930, 720],
      strawTo: [990, 410],
      ice: false,
    },
  ];
  const built = glasses.map(glass);

  const defs =
    `<defs>` +
    `<radialGradient id="bg" cx=".5" cy=".42" r=".62">` +
    `<stop offset="0" stop-color="#fed7aa"/><stop offset=".7" stop-color="#ffedd5"/><stop offset="1" stop-color="#fff7ed"/></radialGradient>` +
    `<linearGradient id="berry" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f43f5e"/><stop offset="1" stop-color="#be123c"/></linearGradient>` +
    `<linearGradient id="mango" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde047"/><stop offset=".55" stop-color="#f59e0b"/><stop offset="1" stop-color="#ea580c"/></linearGradient>` +
    built.map((b) => b.defs).join('') +
    `</defs>`;

  let s =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` + defs;

  // soft background shape
  s += `<path d="${blobPath(640, 585, 545, 468, 3.2, 0.025)}" fill="url(#bg)"/>`;
  // decorative dots and leaves in the background
  s += `<circle cx="1040" cy="262" r="42" fill="${C.orange300}" opacity=".55"/>`;
  s += `<circle cx="1112" cy="338" r="16" fill="${C.orange400}" opacity=".45"/>`;
  s += `<circle cx="215" cy="270" r="30" fill="#bbf7d0" opacity=".8"/>`;
  s += `<circle cx="150" cy="345" r="14" fill="#86efac" opacity=".6"/>`;
  s += leaf(200, 470, 110, -150, '#4ade80', '#dcfce7');
  s += leaf(1100, 470, 100, -35, '#4ade80', '#dcfce7');

  // ground shadow
  s += `<ellipse cx="640" cy="962" rx="500" ry="32" fill="${C.orange300}" opacity=".45"/>`;

  // glasses
  s += built.map((b) => b.body).join('');

  // garnishes perched on the rims
  s += orangeWheel(772, 388, 72); // orange wheel on the centre glass
  s += strawberry(258, 508, 0.95, -16); // strawberry hooked on the left rim
  s += kiwiWheel(1050, 540, 54); // kiwi wheel on the right rim

  // foreground fruit
  s += orangeWheel(158, 898, 76);
  s += leaf(200, 962, 80, -8);
  s += mango(1122, 900, 0.95, -8);
  s += strawberry(492, 985, 0.72, 70);
  s += strawberry(792, 990, 0.68, -64);
  s += leaf(838, 1002, 62, 12, C.green500, '#dcfce7');

  s += `</svg>\n`;
  return s;
}

// ---------------------------------------------------------------------------
// ICO container (PNG payloads; valid for Windows Vista+ and all browsers)
// ---------------------------------------------------------------------------

function buildIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0); // width
    e.writeUInt8(size >= 256 ? 0 : size, 1); // height
    e.writeUInt8(0, 2); // palette colours
    e.writeUInt8(0, 3); // reserved
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(png.length, 8); // payload size
    e.writeUInt32LE(offset, 12); // payload offset
    entries.push(e);
    offset += png.length;
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

// ---------------------------------------------------------------------------

/** Rasterise an SVG to a square PNG; `opaque` drops the alpha channel (apple-touch / maskable icons). */
const png = (svg: string, size: number, opaque = false) => {
  const img = sharp(Buffer.from(svg), {
    density: 72 * Math.max(1, size / 64),
  }).resize(size, size);
  return (opaque ? img.flatten({ background: C.green800 }) : img).png({ compressionLevel: 9 }).toBuffer();
};

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const write = async (name: string, data: string | Buffer) => {
    await writeFile(join(OUT, name), data);
    console.log(`  ${name.padEnd(24)} ${Buffer.byteLength(data)} bytes`);
  };

  const logo = logoSvg();
  await write('logo.svg', logo);

  // SVG favicon: mark on a rounded green tile (contrast on light and dark tabs).
  const icon = tileSvg(64, 14, 0.8);
  await write('icon.svg', icon);

  const icoImages = await Promise.all(
    [16, 32, 48].map(async (size) => ({
      size,
      png: await png(tileSvg(size, size * 0.2, size === 16 ? 1 : size < 48 ? 0.94 : 0.86, size < 48), size),
    })),
  );
  await write('favicon.ico', buildIco(icoImages));

  // Opaque, full-bleed (iOS rounds the corners itself).
  await write('apple-touch-icon.png', await png(tileSvg(180, 0, 0.72), 180, true));
  await write('icon-192.png', await png(tileSvg(192, 192 * 0.22, 0.76), 192));
  await write('icon-512.png', await png(tileSvg(512, 512 * 0.22, 0.76), 512));
  // Maskable: full-bleed background, mark inside the central 80% safe circle.
  await write('icon-maskable-512.png', await png(tileSvg(512, 0, 0.62), 512, true));

  const hero = await sharp(Buffer.from(heroSvg()))
    .resize(W, H)
    .webp({ quality: 75, alphaQuality: 80, effort: 6, smartSubsample: true })
    .toBuffer();
  await write('hero.webp', hero);

  const manifest = {
    name: 'عصير | Aseer',
    short_name: 'عصير',
    description:
      'اطلب العصائر الطازجة والسموذي والميلك شيك والآيس كريم وسلطات الفواكه من عصير في عشارج بالعين، واستلم طلبك وأنت في سيارتك.',
    id: '/',
    lang: 'ar',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: C.stone50,
    theme_color: C.green800,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
    categories: ['food', 'shopping'],
  };
  await write('manifest.webmanifest', JSON.stringify(manifest, null, 2) + '\n');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
