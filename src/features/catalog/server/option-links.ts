import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { categoryOptionGroups, optionGroups, orderItems, productOptionGroups } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { productGroupIds } from '../option-rules';

/**
 * Which option groups categories and products offer, for the back office (archived groups
 * included, so a form shows what is attached), and whether orders used a group or an option.
 */

/** Category id → its groups' ids. */
export async function categoryGroupIds(db: Db | Tx, categoryIds: string[]): Promise<Map<string, string[]>> {
  const byCategory = new Map<string, string[]>(categoryIds.map((id) => [id, []]));
  if (categoryIds.length === 0) return byCategory;
  const rows = await db
    .select({ categoryId: categoryOptionGroups.categoryId, groupId: categoryOptionGroups.groupId })
    .from(categoryOptionGroups)
    .innerJoin(optionGroups, eq(optionGroups.id, categoryOptionGroups.groupId))
    .where(inArray(categoryOptionGroups.categoryId, categoryIds))
    .orderBy(asc(optionGroups.sortOrder), asc(optionGroups.nameEn));
  for (const r of rows) byCategory.get(r.categoryId)?.push(r.groupId);
  return byCategory;
}

/** Product id → the groups it offers (its category's, less those left out, plus its own), in order. */
export async function offeredGroupIds(
  db: Db | Tx,
  list: { id: string; categoryId: string }[],
): Promise<Map<string, string[]>> {
  if (list.length === 0) return new Map();
  const [order, byCategory, links] = await Promise.all([
    db
      .select({ id: optionGroups.id })
      .from(optionGroups)
      .orderBy(asc(optionGroups.sortOrder), asc(optionGroups.nameEn)),
    categoryGroupIds(db, [...new Set(list.map((p) => p.categoryId))]),
    db
      .select()
      .from(productOptionGroups)
      .where(
        inArray(
          productOptionGroups.productId,
          list.map((p) => p.id),
        ),
      ),
  ]);
  const ids = order.map((g) => g.id);
  return new Map(
    list.map((p) => [
      p.id,
      productGroupIds(
        byCategory.get(p.categoryId) ?? [],
        links.filter((l) => l.productId === p.id),
        ids,
      ),
    ]),
  );
}

/** Refuses (422 on `optionGroupIds`) ids that are not option groups. */
export async function checkGroups(tx: Db | Tx, ids: string[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: optionGroups.id })
    .from(optionGroups)
    .where(inArray(optionGroups.id, ids));
  if (found.length !== new Set(ids).size)
    throw new AppError('validation_failed', 422, [
      { path: 'optionGroupIds', code: 'custom', message: 'admin-catalog:validation.optionGroupUnknown' },
    ]);
}

export async function writeCategoryGroups(tx: Tx, categoryId: string, ids: string[]) {
  await checkGroups(tx, ids);
  await tx.delete(categoryOptionGroups).where(eq(categoryOptionGroups.categoryId, categoryId));
  const unique = [...new Set(ids)];
  if (unique.length)
    await tx.insert(categoryOptionGroups).values(unique.map((groupId) => ({ categoryId, groupId })));
}

/**
 * Stores what a product offers as its differences from its category: the category's groups it
 * leaves out (`included: false`) and the others it adds (`included: true`).
 */
export async function writeProductGroups(tx: Tx, product: { id: string; categoryId: string }, ids: string[]) {
  await checkGroups(tx, ids);
  const inherited = (await categoryGroupIds(tx, [product.categoryId])).get(product.categoryId) ?? [];
  const wanted = new Set(ids);
  const rows = [
    ...inherited.filter((g) => !wanted.has(g)).map((groupId) => ({ groupId, included: false })),
    ...[...wanted].filter((g) => !inherited.includes(g)).map((groupId) => ({ groupId, included: true })),
  ];
  await tx.delete(productOptionGroups).where(eq(productOptionGroups.productId, product.id));
  if (rows.length)
    await tx.insert(productOptionGroups).values(rows.map((r) => ({ ...r, productId: product.id })));
}

/** Whether any order line chose this option (`optionId`) or an option of this group (`groupId`). */
export async function usedByOrders(tx: Tx, key: 'optionId' | 'groupId', id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(sql`${orderItems.options} @> ${JSON.stringify([{ [key]: id }])}::jsonb`)
    .limit(1);
  return row !== undefined;
}
