import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders, orderStatusEvents } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { Menu } from '@/features/catalog';
import type { AdminOrderDetail, Board } from '../orders.admin.schema';
import type { OrderView } from '../orders.schema';
import { placeCashOrder, TEST_LINKS } from './order-test-kit';
import { setOrderStatus } from './order-status.service';

describeOnEachDatabase('car-side service: the customer\'s "I\'m here" and paying at the car', (engine) => {
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
  const arrive = (id: string, opts: { key?: string; cookie?: string; note?: unknown } = {}) =>
    callAs(server, `/api/orders/${id}/arrival${opts.key ? `?key=${encodeURIComponent(opts.key)}` : ''}`, {
      cookie: opts.cookie,
      body: opts.note === undefined ? {} : { note: opts.note },
    });
  const rowOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const eventsOf = (id: string) =>
    db()
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, id))
      .orderBy(orderStatusEvents.createdAt);

  it('a guest says "I\'m here" with the tracking key; the first tap counts, the second changes nothing', async () => {
    const { order, key } = await place();
    const res = await arrive(order.id, { key, note: '  Bay 4, white Patrol  ' });
    expect(res.status).toBe(200);
    const seen = (await res.json()) as OrderView;
    expect(seen.arrivedAt).not.toBeNull();
    expect(seen.arrivalNote).toBe('Bay 4, white Patrol');
    const again = await arrive(order.id, { key, note: 'somewhere else' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as OrderView).arrivalNote).toBe('Bay 4, white Patrol');
    const row = await rowOf(order.id);
    expect(row.arrivedAt!.toISOString()).toBe(seen.arrivedAt);
    const arrivals = (await eventsOf(order.id)).filter((e) => e.kind === 'arrived');
    expect(arrivals).toEqual([
      expect.objectContaining({
        kind: 'arrived',
        fromStatus: 'pending',
        toStatus: 'pending',
        note: 'Bay 4, white Patrol',
        changedBy: null,
      }),
    ]);

    // Staff see it: on the board and in the order's history.
    const board = (await (
      await callAs(server, '/api/admin/orders/board', { cookie: staff.cookie })
    ).json()) as Board;
    expect(board.orders.find((o) => o.id === order.id)).toMatchObject({
      arrivedAt: seen.arrivedAt,
      arrivalNote: 'Bay 4, white Patrol',
    });
    const detail = (await (
      await callAs(server, `/api/admin/orders/${order.id}`, { cookie: staff.cookie })
    ).json()) as AdminOrderDetail;
    expect(detail.history.map((h) => [h.kind, h.note])).toEqual([
      ['status', null],
      ['arrived', 'Bay 4, white Patrol'],
    ]);
  });

  it('without the key, with a wrong key, or from another account: not found, nothing written', async () => {
    const { order } = await place();
    for (const opts of [{}, { key: 'not-the-key' }, { cookie: customer.cookie }]) {
      const res = await arrive(order.id, opts);
      expect(res.status).toBe(404);
    }
    expect((await arrive(randomUUID(), { key: 'x' })).status).toBe(404);
    expect((await rowOf(order.id)).arrivedAt).toBeNull();
  });

  it('the signed-in owner needs no key; a note too long or with control characters is refused, nothing written', async () => {
    const { order } = await place(customer.cookie);
    for (const note of ['x'.repeat(141), 'bay\u00074', 42]) {
      const res = await arrive(order.id, { cookie: customer.cookie, note });
      expect(res.status).toBe(422);
    }
    expect((await rowOf(order.id)).arrivedAt).toBeNull();
    const res = await arrive(order.id, { cookie: customer.cookie });
    expect(res.status).toBe(200);
    expect((await rowOf(order.id)).arrivalNote).toBeNull();
  });

  it('a completed or cancelled order is refused clearly, nothing written', async () => {
    for (const status of ['completed', 'cancelled'] as const) {
      const { order, key } = await place();
      await setOrderStatus(db(), order.id, status, null, TEST_LINKS);
      const res = await arrive(order.id, { key });
      expect(res.status).toBe(409);
      const body = (await res.json()) as { error: { code: string; message_en: string; message_ar: string } };
      expect(body.error.code).toBe('order_closed');
      expect(body.error.message_ar).toMatch(/مكتمل أو ملغى/);
      expect((await rowOf(order.id)).arrivedAt).toBeNull();
    }
  });

  it('staff mark an order paid at the car, saying how: recorded once, with who and when', async () => {
    const { order, key } = await place();
    const res = await callAs(server, `/api/admin/orders/${order.id}/paid`, {
      cookie: staff.cookie,
      body: { method: 'card' },
    });
    expect(res.status).toBe(200);
    const detail = (await res.json()) as AdminOrderDetail;
    expect(detail.paymentStatus).toBe('paid');
    expect(detail.history.at(-1)).toMatchObject({ kind: 'paid', by: { name: 'Layla Runner', staff: true } });
    const paidAt = (await rowOf(order.id)).paidAt;
    expect(paidAt).not.toBeNull();
    // A second tap changes nothing.
    expect(
      (
        await callAs(server, `/api/admin/orders/${order.id}/paid`, {
          cookie: staff.cookie,
          body: { method: 'card' },
        })
      ).status,
    ).toBe(200);
    expect((await rowOf(order.id)).paidAt).toEqual(paidAt);
    expect((await eventsOf(order.id)).filter((e) => e.kind === 'paid')).toHaveLength(1);
    // The customer's tracking page says so, with the method actually paid (card, not the cash chosen at checkout).
    const seen = (await (
      await server.request(`/api/orders/${order.id}?key=${encodeURIComponent(key)}`)
    ).json()) as OrderView;
    expect(seen).toMatchObject({ paymentMethod: 'card', paymentStatus: 'paid' });
  });

  it('only staff mark orders paid; a cancelled order is not', async () => {
    const { order } = await place();
    expect(
      (await callAs(server, `/api/admin/orders/${order.id}/paid`, { body: { method: 'card' } })).status,
    ).toBe(401);
    expect(
      (
        await callAs(server, `/api/admin/orders/${order.id}/paid`, {
          cookie: customer.cookie,
          body: { method: 'card' },
        })
      ).status,
    ).toBe(403);
    expect((await rowOf(order.id)).paymentStatus).toBe('unpaid');
    await setOrderStatus(db(), order.id, 'cancelled', null, TEST_LINKS);
    const res = await callAs(server, `/api/admin/orders/${order.id}/paid`, {
      cookie: staff.cookie,
      body: { method: 'card' },
    });
    expect(res.status).toBe(409);
    expect(await codeOf(res)).toBe('order_cancelled_unpaid');
    expect((await rowOf(order.id)).paymentStatus).toBe('unpaid');
  });
});
