/**
 * A product's sizes are the owner's (issue 35, decision 062): each has a key, a name in both
 * languages, a price and a place in the product's order. The key is what a cart line and an
 * order line name the size by: a slug (`small`, `1-l-bottle`), unique within its product and kept
 * when the size is renamed, so a cart made before the rename still orders the same size.
 */
export const SIZE_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SIZE_KEY_LENGTH = 40;
/** The most sizes one product offers. */
export const MAX_PRODUCT_SIZES = 8;

/**
 * The sizes every product had before the owner named them (small, medium, large), with the names
 * the shop showed for them: the sample menu's sizes, and what migration 0025 gave the sizes and
 * order lines it found.
 */
export const BUILT_IN_SIZES = [
  { size: 'small', nameEn: 'Small', nameAr: 'صغير' },
  { size: 'medium', nameEn: 'Medium', nameAr: 'وسط' },
  { size: 'large', nameEn: 'Large', nameAr: 'كبير' },
] as const;
export type BuiltInSize = (typeof BUILT_IN_SIZES)[number]['size'];

/** An order line's size as it was named when ordered (renaming the size later changes nothing). */
export interface SizeSnapshot {
  /** The size's key. */
  size: string;
  sizeNameEn: string;
  sizeNameAr: string;
}

/**
 * The names of a size known only by its key (a cart or a notification saved before sizes had
 * names): a built-in size's names, else the key itself.
 */
export function namesOfKey(size: string): { nameEn: string; nameAr: string } {
  const builtIn = BUILT_IN_SIZES.find((s) => s.size === size);
  return builtIn ? { nameEn: builtIn.nameEn, nameAr: builtIn.nameAr } : { nameEn: size, nameAr: size };
}
