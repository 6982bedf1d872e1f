import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { BUILT_IN_SIZES } from '@/common/product-size';
import * as s from '@/server/db/schema';
import type { MediaStore } from '@/server/storage/media-store';
import { OPTION_GROUPS } from './option-data';
import { CATEGORIES, PRODUCTS, SUBCATEGORIES } from './menu-data';
import { generateArt, type ArtJob } from './product-art';

export { DemoRefusedError, loadDemo, type DemoResult } from './demo';

export const SEED_VERSION = 1;
export const SEED_KEY = 'seed.version';

export const STORE_CONTACT = {
  phone: '+971 2 555 0199',
  email: 'hello@aseer.ae',
  addressEn: 'Asharij, Al Ain, Abu Dhabi, UAE',
  addressAr: 'عشارج، العين، أبوظبي، الإمارات العربية المتحدة',
};

const HOUR = 3_600_000;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `HH:MM-HH:MM` (close may be `24:00`) -> the `store.hours` setting; default 09:00–24:00. */
export function openingHoursSetting(spec?: string) {
  const hours = { timezone: 'Asia/Dubai', open: '09:00', close: '24:00' };
  if (spec === undefined || spec === '') return hours;
  const [open, close, ...rest] = spec.trim().split('-');
  if (!open || !close || rest.length || !TIME.test(open) || !(TIME.test(close) || close === '24:00')) {
    throw new Error(`Invalid opening hours "${spec}": expected HH:MM-HH:MM, e.g. 09:00-24:00`);
  }
  return { ...hours, open, close };
}

const productKey = (slug: string) => `products/${slug}.webp`;
const categoryKey = (slug: string) => `categories/${slug}.webp`;

/** Illustrations for every category and product (art vessel defaults to the category's). */
/** Every picture of the demo menu: its media key and what it draws. */
export function artJobs(): ArtJob[] {
  const kindOf = new Map(CATEGORIES.map((c) => [c.slug, c.art]));
  return [
    ...CATEGORIES.map((c) => ({
      key: categoryKey(c.slug),
      art: { kind: c.art, colors: c.colors, topping: c.topping },
    })),
    ...PRODUCTS.map((p) => ({
      key: productKey(p.slug),
      art: {
        kind: p.art ?? kindOf.get(p.category) ?? 'glass',
        colors: p.colors,
        topping: p.topping,
      },
    })),
  ];
}

async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select({ key: s.settings.key })
    .from(s.settings)
    .where(eq(s.settings.key, SEED_KEY))
    .limit(1);
  return rows.length > 0;
}

/**
 * Fills a fresh database with the starter menu the owner then edits: categories, subcategories
 * (one left empty on purpose), products with sizes and generated illustrations, drink options, and
 * store settings. No employees, reviews, customers or orders: those are the owner's own, or the
 * demo's (`loadDemo`, `npm run demo`). Runs once: returns false (and does nothing) when the `seed.version` setting exists.
 * Images are rendered and stored first; all rows are inserted in one transaction.
 */
export async function seedIfEmpty(
  db: Db,
  media: MediaStore,
  opts: { openingHours?: string } = {},
): Promise<boolean> {
  const hours = openingHoursSetting(opts.openingHours);
  if (await isSeeded(db)) return false;

  const images = await generateArt(artJobs(), media);
  const now = Date.now();
  const categoryIds = new Map(CATEGORIES.map((c) => [c.slug, randomUUID()]));
  const subIds = new Map(SUBCATEGORIES.map((sc) => [sc.slug, randomUUID()]));
  const productIds = new Map(PRODUCTS.map((p) => [p.slug, randomUUID()]));
  const id = (ids: Map<string, string>, slug: string) => {
    const found = ids.get(slug);
    if (!found) throw new Error(`Seed data refers to unknown slug "${slug}"`);
    return found;
  };

  return db.transaction(async (tx) => {
    // Claim the seed first: a concurrent seeder blocks here, then finds the row and backs off.
    const claimed = await tx
      .insert(s.settings)
      .values({ key: SEED_KEY, value: SEED_VERSION })
      .onConflictDoNothing()
      .returning({ key: s.settings.key });
    if (claimed.length === 0) return false;

    await tx
      .insert(s.settings)
      .values([
        { key: 'store.contact', value: STORE_CONTACT },
        { key: 'store.hours', value: hours },
      ])
      .onConflictDoNothing();

    await tx.insert(s.categories).values(
      CATEGORIES.map((c, i) => ({
        id: id(categoryIds, c.slug),
        slug: c.slug,
        nameEn: c.nameEn,
        nameAr: c.nameAr,
        descriptionEn: c.descriptionEn,
        descriptionAr: c.descriptionAr,
        image: images.get(categoryKey(c.slug)) ?? null,
        sortOrder: i + 1,
      })),
    );

    const subOrder = new Map<string, number>();
    await tx.insert(s.subcategories).values(
      SUBCATEGORIES.map((sc) => {
        const order = (subOrder.get(sc.category) ?? 0) + 1;
        subOrder.set(sc.category, order);
        return {
          id: id(subIds, sc.slug),
          categoryId: id(categoryIds, sc.category),
          slug: sc.slug,
          nameEn: sc.nameEn,
          nameAr: sc.nameAr,
          sortOrder: order,
        };
      }),
    );

    // Later menu entries are newer (13 hours apart), so Newest/Oldest sorting is meaningful.
    await tx.insert(s.products).values(
      PRODUCTS.map((p, i) => {
        const created = new Date(now - (PRODUCTS.length - i) * 13 * HOUR);
        return {
          id: id(productIds, p.slug),
          categoryId: id(categoryIds, p.category),
          subcategoryId: p.sub === null ? null : id(subIds, p.sub),
          nameEn: p.en[0],
          nameAr: p.ar[0],
          descriptionEn: p.en[1],
          descriptionAr: p.ar[1],
          image: images.get(productKey(p.slug)) ?? null,
          status: p.inactive ? ('draft' as const) : ('active' as const),
          soldOut: p.soldOut ?? false,
          featured: p.featured ?? false,
          createdAt: created,
          updatedAt: created,
        };
      }),
    );

    await tx.insert(s.productSizes).values(
      PRODUCTS.flatMap((p) => {
        // Three prices: small, medium, large; two: small and large.
        const sizes = p.prices.length === 3 ? BUILT_IN_SIZES : [BUILT_IN_SIZES[0], BUILT_IN_SIZES[2]];
        return sizes.map((s, i) => ({
          productId: id(productIds, p.slug),
          ...s,
          sortOrder: i,
          priceFils: p.prices[i]!,
          soldOut: s.size === 'large' && (p.largeSoldOut ?? false),
        }));
      }),
    );

    // Drink options: each group, its options, and the categories that offer it.
    const groupIds = new Map(OPTION_GROUPS.map((g) => [g.key, randomUUID()]));
    await tx.insert(s.optionGroups).values(
      OPTION_GROUPS.map((g, i) => ({
        id: groupIds.get(g.key)!,
        nameEn: g.en,
        nameAr: g.ar,
        kind: g.kind,
        required: g.required,
        minChoices: g.minChoices,
        maxChoices: g.maxChoices,
        sortOrder: i + 1,
      })),
    );
    await tx.insert(s.options).values(
      OPTION_GROUPS.flatMap((g) =>
        g.options.map((o, i) => ({
          groupId: groupIds.get(g.key)!,
          nameEn: o.en,
          nameAr: o.ar,
          priceFils: o.priceFils ?? 0,
          isDefault: o.isDefault ?? false,
          sortOrder: i + 1,
        })),
      ),
    );
    await tx
      .insert(s.categoryOptionGroups)
      .values(
        OPTION_GROUPS.flatMap((g) =>
          g.categories.map((c) => ({ categoryId: id(categoryIds, c), groupId: groupIds.get(g.key)! })),
        ),
      );

    return true;
  });
}
