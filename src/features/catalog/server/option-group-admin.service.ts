import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { categoryOptionGroups, optionGroups, options } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { aedToFils } from '../catalog.admin.schema';
import type { OptionGroupInput, OptionStock } from '../option-group.admin.schema';
import type { AdminOptionGroup, AdminOptionGroupList, OptionDeleted } from '../option-group.admin.views';
import { usedByOrders } from './option-links';

type Status = 'active' | 'archived';

/** Groups by sort order, each with its options (active first) and the categories offering it. */
export async function listOptionGroups(db: Db | Tx, q: { status?: Status; ids?: string[] } = {}) {
  const where = and(
    q.status ? eq(optionGroups.status, q.status) : undefined,
    q.ids ? inArray(optionGroups.id, q.ids) : undefined,
  );
  const groups = await db
    .select()
    .from(optionGroups)
    .where(where)
    .orderBy(asc(optionGroups.sortOrder), asc(optionGroups.nameEn));
  const ids = groups.map((g) => g.id);
  const [rows, links] = ids.length
    ? await Promise.all([
        db.select().from(options).where(inArray(options.groupId, ids)).orderBy(asc(options.sortOrder)),
        db.select().from(categoryOptionGroups).where(inArray(categoryOptionGroups.groupId, ids)),
      ])
    : [[], []];
  const list: AdminOptionGroupList = {
    groups: groups.map((g) => ({
      id: g.id,
      nameEn: g.nameEn,
      nameAr: g.nameAr,
      kind: g.kind,
      required: g.required,
      minChoices: g.minChoices,
      maxChoices: g.maxChoices,
      sortOrder: g.sortOrder,
      status: g.status,
      options: rows
        .filter((o) => o.groupId === g.id)
        .sort((a, b) => Number(a.status === 'archived') - Number(b.status === 'archived'))
        .map((o) => ({
          id: o.id,
          nameEn: o.nameEn,
          nameAr: o.nameAr,
          priceFils: o.priceFils,
          isDefault: o.isDefault && o.status === 'active',
          soldOut: o.soldOut,
          sortOrder: o.sortOrder,
          status: o.status,
        })),
      categoryIds: links.filter((l) => l.groupId === g.id).map((l) => l.categoryId),
    })),
  };
  return list;
}

export async function getOptionGroup(db: Db | Tx, id: string): Promise<AdminOptionGroup> {
  const [group] = (await listOptionGroups(db, { ids: [id] })).groups;
  if (!group) throw new AppError('option_group_not_found', 404);
  return group;
}

const groupValues = (input: OptionGroupInput) => ({
  nameEn: input.nameEn,
  nameAr: input.nameAr,
  kind: input.kind,
  required: input.required,
  minChoices: input.minChoices,
  maxChoices: input.maxChoices,
  sortOrder: input.sortOrder,
});

const optionValues = (o: OptionGroupInput['options'][number], i: number) => ({
  nameEn: o.nameEn,
  nameAr: o.nameAr,
  priceFils: aedToFils(o.price),
  isDefault: o.isDefault,
  soldOut: o.soldOut,
  sortOrder: i,
  status: 'active' as const,
});

/** Writes the options: kept ones updated, new ones added, left-out ones deleted or archived if ordered. */
async function writeOptions(tx: Tx, groupId: string, input: OptionGroupInput) {
  const existing = await tx.select().from(options).where(eq(options.groupId, groupId));
  const known = new Set(existing.map((o) => o.id));
  input.options.forEach((o, i) => {
    if (o.id && !known.has(o.id))
      throw new AppError('validation_failed', 422, [
        { path: `options.${i}.id`, code: 'custom', message: 'admin-catalog:validation.optionUnknown' },
      ]);
  });
  // One default per group (a unique index): clear them all before setting the new one.
  await tx.update(options).set({ isDefault: false }).where(eq(options.groupId, groupId));
  const kept = new Set(input.options.flatMap((o) => (o.id ? [o.id] : [])));
  for (const old of existing.filter((o) => o.status === 'active' && !kept.has(o.id))) {
    if (await usedByOrders(tx, 'optionId', old.id))
      await tx.update(options).set({ status: 'archived' }).where(eq(options.id, old.id));
    else await tx.delete(options).where(eq(options.id, old.id));
  }
  for (const [i, o] of input.options.entries()) {
    if (o.id) await tx.update(options).set(optionValues(o, i)).where(eq(options.id, o.id));
    else await tx.insert(options).values({ ...optionValues(o, i), groupId });
  }
}

export async function createOptionGroup(db: Db, input: OptionGroupInput): Promise<AdminOptionGroup> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(optionGroups).values(groupValues(input)).returning({ id: optionGroups.id });
    await writeOptions(tx, row!.id, input);
    return getOptionGroup(tx, row!.id);
  });
}

export async function replaceOptionGroup(
  db: Db,
  id: string,
  input: OptionGroupInput,
): Promise<AdminOptionGroup> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(optionGroups)
      .set(groupValues(input))
      .where(eq(optionGroups.id, id))
      .returning();
    if (rows.length === 0) throw new AppError('option_group_not_found', 404);
    await writeOptions(tx, id, input);
    return getOptionGroup(tx, id);
  });
}

/** Deletes a group (and its options) unless an order used it: then it is archived, kept for history. */
export async function deleteOptionGroup(db: Db, id: string): Promise<OptionDeleted> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(optionGroups).where(eq(optionGroups.id, id)).for('update');
    if (!found) throw new AppError('option_group_not_found', 404);
    if (await usedByOrders(tx, 'groupId', id)) {
      await tx.update(optionGroups).set({ status: 'archived' }).where(eq(optionGroups.id, id));
      return { archived: true };
    }
    await tx.delete(options).where(eq(options.groupId, id));
    await tx.delete(optionGroups).where(eq(optionGroups.id, id));
    return { archived: false };
  });
}

export async function restoreOptionGroup(db: Db, id: string): Promise<AdminOptionGroup> {
  const rows = await db
    .update(optionGroups)
    .set({ status: 'active' })
    .where(eq(optionGroups.id, id))
    .returning({ id: optionGroups.id });
  if (rows.length === 0) throw new AppError('option_group_not_found', 404);
  return getOptionGroup(db, id);
}

async function lockOption(tx: Tx, id: string) {
  const [found] = await tx.select().from(options).where(eq(options.id, id)).for('update');
  if (!found) throw new AppError('option_not_found', 404);
  const [group] = await tx
    .select()
    .from(optionGroups)
    .where(eq(optionGroups.id, found.groupId))
    .for('update');
  return { option: found, group: group! };
}

/**
 * Deletes an option, or archives it when an order chose it. Refused (409) when the group would
 * keep fewer active options than its maximum choices (a required group could not be satisfied).
 */
export async function deleteOption(db: Db, id: string): Promise<OptionDeleted> {
  return db.transaction(async (tx) => {
    const { option, group } = await lockOption(tx, id);
    const others = await tx
      .select({ id: options.id })
      .from(options)
      .where(and(eq(options.groupId, group.id), eq(options.status, 'active'), ne(options.id, id)));
    if (option.status === 'active' && others.length < group.maxChoices)
      throw new AppError('option_group_too_few', 409);
    if (await usedByOrders(tx, 'optionId', id)) {
      await tx.update(options).set({ status: 'archived', isDefault: false }).where(eq(options.id, id));
      return { archived: true };
    }
    await tx.delete(options).where(eq(options.id, id));
    return { archived: false };
  });
}

/** Brings an archived option back, not as the default (the group may have another one by now). */
export async function restoreOption(db: Db, id: string): Promise<AdminOptionGroup> {
  return db.transaction(async (tx) => {
    const { group } = await lockOption(tx, id);
    await tx.update(options).set({ status: 'active', isDefault: false }).where(eq(options.id, id));
    return getOptionGroup(tx, group.id);
  });
}

/** Sold out or back in stock ("we're out of almond milk"). */
export async function setOptionStock(db: Db, id: string, patch: OptionStock): Promise<AdminOptionGroup> {
  const rows = await db
    .update(options)
    .set({ soldOut: patch.soldOut })
    .where(eq(options.id, id))
    .returning({ groupId: options.groupId });
  if (rows.length === 0) throw new AppError('option_not_found', 404);
  return getOptionGroup(db, rows[0]!.groupId);
}
