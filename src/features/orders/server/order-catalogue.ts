import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { categories, productSizes, products } from '@/server/db/schema';
import { loadOptionCatalogue } from '@/features/catalog/server';
import type { CatalogueProduct } from '../order-pricing';
import { DEFAULT_PREP_MINUTES, prep } from './open-queue';

/**
 * The catalogue rows an order needs, in five queries (one round of them), with each product's
 * preparation minutes (its own, or its category's) for the ready-time estimate. A product of an
 * inactive category is inactive.
 */
export async function loadCatalogue(
  db: Db,
  ids: string[],
): Promise<{ products: Map<string, CatalogueProduct>; prepMinutes: Map<string, number> }> {
  const unique = [...new Set(ids)];
  const [rows, sizes, optionCatalogue] = await Promise.all([
    db
      .select({
        id: products.id,
        nameEn: products.nameEn,
        nameAr: products.nameAr,
        status: products.status,
        soldOut: products.soldOut,
        categoryId: products.categoryId,
        categoryStatus: categories.status,
        prepMinutes: prep,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(products.id, unique)),
    db.select().from(productSizes).where(inArray(productSizes.productId, unique)),
    loadOptionCatalogue(db, unique),
  ]);
  const groupsById = new Map(optionCatalogue.groups.map((g) => [g.id, g]));
  const catalogue = new Map(
    rows.map((p) => [
      p.id,
      {
        id: p.id,
        nameEn: p.nameEn,
        nameAr: p.nameAr,
        active: p.status === 'active' && p.categoryStatus === 'active',
        soldOut: p.soldOut,
        sizes: sizes
          .filter((s) => s.productId === p.id)
          .map((s) => ({ size: s.size, priceFils: s.priceFils, soldOut: s.soldOut })),
        optionGroups: optionCatalogue.groupIdsOf(p).map((id) => groupsById.get(id)!),
      },
    ]),
  );
  return { products: catalogue, prepMinutes: new Map(rows.map((p) => [p.id, Number(p.prepMinutes)])) };
}

/** Minutes of work in an order's lines (an unknown product counts the default, as the queue does). */
export const workOf = (lines: { productId: string; quantity: number }[], prepMinutes: Map<string, number>) =>
  lines.reduce((sum, l) => sum + l.quantity * (prepMinutes.get(l.productId) ?? DEFAULT_PREP_MINUTES), 0);
