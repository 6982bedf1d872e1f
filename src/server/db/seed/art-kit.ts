/** Small helpers shared by the seed illustrations: colours, a seeded RNG and SVG snippets. */

export type Rng = () => number;

/** Deterministic PRNG (mulberry32) seeded from a string, so every seed run draws the same art. */
export function rngFor(seed: string): Rng {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear mix of two hex colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

/** Rounds coordinates so the SVG stays short. */
export const n = (x: number) => Math.round(x * 10) / 10;

/** A round fruit slice (citrus-like): rind, flesh, segments and a pale centre. */
export function fruitSlice(x: number, y: number, r: number, color: string, rot = 0): string {
  const segs = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `M0 0L${n(Math.cos(a) * r * 0.78)} ${n(Math.sin(a) * r * 0.78)}`;
  }).join('');
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">` +
    `<circle r="${n(r)}" fill="${color}"/>` +
    `<circle r="${n(r * 0.84)}" fill="${lighten(color, 0.55)}"/>` +
    `<path d="${segs}" stroke="${lighten(color, 0.2)}" stroke-width="${n(r * 0.09)}" stroke-linecap="round"/>` +
    `<circle r="${n(r * 0.14)}" fill="${lighten(color, 0.8)}"/></g>`
  );
}

/** A green leaf with a midrib, pointing along `rot` degrees. */
export function leaf(x: number, y: number, size: number, rot: number, color = '#5fae4e'): string {
  const s = size / 48;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${n(s * 100) / 100})">` +
    `<path d="M0 0C12-18 36-18 48 0C36 18 12 18 0 0Z" fill="${color}"/>` +
    `<path d="M4 0H42" stroke="${lighten(color, 0.35)}" stroke-width="2.5" stroke-linecap="round"/></g>`
  );
}

/** A striped drinking straw from (x1, y1) to (x2, y2). */
export function straw(x1: number, y1: number, x2: number, y2: number, w: number, stripe: string) {
  const line = `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke-width="${w}"`;
  return (
    `<line ${line} stroke="#ffffff" stroke-linecap="round"/>` +
    `<line ${line} stroke="${stripe}" stroke-dasharray="${w} ${w}"/>`
  );
}

/** Small rounded-rectangle sprinkles scattered in a box. */
export function sprinkles(rng: Rng, x: number, y: number, w: number, h: number, count: number) {
  const colors = ['#ff6b81', '#ffd166', '#06d6a0', '#4cc9f0', '#ffffff', '#b388eb'];
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = x + rng() * w;
    const cy = y + rng() * h;
    out +=
      `<rect x="${n(cx)}" y="${n(cy)}" width="12" height="4" rx="2" ` +
      `fill="${colors[i % colors.length]}" transform="rotate(${n(rng() * 180)} ${n(cx)} ${n(cy)})"/>`;
  }
  return out;
}

/** Nut pieces (pistachio greens and almond browns) scattered in a box. */
export function nuts(rng: Rng, x: number, y: number, w: number, h: number, count: number) {
  const colors = ['#93c572', '#b5651d', '#d9a066', '#7fb05b', '#c68642'];
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = x + rng() * w;
    const cy = y + rng() * h;
    out +=
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(5 + rng() * 4)}" ry="${n(3 + rng() * 2)}" ` +
      `fill="${colors[i % colors.length]}" transform="rotate(${n(rng() * 180)} ${n(cx)} ${n(cy)})"/>`;
  }
  return out;
}

/** A glossy cherry with its stem, sitting at (x, y). */
export function cherry(x: number, y: number, r = 16): string {
  return (
    `<path d="M${x} ${y - r * 0.6}Q${x + 4} ${y - r * 2.2} ${x + r * 1.1} ${y - r * 2.6}" ` +
    `stroke="#5a7d2a" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#d7263d"/>` +
    `<circle cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.35)}" r="${n(r * 0.28)}" fill="#ffffff" opacity=".55"/>`
  );
}

/** Whipped cream: a cluster of soft white puffs centred on (x, y), `w` wide. */
export function cream(x: number, y: number, w: number): string {
  const puffs: [number, number, number][] = [
    [-0.38, 0.1, 0.2],
    [-0.14, -0.02, 0.24],
    [0.14, 0, 0.23],
    [0.37, 0.12, 0.19],
    [-0.02, -0.22, 0.2],
  ];
  const shade = puffs
    .map(([dx, dy, r]) => `<circle cx="${n(x + dx * w)}" cy="${n(y + dy * w + 4)}" r="${n(r * w)}"/>`)
    .join('');
  const body = puffs
    .map(([dx, dy, r]) => `<circle cx="${n(x + dx * w)}" cy="${n(y + dy * w)}" r="${n(r * w)}"/>`)
    .join('');
  return `<g fill="#efe6da">${shade}</g><g fill="#fffaf3">${body}</g>`;
}
