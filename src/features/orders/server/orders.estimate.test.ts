import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders, orderStatusEvents, products, settings } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import { testPlate } from '@/server/testing/plate-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { Menu } from '@/features/catalog';
import type { Settings } from '@/features/settings';
import type { StoreInfo } from '@/features/settings';
import type { Board } from '../orders.admin.schema';
import type { BusyMode } from '@/common/busy-mode';
import type { Estimate, OrderView, PlacedOrder } from '../orders.schema';
import { setOrderStatus } from './order-status.service';
import { TEST_LINKS } from './order-test-kit';
import { setTestClock } from '@/server/lib/clock';

describeOnEachDatabase('ready-time estimates and busy mode', (engine) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  /** A product with 4 minutes of preparation (set below). */
  let juice: string;
  beforeAll(async () => {
    server = await engine.start({ TEST_HOOKS: '1' });
    admin = (await signInAs(server, 'admin')).cookie;
    staff = (await signInAs(server, 'staff', 'Layla Runner')).cookie;
    const menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
    juice = menu.products.find((p) => !p.soldOut && p.sizes.length === 3)!.id;
    // A known kitchen: nothing open, one order at a time, this product 4 minutes.
    await server.database.db
      .update(orders)
      .set({ status: 'completed' })
      .where(inArray(orders.status, ['pending', 'processing']));
    await server.database.db.update(products).set({ prepMinutes: 4 }).where(eq(products.id, juice));
    await setKitchen(1);
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const storeWhen = async (check: (s: StoreInfo) => boolean) => {
    for (let i = 0; i < 100; i++) {
      const s = (await (await server.request('/api/store')).json()) as StoreInfo;
      if (check(s)) return s;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the store details never changed');
  };
  async function setKitchen(parallelOrders: number) {
    const s = (await (await callAs(server, '/api/admin/settings', { cookie: admin })).json()) as Settings;
    expect(
      (
        await callAs(server, '/api/admin/settings', {
          method: 'PUT',
          cookie: admin,
          body: { ...s, kitchen: { parallelOrders } },
        })
      ).status,
    ).toBe(200);
    await storeWhen((x) => x.kitchen.parallelOrders === parallelOrders);
  }
  const estimate = async (quantity: number) => {
    const res = await callAs(server, '/api/orders/estimate', {
      body: { lines: [{ productId: juice, size: 'small', quantity }] },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Estimate;
  };
  const orderBody = (quantity: number) => ({
    idempotencyKey: randomUUID(),
    name: 'Hamdan',
    email: `guest.${randomUUID()}@example.com`,
    plate: testPlate('AD 5 12345'),
    paymentMethod: 'cash',
    lines: [{ productId: juice, size: 'small', quantity }],
    locale: 'en',
  });
  const place = async (quantity: number) => {
    const res = await callAs(server, '/api/orders', { body: orderBody(quantity) });
    expect(res.status).toBe(201);
    const placed = (await res.json()) as PlacedOrder;
    return { ...placed, key: new URL(placed.trackingPath, 'http://x').searchParams.get('key')! };
  };
  const track = async (p: { order: { id: string }; key: string }) =>
    (await (
      await server.request(`/api/orders/${p.order.id}?key=${encodeURIComponent(p.key)}`)
    ).json()) as OrderView;
  const busy = (body: unknown, cookie = staff) =>
    callAs(server, '/api/admin/busy', { method: 'PUT', cookie, body });
  const endBusy = (kind: string, cookie = staff) =>
    callAs(server, `/api/admin/busy/${kind}`, { method: 'DELETE', cookie });
  const closeAll = () =>
    db()
      .update(orders)
      .set({ status: 'completed' })
      .where(inArray(orders.status, ['pending', 'processing']));

  it('a queue of known orders gives the expected minutes, at checkout, on the confirmation and when tracking', async () => {
    await closeAll();
    // Empty kitchen: the cart's own minutes (2 × 4).
    const eight = await estimate(2);
    expect(eight).toEqual({
      readyInMinutes: 8,
      readyAround: { en: expect.any(String), ar: expect.any(String) },
      pausedUntil: null,
      closed: null,
    });
    // The clock time it leads to, in the shop's zone, written in each language (a minute either side: the clock runs on).
    const around = (lang: string) =>
      [-60_000, 0, 60_000].map((d) =>
        new Intl.DateTimeFormat(lang, { timeStyle: 'short', timeZone: 'Asia/Dubai' }).format(
          new Date(Date.now() + 8 * 60_000 + d),
        ),
      );
    expect(around('en-AE')).toContain(eight.readyAround.en);
    expect(around('ar-AE-u-nu-latn')).toContain(eight.readyAround.ar);

    const a = await place(2); // 8 minutes of work
    expect(a.order.readyInMinutes).toBe(8);
    expect(Date.parse(a.order.promisedAt!) - Date.parse(a.order.createdAt)).toBeGreaterThan(
      8 * 60_000 - 2_000,
    );
    expect(Date.parse(a.order.promisedAt!) - Date.parse(a.order.createdAt)).toBeLessThan(8 * 60_000 + 2_000);
    // One at a time: a cart of one (4) waits for A (8).
    expect((await estimate(1)).readyInMinutes).toBe(12);
    const b = await place(1);
    expect(b.order.readyInMinutes).toBe(12);
    expect((await track(b)).readyInMinutes).toBe(12);
    expect((await estimate(3)).readyInMinutes).toBe(8 + 4 + 12);

    // Two at once: A (8) and B (4) side by side; a new cart of one starts after B.
    await setKitchen(2);
    expect((await track(b)).readyInMinutes).toBe(4);
    expect((await estimate(1)).readyInMinutes).toBe(8);
    await setKitchen(1);

    // A has been in preparation for 6 of its 8 minutes: 2 left, then B's 4.
    await setOrderStatus(db(), a.order.id, 'processing', null, TEST_LINKS);
    await db()
      .update(orderStatusEvents)
      .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(orderStatusEvents.orderId, a.order.id));
    expect((await track(a)).readyInMinutes).toBe(2);
    expect((await track(b)).readyInMinutes).toBe(6);

    // The queue moves: A handed over, B is next.
    await setOrderStatus(db(), a.order.id, 'completed', null, TEST_LINKS);
    expect((await track(a)).readyInMinutes).toBeNull();
    expect((await track(b)).readyInMinutes).toBe(4);

    // The board shows each order's promised time.
    const board = (await (
      await callAs(server, '/api/admin/orders/board', { cookie: staff })
    ).json()) as Board;
    expect(board.orders.find((o) => o.id === b.order.id)!.promisedAt).toBe(b.order.promisedAt);
    expect(board.busy).toEqual({ extraMinutes: 0, extraUntil: null, pausedUntil: null });
  });

  it('busy mode adds minutes to every estimate a waiting customer sees, until it ends', async () => {
    await closeAll();
    const waiting = await place(1);
    expect((await track(waiting)).readyInMinutes).toBe(4);
    const res = await busy({ kind: 'extra', minutes: 15, forMinutes: 60 });
    expect(res.status).toBe(200);
    const mode = (await res.json()) as BusyMode;
    expect(mode.extraMinutes).toBe(15);
    expect(Date.parse(mode.extraUntil!) - Date.now()).toBeGreaterThan(59 * 60_000);
    await storeWhen((s) => s.busy.extraMinutes === 15);
    expect((await track(waiting)).readyInMinutes).toBe(19);
    expect((await estimate(1)).readyInMinutes).toBe(4 + 4 + 15);
    const board = (await (
      await callAs(server, '/api/admin/orders/board', { cookie: staff })
    ).json()) as Board;
    expect(board.busy.extraMinutes).toBe(15);

    // Ended from the board.
    expect(((await (await endBusy('extra')).json()) as BusyMode).extraMinutes).toBe(0);
    await storeWhen((s) => s.busy.extraMinutes === 0);
    expect((await track(waiting)).readyInMinutes).toBe(4);

    // Ends by itself: extra minutes whose time has passed count for nothing.
    await db()
      .insert(settings)
      .values({
        key: 'store.busy',
        value: { extraMinutes: 30, extraUntil: new Date(Date.now() - 1000).toISOString(), pausedUntil: null },
      })
      .onConflictDoUpdate({
        target: settings.key,
        set: {
          value: {
            extraMinutes: 30,
            extraUntil: new Date(Date.now() - 1000).toISOString(),
            pausedUntil: null,
          },
        },
      });
    await storeWhen((s) => s.busy.extraMinutes === 30);
    expect((await track(waiting)).readyInMinutes).toBe(4);
    const ended = (await (
      await callAs(server, '/api/admin/orders/board', { cookie: staff })
    ).json()) as Board;
    expect(ended.busy.extraMinutes).toBe(0);
  });

  it('a pause refuses new orders with the time they are taken again (both languages), writes nothing, and ends', async () => {
    const before = await place(1);
    const res = await busy({ kind: 'pause', minutes: 30 });
    expect(res.status).toBe(200);
    const { pausedUntil } = (await res.json()) as BusyMode;
    expect(Date.parse(pausedUntil!) - Date.now()).toBeGreaterThan(29 * 60_000);
    const store = await storeWhen((s) => s.busy.pausedUntil === pausedUntil);
    expect(store.busy.pausedUntil).toBe(pausedUntil);
    expect((await estimate(1)).pausedUntil).toBe(pausedUntil);

    const count = async () => (await db().select({ id: orders.id }).from(orders)).length;
    const n = await count();
    const refused = await callAs(server, '/api/orders', { body: orderBody(1) });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as {
      error: { code: string; message_en: string; message_ar: string; details: { reopensAt: string } };
    };
    expect(body.error.code).toBe('orders_paused');
    expect(body.error.details.reopensAt).toBe(pausedUntil);
    const time = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Dubai',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(pausedUntil!));
    expect(body.error.message_en).toContain(`We take orders again at ${time}`);
    expect(body.error.message_ar).toContain('نستقبل الطلبات من جديد الساعة');
    expect(await count()).toBe(n);

    expect((await track(before)).status).toBe('pending');

    // Ended from the board: orders are taken again.
    expect(((await (await endBusy('pause')).json()) as BusyMode).pausedUntil).toBeNull();
    await storeWhen((s) => s.busy.pausedUntil === null);
    expect((await callAs(server, '/api/orders', { body: orderBody(1) })).status).toBe(201);

    // Ends by itself.
    const past = {
      extraMinutes: 0,
      extraUntil: null,
      pausedUntil: new Date(Date.now() - 1000).toISOString(),
    };
    await db()
      .insert(settings)
      .values({ key: 'store.busy', value: past })
      .onConflictDoUpdate({ target: settings.key, set: { value: past } });
    await storeWhen((s) => s.busy.pausedUntil === past.pausedUntil);
    expect((await callAs(server, '/api/orders', { body: orderBody(1) })).status).toBe(201);
  });

  it('a repeated submission of an order placed before the pause answers with that order', async () => {
    const body = orderBody(1);
    expect((await callAs(server, '/api/orders', { body })).status).toBe(201);
    expect((await busy({ kind: 'pause', minutes: 15 })).status).toBe(200);
    await storeWhen((s) => s.busy.pausedUntil !== null);
    expect((await callAs(server, '/api/orders', { body })).status).toBe(200);
    expect((await endBusy('pause')).status).toBe(200);
    await storeWhen((s) => s.busy.pausedUntil === null);
  });

  it('busy mode is for staff who handle orders; bad values are refused and change nothing', async () => {
    const customer = (await signInAs(server, 'customer')).cookie;
    expect(
      (await callAs(server, '/api/admin/busy', { method: 'PUT', body: { kind: 'pause', minutes: 15 } }))
        .status,
    ).toBe(401);
    const refused = await busy({ kind: 'pause', minutes: 15 }, customer);
    expect(refused.status).toBe(403);
    expect(await codeOf(refused)).toBe('forbidden');
    expect((await endBusy('pause', customer)).status).toBe(403);
    for (const body of [
      { kind: 'pause', minutes: 0 },
      { kind: 'pause', minutes: 100000 },
      { kind: 'pause', minutes: 2.5 },
      { kind: 'extra', minutes: 10 },
      { kind: 'extra', minutes: -5, forMinutes: 60 },
      { kind: 'nap', minutes: 10 },
      {},
    ]) {
      const res = await busy(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await endBusy('nap')).status).toBe(422);
    const board = (await (
      await callAs(server, '/api/admin/orders/board', { cookie: staff })
    ).json()) as Board;
    expect(board.busy).toEqual({ extraMinutes: 0, extraUntil: null, pausedUntil: null });
  });

  it('the estimate refuses a bad cart with 422', async () => {
    for (const body of [
      {},
      { lines: [] },
      { lines: [{ productId: 'x', size: 'small', quantity: 1 }] },
      { lines: [{ productId: juice, size: 'small', quantity: 0 }] },
    ]) {
      expect((await callAs(server, '/api/orders/estimate', { body })).status).toBe(422);
    }
  });

  it('reads the server’s clock as orders do: moved past closing, the estimate says when the shop opens', async () => {
    const current = (await (
      await callAs(server, '/api/admin/settings', { cookie: admin })
    ).json()) as Settings;
    // Saved, and the store details show it: their cache drops on the database's `settings_changed`,
    // which a PostgreSQL server delivers a moment after the answer (CI once read the old hours in between).
    const put = async (hours: Settings['hours']) => {
      const res = await callAs(server, '/api/admin/settings', {
        method: 'PUT',
        cookie: admin,
        body: { ...current, hours },
      });
      expect(res.status, await res.text()).toBe(200);
      await storeWhen((s) =>
        s.hours.days.every(
          (d, i) => d.closed === hours[i]!.closed && d.open === hours[i]!.open && d.close === hours[i]!.close,
        ),
      );
    };
    await put(Array(7).fill({ closed: false, open: '08:00', close: '22:00' }));
    try {
      setTestClock(new Date('2026-12-02T03:00:00+04:00'));
      const night = (await estimate(1)) as Estimate;
      expect(night.closed?.opensAt).toBe(new Date('2026-12-02T08:00:00+04:00').toISOString());
      setTestClock(new Date('2026-12-02T10:00:00+04:00'));
      expect(((await estimate(1)) as Estimate).closed).toBeNull();
    } finally {
      setTestClock(null);
      await put(current.hours);
    }
  });
});
