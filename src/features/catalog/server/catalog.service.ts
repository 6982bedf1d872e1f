import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { ProductStatus } from '@/common/domain';
import { categories, productSizes, products, subcategories, type ProductSize } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import type { Menu, MenuSize } from '../catalog.schema';
import { loadOptionCatalogue } from './option-catalogue';

/**
 * The public menu: eight queries whatever the menu's size (no N+1). Products of an inactive
 * category, inactive products and products without sizes are left out; the option groups are
 * given once, and each product names the ones it offers.
 */
export async function loadMenu(db: Db): Promise<Menu> {
  const [cats, subs, prods, optionCatalogue] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.status, 'active'))
      .orderBy(asc(categories.sortOrder), asc(categories.nameEn)),
    db
      .select()
      .from(subcategories)
      .where(eq(subcategories.status, 'active'))
      .orderBy(asc(subcategories.sortOrder), asc(subcategories.nameEn)),
    db
      .select()
      .from(products)
      .where(eq(products.status, 'active'))
      .orderBy(desc(products.createdAt), asc(products.nameEn)),
    loadOptionCatalogue(db),
  ]);
  const sizes = prods.length
    ? await db
        .select()
        .from(productSizes)
        .where(
          inArray(
            productSizes.productId,
            prods.map((p) => p.id),
          ),
        )
        .orderBy(asc(productSizes.sortOrder), asc(productSizes.size))
    : [];

  const sizesByProduct = new Map<string, typeof sizes>();
  for (const s of sizes) {
    const list = sizesByProduct.get(s.productId) ?? [];
    list.push(s);
    sizesByProduct.set(s.productId, list);
  }
  const activeCats = new Set(cats.map((c) => c.id));
  const activeSubs = new Set(subs.map((s) => s.id));

  const onMenu = prods.filter((p) => activeCats.has(p.categoryId) && sizesByProduct.has(p.id));
  const groupIdsOf = new Map(onMenu.map((p) => [p.id, optionCatalogue.groupIdsOf(p)]));
  const offered = new Set([...groupIdsOf.values()].flat());
  return {
    categories: cats.map((c) => ({
      id: c.id,
      slug: c.slug,
      nameEn: c.nameEn,
      nameAr: c.nameAr,
      descriptionEn: c.descriptionEn,
      descriptionAr: c.descriptionAr,
      image: c.image,
      subcategories: subs
        .filter((s) => s.categoryId === c.id)
        .map((s) => ({ id: s.id, slug: s.slug, nameEn: s.nameEn, nameAr: s.nameAr })),
    })),
    products: onMenu.map((p) => ({
      id: p.id,
      categoryId: p.categoryId,
      subcategoryId: p.subcategoryId && activeSubs.has(p.subcategoryId) ? p.subcategoryId : null,
      nameEn: p.nameEn,
      nameAr: p.nameAr,
      descriptionEn: p.descriptionEn,
      descriptionAr: p.descriptionAr,
      image: p.image,
      soldOut: p.soldOut,
      featured: p.featured,
      createdAt: p.createdAt.toISOString(),
      sizes: (sizesByProduct.get(p.id) ?? []).map(menuSize),
      optionGroupIds: groupIdsOf.get(p.id) ?? [],
    })),
    optionGroups: optionCatalogue.groups.filter((g) => offered.has(g.id)),
  };
}

/** A size as the menu and the order pricing see it (rows read in the owner's order). */
export const menuSize = (s: ProductSize): MenuSize => ({
  size: s.size,
  nameEn: s.nameEn,
  nameAr: s.nameAr,
  priceFils: s.priceFils,
  soldOut: s.soldOut,
});

export interface ProductPatch {
  nameEn?: string;
  nameAr?: string;
  soldOut?: boolean;
  status?: ProductStatus;
}

/** Updates a product's fields (used by the back office and the test helpers). */
export async function updateProduct(db: Db, id: string, patch: ProductPatch): Promise<void> {
  const rows = await db.update(products).set(patch).where(eq(products.id, id)).returning({ id: products.id });
  if (rows.length === 0) throw new AppError('product_not_found', 404);
}

/** Sets one size's price and sold-out flag. */
export async function updateProductSize(
  db: Db,
  productId: string,
  size: string,
  patch: { priceFils?: number; soldOut?: boolean },
): Promise<void> {
  const rows = await db
    .update(productSizes)
    .set(patch)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)))
    .returning({ id: productSizes.id });
  if (rows.length === 0) throw new AppError('product_not_found', 404);
}
