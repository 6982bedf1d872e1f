import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { localMediaStore } from '@/server/storage/media-store';
import { DemoRefusedError, loadDemo, seedIfEmpty } from './index';

const tally = async (db: Database['db']) => {
  const counts = await Promise.all(
    [s.employees, s.reviews, s.customers, s.orders, s.orderItems].map((table) =>
      db.select({ n: count() }).from(table),
    ),
  );
  return counts.map(([row]) => row?.n);
};

describe('loadDemo (npm run demo)', () => {
  let database: Database;
  let tmp: string;

  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'aseer-demo-'));
    database = await openPglite();
    await seedIfEmpty(database.db, localMediaStore(tmp));
  }, 180_000); // the menu's pictures are drawn: slow on a busy machine

  afterAll(async () => {
    await database?.close();
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  });

  it('adds the team, the featured reviews and two weeks of settled orders to the starter menu', async () => {
    expect(await tally(database.db)).toEqual([0, 0, 0, 0, 0]);
    const now = Date.parse('2026-11-28T12:00:00Z');
    const done = await loadDemo(database.db, { now });
    expect(done).toMatchObject({ loaded: true, employees: 6, reviews: 6 });
    expect(done.orders).toBeGreaterThanOrEqual(14 * 3);

    const [employees, reviews, customers, orders, lines] = await tally(database.db);
    expect([employees, reviews, orders]).toEqual([6, 6, done.orders]);
    expect(customers).toBeGreaterThanOrEqual(5);
    expect(lines).toBeGreaterThanOrEqual(done.orders);

    const rows = await database.db.select().from(s.orders);
    for (const o of rows) {
      expect(['completed', 'cancelled']).toContain(o.status);
      expect(o.paymentStatus).toBe(o.status === 'completed' ? 'paid' : 'unpaid');
      expect(o.createdAt.getTime()).toBeLessThan(Date.parse('2026-11-27T20:00:00Z')); // before today in Dubai
      expect(o.createdAt.getTime()).toBeGreaterThan(now - 15 * 86_400_000);
    }
    // The totals are the lines' sums, VAT 5% included.
    const items = await database.db.select().from(s.orderItems);
    for (const o of rows) {
      const sum = items
        .filter((i) => i.orderId === o.id)
        .reduce((a, i) => a + i.unitPriceFils * i.quantity, 0);
      expect(o.totalFils).toBe(sum);
      expect(o.vatFils).toBe(Math.round((sum * 500) / 10_500));
    }
    const [credited] = await database.db
      .select({ n: count() })
      .from(s.orders)
      .where(and(isNotNull(s.orders.employeeId), eq(s.orders.status, 'completed')));
    expect(credited?.n).toBeGreaterThan(0);
    const reviewed = await database.db.select().from(s.reviews).where(isNotNull(s.reviews.productId));
    expect(reviewed.length).toBeGreaterThanOrEqual(5);
  });

  it('loads once: a second run changes nothing', async () => {
    const before = await tally(database.db);
    expect(await loadDemo(database.db)).toMatchObject({ loaded: false });
    expect(await tally(database.db)).toEqual(before);
  });

  it('refuses a shop that has records of its own, changing nothing', { timeout: 180_000 }, async () => {
    const other = await openPglite();
    try {
      await seedIfEmpty(other.db, localMediaStore(path.join(tmp, 'other')));
      await other.db.insert(s.employees).values({ nameEn: 'Huda', nameAr: 'هدى' });
      await expect(loadDemo(other.db)).rejects.toBeInstanceOf(DemoRefusedError);
      expect(await tally(other.db)).toEqual([1, 0, 0, 0, 0]);
      const demoKey = await other.db.select().from(s.settings).where(eq(s.settings.key, 'demo.version'));
      expect(demoKey).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
