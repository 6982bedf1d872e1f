import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { categories, productSizes, products } from '@/server/db/schema';
import { loadOptionCatalogue, menuSize } from '@/features/catalog/server';
import type { CatalogueProduct } from '../order-pricing';
import { DEFAULT_PREP_MINUTES, prep } from './open-queue';
import { versionOf } from './version-row';

export interface OrderCatalogue {
  products: Map<string, CatalogueProduct>;
  prepMinutes: Map<string, number>;
}

/**
 * The catalogue rows an order needs (`ids`; every product when absent), in six queries (one round
 * of them), with each product's preparation minutes (its own, or its category's) for the
 * ready-time estimate. A product of an inactive category is inactive.
 */
export async function loadCatalogue(db: Db, ids?: string[]): Promise<OrderCatalogue> {
  const unique = ids && [...new Set(ids)];
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
      .where(unique && inArray(products.id, unique)),
    db
      .select()
      .from(productSizes)
      .where(unique && inArray(productSizes.productId, unique))
      .orderBy(asc(productSizes.sortOrder), asc(productSizes.size)),
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
        sizes: sizes.filter((s) => s.productId === p.id).map(menuSize),
        optionGroups: optionCatalogue.groupIdsOf(p).map((id) => groupsById.get(id)!),
      },
    ]),
  );
  return { products: catalogue, prepMinutes: new Map(rows.map((p) => [p.id, Number(p.prepMinutes)])) };
}

/** Minutes of work in an order's lines (an unknown product counts the default, as the queue does). */
export const workOf = (lines: { productId: string; quantity: number }[], prepMinutes: Map<string, number>) =>
  lines.reduce((sum, l) => sum + l.quantity * (prepMinutes.get(l.productId) ?? DEFAULT_PREP_MINUTES), 0);

/**
 * The whole catalogue as orders are priced from it, kept in this process's memory (decision 057)
 * and exact when read: `catalogue_version` (migration 0021) moves in the same transaction as any
 * change to it, whoever makes it, and the copy is read again when it moved. An order reads one
 * row instead of six queries.
 */
export interface CatalogueCache {
  current(): Promise<OrderCatalogue>;
}

export function createCatalogueCache(db: Db): CatalogueCache {
  let copy: { version: string; catalogue: Promise<OrderCatalogue> } | null = null;
  return {
    async current() {
      const version = await versionOf(db, 'catalogue_version');
      if (copy?.version !== version) {
        // Read after the version: a change committed in between is in the rows and moves the
        // version again, so the next order reads once more (never the other way round).
        const catalogue = loadCatalogue(db);
        copy = { version, catalogue };
        catalogue.catch(() => {
          if (copy?.catalogue === catalogue) copy = null;
        });
      }
      return copy.catalogue;
    },
  };
}
