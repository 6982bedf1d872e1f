import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { categories, products } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import { versionOf } from './version-row';

/**
 * Migration 0022: the kitchen queue's and the catalogue's versions move once for a transaction,
 * however many rows it changed (each row's deferred trigger used to write the version row again:
 * a bulk change of 100,000 orders wrote it 100,000 times), and still once for each transaction.
 */
describeOnEachDatabase('the versions move once per transaction', (engine) => {
  let server: TestServer;
  const versions = async () => ({
    kitchen: Number(await versionOf(server.database.db, 'kitchen_queue_version')),
    catalogue: Number(await versionOf(server.database.db, 'catalogue_version')),
  });

  beforeAll(async () => {
    server = await engine.start();
  });
  afterAll(() => server.close());

  it('moves each version by one for a transaction that changes many rows, and by one again for the next', async () => {
    const db = server.database.db;
    expect((await db.select({ id: products.id }).from(products)).length).toBeGreaterThan(5);
    const before = await versions();
    // Every product's and every category's preparation minutes written (to the same values): both
    // versions' triggers fire for each row.
    await db.transaction(async (tx) => {
      await tx.update(products).set({ prepMinutes: sql`${products.prepMinutes}` });
      await tx.update(categories).set({ prepMinutes: sql`${categories.prepMinutes}` });
    });
    const after = await versions();
    expect(after.kitchen - before.kitchen).toBe(1);
    expect(after.catalogue - before.catalogue).toBe(1);

    // A statement outside a transaction is a transaction of its own: it moves them again.
    await db.update(products).set({ prepMinutes: sql`${products.prepMinutes}` });
    const again = await versions();
    expect(again.kitchen - after.kitchen).toBe(1);
    expect(again.catalogue - after.catalogue).toBe(1);

    // A transaction rolled back moves nothing.
    await expect(
      db.transaction(async (tx) => {
        await tx.update(products).set({ prepMinutes: sql`${products.prepMinutes}` });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await versions()).toEqual(again);
  });
});
