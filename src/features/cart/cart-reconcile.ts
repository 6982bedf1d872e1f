import type { Menu } from '@/features/catalog';
import type { CartLine } from './cart-lines';

export interface CartCorrections {
  /** Lines dropped: the product or size is gone, inactive or sold out. */
  removed: CartLine[];
  /** Lines whose price changed, with the price they had. */
  repriced: { line: CartLine; oldPriceFils: number }[];
}

/**
 * Corrects a stored cart against the live menu: lines whose product or size no longer exists
 * (or is sold out) are removed; changed prices and names are taken from the menu.
 */
export function reconcileCart(
  lines: CartLine[],
  menu: Menu,
): { lines: CartLine[]; corrections: CartCorrections } {
  const products = new Map(menu.products.map((p) => [p.id, p]));
  const corrections: CartCorrections = { removed: [], repriced: [] };
  const next: CartLine[] = [];
  for (const line of lines) {
    const product = products.get(line.id);
    const size = product?.sizes.find((s) => s.size === line.size);
    if (!product || !size || product.soldOut || size.soldOut) {
      corrections.removed.push(line);
      continue;
    }
    const updated: CartLine = {
      ...line,
      nameEn: product.nameEn,
      nameAr: product.nameAr,
      image: product.image,
      priceFils: size.priceFils,
    };
    if (size.priceFils !== line.priceFils)
      corrections.repriced.push({ line: updated, oldPriceFils: line.priceFils });
    next.push(updated);
  }
  return { lines: next, corrections };
}

export function hasCorrections(c: CartCorrections): boolean {
  return c.removed.length > 0 || c.repriced.length > 0;
}
