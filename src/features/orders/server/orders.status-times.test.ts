import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { Menu } from '@/features/catalog';
import type { OrderView } from '../orders.schema';
import { placeCashOrder, TEST_LINKS } from './order-test-kit';
import { setOrderStatus } from './order-status.service';

describeOnEachDatabase(
  "the customer's order carries when each status was reached (the tracker's step times)",
  (engine) => {
    let server: TestServer;
    let menu: Menu;
    let staff: Awaited<ReturnType<typeof signInAs>>;
    let customer: Awaited<ReturnType<typeof signInAs>>;
    beforeAll(async () => {
      server = await engine.start({ TEST_HOOKS: '1' });
      menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
      staff = await signInAs(server, 'staff', 'Layla Runner');
      customer = await signInAs(server, 'customer', 'Noura');
    });
    afterAll(() => server.close());

    const db = () => server.database.db;
    const place = (cookie?: string) => placeCashOrder(server, menu, cookie);
    const read = async (id: string, key: string) => {
      const res = await server.request(`/api/orders/${id}?key=${encodeURIComponent(key)}`);
      expect(res.status).toBe(200);
      return (await res.json()) as OrderView;
    };
    const ms = (iso: string | null) => Date.parse(iso!);

    it('just placed: received at the time it was placed, nothing else yet', async () => {
      const { order, key } = await place();
      expect(order.statusAt).toEqual({
        awaiting_payment: null,
        scheduled: null,
        pending: order.createdAt,
        processing: null,
        ready: null,
        completed: null,
        cancelled: null,
      });
      expect((await read(order.id, key)).statusAt).toEqual(order.statusAt);
    });

    it('each move is stamped in order; the arrival and the payment are not moves', async () => {
      const { order, key } = await place();
      await setOrderStatus(db(), order.id, 'processing', staff.id, TEST_LINKS);
      // "I'm here" and "paid" are events of the order's history, not status changes.
      expect(
        (await callAs(server, `/api/orders/${order.id}/arrival?key=${encodeURIComponent(key)}`, { body: {} }))
          .status,
      ).toBe(200);
      expect(
        (
          await callAs(server, `/api/admin/orders/${order.id}/paid`, {
            cookie: staff.cookie,
            body: { method: 'card' },
          })
        ).status,
      ).toBe(200);
      const preparing = await read(order.id, key);
      expect(preparing.status).toBe('processing');
      expect(preparing.statusAt.pending).toBe(order.createdAt);
      expect(ms(preparing.statusAt.processing)).toBeGreaterThanOrEqual(ms(order.createdAt));
      expect(preparing.statusAt.completed).toBeNull();

      await setOrderStatus(db(), order.id, 'completed', staff.id, TEST_LINKS);
      const done = await read(order.id, key);
      expect(done.statusAt.processing).toBe(preparing.statusAt.processing);
      expect(ms(done.statusAt.completed)).toBeGreaterThanOrEqual(ms(done.statusAt.processing));
      expect(done.statusAt.cancelled).toBeNull();
    });

    it('moved back and forward again: received stays when it was placed, a step keeps its latest time', async () => {
      const { order, key } = await place();
      await setOrderStatus(db(), order.id, 'processing', staff.id, TEST_LINKS);
      const first = (await read(order.id, key)).statusAt.processing;
      await setOrderStatus(db(), order.id, 'pending', staff.id, TEST_LINKS);
      await new Promise((r) => setTimeout(r, 5));
      const back = await read(order.id, key);
      expect(back.status).toBe('pending');
      expect(back.statusAt.pending).toBe(order.createdAt);
      await setOrderStatus(db(), order.id, 'processing', staff.id, TEST_LINKS);
      const again = (await read(order.id, key)).statusAt.processing;
      expect(ms(again)).toBeGreaterThan(ms(first));
    });

    it('a cancelled order says when; the signed-in list carries the times too', async () => {
      const { order } = await place(customer.cookie);
      await setOrderStatus(db(), order.id, 'cancelled', staff.id, TEST_LINKS);
      const res = await callAs(server, '/api/account/orders', { cookie: customer.cookie });
      expect(res.status).toBe(200);
      const mine = ((await res.json()) as OrderView[]).find((o) => o.id === order.id)!;
      expect(mine.status).toBe('cancelled');
      expect(mine.statusAt).toMatchObject({ pending: order.createdAt, processing: null, completed: null });
      expect(ms(mine.statusAt.cancelled)).toBeGreaterThanOrEqual(ms(order.createdAt));
    });
  },
);
