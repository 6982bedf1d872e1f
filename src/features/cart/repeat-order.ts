import type { Menu } from '@/features/catalog';
import type { Size } from '@/features/catalog';
import { addLine, type CartLine } from './cart-lines';

/** A line of a past order, as the customer's order history holds it. */
export interface PastLine {
  productId: string | null;
  nameEn: string;
  nameAr: string;
  size: Size;
  quantity: number;
}

export interface Unavailable {
  nameEn: string;
  nameAr: string;
  size: Size;
  /** `gone`: no longer on the menu (or not in this size); `sold_out`: not today. */
  reason: 'gone' | 'sold_out';
}

/**
 * "Order again": the same products, sizes and quantities, at today's prices and names from the live
 * menu (never the old order's prices: the server prices the order anyway). What cannot be ordered
 * today is returned by name, so the customer is told rather than left wondering. Lines are added to
 * what is already in the cart (the same product and size is raised, as adding from the menu does).
 */
export function repeatOrder(
  cart: CartLine[],
  past: PastLine[],
  menu: Menu,
): { lines: CartLine[]; added: number; unavailable: Unavailable[] } {
  const products = new Map(menu.products.map((p) => [p.id, p]));
  let lines = cart;
  let added = 0;
  const unavailable: Unavailable[] = [];
  for (const item of past) {
    const product = item.productId ? products.get(item.productId) : undefined;
    const size = product?.sizes.find((s) => s.size === item.size);
    if (!product || !size) {
      unavailable.push({
        nameEn: product?.nameEn ?? item.nameEn,
        nameAr: product?.nameAr ?? item.nameAr,
        size: item.size,
        reason: 'gone',
      });
      continue;
    }
    if (product.soldOut || size.soldOut) {
      unavailable.push({
        nameEn: product.nameEn,
        nameAr: product.nameAr,
        size: item.size,
        reason: 'sold_out',
      });
      continue;
    }
    lines = addLine(
      lines,
      {
        id: product.id,
        size: item.size,
        nameEn: product.nameEn,
        nameAr: product.nameAr,
        priceFils: size.priceFils,
        image: product.image,
      },
      item.quantity,
    );
    added += 1;
  }
  return { lines, added, unavailable };
}
