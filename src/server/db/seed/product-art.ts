import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MediaStore } from '@/server/storage/media-store';
import { fruitSlice, leaf, lighten, n, rngFor } from './art-kit';
import { drawShape, type Art } from './art-shapes';

export type { Art, ArtKind, Topping } from './art-shapes';

export const ART_SIZE = 480;
const WEBP_QUALITY = 78;

/** The most saturated colour of the palette tints the background. */
function tint(colors: readonly string[]): string {
  let best = colors[0] ?? '#ffb627';
  let bestSat = -1;
  for (const c of colors) {
    const v = parseInt(c.slice(1), 16);
    const ch = [(v >> 16) & 255, (v >> 8) & 255, v & 255];
    const sat = Math.max(...ch) - Math.min(...ch);
    if (sat > bestSat) [best, bestSat] = [c, sat];
  }
  return best;
}

/** Ice-cream and milkshake art gets sweets around it instead of fruit slices and leaves. */
const DESSERTS = new Set(['shake', 'cone', 'sundae']);

/** Places around the vessel where small fruit slices and leaves may float. */
const SPOTS: [number, number][] = [
  [70, 84],
  [412, 76],
  [52, 236],
  [430, 214],
  [66, 392],
  [418, 378],
];

/**
 * A flat illustration of a product (no text, no external assets): a soft tinted background,
 * a few floating fruit slices and leaves, and the vessel (glass, cone, bowl, ...) in the
 * product's colours. Deterministic for a given `seed`.
 */
export function artSvg(art: Art, seed: string): string {
  const rng = rngFor(seed);
  const base = tint(art.colors);
  const shape = drawShape(art, rng);
  let decor = '';
  SPOTS.forEach(([x, y], i) => {
    const roll = rng();
    if (roll < 0.22) return;
    const dx = x + rng() * 16 - 8;
    const dy = y + rng() * 16 - 8;
    const color = art.colors[i % art.colors.length] ?? base;
    if (!DESSERTS.has(art.kind)) {
      decor +=
        roll < 0.62
          ? fruitSlice(dx, dy, 22 + rng() * 12, color, rng() * 90)
          : leaf(dx - 20, dy, 40 + rng() * 10, rng() * 360);
    } else if (roll < 0.62) {
      const r = n(12 + rng() * 8);
      decor +=
        `<circle cx="${n(dx)}" cy="${n(dy)}" r="${r}" fill="${color}"/>` +
        `<circle cx="${n(dx - r * 0.35)}" cy="${n(dy - r * 0.35)}" r="${n(r * 0.3)}" fill="#ffffff" opacity=".55"/>`;
    } else {
      decor += `<rect x="${n(dx - 14)}" y="${n(dy - 5)}" width="28" height="10" rx="5" fill="${color}" transform="rotate(${n(rng() * 180)} ${n(dx)} ${n(dy)})"/>`;
    }
  });
  for (let i = 0; i < 7; i++) {
    decor += `<circle cx="${n(30 + rng() * 420)}" cy="${n(30 + rng() * 420)}" r="${n(3 + rng() * 5)}" fill="#ffffff" opacity=".6"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 480 480">` +
    `<defs><radialGradient id="bg" cx="50%" cy="42%" r="72%">` +
    `<stop offset="0" stop-color="${lighten(base, 0.9)}"/><stop offset="1" stop-color="${lighten(base, 0.64)}"/>` +
    `</radialGradient>${shape.defs}</defs>` +
    `<rect width="480" height="480" fill="url(#bg)"/>` +
    `<circle cx="408" cy="70" r="120" fill="${lighten(base, 0.8)}" opacity=".6"/>` +
    `<circle cx="56" cy="430" r="140" fill="${lighten(base, 0.78)}" opacity=".5"/>` +
    decor +
    `<ellipse cx="240" cy="438" rx="130" ry="16" fill="#000000" opacity=".08"/>` +
    shape.body +
    `</svg>`
  );
}

/** Draws an illustration as WebP (sharp). */
export async function drawWebp(svg: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg))
    .resize(ART_SIZE, ART_SIZE)
    .webp({ quality: WEBP_QUALITY, effort: 3 })
    .toBuffer();
}

/** The folder, beside the built server, of the demo menu's pictures drawn at build time. */
export const SEED_ART_DIR = 'seed-art';

/** A drawn picture's file name: what it draws and how, so a changed drawing is never taken for it. */
export const artFileName = (svg: string): string =>
  `${createHash('sha256').update(`${ART_SIZE}:${WEBP_QUALITY}:${svg}`).digest('hex').slice(0, 40)}.webp`;

/**
 * An illustration as WebP: drawn at build time when the built server has it (scripts/make-seed-art.ts;
 * a first start then loads no image library: about 75 MiB less at its peak, issue 36), else drawn
 * now (the sources, through tsx).
 */
export async function renderWebp(
  svg: string,
  builtDir = path.dirname(fileURLToPath(import.meta.url)),
): Promise<Buffer> {
  try {
    return await fs.readFile(path.join(builtDir, SEED_ART_DIR, artFileName(svg)));
  } catch {
    // Loaded when the demo menu is drawn (a first start), not at every start (decision 061).
    return drawWebp(svg);
  }
}

export interface ArtJob {
  /** Media key, e.g. `products/mango.webp`. */
  key: string;
  art: Art;
}

/** Renders and stores every illustration (a few at a time); returns key -> public URL. */
export async function generateArt(
  jobs: readonly ArtJob[],
  media: MediaStore,
  concurrency = 4,
): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const bytes = await renderWebp(artSvg(job.art, job.key));
      urls.set(job.key, await media.put(job.key, bytes));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return urls;
}
