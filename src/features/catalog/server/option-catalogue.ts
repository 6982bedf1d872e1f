import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { categoryOptionGroups, optionGroups, options, productOptionGroups } from '@/server/db/schema';
import type { MenuOptionGroup } from '../catalog.schema';
import { productGroupIds } from '../option-rules';

/** The option groups on offer, and which products offer which: what the menu and an order read. */
export interface OptionCatalogue {
  /** Active groups with their active options, in the shop's order. */
  groups: MenuOptionGroup[];
  /** The groups a product offers, in order: its category's, less those it leaves out, plus its own. */
  groupIdsOf(product: { id: string; categoryId: string }): string[];
}

/**
 * Four queries whatever the menu's size. `productIds`: only these products' own choices (an
 * order's); all when absent (the menu).
 */
export async function loadOptionCatalogue(db: Db, productIds?: string[]): Promise<OptionCatalogue> {
  const [groupRows, optionRows, categoryLinks, productLinks] = await Promise.all([
    db
      .select()
      .from(optionGroups)
      .where(eq(optionGroups.status, 'active'))
      .orderBy(asc(optionGroups.sortOrder), asc(optionGroups.nameEn)),
    db
      .select()
      .from(options)
      .innerJoin(optionGroups, eq(optionGroups.id, options.groupId))
      .where(and(eq(options.status, 'active'), eq(optionGroups.status, 'active')))
      .orderBy(asc(options.sortOrder), asc(options.nameEn)),
    db.select().from(categoryOptionGroups),
    productIds && productIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(productOptionGroups)
          .where(productIds ? inArray(productOptionGroups.productId, productIds) : undefined),
  ]);
  const groups: MenuOptionGroup[] = groupRows.map((g) => ({
    id: g.id,
    nameEn: g.nameEn,
    nameAr: g.nameAr,
    kind: g.kind,
    required: g.required,
    minChoices: g.minChoices,
    maxChoices: g.maxChoices,
    options: optionRows
      .filter((r) => r.options.groupId === g.id)
      .map(({ options: o }) => ({
        id: o.id,
        nameEn: o.nameEn,
        nameAr: o.nameAr,
        priceFils: o.priceFils,
        isDefault: o.isDefault,
        soldOut: o.soldOut,
      })),
  }));
  const order = groups.map((g) => g.id);
  const byCategory = new Map<string, string[]>();
  for (const l of categoryLinks)
    byCategory.set(l.categoryId, [...(byCategory.get(l.categoryId) ?? []), l.groupId]);
  const byProduct = new Map<string, { groupId: string; included: boolean }[]>();
  for (const l of productLinks) byProduct.set(l.productId, [...(byProduct.get(l.productId) ?? []), l]);
  return {
    groups,
    groupIdsOf: (p) => productGroupIds(byCategory.get(p.categoryId) ?? [], byProduct.get(p.id) ?? [], order),
  };
}
