import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { categories, products, subcategories } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import type { CategoryInput, SubcategoryInput } from '../catalog.admin.schema';
import type { AdminCategory, AdminCategoryTree, AdminSubcategory } from '../catalog.admin.views';
import { categoryHasProducts, categoryHasSubcategories } from './in-use-messages';
import { containsPattern } from './product-admin.service';
import { insertWithSlug } from './slugs';

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

  const view = <T extends typeof categories.$inferSelect>(c: T, n: number) => ({
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
  return {
    categories: cats.map(({ c, n }): AdminCategory => ({
      ...view(c, n),
      subcategories: subs
        .filter(({ s }) => s.categoryId === c.id)
        .map(({ s, n: sn }): AdminSubcategory => ({ ...view(s, sn), categoryId: s.categoryId })),
    })),
  };
}

const fields = (input: CategoryInput) => ({
  nameEn: input.nameEn,
  nameAr: input.nameAr,
  descriptionEn: input.descriptionEn,
  descriptionAr: input.descriptionAr,
  image: input.image,
  sortOrder: input.sortOrder,
  status: input.status,
});

async function oneCategory(db: Db, id: string): Promise<AdminCategory> {
  const tree = await listCategoryTree(db, { includeInactive: true });
  const found = tree.categories.find((c) => c.id === id);
  if (!found) throw new AppError('category_not_found', 404);
  return found;
}

async function oneSubcategory(db: Db, id: string): Promise<AdminSubcategory> {
  const tree = await listCategoryTree(db, { includeInactive: true });
  const found = tree.categories.flatMap((c) => c.subcategories).find((s) => s.id === id);
  if (!found) throw new AppError('subcategory_not_found', 404);
  return found;
}

export async function createCategory(db: Db, input: CategoryInput): Promise<AdminCategory> {
  const id = await insertWithSlug(db, categories, input.nameEn, fields(input));
  return oneCategory(db, id);
}

export async function updateCategory(db: Db, id: string, input: CategoryInput): Promise<AdminCategory> {
  const rows = await db
    .update(categories)
    .set(fields(input))
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  if (rows.length === 0) throw new AppError('category_not_found', 404);
  return oneCategory(db, id);
}

const parentMissing = () =>
  new AppError('validation_failed', 422, [
    { path: 'categoryId', code: 'custom', message: 'admin-catalog:validation.parentRequired' },
  ]);

async function checkParent(db: Db | Tx, categoryId: string) {
  const [found] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!found) throw parentMissing();
}

export async function createSubcategory(db: Db, input: SubcategoryInput): Promise<AdminSubcategory> {
  await checkParent(db, input.categoryId);
  const id = await insertWithSlug(db, subcategories, input.nameEn, {
    ...fields(input),
    categoryId: input.categoryId,
  });
  return oneSubcategory(db, id);
}

/** A subcategory that products use cannot move to another category (they would not follow). */
export async function updateSubcategory(
  db: Db,
  id: string,
  input: SubcategoryInput,
): Promise<AdminSubcategory> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(subcategories).where(eq(subcategories.id, id)).for('update');
    if (!current) throw new AppError('subcategory_not_found', 404);
    if (current.categoryId !== input.categoryId) {
      await checkParent(tx, input.categoryId);
      const used = await countWhere(tx, eq(products.subcategoryId, id));
      if (used > 0) throw new AppError('category_in_use', 409, undefined, categoryHasProducts(used, true));
    }
    await tx
      .update(subcategories)
      .set({ ...fields(input), categoryId: input.categoryId })
      .where(eq(subcategories.id, id));
  });
  return oneSubcategory(db, id);
}

async function countWhere(tx: Tx, where: SQL, table: typeof products | typeof subcategories = products) {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** Refused (409 `category_in_use`, naming the count) while products or subcategories use it. */
export async function deleteCategory(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, id))
      .for('update');
    if (!found) throw new AppError('category_not_found', 404);
    const used = await countWhere(tx, eq(products.categoryId, id));
    if (used > 0) throw new AppError('category_in_use', 409, { products: used }, categoryHasProducts(used));
    const subs = await countWhere(tx, eq(subcategories.categoryId, id), subcategories);
    if (subs > 0)
      throw new AppError('category_in_use', 409, { subcategories: subs }, categoryHasSubcategories(subs));
    await tx.delete(categories).where(eq(categories.id, id));
  });
}

export async function deleteSubcategory(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: subcategories.id })
      .from(subcategories)
      .where(eq(subcategories.id, id))
      .for('update');
    if (!found) throw new AppError('subcategory_not_found', 404);
    const used = await countWhere(tx, eq(products.subcategoryId, id));
    if (used > 0)
      throw new AppError('category_in_use', 409, { products: used }, categoryHasProducts(used, true));
    await tx.delete(subcategories).where(eq(subcategories.id, id));
  });
}
