import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { categories, products, subcategories } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import type { AdminCategory, AdminCategoryTree, AdminSubcategory } from '../catalog.admin.views';
import { containsPattern } from '@/server/lib/sql-like';
import { categoryGroupIds } from './option-links';

const byCategory = (db: Db) =>
  db
    .select({ id: products.categoryId, n: count().as('n') })
    .from(products)
    .groupBy(products.categoryId)
    .as('pc');
const bySubcategory = (db: Db) =>
  db
    .select({ id: products.subcategoryId, n: count().as('n') })
    .from(products)
    .groupBy(products.subcategoryId)
    .as('ps');

/**
 * Categories with their subcategories nested, by sort order, each with how many products refer
 * to it. Inactive ones only with `includeInactive`. A search keeps a category when its name or
 * one of its subcategories' names matches (all its subcategories when the category matches).
 */
export async function listCategoryTree(
  db: Db,
  opts: { q?: string; includeInactive?: boolean },
): Promise<AdminCategoryTree> {
  const like = opts.q ? containsPattern(opts.q) : null;
  const catMatch = like ? or(ilike(categories.nameEn, like), ilike(categories.nameAr, like)) : undefined;
  const subMatch = like
    ? or(ilike(subcategories.nameEn, like), ilike(subcategories.nameAr, like))
    : undefined;
  const subVisible = opts.includeInactive ? undefined : eq(subcategories.status, 'active');
  const catVisible = opts.includeInactive ? undefined : eq(categories.status, 'active');

  const pc = byCategory(db);
  const ps = bySubcategory(db);
  const catFilter: SQL[] = [];
  if (catVisible) catFilter.push(catVisible);
  if (like) {
    const viaSub = db
      .select({ id: subcategories.categoryId })
      .from(subcategories)
      .where(and(subMatch, subVisible));
    catFilter.push(or(catMatch, inArray(categories.id, viaSub))!);
  }
  const cats = await db
    .select({ c: categories, n: sql<number>`coalesce(${pc.n}, 0)::int` })
    .from(categories)
    .leftJoin(pc, eq(pc.id, categories.id))
    .where(and(...catFilter))
    .orderBy(asc(categories.sortOrder), asc(categories.nameEn));
  if (cats.length === 0) return { categories: [] };

  const subFilter: SQL[] = [
    inArray(
      subcategories.categoryId,
      cats.map((r) => r.c.id),
    ),
  ];
  if (subVisible) subFilter.push(subVisible);
  if (like)
    subFilter.push(
      or(
        subMatch,
        inArray(subcategories.categoryId, db.select({ id: categories.id }).from(categories).where(catMatch)),
      )!,
    );
  const subs = await db
    .select({ s: subcategories, n: sql<number>`coalesce(${ps.n}, 0)::int` })
    .from(subcategories)
    .leftJoin(ps, eq(ps.id, subcategories.id))
    .where(and(...subFilter))
    .orderBy(asc(subcategories.sortOrder), asc(subcategories.nameEn));

  const view = <T extends Omit<typeof categories.$inferSelect, 'prepMinutes'>>(c: T, n: number) => ({
    id: c.id,
    slug: c.slug,
    nameEn: c.nameEn,
    nameAr: c.nameAr,
    descriptionEn: c.descriptionEn,
    descriptionAr: c.descriptionAr,
    image: c.image,
    sortOrder: c.sortOrder,
    status: c.status,
    productCount: n,
  });
  const groups = await categoryGroupIds(
    db,
    cats.map((r) => r.c.id),
  );
  return {
    categories: cats.map(({ c, n }): AdminCategory => ({
      ...view(c, n),
      prepMinutes: c.prepMinutes,
      optionGroupIds: groups.get(c.id) ?? [],
      subcategories: subs
        .filter(({ s }) => s.categoryId === c.id)
        .map(({ s, n: sn }): AdminSubcategory => ({ ...view(s, sn), categoryId: s.categoryId })),
    })),
  };
}

export async function oneCategory(db: Db, id: string): Promise<AdminCategory> {
  const tree = await listCategoryTree(db, { includeInactive: true });
  const found = tree.categories.find((c) => c.id === id);
  if (!found) throw new AppError('category_not_found', 404);
  return found;
}

export async function oneSubcategory(db: Db, id: string): Promise<AdminSubcategory> {
  const tree = await listCategoryTree(db, { includeInactive: true });
  const found = tree.categories.flatMap((c) => c.subcategories).find((s) => s.id === id);
  if (!found) throw new AppError('subcategory_not_found', 404);
  return found;
}
