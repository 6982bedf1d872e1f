import { count, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { categories, products, subcategories } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import {
  DEFAULT_CATEGORY_PREP_MINUTES,
  type CategoryInput,
  type SubcategoryInput,
} from '../catalog.admin.schema';
import type { AdminCategory, AdminSubcategory } from '../catalog.admin.views';
import { categoryHasProducts, categoryHasSubcategories } from './in-use-messages';
import { oneCategory, oneSubcategory } from './category-tree.service';
import { checkGroups, writeCategoryGroups } from './option-links';
import { insertWithSlug } from './slugs';

const fields = (input: Omit<CategoryInput, 'prepMinutes'>) => ({
  nameEn: input.nameEn,
  nameAr: input.nameAr,
  descriptionEn: input.descriptionEn,
  descriptionAr: input.descriptionAr,
  image: input.image,
  sortOrder: input.sortOrder,
  status: input.status,
});

export async function createCategory(db: Db, input: CategoryInput): Promise<AdminCategory> {
  if (input.optionGroupIds) await checkGroups(db, input.optionGroupIds);
  const id = await insertWithSlug(db, categories, input.nameEn, {
    ...fields(input),
    prepMinutes: input.prepMinutes ?? DEFAULT_CATEGORY_PREP_MINUTES,
  });
  const groupIds = input.optionGroupIds;
  if (groupIds) await db.transaction((tx) => writeCategoryGroups(tx, id, groupIds));
  return oneCategory(db, id);
}

export async function updateCategory(db: Db, id: string, input: CategoryInput): Promise<AdminCategory> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(categories)
      // Absent: the stored preparation time stays.
      .set({
        ...fields(input),
        ...(input.prepMinutes === undefined ? {} : { prepMinutes: input.prepMinutes }),
      })
      .where(eq(categories.id, id))
      .returning({ id: categories.id });
    if (rows.length === 0) throw new AppError('category_not_found', 404);
    if (input.optionGroupIds) await writeCategoryGroups(tx, id, input.optionGroupIds);
  });
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
