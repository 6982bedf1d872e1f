import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import {
  bareDatabase,
  MIGRATION_FILES as FILES,
  migrationSql as sqlOf,
  type Bare,
} from '@/server/testing/bare-database-test-kit';

/** Every state an order could be in before 0016, paid and unpaid, each with its history. */
const OLD = [
  { n: 1, status: 'pending', paid: false, path: [null, 'pending'] },
  { n: 2, status: 'processing', paid: false, path: [null, 'pending', 'processing'] },
  { n: 3, status: 'completed', paid: true, path: [null, 'pending', 'processing', 'completed'] },
  { n: 4, status: 'completed', paid: false, path: [null, 'pending', 'completed'] },
  { n: 5, status: 'cancelled', paid: false, path: [null, 'pending', 'cancelled'] },
  { n: 6, status: 'cancelled', paid: true, path: [null, 'pending', 'processing', 'cancelled'] },
  { n: 7, status: 'processing', paid: true, path: [null, 'pending', 'processing', 'pending', 'processing'] },
] as const;

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describeOnEachDatabase('migration 0016 on a shop with orders in every old state', (engine) => {
  let db: Bare;
  type Row = { id: string; status: string; total_fils: string; vat_fils: string; payment_status: string };
  let before: Row[];
  let eventsBefore: { order_id: string; from_status: string | null; to_status: string }[];
  beforeAll(async () => {
    db = await bareDatabase(engine, 'm16');
    const upTo = FILES.findIndex((f) => f.startsWith('0016'));
    expect(upTo).toBeGreaterThan(0);
    for (const file of FILES.slice(0, upTo)) await db.exec(sqlOf(file));
    for (const o of OLD) {
      await db.exec(`insert into orders (id, customer_name, customer_email, car_plate, status, payment_method,
          payment_status, paid_at, total_fils, vat_fils, vat_rate_bp, access_key, idempotency_key, created_at)
        values ('${id(o.n)}', 'Old ${o.n}', 'old${o.n}@example.com', 'AD 5 ${o.n}', '${o.status}', 'cash',
          '${o.paid ? 'paid' : 'unpaid'}', ${o.paid ? 'now()' : 'null'}, ${1000 + o.n}, ${48 + o.n}, 500,
          'key${o.n}', 'idem${o.n}', now() - interval '${o.n} hours')`);
      for (const [i, to] of o.path.entries()) {
        if (to === null) continue;
        await db.exec(`insert into order_status_events (order_id, from_status, to_status, created_at)
          values ('${id(o.n)}', ${o.path[i - 1] ? `'${o.path[i - 1]}'` : 'null'}, '${to}',
            now() - interval '${o.n} hours' + interval '${i} minutes')`);
      }
    }
    before = await db.rows<Row>(
      'select id, status, total_fils, vat_fils, payment_status from orders order by id',
    );
    eventsBefore = await db.rows(
      'select order_id, from_status, to_status from order_status_events order by id',
    );
    for (const file of FILES.slice(upTo, upTo + 1)) await db.exec(sqlOf(file));
  });
  afterAll(() => db.close());

  it('every order keeps its status, payment, totals and history', async () => {
    expect(before).toHaveLength(OLD.length);
    expect(
      await db.rows('select id, status, total_fils, vat_fils, payment_status from orders order by id'),
    ).toEqual(before);
    expect(
      await db.rows('select order_id, from_status, to_status from order_status_events order by id'),
    ).toEqual(eventsBefore);
    expect(eventsBefore.length).toBe(OLD.reduce((n, o) => n + o.path.length - 1, 0));
  });

  it('the orders already there count as seen (no chime after the upgrade) and asked for no e-mail', async () => {
    const rows = await db.rows<{ seen: boolean; notify_ready: boolean }>(
      'select seen_at = created_at as seen, notify_ready from orders',
    );
    expect(rows).toHaveLength(OLD.length);
    for (const r of rows) expect(r).toEqual({ seen: true, notify_ready: false });
  });

  it("accepts 'ready'; refuses a status nobody knows", async () => {
    await db.exec(`update orders set status = 'ready' where id = '${id(2)}'`);
    expect(await db.rows(`select status from orders where id = '${id(2)}'`)).toEqual([{ status: 'ready' }]);
    await expect(db.exec(`update orders set status = 'delivered' where id = '${id(1)}'`)).rejects.toThrow(
      /orders_status_known/,
    );
    expect(await db.rows(`select status from orders where id = '${id(1)}'`)).toEqual([{ status: 'pending' }]);
  });
});
