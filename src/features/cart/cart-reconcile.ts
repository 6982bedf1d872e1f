import type { Menu } from '@/features/catalog';
import { addLine, type CartLine, type CartLineOption } from './cart-lines';
import { cartItem, groupsOf, rechoose } from './cart-item';

export interface CartCorrections {
  /** Lines dropped: the product or size is gone, inactive or sold out, or its options cannot be made. */
  removed: CartLine[];
  /** Lines whose price changed, with the price they had. */
  repriced: { line: CartLine; oldPriceFils: number }[];
  /** Options taken off a line that stays: no longer offered or sold out ("Honey" on a mango). */
  droppedOptions: { line: CartLine; option: CartLineOption }[];
}

/**
 * Corrects a stored cart against the live menu: lines whose product or size no longer exists
 * (or is sold out) are removed; options no longer offered or sold out are dropped (a group left
 * empty takes its default; a line that still cannot be made is removed); prices (size and options)
 * and names are taken from the menu. Lines that become the same are merged.
 */
export function reconcileCart(
  lines: CartLine[],
  menu: Menu,
): { lines: CartLine[]; corrections: CartCorrections } {
  const products = new Map(menu.products.map((p) => [p.id, p]));
  const corrections: CartCorrections = { removed: [], repriced: [], droppedOptions: [] };
  let next: CartLine[] = [];
  for (const line of lines) {
    const product = products.get(line.id);
    const size = product?.sizes.find((s) => s.size === line.size);
    if (!product || !size || product.soldOut || size.soldOut) {
      corrections.removed.push(line);
      continue;
    }
    const { chosen, dropped } = rechoose(
      groupsOf(menu, product),
      line.options.map((o) => o.id),
    );
    if (!chosen) {
      corrections.removed.push(line);
      continue;
    }
    const updated: CartLine = { ...cartItem(product, size, chosen, line.note), quantity: line.quantity };
    for (const option of line.options)
      if (dropped.includes(option.id)) corrections.droppedOptions.push({ line: updated, option });
    if (updated.priceFils !== line.priceFils)
      corrections.repriced.push({ line: updated, oldPriceFils: line.priceFils });
    next = addLine(next, updated, updated.quantity);
  }
  return { lines: next, corrections };
}

export function hasCorrections(c: CartCorrections): boolean {
  return c.removed.length > 0 || c.repriced.length > 0 || c.droppedOptions.length > 0;
}
