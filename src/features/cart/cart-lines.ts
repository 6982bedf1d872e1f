import { MAX_LINE_QUANTITY } from '@/common/limits';
import { MAX_SIZE_KEY_LENGTH, namesOfKey, SIZE_KEY_PATTERN } from '@/common/product-size';
import { MAX_LINE_NOTE } from '@/features/catalog';

/** A chosen option as the cart shows it (a snapshot of the menu's; the server prices it again). */
export interface CartLineOption {
  id: string;
  groupId: string;
  nameEn: string;
  nameAr: string;
  priceFils: number;
  isDefault: boolean;
}

/**
 * One cart line: a product in one size with its options (in the groups' order) and note. The price
 * is one unit's, size and options together, in fils, taken from the live menu.
 */
export interface CartLine {
  id: string;
  /** The size's key, and its names as the menu gave them (the menu's are taken again on load). */
  size: string;
  sizeNameEn: string;
  sizeNameAr: string;
  nameEn: string;
  nameAr: string;
  priceFils: number;
  image: string | null;
  quantity: number;
  options: CartLineOption[];
  note: string | null;
}

/** What is added: a line without its quantity. */
export type CartItem = Omit<CartLine, 'quantity'>;

/**
 * A line's identity: product, size, options (in any order) and note. The same drink with other
 * options or another note is another line ("one with sugar, one without").
 */
export const lineKey = (l: Pick<CartLine, 'id' | 'size' | 'options' | 'note'>) =>
  JSON.stringify([l.id, l.size, l.options.map((o) => o.id).sort(), l.note ?? '']);

const clampQuantity = (q: number) => Math.min(MAX_LINE_QUANTITY, Math.floor(q));

/** Adds `quantity` of an item: raises the same line (product, size, options, note) or appends one. */
export function addLine(lines: CartLine[], item: CartItem, quantity = 1): CartLine[] {
  const key = lineKey(item);
  if (lines.some((l) => lineKey(l) === key)) {
    return lines.map((l) =>
      lineKey(l) === key ? { ...l, quantity: clampQuantity(l.quantity + quantity) } : l,
    );
  }
  return [...lines, { ...item, quantity: clampQuantity(quantity) }];
}

export function removeLine(lines: CartLine[], key: string): CartLine[] {
  return lines.filter((l) => lineKey(l) !== key);
}

/** Sets a line's quantity; below 1 removes the line. */
export function setLineQuantity(lines: CartLine[], key: string, quantity: number): CartLine[] {
  if (!(quantity >= 1)) return removeLine(lines, key);
  return lines.map((l) => (lineKey(l) === key ? { ...l, quantity: clampQuantity(quantity) } : l));
}

/**
 * A line edited in its sheet: it takes the new size, options and note in its place, keeping its
 * quantity; when it becomes the same as another line, the two become one (quantities added).
 */
export function replaceLine(lines: CartLine[], key: string, item: CartItem): CartLine[] {
  const old = lines.find((l) => lineKey(l) === key);
  if (!old) return lines;
  const newKey = lineKey(item);
  const other = newKey === key ? undefined : lines.find((l) => lineKey(l) === newKey);
  const quantity = clampQuantity(old.quantity + (other?.quantity ?? 0));
  return lines.filter((l) => l !== other).map((l) => (l === old ? { ...item, quantity } : l));
}

export function cartTotals(lines: CartLine[]) {
  return {
    totalFils: lines.reduce((sum, l) => sum + l.priceFils * l.quantity, 0),
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
  };
}

function isOption(v: unknown): v is CartLineOption {
  const o = v as CartLineOption;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.id === 'string' &&
    typeof o.groupId === 'string' &&
    typeof o.nameEn === 'string' &&
    typeof o.nameAr === 'string' &&
    Number.isInteger(o.priceFils) &&
    o.priceFils >= 0 &&
    typeof o.isDefault === 'boolean'
  );
}

function isLine(v: unknown): v is CartLine {
  const l = v as CartLine;
  return (
    typeof l === 'object' &&
    l !== null &&
    typeof l.id === 'string' &&
    typeof l.size === 'string' &&
    l.size.length <= MAX_SIZE_KEY_LENGTH &&
    SIZE_KEY_PATTERN.test(l.size) &&
    // A cart saved before sizes had names has none: the built-in names stand in until the menu's.
    (l.sizeNameEn === undefined || typeof l.sizeNameEn === 'string') &&
    (l.sizeNameAr === undefined || typeof l.sizeNameAr === 'string') &&
    typeof l.nameEn === 'string' &&
    typeof l.nameAr === 'string' &&
    Number.isInteger(l.priceFils) &&
    l.priceFils > 0 &&
    Number.isInteger(l.quantity) &&
    l.quantity >= 1 &&
    l.quantity <= MAX_LINE_QUANTITY &&
    // A cart saved before options existed has none (and no note): it is still a good cart.
    (l.options === undefined || (Array.isArray(l.options) && l.options.every(isOption))) &&
    (l.note === undefined ||
      l.note === null ||
      (typeof l.note === 'string' && l.note.length <= MAX_LINE_NOTE))
  );
}

/** A stored line's size names, or (saved before sizes had names) the built-in ones, else its key. */
function sizeNames(l: CartLine): Pick<CartLine, 'sizeNameEn' | 'sizeNameAr'> {
  const known = namesOfKey(l.size);
  return { sizeNameEn: l.sizeNameEn ?? known.nameEn, sizeNameAr: l.sizeNameAr ?? known.nameAr };
}

/** Reads the stored cart, keeping only well-formed lines (storage is user-editable). */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isLine).map((l) => ({
      ...l,
      ...sizeNames(l),
      image: typeof l.image === 'string' ? l.image : null,
      options: l.options ?? [],
      note: l.note || null,
    }));
  } catch {
    return [];
  }
}
