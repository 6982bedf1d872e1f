import { asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';
import { categories, navMenuItems, navMenus, products } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import {
  MAX_MENUS,
  STORE_PAGE_PATHS,
  type AdminMenu,
  type AdminMenuDetail,
  type AdminMenuItem,
  type AdminMenuItemRow,
  type MenuChoices,
  type MenuCreate,
  type MenuRename,
} from '../menus.schema';

/**
 * The storefront shows, for each location, the first menu created there (the seeded one until it
 * is deleted): a new menu is a draft that changes nothing the customers see until then.
 */
const LIVE = sql`(select distinct on (m.location) m.id from nav_menus m order by m.location, m.created_at, m.id)`;

const toIso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/** Every menu with its item count, live ones first within each location. */
export async function listMenus(db: Db, id?: string): Promise<AdminMenu[]> {
  const rows = await db
    .select({
      id: navMenus.id,
      name: navMenus.name,
      location: navMenus.location,
      createdAt: navMenus.createdAt,
      // Written out: inside the subquery drizzle's bare "id" would be the item's.
      itemCount: sql<number>`(select count(*)::int from nav_menu_items i where i.menu_id = nav_menus.id)`,
      live: sql<boolean>`nav_menus.id in ${LIVE}`,
    })
    .from(navMenus)
    .where(id ? eq(navMenus.id, id) : undefined)
    .orderBy(
      sql`array_position(array['header','footer','mobile'], ${navMenus.location})`,
      asc(navMenus.createdAt),
      asc(navMenus.id),
    );
  return rows.map((r) => ({ ...r, createdAt: toIso(r.createdAt), itemCount: Number(r.itemCount) }));
}

async function oneMenu(db: Db, id: string): Promise<AdminMenu> {
  const [menu] = await listMenus(db, id);
  if (!menu) throw new AppError('menu_not_found', 404);
  return menu;
}

export async function createMenu(db: Db, input: MenuCreate): Promise<AdminMenu> {
  const [{ n }] = (await db.select({ n: count() }).from(navMenus)) as [{ n: number }];
  if (n >= MAX_MENUS) throw new AppError('menu_limit', 422);
  const [row] = await db.insert(navMenus).values(input).returning({ id: navMenus.id });
  return oneMenu(db, row!.id);
}

export async function renameMenu(db: Db, id: string, input: MenuRename): Promise<AdminMenu> {
  const [row] = await db
    .update(navMenus)
    .set({ name: input.name })
    .where(eq(navMenus.id, id))
    .returning({ id: navMenus.id });
  if (!row) throw new AppError('menu_not_found', 404);
  return oneMenu(db, id);
}

/** Deletes a menu and its items; the next menu of its location (if any) becomes the live one. */
export async function deleteMenu(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(navMenus).where(eq(navMenus.id, id)).returning({ id: navMenus.id });
  if (!row) throw new AppError('menu_not_found', 404);
}

const productCategory = alias(categories, 'product_category');

/** A menu and its items as a tree (top level by position, each with its children), in two queries. */
export async function getMenu(db: Db, id: string): Promise<AdminMenuDetail> {
  const menu = await oneMenu(db, id);
  const rows = await db
    .select({
      id: navMenuItems.id,
      parentId: navMenuItems.parentId,
      titleEn: navMenuItems.titleEn,
      titleAr: navMenuItems.titleAr,
      type: navMenuItems.type,
      url: navMenuItems.url,
      categoryId: navMenuItems.categoryId,
      productId: navMenuItems.productId,
      target: navMenuItems.target,
      position: navMenuItems.position,
      linkedEn: sql<string | null>`coalesce(${categories.nameEn}, ${products.nameEn})`,
      linkedAr: sql<string | null>`coalesce(${categories.nameAr}, ${products.nameAr})`,
      hidden: sql<boolean>`coalesce(${categories.status} <> 'active', false)
        or coalesce(${products.status} <> 'active' or ${productCategory.status} <> 'active', false)`,
    })
    .from(navMenuItems)
    .leftJoin(categories, eq(categories.id, navMenuItems.categoryId))
    .leftJoin(products, eq(products.id, navMenuItems.productId))
    .leftJoin(productCategory, eq(productCategory.id, products.categoryId))
    .where(eq(navMenuItems.menuId, id))
    .orderBy(asc(navMenuItems.position), asc(navMenuItems.createdAt), asc(navMenuItems.id));
  return { menu, items: toTree(rows) };
}

function toTree(rows: AdminMenuItemRow[]): AdminMenuItem[] {
  const top = rows.filter((r) => !r.parentId).map((r) => ({ ...r, children: [] as AdminMenuItemRow[] }));
  const byId = new Map(top.map((r) => [r.id, r]));
  for (const r of rows) if (r.parentId) byId.get(r.parentId)?.children.push(r);
  return top;
}

/** What a page, category or product link may point at: the storefront's pages and the catalogue. */
export async function menuChoices(db: Db): Promise<MenuChoices> {
  const [cats, prods] = await Promise.all([
    db
      .select({
        id: categories.id,
        nameEn: categories.nameEn,
        nameAr: categories.nameAr,
        active: sql<boolean>`${categories.status} = 'active'`,
      })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.nameEn)),
    db
      .select({
        id: products.id,
        nameEn: products.nameEn,
        nameAr: products.nameAr,
        active: sql<boolean>`${products.status} = 'active'`,
      })
      .from(products)
      .orderBy(asc(products.nameEn))
      .limit(2000),
  ]);
  return { pages: [...STORE_PAGE_PATHS], categories: cats, products: prods };
}
