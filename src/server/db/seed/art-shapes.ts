import { cherry, cream, darken, fruitSlice, leaf, lighten, n, straw, type Rng } from './art-kit';
import { pick, scoop, topping, type Art } from './art-toppings';

export type { Art, ArtKind, Topping } from './art-toppings';

/** The SVG fragments of one vessel: gradient/clip definitions and the drawing. */
export interface Shape {
  defs: string;
  body: string;
}

const outline = (d: string) =>
  `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="6" stroke-linejoin="round"/>`;

const GLASS = 'M150 124H330L306 418Q305 432 291 432H189Q175 432 174 418Z';

function juiceGlass(a: Art, rng: Rng, layered: boolean): Shape {
  const top = layered ? (a.topping ? 136 : 172) : 176;
  const layers = layered ? a.colors.length : 1;
  let juice = '';
  for (let i = 0; i < layers; i++) {
    const y = top + (i * (432 - top)) / layers;
    const fill = layered ? pick(a, i) : 'url(#jf)';
    juice += `<path d="M140 ${n(y)}q50-12 100 0t100 0V440H140Z" fill="${fill}"/>`;
  }
  const mound =
    layered && a.topping
      ? `<path d="M150 130Q240 10 330 130Z" fill="${a.topping === 'cream' ? '#fffaf3' : pick(a, 0)}"/>` +
        topping(a, rng, 240, a.topping === 'cream' ? 100 : 98, 170)
      : fruitSlice(326, 132, 46, pick(a, 0), rng() * 40) + leaf(282, 116, 40, -130);
  return {
    defs:
      `<clipPath id="gc"><path d="${GLASS}"/></clipPath>` +
      `<linearGradient id="jf" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pick(a, 0)}"/>` +
      `<stop offset="1" stop-color="${darken(pick(a, 1), 0.08)}"/></linearGradient>`,
    body:
      straw(304, 36, 250, 330, 16, darken(pick(a, 2), 0.05)) +
      `<path d="${GLASS}" fill="#ffffff" opacity=".4"/>` +
      `<g clip-path="url(#gc)">${juice}` +
      (layered
        ? ''
        : `<rect x="188" y="184" width="42" height="42" rx="9" fill="#ffffff" opacity=".35" transform="rotate(-14 209 205)"/>` +
          `<rect x="238" y="196" width="38" height="38" rx="9" fill="#ffffff" opacity=".3" transform="rotate(16 257 215)"/>`) +
      `<rect x="170" y="136" width="14" height="280" rx="7" fill="#ffffff" opacity=".35"/></g>` +
      outline(GLASS) +
      mound,
  };
}

const SHAKE = 'M160 168H320L305 420Q303 434 289 434H191Q177 434 175 420Z';

function shake(a: Art, rng: Rng): Shape {
  const sauce = darken(pick(a, 2), 0.05);
  return {
    defs:
      `<clipPath id="sc"><path d="${SHAKE}"/></clipPath>` +
      `<linearGradient id="sf" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(pick(a, 0), 0.1)}"/>` +
      `<stop offset="1" stop-color="${pick(a, 1)}"/></linearGradient>`,
    body:
      straw(336, 28, 284, 200, 20, darken(pick(a, 1), 0.2)) +
      `<path d="${SHAKE}" fill="url(#sf)"/>` +
      `<g clip-path="url(#sc)"><path d="M166 168q10 40 0 70M204 168q8 60-4 90M244 168q10 34 0 56M282 168q8 50-2 80M314 168q6 30 0 50" ` +
      `stroke="${sauce}" stroke-width="9" fill="none" stroke-linecap="round" opacity=".75"/>` +
      `<rect x="172" y="180" width="14" height="236" rx="7" fill="#ffffff" opacity=".3"/></g>` +
      outline(SHAKE) +
      cream(240, 152, 190) +
      `<path d="M182 142q14-18 29 0t29 0t29 0t29 0" stroke="${sauce}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
      topping(a, rng, 240, 112, 150),
  };
}

function cone(a: Art, rng: Rng): Shape {
  let hatch = '';
  for (let i = -4; i < 8; i++) {
    hatch += `M${150 + i * 26} 250l140 200M${330 - i * 26} 250l-140 200`;
  }
  return {
    defs: `<clipPath id="cc"><path d="M176 262L304 262L240 440Z"/></clipPath>`,
    body:
      `<path d="M176 262L304 262L240 440Z" fill="#e4a85e"/>` +
      `<path d="${hatch}" clip-path="url(#cc)" stroke="#c4843c" stroke-width="4"/>` +
      scoop(240, 228, 68, pick(a, 1)) +
      scoop(240, 160, 58, pick(a, 0)) +
      (a.topping ? topping(a, rng, 240, 124, 120) : cherry(240, 100)),
  };
}

const CUP = 'M130 236Q134 348 240 354Q346 348 350 236Z';

function sundae(a: Art, rng: Rng): Shape {
  const sauce = darken(pick(a, 2), 0.05);
  return {
    defs: `<clipPath id="uc"><path d="${CUP}"/></clipPath>`,
    body:
      `<ellipse cx="240" cy="412" rx="72" ry="14" fill="#ffffff" opacity=".85"/>` +
      `<rect x="229" y="348" width="22" height="62" fill="#ffffff" opacity=".85"/>` +
      scoop(184, 224, 50, pick(a, 1)) +
      scoop(296, 224, 50, pick(a, 0)) +
      scoop(240, 186, 56, pick(a, 0)) +
      `<path d="${CUP}" fill="#ffffff" opacity=".5"/>` +
      `<g clip-path="url(#uc)"><path d="M120 296q30-14 60 0t60 0t60 0t60 0V360H120Z" fill="${sauce}" opacity=".85"/></g>` +
      outline(CUP) +
      `<path d="M186 178q18 26 36 0t36 0t36 0" stroke="${sauce}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
      topping({ ...a, topping: a.topping ?? 'cherry' }, rng, 240, 132, 140),
  };
}

const BOWL = 'M84 262H396Q392 404 240 414Q88 404 84 262Z';

/** One piece of cut fruit drawn around (0, 0): mango/palette cube, kiwi, strawberry, banana, grapes. */
function fruitPiece(a: Art, rng: Rng, t: number): string {
  if (t < 2) {
    return `<rect x="-20" y="-20" width="40" height="40" rx="9" fill="${pick(a, t)}" transform="rotate(${n(rng() * 40 - 20)})"/>`;
  }
  if (t === 2) return fruitSlice(0, 0, 24, '#8ac926') + '<circle r="5" fill="#3d2b1f"/>';
  if (t === 3) {
    return (
      '<path d="M0 24C-34-4-16-26 0-16C16-26 34-4 0 24Z" fill="#e63946"/>' +
      '<path d="M-8-18l8 6 8-6" stroke="#5a9e3a" stroke-width="5" fill="none" stroke-linecap="round"/>'
    );
  }
  if (t === 4) return '<circle r="22" fill="#fff3b0"/><circle r="8" fill="#f1e3a0"/>';
  const g = pick(a, 2);
  return `<circle cx="-10" cy="4" r="14" fill="${g}"/><circle cx="10" cy="-4" r="14" fill="${darken(g, 0.12)}"/>`;
}

function bowl(a: Art, rng: Rng): Shape {
  // Back rows first, so the front pieces overlap them; the bowl hides the lowest row's bottom.
  const rows: [number, number, number][] = [
    [168, 190, 290],
    [208, 140, 340],
    [250, 112, 368],
  ];
  let fruit = '';
  for (const [y, x0, x1] of rows) {
    for (let x = x0; x <= x1; x += 50) {
      const cx = n(x + rng() * 10 - 5);
      fruit += `<g transform="translate(${cx} ${y}) scale(1.3)">${fruitPiece(a, rng, Math.floor(rng() * 6))}</g>`;
    }
  }
  return {
    defs: `<clipPath id="bc"><path d="${BOWL}"/></clipPath>`,
    body:
      fruit +
      (a.topping ? topping(a, rng, 240, 160, 160) : leaf(232, 132, 48, -70)) +
      `<path d="${BOWL}" fill="#ffffff"/>` +
      `<g clip-path="url(#bc)"><rect x="80" y="278" width="320" height="18" fill="${lighten(pick(a, 0), 0.45)}"/>` +
      `<rect x="80" y="304" width="320" height="6" fill="${lighten(pick(a, 1), 0.45)}"/>` +
      `<path d="M84 262Q120 380 240 396Q140 390 96 262Z" fill="#000000" opacity=".05"/></g>`,
  };
}

export function drawShape(a: Art, rng: Rng): Shape {
  switch (a.kind) {
    case 'glass':
      return juiceGlass(a, rng, false);
    case 'layered':
      return juiceGlass(a, rng, true);
    case 'shake':
      return shake(a, rng);
    case 'cone':
      return cone(a, rng);
    case 'sundae':
      return sundae(a, rng);
    case 'bowl':
      return bowl(a, rng);
  }
}
