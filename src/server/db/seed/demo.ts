import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { insertDemoOrders } from './demo-orders';
import { EMPLOYEES } from './employees-data';
import { PRODUCTS } from './menu-data';
import { REVIEWS } from './reviews-data';

export const DEMO_KEY = 'demo.version';
const DEMO_VERSION = 1;
const DAY = 86_400_000;

/** The demo was not loaded: the shop already has its own records (nothing was changed). */
export class DemoRefusedError extends Error {}

export interface DemoResult {
  /** False when the demo was loaded before (nothing changed). */
  loaded: boolean;
  employees: number;
  reviews: number;
  orders: number;
}

/**
 * `npm run demo`: the demo's people and history on top of the starter menu: the team (employees),
 * the home page's sample reviews and, unless `orders: false`, two weeks of orders from a few
 * regular customers. A fresh install has none of these: they are someone else's shop.
 * Once only (the `demo.version` setting); refused, changing nothing, when the shop already has
 * orders or employees of its own. One transaction. Tests load it with `orders: false`.
 */
export async function loadDemo(db: Db, opts: { orders?: boolean; now?: number } = {}): Promise<DemoResult> {
  const now = opts.now ?? Date.now();
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(s.settings)
      .values({ key: DEMO_KEY, value: DEMO_VERSION })
      .onConflictDoNothing()
      .returning({ key: s.settings.key });
    if (claimed.length === 0) return { loaded: false, employees: 0, reviews: 0, orders: 0 };

    const [[orders], [employees]] = await Promise.all([
      tx.select({ n: count() }).from(s.orders),
      tx.select({ n: count() }).from(s.employees),
    ]);
    if ((orders?.n ?? 0) > 0 || (employees?.n ?? 0) > 0)
      throw new DemoRefusedError(
        `The shop already has ${orders?.n ?? 0} order(s) and ${employees?.n ?? 0} employee(s) of its own: ` +
          'the demo is only for a new shop, and nothing was changed.',
      );

    const team = await tx
      .insert(s.employees)
      .values(EMPLOYEES.map((e) => ({ ...e })))
      .returning({ id: s.employees.id, status: s.employees.status });

    // The reviews are about menu items by their English name as the starter menu has it.
    const names = PRODUCTS.map((p) => p.en[0]);
    const products = await tx
      .select({ id: s.products.id, nameEn: s.products.nameEn })
      .from(s.products)
      .where(inArray(s.products.nameEn, names));
    const idOf = new Map(products.map((p) => [p.nameEn, p.id]));
    const slugName = new Map(PRODUCTS.map((p) => [p.slug, p.en[0]]));
    await tx.insert(s.reviews).values(
      REVIEWS.map((r) => ({
        productId: r.product === null ? null : (idOf.get(slugName.get(r.product) ?? '') ?? null),
        authorNameEn: r.authorNameEn,
        authorNameAr: r.authorNameAr,
        rating: r.rating,
        commentEn: r.commentEn,
        commentAr: r.commentAr,
        status: 'approved' as const,
        featured: true,
        createdAt: new Date(now - r.daysAgo * DAY),
      })),
    );

    const active = team.filter((e) => e.status === 'active').map((e) => e.id);
    const written = opts.orders === false ? 0 : await insertDemoOrders(tx, active, now);
    return { loaded: true, employees: team.length, reviews: REVIEWS.length, orders: written };
  });
}

/** Whether the demo was loaded into this database. */
export async function demoLoaded(db: Db): Promise<boolean> {
  const rows = await db.select({ key: s.settings.key }).from(s.settings).where(eq(s.settings.key, DEMO_KEY));
  return rows.length > 0;
}
