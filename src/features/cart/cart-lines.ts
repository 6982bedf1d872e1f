import { SIZES } from '@/common/domain';
import { MAX_LINE_QUANTITY } from '@/common/limits';
import type { Size } from '@/features/catalog';

/** One cart line: a product in one size. Prices are fils, taken from the live menu. */
export interface CartLine {
  id: string;
  size: Size;
  nameEn: string;
  nameAr: string;
  priceFils: number;
  image: string | null;
  quantity: number;
}

const sameLine = (a: Pick<CartLine, 'id' | 'size'>, b: Pick<CartLine, 'id' | 'size'>) =>
  a.id === b.id && a.size === b.size;

const clampQuantity = (q: number) => Math.min(MAX_LINE_QUANTITY, Math.floor(q));

/** Adds `quantity` of an item: raises an existing line (same product and size) or appends one. */
export function addLine(lines: CartLine[], item: Omit<CartLine, 'quantity'>, quantity = 1): CartLine[] {
  if (lines.some((l) => sameLine(l, item))) {
    return lines.map((l) =>
      sameLine(l, item) ? { ...l, quantity: clampQuantity(l.quantity + quantity) } : l,
    );
  }
  return [...lines, { ...item, quantity: clampQuantity(quantity) }];
}

export function removeLine(lines: CartLine[], key: Pick<CartLine, 'id' | 'size'>): CartLine[] {
  return lines.filter((l) => !sameLine(l, key));
}

/** Sets a line's quantity; below 1 removes the line. */
export function setLineQuantity(
  lines: CartLine[],
  key: Pick<CartLine, 'id' | 'size'>,
  quantity: number,
): CartLine[] {
  if (!(quantity >= 1)) return removeLine(lines, key);
  return lines.map((l) => (sameLine(l, key) ? { ...l, quantity: clampQuantity(quantity) } : l));
}

export function cartTotals(lines: CartLine[]) {
  return {
    totalFils: lines.reduce((sum, l) => sum + l.priceFils * l.quantity, 0),
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
  };
}

function isLine(v: unknown): v is CartLine {
  const l = v as CartLine;
  return (
    typeof l === 'object' &&
    l !== null &&
    typeof l.id === 'string' &&
    (SIZES as readonly string[]).includes(l.size) &&
    typeof l.nameEn === 'string' &&
    typeof l.nameAr === 'string' &&
    Number.isInteger(l.priceFils) &&
    l.priceFils > 0 &&
    Number.isInteger(l.quantity) &&
    l.quantity >= 1 &&
    l.quantity <= MAX_LINE_QUANTITY
  );
}

/** Reads the stored cart, keeping only well-formed lines (storage is user-editable). */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isLine).map((l) => ({ ...l, image: typeof l.image === 'string' ? l.image : null }));
  } catch {
    return [];
  }
}
