import { and, asc, count, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { categories, navMenuItems, navMenus, products } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { isSafeMenuUrl, MAX_MENU_ITEMS, type MenuItemInput } from '../menus.schema';
import { getMenu } from './menus.service';

/** A refusal that names the field it is about (the form shows it there). */
const fieldError = (
  code:
    | 'menu_url_unsafe'
    | 'menu_nesting'
    | 'menu_item_not_found'
    | 'category_not_found'
    | 'product_not_found'
    | 'menu_full',
  path: string,
  message: string,
) => new AppError(code, 422, [{ path, code: 'custom', message }]);

/** Locks the menu (positions and counts are computed one change at a time), or 404. */
async function lockMenu(tx: Tx, menuId: string) {
  const [menu] = await tx
    .select({ id: navMenus.id })
    .from(navMenus)
    .where(eq(navMenus.id, menuId))
    .for('update');
  if (!menu) throw new AppError('menu_not_found', 404);
}

async function findItem(tx: Tx, menuId: string, itemId: string) {
  const [item] = await tx
    .select()
    .from(navMenuItems)
    .where(and(eq(navMenuItems.id, itemId), eq(navMenuItems.menuId, menuId)));
  if (!item) throw new AppError('menu_item_not_found', 404);
  return item;
}

const siblingsOf = (menuId: string, parentId: string | null) =>
  and(
    eq(navMenuItems.menuId, menuId),
    parentId ? eq(navMenuItems.parentId, parentId) : isNull(navMenuItems.parentId),
  );

/**
 * The rules an item must meet beyond its shape: a safe URL, a category or product that exists,
 * and one level of children (the parent is a top-level item of the same menu, and an item with
 * children of its own cannot become a child). Returns the row's link columns, the others null.
 */
async function checkItem(tx: Tx, menuId: string, input: MenuItemInput, itemId?: string) {
  if (input.type === 'custom' && !isSafeMenuUrl(input.url)) {
    throw fieldError('menu_url_unsafe', 'url', 'admin-menu:validation.urlUnsafe');
  }
  if (input.type === 'category') {
    const [c] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, input.categoryId!));
    if (!c) throw fieldError('category_not_found', 'categoryId', 'admin-menu:validation.categoryRequired');
  }
  if (input.type === 'product') {
    const [p] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.productId!));
    if (!p) throw fieldError('product_not_found', 'productId', 'admin-menu:validation.productRequired');
  }
  if (input.parentId) {
    if (input.parentId === itemId)
      throw fieldError('menu_nesting', 'parentId', 'admin-menu:validation.nesting');
    const [parent] = await tx
      .select({ parentId: navMenuItems.parentId })
      .from(navMenuItems)
      .where(and(eq(navMenuItems.id, input.parentId), eq(navMenuItems.menuId, menuId)));
    if (!parent) throw fieldError('menu_item_not_found', 'parentId', 'admin-menu:validation.parentMissing');
    if (parent.parentId) throw fieldError('menu_nesting', 'parentId', 'admin-menu:validation.nesting');
    if (itemId) {
      const [{ n }] = (await tx
        .select({ n: count() })
        .from(navMenuItems)
        .where(eq(navMenuItems.parentId, itemId))) as [{ n: number }];
      if (n > 0) throw fieldError('menu_nesting', 'parentId', 'admin-menu:validation.hasChildren');
    }
  }
  return {
    titleEn: input.titleEn,
    titleAr: input.titleAr,
    type: input.type,
    url: input.type === 'custom' || input.type === 'page' ? input.url : null,
    categoryId: input.type === 'category' ? input.categoryId : null,
    productId: input.type === 'product' ? input.productId : null,
    target: input.target,
    parentId: input.parentId,
  };
}

async function nextPosition(tx: Tx, menuId: string, parentId: string | null) {
  const [row] = await tx
    .select({ top: max(navMenuItems.position) })
    .from(navMenuItems)
    .where(siblingsOf(menuId, parentId));
  return (row?.top ?? -1) + 1;
}

/** Adds an item at the end of its level; answers the menu as it now stands. */
export async function addMenuItem(db: Db, menuId: string, input: MenuItemInput) {
  await db.transaction(async (tx) => {
    await lockMenu(tx, menuId);
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(navMenuItems)
      .where(eq(navMenuItems.menuId, menuId))) as [{ n: number }];
    if (n >= MAX_MENU_ITEMS) throw new AppError('menu_full', 422);
    const values = await checkItem(tx, menuId, input);
    await tx
      .insert(navMenuItems)
      .values({ ...values, menuId, position: await nextPosition(tx, menuId, values.parentId) });
  });
  return getMenu(db, menuId);
}

/** Replaces an item's fields; moved under another parent (or to the top level), it goes last there. */
export async function updateMenuItem(db: Db, menuId: string, itemId: string, input: MenuItemInput) {
  await db.transaction(async (tx) => {
    await lockMenu(tx, menuId);
    const item = await findItem(tx, menuId, itemId);
    const values = await checkItem(tx, menuId, input, itemId);
    const position =
      values.parentId === item.parentId ? item.position : await nextPosition(tx, menuId, values.parentId);
    await tx
      .update(navMenuItems)
      .set({ ...values, position })
      .where(eq(navMenuItems.id, itemId));
  });
  return getMenu(db, menuId);
}

/** Removes an item and its children. */
export async function deleteMenuItem(db: Db, menuId: string, itemId: string) {
  await db.transaction(async (tx) => {
    await lockMenu(tx, menuId);
    await findItem(tx, menuId, itemId);
    await tx.delete(navMenuItems).where(eq(navMenuItems.id, itemId));
  });
  return getMenu(db, menuId);
}

/**
 * Swaps an item with its neighbour among its siblings, then numbers the level 0, 1, 2… in one
 * statement (so gaps and ties left by earlier changes are healed). At either end: no change.
 */
export async function moveMenuItem(db: Db, menuId: string, itemId: string, direction: 'up' | 'down') {
  await db.transaction(async (tx) => {
    await lockMenu(tx, menuId);
    const item = await findItem(tx, menuId, itemId);
    const ids = (
      await tx
        .select({ id: navMenuItems.id })
        .from(navMenuItems)
        .where(siblingsOf(menuId, item.parentId))
        .orderBy(asc(navMenuItems.position), asc(navMenuItems.createdAt), asc(navMenuItems.id))
    ).map((r) => r.id);
    const at = ids.indexOf(itemId);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= ids.length) return;
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    const list = sql`array[${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]`;
    await tx.execute(
      sql`update ${navMenuItems} set position = array_position(${list}, id) - 1 where id = any(${list})`,
    );
  });
  return getMenu(db, menuId);
}
