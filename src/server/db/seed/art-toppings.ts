import { cherry, cream, darken, fruitSlice, leaf, n, nuts, sprinkles, type Rng } from './art-kit';

/** The vessel drawn for a product: a juice glass, a layered cocktail, a shake, a cone, ... */
export type ArtKind = 'glass' | 'layered' | 'shake' | 'cone' | 'sundae' | 'bowl';
export type Topping =
  'nuts' | 'cream' | 'fruit' | 'cherry' | 'sprinkles' | 'biscuit' | 'cookie' | 'saffron' | 'icecream';

export interface Art {
  kind: ArtKind;
  /** 2–3 hex colours: main colour first (top layer / top scoop). */
  colors: readonly string[];
  topping?: Topping;
}

export const pick = (a: Art, i: number) => a.colors[Math.min(i, a.colors.length - 1)] ?? '#ffb627';

/** Things that sit on top of a drink, a scoop or a bowl, centred on (x, y). */
export function topping(a: Art, rng: Rng, x: number, y: number, w: number): string {
  const sauce = darken(pick(a, 2), 0.1);
  switch (a.topping) {
    case 'nuts':
      return (
        `<path d="M${x - w * 0.4} ${y}q${w * 0.1}-${w * 0.12} ${w * 0.2} 0t${w * 0.2} 0t${w * 0.2} 0t${w * 0.2} 0" ` +
        `stroke="#e9a800" stroke-width="6" fill="none" stroke-linecap="round" opacity=".9"/>` +
        nuts(rng, x - w * 0.42, y - w * 0.2, w * 0.84, w * 0.22, 16)
      );
    case 'cream':
      return cream(x, y, w * 0.9) + nuts(rng, x - w * 0.3, y - w * 0.22, w * 0.6, w * 0.16, 7);
    case 'fruit':
      return (
        fruitSlice(x - w * 0.22, y - 6, w * 0.17, pick(a, 0), -20) +
        fruitSlice(x + w * 0.2, y - 4, w * 0.15, pick(a, 2), 25) +
        `<path d="M${x - 10} ${y - 8}c-4-22 10-34 22-34c0 16-8 28-22 34z" fill="${pick(a, 1)}"/>` +
        leaf(x + 6, y - 30, 34, -60)
      );
    case 'sprinkles':
      return sprinkles(rng, x - w * 0.35, y - w * 0.22, w * 0.7, w * 0.22, 18);
    case 'biscuit':
      return (
        `<g transform="rotate(-18 ${x} ${y})"><rect x="${x - 30}" y="${y - 46}" width="60" height="44" rx="8" fill="#c8813a"/>` +
        `<rect x="${x - 24}" y="${y - 40}" width="48" height="32" rx="5" fill="none" stroke="#e3a65f" stroke-width="3"/></g>` +
        `<path d="M${x - w * 0.35} ${y + 6}q${w * 0.12} 14 ${w * 0.24} 0t${w * 0.23} 0t${w * 0.23} 0" stroke="${sauce}" stroke-width="7" fill="none" stroke-linecap="round"/>`
      );
    case 'cookie': {
      let bits = '';
      for (let i = 0; i < 9; i++) {
        const cx = n(x - w * 0.35 + rng() * w * 0.7);
        const cy = n(y - w * 0.2 + rng() * w * 0.18);
        bits += `<circle cx="${cx}" cy="${cy}" r="${n(5 + rng() * 5)}" fill="#2b2b2b"/>`;
      }
      return (
        bits +
        `<g transform="rotate(-14 ${x + 20} ${y - 30})"><circle cx="${x + 20}" cy="${y - 30}" r="24" fill="#2b2b2b"/>` +
        `<rect x="${x - 4}" y="${y - 33}" width="48" height="6" fill="#f5f5f5"/></g>`
      );
    }
    case 'saffron': {
      let strands = '';
      for (let i = 0; i < 8; i++) {
        const sx = n(x - w * 0.3 + rng() * w * 0.6);
        const sy = n(y - w * 0.18 + rng() * w * 0.14);
        strands += `<path d="M${sx} ${sy}l${n(6 + rng() * 6)} ${n(-4 + rng() * 8)}" stroke="#c1121f" stroke-width="3" stroke-linecap="round"/>`;
      }
      return strands + nuts(rng, x - w * 0.3, y - w * 0.2, w * 0.6, w * 0.16, 8);
    }
    case 'icecream':
      return scoop(x - w * 0.18, y, w * 0.2, '#fff1c1') + scoop(x + w * 0.18, y, w * 0.2, pick(a, 0));
    default:
      return cherry(x, y - 8);
  }
}

/** One ice-cream scoop with a scalloped rim and a highlight. */
export function scoop(cx: number, cy: number, r: number, color: string): string {
  let rim = '';
  for (let i = 0; i < 5; i++) {
    rim += `<circle cx="${n(cx - r * 0.8 + i * r * 0.4)}" cy="${n(cy + r * 0.66)}" r="${n(r * 0.26)}"/>`;
  }
  return (
    `<circle cx="${n(cx)}" cy="${n(cy + r * 0.08)}" r="${n(r)}" fill="${darken(color, 0.1)}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${color}"/>` +
    `<g fill="${darken(color, 0.06)}">${rim}</g>` +
    `<ellipse cx="${n(cx - r * 0.38)}" cy="${n(cy - r * 0.42)}" rx="${n(r * 0.22)}" ry="${n(r * 0.13)}" ` +
    `fill="#ffffff" opacity=".5" transform="rotate(-30 ${n(cx - r * 0.38)} ${n(cy - r * 0.42)})"/>`
  );
}
