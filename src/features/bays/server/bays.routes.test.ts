import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusEvents } from '@/server/db/schema';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import { plateColumns, testPlate } from '@/server/testing/plate-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import { placeCashOrder, placeLine } from '@/features/orders/server/order-test-kit';
import type { Menu } from '@/features/catalog';
import type { Bay, BayArrived, BayOrderChoice } from '../bays.schema';
import { BAY_PLATE_LIMIT } from './bays.routes';

let server: TestServer;
let menu: Menu;
let owner: string;
let staff: string;
let bay4: Bay;
let bay7: Bay;
beforeAll(async () => {
  // Each test speaks from its own client address (X-Forwarded-For): the plate look-up is limited per address.
  server = await createTestServer({ TRUST_PROXY: '1' });
  menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
  owner = (await signInAs(server, 'owner')).cookie;
  staff = (await signInAs(server, 'staff')).cookie;
  const add = async (name: string) =>
    (await (await callAs(server, '/api/admin/bays', { body: { name }, cookie: owner })).json()) as Bay;
  bay4 = await add('4');
  bay7 = await add('7');
});
afterAll(() => server.close());

const db = () => server.database.db;
const rowOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const arrivalsOf = async (id: string) =>
  (
    await db()
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, id))
      .orderBy(orderStatusEvents.createdAt)
  ).filter((e) => e.kind === 'arrived');
const ownArrival = (token: string, body: unknown, cookie?: string) =>
  callAs(server, `/api/bays/${token}/arrival`, { body, cookie });
/** An order by a guest, its plate set to `plate`. */
async function orderWithPlate(plate: string, cookie?: string) {
  const placed = await placeCashOrder(server, menu, cookie);
  await db().update(orders).set(plateColumns(plate)).where(eq(orders.id, placed.order.id));
  return placed;
}

describe("the bay's QR code: this phone's own order", () => {
  it('marks the order "here at bay 4" with its key; the board and the history show the bay', async () => {
    const { order, key } = await placeCashOrder(server, menu);
    const res = await ownArrival(bay4.token, { orderId: order.id, key });
    expect(res.status).toBe(200);
    expect((await res.json()) as BayArrived).toEqual({
      number: order.number,
      shortId: order.shortId,
      bayName: '4',
    });
    const row = await rowOf(order.id);
    expect(row.arrivedAt).not.toBeNull();
    expect([row.bayId, row.bayName]).toEqual([bay4.id, '4']);

    const board = (await (await callAs(server, '/api/admin/orders/board', { cookie: staff })).json()) as {
      orders: { id: string; bayName: string | null }[];
    };
    expect(board.orders.find((o) => o.id === order.id)).toMatchObject({ bayName: '4' });
    const detail = (await (
      await callAs(server, `/api/admin/orders/${order.id}`, { cookie: staff })
    ).json()) as { history: { kind: string; detail: unknown }[] };
    expect(detail.history.filter((h) => h.kind === 'arrived').map((h) => h.detail)).toEqual([{ bay: '4' }]);
    // The customer's own page says where they are.
    const view = (await (
      await server.request(`/api/orders/${order.id}?key=${encodeURIComponent(key)}`)
    ).json()) as {
      bayName: string | null;
    };
    expect(view.bayName).toBe('4');
  });

  it('an order already arrived gets its bay updated (a line of its own); the same bay again changes nothing', async () => {
    const { order, key } = await placeCashOrder(server, menu);
    await callAs(server, `/api/orders/${order.id}/arrival?key=${encodeURIComponent(key)}`, {
      body: { note: 'white Patrol' },
    });
    const first = (await rowOf(order.id)).arrivedAt;
    expect((await ownArrival(bay7.token, { orderId: order.id, key })).status).toBe(200);
    expect((await ownArrival(bay4.token, { orderId: order.id, key })).status).toBe(200);
    expect((await ownArrival(bay4.token, { orderId: order.id, key })).status).toBe(200);
    const row = await rowOf(order.id);
    expect(row.bayName).toBe('4');
    expect(row.arrivedAt).toEqual(first);
    expect(row.arrivalNote).toBe('white Patrol');
    expect((await arrivalsOf(order.id)).map((e) => [e.note, e.detail])).toEqual([
      ['white Patrol', null],
      [null, { bay: '7' }],
      [null, { bay: '4' }],
    ]);
  });

  it("someone else's order cannot be marked by its id: a wrong key, no key, another account", async () => {
    const noura = await signInAs(server, 'customer', 'Noura');
    const mine = await placeCashOrder(server, menu, noura.cookie);
    const { order, key } = await placeCashOrder(server, menu);
    for (const [body, cookie] of [
      [{ orderId: order.id }, undefined],
      [{ orderId: order.id, key: mine.key }, undefined],
      [{ orderId: order.id, key: `${key.slice(0, -2)}xx` }, undefined],
      [{ orderId: order.id }, noura.cookie],
    ] as const) {
      const res = await ownArrival(bay4.token, body, cookie);
      expect(res.status).toBe(404);
      expect(await codeOf(res)).toBe('not_found');
    }
    expect((await rowOf(order.id)).arrivedAt).toBeNull();
    // The signed-in owner needs no key.
    expect((await ownArrival(bay4.token, { orderId: mine.order.id }, noura.cookie)).status).toBe(200);
  });

  it('a removed bay refuses with a clear message and marks nothing; a closed order is refused too', async () => {
    const removed = (await (
      await callAs(server, '/api/admin/bays', { body: { name: 'gone' }, cookie: owner })
    ).json()) as Bay;
    await callAs(server, `/api/admin/bays/${removed.id}`, { method: 'DELETE', cookie: owner });
    const { order, key } = await placeCashOrder(server, menu);
    const res = await ownArrival(removed.token, { orderId: order.id, key });
    expect(res.status).toBe(404);
    expect(await codeOf(res)).toBe('bay_unknown');
    expect((await rowOf(order.id)).arrivedAt).toBeNull();

    await db().update(orders).set({ status: 'completed' }).where(eq(orders.id, order.id));
    const closed = await ownArrival(bay4.token, { orderId: order.id, key });
    expect(closed.status).toBe(409);
    expect(await codeOf(closed)).toBe('order_closed');
    expect((await rowOf(order.id)).bayName).toBeNull();
  });
});

describe("the bay's QR code on any phone: finding the order by its plate", () => {
  const lookup = (token: string, plate: string, ip: string) =>
    callAs(server, `/api/bays/${token}/orders`, { body: { plate: testPlate(plate) }, ip });

  it("shows only the plate's open orders of today, by number, and nothing personal", async () => {
    const today = await orderWithPlate('DXB A 4242');
    const done = await orderWithPlate('DXB A 4242');
    await db().update(orders).set({ status: 'completed' }).where(eq(orders.id, done.order.id));
    const yesterday = await orderWithPlate('DXB A 4242');
    await db()
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 26 * 3600_000) })
      .where(eq(orders.id, yesterday.order.id));
    await orderWithPlate('DXB B 4242');

    const res = await lookup(bay4.token, 'DXB A 4242', '10.0.0.1');
    expect(res.status).toBe(200);
    const choices = (await res.json()) as BayOrderChoice[];
    expect(choices).toEqual([
      {
        number: today.order.number,
        shortId: today.order.shortId,
        createdAt: expect.any(String),
        arrived: false,
      },
    ]);
    // Nothing but the number, the time and whether it arrived: no name, id, plate, items or total.
    expect(JSON.stringify(choices)).not.toMatch(/Hamdan|@|12345|4242|totalFils|items/);
    expect(JSON.stringify(choices)).not.toContain(today.order.id);

    expect(await (await lookup(bay4.token, 'DXB C 1', '10.0.0.1')).json()).toEqual([]);
  });

  it('marks the chosen order arrived at the bay by plate and number; a number of another plate is refused', async () => {
    const mine = await orderWithPlate('SHJ 2 777');
    const other = await orderWithPlate('SHJ 3 777');
    const arrive = (number: number, plate = 'SHJ 2 777') =>
      callAs(server, `/api/bays/${bay7.token}/plate-arrival`, {
        body: { plate: testPlate(plate), number },
        ip: '10.0.0.2',
      });
    const refused = await arrive(other.order.number);
    expect(refused.status).toBe(404);
    expect(await codeOf(refused)).toBe('bay_order_not_found');
    expect((await rowOf(other.order.id)).arrivedAt).toBeNull();

    const res = await arrive(mine.order.number);
    expect(res.status).toBe(200);
    expect(((await res.json()) as BayArrived).bayName).toBe('7');
    expect((await rowOf(mine.order.id)).bayName).toBe('7');
    expect((await arrivalsOf(mine.order.id)).map((e) => [e.changedBy, e.detail])).toEqual([
      [null, { bay: '7' }],
    ]);
  });

  it('an unknown bay finds nothing; a bad plate is a field error', async () => {
    const res = await lookup('AAAAAAAAAAAAAAAAAAAAAA', 'DXB A 4242', '10.0.0.3');
    expect(await codeOf(res)).toBe('bay_unknown');
    const bad = await callAs(server, `/api/bays/${bay4.token}/orders`, {
      body: { plate: { emirate: 'dubai', code: '', number: '' } },
      ip: '10.0.0.3',
    });
    expect(bad.status).toBe(422);
  });

  it('is limited per client address, like the other public look-ups', async () => {
    for (let i = 0; i < BAY_PLATE_LIMIT.perClient; i++)
      expect((await lookup(bay4.token, `AD 1 ${100 + i}`, '10.0.0.9')).status).toBe(200);
    const over = await lookup(bay4.token, 'AD 1 999', '10.0.0.9');
    expect(over.status).toBe(429);
    expect(await codeOf(over)).toBe('rate_limited');
    // Another phone is not held up.
    expect((await lookup(bay4.token, 'AD 1 999', '10.0.0.10')).status).toBe(200);
  });
});

describe('a code scanned with no open order: the next order carries the bay', () => {
  const product = () => menu.products.find((p) => !p.soldOut && p.sizes.length === 3)!;
  const placeAt = (bay: unknown) =>
    callAs(server, '/api/orders', {
      body: {
        idempotencyKey: randomUUID(),
        name: 'Hamdan',
        email: `guest.${randomUUID()}@example.com`,
        plate: testPlate('AD 5 12345'),
        paymentMethod: 'cash',
        lines: [{ quantity: 1, productId: product().id, size: 'small' }],
        locale: 'en',
        bay,
      },
    });

  it('is placed as already arrived at that bay, with its history line after "placed"', async () => {
    const res = await placeAt(bay7.token);
    expect(res.status).toBe(201);
    const { order } = (await res.json()) as {
      order: { id: string; bayName: string | null; arrivedAt: string | null };
    };
    expect(order.bayName).toBe('7');
    expect(order.arrivedAt).not.toBeNull();
    const row = await rowOf(order.id);
    expect([row.bayId, row.bayName]).toEqual([bay7.id, '7']);
    const detail = (await (
      await callAs(server, `/api/admin/orders/${order.id}`, { cookie: staff })
    ).json()) as { history: { kind: string; detail: unknown; from: string | null }[] };
    expect(detail.history.map((h) => [h.kind, h.from, h.detail])).toEqual([
      ['status', null, null],
      ['arrived', 'pending', { bay: '7' }],
    ]);
  });

  it('a bay removed since is left out and the order placed all the same; a malformed code is a clear 422', async () => {
    const gone = (await (
      await callAs(server, '/api/admin/bays', { body: { name: 'old' }, cookie: owner })
    ).json()) as Bay;
    await callAs(server, `/api/admin/bays/${gone.id}`, { method: 'DELETE', cookie: owner });
    const res = await placeAt(gone.token);
    expect(res.status).toBe(201);
    const { order } = (await res.json()) as { order: { id: string } };
    const row = await rowOf(order.id);
    expect([row.bayId, row.bayName, row.arrivedAt]).toEqual([null, null, null]);

    const bad = await placeAt('4');
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as { error: { details: { path: string; message?: string }[] } };
    expect(body.error.details).toEqual([
      expect.objectContaining({ path: 'bay', message: 'validation.bayCode' }),
    ]);
  });

  it('without a bay, nothing changes for an order', async () => {
    const res = await placeLine(server, { productId: product().id, size: 'small' });
    const { order } = (await res.json()) as {
      order: { id: string; bayName: string | null; arrivedAt: string | null };
    };
    expect([order.bayName, order.arrivedAt]).toEqual([null, null]);
  });
});
