import type { Menu } from '@/features/catalog';
import { addLine, type CartLine } from './cart-lines';
import { cartItem, groupsOf, rechoose } from './cart-item';

/** A line of a past order, as the customer's order history holds it. */
export interface PastLine {
  productId: string | null;
  nameEn: string;
  nameAr: string;
  /** The size's key, and its names as they were when ordered. */
  size: string;
  sizeNameEn: string;
  sizeNameAr: string;
  quantity: number;
  /** The options it had (names as they were then); absent on orders from before options. */
  options?: { optionId: string; nameEn: string; nameAr: string }[];
  note?: string | null;
}

export interface Unavailable {
  nameEn: string;
  nameAr: string;
  /** The size as the past order named it. */
  sizeNameEn: string;
  sizeNameAr: string;
  /** `gone`: no longer on the menu (or not in this size); `sold_out`: not today. */
  reason: 'gone' | 'sold_out';
}

/** An option left off a repeated line ("Honey" on "Mango Juice"): no longer offered, or sold out today. */
export interface DroppedOption {
  productEn: string;
  productAr: string;
  nameEn: string;
  nameAr: string;
}

/**
 * "Order again": the same products, sizes, options, notes and quantities, at today's prices and
 * names from the live menu (never the old order's prices: the server prices the order anyway).
 * What cannot be ordered today is returned by name, and so is each option left off (a group left
 * empty takes its default), so the customer is told rather than left wondering. Lines are added
 * to what is already in the cart (the same line is raised, as adding from the menu does).
 */
export function repeatOrder(
  cart: CartLine[],
  past: PastLine[],
  menu: Menu,
): { lines: CartLine[]; added: number; unavailable: Unavailable[]; droppedOptions: DroppedOption[] } {
  const products = new Map(menu.products.map((p) => [p.id, p]));
  let lines = cart;
  let added = 0;
  const unavailable: Unavailable[] = [];
  const droppedOptions: DroppedOption[] = [];
  for (const item of past) {
    const product = item.productId ? products.get(item.productId) : undefined;
    const size = product?.sizes.find((s) => s.size === item.size);
    const { chosen, dropped } = product
      ? rechoose(
          groupsOf(menu, product),
          (item.options ?? []).map((o) => o.optionId),
        )
      : { chosen: null, dropped: [] };
    if (!product || !size || !chosen) {
      unavailable.push({
        nameEn: product?.nameEn ?? item.nameEn,
        nameAr: product?.nameAr ?? item.nameAr,
        sizeNameEn: item.sizeNameEn,
        sizeNameAr: item.sizeNameAr,
        reason: 'gone',
      });
      continue;
    }
    if (product.soldOut || size.soldOut) {
      unavailable.push({
        nameEn: product.nameEn,
        nameAr: product.nameAr,
        sizeNameEn: item.sizeNameEn,
        sizeNameAr: item.sizeNameAr,
        reason: 'sold_out',
      });
      continue;
    }
    for (const o of item.options ?? [])
      if (dropped.includes(o.optionId))
        droppedOptions.push({
          productEn: product.nameEn,
          productAr: product.nameAr,
          nameEn: o.nameEn,
          nameAr: o.nameAr,
        });
    lines = addLine(lines, cartItem(product, size, chosen, item.note ?? null), item.quantity);
    added += 1;
  }
  return { lines, added, unavailable, droppedOptions };
}
