import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '@/server/db/client';
import { createKitchenQueue } from './kitchen-queue';
import type { OpenOrder } from './open-queue';

/** The estimate reads the copy oldest first without sorting it each time (decision 057). */
describe('the kitchen queue’s copy keeps arrival order', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite();
  });
  afterAll(() => database.close());

  const order = (number: number, minute: number): OpenOrder => ({
    id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    number,
    status: 'pending',
    createdAt: new Date(Date.UTC(2026, 10, 27, 7, minute)),
    workMinutes: 3,
    startedAt: null,
  });
  const numbers = async (queue: ReturnType<typeof createKitchenQueue>) =>
    (await queue.current()).map((o) => o.number);

  it('gives orders added out of turn, or again, oldest first and once each', async () => {
    const queue = createKitchenQueue(database.db);
    expect(await numbers(queue)).toEqual([]);
    queue.added(order(2, 10));
    queue.added(order(3, 12));
    expect(await numbers(queue)).toEqual([2, 3]);
    queue.added(order(1, 5)); // placed earlier, committed later
    queue.added(order(4, 12)); // the same minute: by number
    expect(await numbers(queue)).toEqual([1, 2, 3, 4]);
    queue.added({ ...order(3, 12), workMinutes: 6 });
    const current = await queue.current();
    expect(current.map((o) => o.number)).toEqual([1, 2, 3, 4]);
    expect(current.find((o) => o.number === 3)!.workMinutes).toBe(6);
  });
});
