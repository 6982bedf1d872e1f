import type { ArtKind, Topping } from './product-art';

export type CategorySlug = 'fresh-juices' | 'special-juices' | 'ice-cream' | 'milkshakes' | 'fruits-salad';

export interface CategorySeed {
  slug: CategorySlug;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  /** Palette of the category illustration. */
  colors: readonly string[];
  art: ArtKind;
  topping?: Topping;
}

export interface SubcategorySeed {
  slug: string;
  category: CategorySlug;
  nameEn: string;
  nameAr: string;
}

export interface ProductSeed {
  /** Stable key of the seed product (image file name, review references). */
  slug: string;
  category: CategorySlug;
  /** Subcategory slug, or null for a product listed directly under its category. */
  sub: string | null;
  en: readonly [name: string, description: string];
  ar: readonly [name: string, description: string];
  /** VAT-inclusive prices in fils: [small, medium, large], or [small, large] for two sizes. */
  prices: readonly [number, number, number] | readonly [number, number];
  /** 2–3 hex colours of the illustration, main colour first. */
  colors: readonly string[];
  /** Illustration vessel; defaults to the category's. */
  art?: ArtKind;
  topping?: Topping;
  featured?: boolean;
  /** The whole product is sold out. */
  soldOut?: boolean;
  /** Only the large size is sold out. */
  largeSoldOut?: boolean;
  /** Hidden from the storefront. */
  inactive?: boolean;
}
