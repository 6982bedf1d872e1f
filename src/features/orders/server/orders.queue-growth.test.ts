import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import type { Menu } from '@/features/catalog';
import { placeCashOrder } from './order-test-kit';

/**
 * Decision 052: what placing one order costs the database does not grow with the open queue.
 * Counted, not timed: the rows the database read and wrote for one order (its statistics, every
 * table), with 10 and with 1,000 open orders. On the embedded engine, whose one backend flushes
 * its statistics when told (a server's connections flush them on their own schedule); the code
 * path is the same on both.
 */
describe('placing an order costs the same with 10 and with 1,000 open orders', () => {
  let server: TestServer;
  let menu: Menu;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    server = await createTestServer({ TEST_HOOKS: '1' });
    // Only the order under test reaches the database meanwhile: no print worker polling.
    await server.printWorker.stop();
    menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
  });
  afterAll(() => server.close());

  /** Rows read (sequential scans and index fetches) and written so far, all tables. */
  async function counters() {
    await rows(sql`select pg_stat_force_next_flush()`);
    const [c] = await rows<{ read: number; written: number }>(sql`
      select sum(seq_tup_read + coalesce(idx_tup_fetch, 0))::int as read,
             sum(n_tup_ins + n_tup_upd + n_tup_del)::int as written
        from pg_stat_user_tables`);
    return c!;
  }

  /** What one more order costs, once the app has seen the queue as it is now. */
  async function costOfOneOrder() {
    await placeCashOrder(server, menu);
    const before = await counters();
    await placeCashOrder(server, menu);
    const after = await counters();
    return { read: after.read - before.read, written: after.written - before.written };
  }

  /** `n` open orders more, written straight to the database as copies of an open one, lines included. */
  async function addOpenOrders(n: number) {
    await rows(sql`
      with template as (select * from orders where status = 'pending' order by created_at limit 1),
      added as (
        insert into orders (customer_id, customer_name, customer_email, plate_emirate,
          plate_code, plate_number, payment_method, total_fils, vat_fils, vat_rate_bp, locale,
          access_key, idempotency_key)
        select t.customer_id, t.customer_name, t.customer_email, t.plate_emirate,
          t.plate_code, t.plate_number, t.payment_method, t.total_fils, t.vat_fils, t.vat_rate_bp,
          t.locale, t.access_key, gen_random_uuid()::text
          from template t, generate_series(1, ${n})
        returning id)
      insert into order_items (order_id, product_id, name_en, name_ar, size, size_name_en, size_name_ar,
        unit_price_fils, quantity, position)
      select a.id, i.product_id, i.name_en, i.name_ar, i.size, i.size_name_en, i.size_name_ar,
        i.unit_price_fils, i.quantity, i.position
        from added a, order_items i where i.order_id = (select id from template)`);
  }

  const openOrders = async () =>
    (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from orders where status in ('pending', 'processing')`,
      )
    )[0]!.n;

  it('reads and writes the same rows per order', async () => {
    await rows(sql`update orders set status = 'completed' where status in ('pending', 'processing')`);
    await placeCashOrder(server, menu);
    await addOpenOrders(10 - (await openOrders()));
    expect(await openOrders()).toBe(10);
    const few = await costOfOneOrder();

    await addOpenOrders(1000 - (await openOrders()));
    expect(await openOrders()).toBe(1000);
    const many = await costOfOneOrder();

    expect(few.read).toBeGreaterThan(0);
    expect(many).toEqual(few);
  });
});
