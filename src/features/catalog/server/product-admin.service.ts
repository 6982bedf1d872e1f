import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Page } from '@/common/pagination';
import type { Db, Tx } from '@/server/db/client';
import { categories, orderItems, productSizes, products, subcategories } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import {
  aedToFils,
  type ProductInput,
  type ProductListQuery,
  type StockPatch,
} from '../catalog.admin.schema';
import { containsPattern } from '@/server/lib/sql-like';
import type { AdminProduct, ProductDeleted } from '../catalog.admin.views';
import { offeredGroupIds, writeProductGroups } from './option-links';
import { menuSize } from './catalog.service';
import { firstFreeSlug, slugify } from './slugs';
import { MAX_SIZE_KEY_LENGTH } from '@/common/product-size';

const sub = alias(subcategories, 'sub');

/** `%text%` for ILIKE, with the pattern's own wildcards taken literally. */

const baseSelect = (db: Db | Tx) =>
  db
    .select({
      product: products,
      category: { nameEn: categories.nameEn, nameAr: categories.nameAr },
      categoryPrepMinutes: categories.prepMinutes,
      subNameEn: sub.nameEn,
      subNameAr: sub.nameAr,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(sub, eq(sub.id, products.subcategoryId));

type Row = Awaited<ReturnType<ReturnType<typeof baseSelect>['execute']>>[number];

/** Attaches sizes (one query for the whole page, in the owner's order). */
async function withSizes(db: Db | Tx, rows: Row[]): Promise<AdminProduct[]> {
  const ids = rows.map((r) => r.product.id);
  const sizes = ids.length
    ? await db
        .select()
        .from(productSizes)
        .where(inArray(productSizes.productId, ids))
        .orderBy(asc(productSizes.sortOrder), asc(productSizes.size))
    : [];
  const groups = await offeredGroupIds(
    db,
    rows.map((r) => r.product),
  );
  return rows.map(({ product: p, category, categoryPrepMinutes, subNameEn, subNameAr }) => ({
    id: p.id,
    nameEn: p.nameEn,
    nameAr: p.nameAr,
    descriptionEn: p.descriptionEn,
    descriptionAr: p.descriptionAr,
    categoryId: p.categoryId,
    subcategoryId: p.subcategoryId,
    category,
    subcategory: subNameEn !== null && subNameAr !== null ? { nameEn: subNameEn, nameAr: subNameAr } : null,
    image: p.image,
    gallery: p.gallery,
    status: p.status,
    soldOut: p.soldOut,
    prepMinutes: p.prepMinutes,
    categoryPrepMinutes,
    sizes: sizes.filter((s) => s.productId === p.id).map(menuSize),
    optionGroupIds: groups.get(p.id) ?? [],
    createdAt: p.createdAt.toISOString(),
  }));
}

/** One page of products: search over both names, category and status filters, four sorts. */
export async function listProducts(db: Db, q: ProductListQuery): Promise<Page<AdminProduct>> {
  const filters: SQL[] = [];
  if (q.q)
    filters.push(
      or(ilike(products.nameEn, containsPattern(q.q)), ilike(products.nameAr, containsPattern(q.q)))!,
    );
  if (q.categoryId) filters.push(eq(products.categoryId, q.categoryId));
  if (q.status) filters.push(eq(products.status, q.status));
  const where = filters.length ? and(...filters) : undefined;
  const name = q.lang === 'ar' ? products.nameAr : sql`lower(${products.nameEn})`;
  const order = {
    newest: [desc(products.createdAt), asc(products.id)],
    oldest: [asc(products.createdAt), asc(products.id)],
    'name-asc': [asc(name), asc(products.id)],
    'name-desc': [desc(name), asc(products.id)],
  }[q.sort];
  const [rows, [totalRow]] = await Promise.all([
    baseSelect(db)
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows: await withSizes(db, rows), total: totalRow?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

export async function getProduct(db: Db | Tx, id: string): Promise<AdminProduct> {
  const rows = await baseSelect(db).where(eq(products.id, id)).limit(1);
  if (rows.length === 0) throw new AppError('product_not_found', 404);
  return (await withSizes(db, rows))[0]!;
}

const fieldError = (path: string, message: string) =>
  new AppError('validation_failed', 422, [{ path, code: 'custom', message }]);

/** The category must exist; a subcategory, when given, must be one of that category's. */
async function checkPlacement(tx: Tx, input: ProductInput) {
  const [cat] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.categoryId));
  if (!cat) throw fieldError('categoryId', 'admin-catalog:validation.categoryMissing');
  if (input.subcategoryId === null) return;
  const [s] = await tx
    .select({ categoryId: subcategories.categoryId })
    .from(subcategories)
    .where(eq(subcategories.id, input.subcategoryId));
  if (!s || s.categoryId !== input.categoryId)
    throw fieldError('subcategoryId', 'admin-catalog:validation.subcategoryMismatch');
}

const productValues = (input: ProductInput) => ({
  nameEn: input.nameEn,
  nameAr: input.nameAr,
  descriptionEn: input.descriptionEn,
  descriptionAr: input.descriptionAr,
  categoryId: input.categoryId,
  subcategoryId: input.subcategoryId,
  image: input.image,
  gallery: input.gallery,
  status: input.status,
  soldOut: input.soldOut,
  // Absent: the stored preparation time stays (a new product takes its category's).
  ...(input.prepMinutes === undefined ? {} : { prepMinutes: input.prepMinutes }),
});

/**
 * The sizes' keys: a saved size keeps its own (carts name it by it, whatever it is called now); a
 * new one takes a slug of its English name (`1 L bottle` → `1-l-bottle`, `size` when it has no
 * Latin letters or digits), made unique within the product.
 */
export function sizeKeys(rows: readonly { size?: string; nameEn: string }[]): string[] {
  const taken = new Set(rows.flatMap((r) => (r.size ? [r.size] : [])));
  return rows.map((r) => {
    if (r.size) return r.size;
    const key = firstFreeSlug(slugify(r.nameEn, 'size', MAX_SIZE_KEY_LENGTH - 3), taken);
    taken.add(key);
    return key;
  });
}

/** Replaces the product's sizes with the form's rows, in their order. */
async function writeSizes(tx: Tx, productId: string, input: ProductInput) {
  const keys = sizeKeys(input.sizes);
  await tx.delete(productSizes).where(eq(productSizes.productId, productId));
  await tx.insert(productSizes).values(
    input.sizes.map((s, i) => ({
      productId,
      size: keys[i]!,
      nameEn: s.nameEn,
      nameAr: s.nameAr,
      sortOrder: i,
      priceFils: aedToFils(s.price),
      soldOut: s.soldOut,
    })),
  );
}

/** Creates a product and its sizes in one transaction. */
export async function createProduct(db: Db, input: ProductInput): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    await checkPlacement(tx, input);
    const [row] = await tx.insert(products).values(productValues(input)).returning({ id: products.id });
    await writeSizes(tx, row!.id, input);
    if (input.optionGroupIds)
      await writeProductGroups(tx, { id: row!.id, categoryId: input.categoryId }, input.optionGroupIds);
    return getProduct(tx, row!.id);
  });
}

/** Replaces a product's fields and sizes in one transaction. */
export async function replaceProduct(db: Db, id: string, input: ProductInput): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    await checkPlacement(tx, input);
    const rows = await tx
      .update(products)
      .set(productValues(input))
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (rows.length === 0) throw new AppError('product_not_found', 404);
    await writeSizes(tx, id, input);
    if (input.optionGroupIds)
      await writeProductGroups(tx, { id, categoryId: input.categoryId }, input.optionGroupIds);
    return getProduct(tx, id);
  });
}

/** Sold-out toggles for the whole product and/or single sizes (sizes it lacks are refused). */
export async function setStock(db: Db, id: string, patch: StockPatch): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!found) throw new AppError('product_not_found', 404);
    if (patch.soldOut !== undefined)
      await tx.update(products).set({ soldOut: patch.soldOut }).where(eq(products.id, id));
    for (const s of patch.sizes ?? []) {
      const rows = await tx
        .update(productSizes)
        .set({ soldOut: s.soldOut })
        .where(and(eq(productSizes.productId, id), eq(productSizes.size, s.size)))
        .returning({ id: productSizes.id });
      if (rows.length === 0) throw fieldError('sizes', 'admin-catalog:validation.sizeMissing');
    }
    return getProduct(tx, id);
  });
}

/**
 * Deletes a product, unless orders refer to it: then it is archived (off the menu, kept for
 * the order history) and `{ archived: true }` says so.
 */
export async function deleteProduct(db: Db, id: string): Promise<ProductDeleted> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!found) throw new AppError('product_not_found', 404);
    const [used] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.productId, id))
      .limit(1);
    if (used) {
      await tx.update(products).set({ status: 'archived' }).where(eq(products.id, id));
      return { archived: true };
    }
    await tx.delete(products).where(eq(products.id, id));
    return { archived: false };
  });
}
