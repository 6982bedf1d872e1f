import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notifications, orders, orderStatusEvents, printJobs, settings } from '@/server/db/schema';
import { setTestClock } from '@/server/lib/clock';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { testPlate } from '@/server/testing/plate-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import type { Menu } from '@/features/catalog';
import type { OrderView, PlacedOrder } from '../orders.schema';
import type { AdminOrderSlots, OrderSlots } from '../order-slots.schema';

/** Shop time (Asia/Dubai, UTC+4) on 1 December 2026 as an instant, e.g. `at('10:30')`. */
const at = (hhmm: string, day = '2026-12-01') => new Date(`${day}T${hhmm}:00+04:00`);
const NOW = at('10:03');

describeOnEachDatabase('orders for later: slots, refusals, the Later wait (decision 079)', (engine) => {
  let server: TestServer;
  let menu: Menu;
  let owner: Awaited<ReturnType<typeof signInAs>>;
  let staff: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    server = await engine.start({ TEST_HOOKS: '1' });
    menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
    owner = await signInAs(server, 'owner', 'Owner');
    staff = await signInAs(server, 'staff', 'Runner');
    await db()
      .insert(settings)
      .values({ key: 'store.slots', value: { enabled: true, lengthMinutes: 10, capacity: 2 } })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: { enabled: true, lengthMinutes: 10, capacity: 2 } },
      });
    // The kitchen printer on: a received order has its ticket queued (none while it waits).
    const printer = {
      enabled: true,
      host: '192.168.1.50',
      port: 9100,
      paperWidth: 80,
      autoKitchen: true,
      arabic: 'text',
      kitchenLanguage: 'en',
    };
    await db()
      .insert(settings)
      .values({ key: 'printer', value: printer })
      .onConflictDoUpdate({ target: settings.key, set: { value: printer } });
    setTestClock(NOW);
  });
  afterAll(async () => {
    setTestClock(null);
    await server.close();
  });

  const db = () => server.database.db;
  const product = () => menu.products.find((p) => !p.soldOut && p.sizes.length === 3)!;
  const place = (scheduledFor: string | null, quantity = 1) =>
    callAs(server, '/api/orders', {
      body: {
        idempotencyKey: randomUUID(),
        name: 'Hamdan',
        email: `guest.${randomUUID()}@example.com`,
        plate: testPlate('AD 5 12345'),
        paymentMethod: 'cash',
        lines: [{ productId: product().id, size: 'small', quantity }],
        locale: 'en',
        scheduledFor,
      },
    });
  const placed = async (slot: Date) => {
    const res = await place(slot.toISOString());
    expect(res.status).toBe(201);
    return ((await res.json()) as PlacedOrder).order;
  };
  const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]!.n;
  const slotsNow = async () => (await (await server.request('/api/order-slots')).json()) as OrderSlots;
  const offered = async (slot: Date) =>
    (await slotsNow()).slots.find((s) => s.start === slot.toISOString())?.offered;

  it('lists the slots of the rest of today and tomorrow, from one slot length ahead', async () => {
    // The cached store details are dropped on the settings' NOTIFY (heard a moment later on a server).
    await expect.poll(async () => (await slotsNow()).enabled).toBe(true);
    const body = await slotsNow();
    expect(body.enabled).toBe(true);
    expect(body.slots[0]).toEqual({ start: at('10:20').toISOString(), offered: true });
    expect(body.slots.at(-1)!.start).toBe(at('23:50', '2026-12-02').toISOString());
  });

  it('places an order for a slot: scheduled, ready at the slot, no ticket or new-order notice yet', async () => {
    const order = await placed(at('10:30'));
    expect(order.status).toBe('scheduled');
    expect(order.scheduledFor).toBe(at('10:30').toISOString());
    expect(order.promisedAt).toBe(at('10:30').toISOString());
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.startAt!.getTime()).toBeLessThan(at('10:30').getTime());
    expect(await db().select().from(printJobs).where(eq(printJobs.orderId, order.id))).toHaveLength(0);
    expect(await db().select().from(notifications).where(eq(notifications.refId, order.id))).toHaveLength(0);
  });

  it('refuses a full slot, and no longer offers it; nothing is written', async () => {
    await placed(at('11:00'));
    await placed(at('11:00'));
    expect(await offered(at('11:00'))).toBe(false);
    const before = await orderCount();
    const res = await place(at('11:00').toISOString());
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string; message_en: string; message_ar: string } };
    expect(body.error.code).toBe('slot_full');
    expect(body.error.message_en).toMatch(/filled up/);
    expect(body.error.message_ar).toMatch(/امتلأ/);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a past slot, one too near, and a time that is no slot', async () => {
    const before = await orderCount();
    for (const [slot, status, code] of [
      [at('09:50'), 409, 'slot_past'],
      [at('10:10'), 409, 'slot_past'], // 7 minutes away: less than one slot
      [at('10:25'), 422, 'slot_unknown'], // off the grid
      [at('10:30', '2026-12-05'), 422, 'slot_unknown'], // after tomorrow
    ] as const) {
      const res = await place(slot.toISOString());
      expect(res.status).toBe(status);
      expect(await codeOf(res)).toBe(code);
    }
    expect(await orderCount()).toBe(before);
  });

  it('the owner closes a slot by hand: not offered, refused; opened again, taken', async () => {
    const slot = at('11:30');
    const close = (closed: boolean, cookie = owner.cookie) =>
      callAs(server, '/api/admin/order-slots/closed', {
        cookie,
        body: { start: slot.toISOString(), closed },
      });
    expect((await close(true, staff.cookie)).status).toBe(403);
    const res = await close(true);
    expect(res.status).toBe(200);
    const view = (await res.json()) as AdminOrderSlots;
    expect(view.slots.find((s) => s.start === slot.toISOString())).toMatchObject({
      closed: true,
      offered: false,
    });
    expect(await offered(slot)).toBe(false);
    const refused = await place(slot.toISOString());
    expect(refused.status).toBe(409);
    expect(await codeOf(refused)).toBe('slot_closed');
    expect((await close(false)).status).toBe(200);
    await placed(slot);
  });

  it('two customers taking the last place at once: exactly one order and one refusal', async () => {
    const slot = at('12:00');
    await placed(slot); // one of two places left
    const before = await orderCount();
    const answers = await Promise.all([place(slot.toISOString()), place(slot.toISOString())]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await codeOf(answers.find((r) => r.status === 409)!)).toBe('slot_full');
    expect(await orderCount()).toBe(before + 1);
    // Five at once for a fresh slot of two places: two orders, three refusals.
    const fresh = at('12:30');
    const many = await Promise.all(Array.from({ length: 5 }, () => place(fresh.toISOString())));
    expect(many.filter((r) => r.status === 201)).toHaveLength(2);
    expect(many.filter((r) => r.status === 409)).toHaveLength(3);
    const inSlot = await db().select({ n: count() }).from(orders).where(eq(orders.scheduledFor, fresh));
    expect(inSlot[0]!.n).toBe(2);
  });

  it('moves to received when the clock passes its start, not before: with its ticket and notice', async () => {
    const order = await placed(at('13:00'));
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    const startAt = row!.startAt!;
    const tick = async (when: Date) =>
      (await (await callAs(server, '/api/test/clock', { body: { at: when.toISOString() } })).json()) as {
        started: string[];
      };
    // A minute before its start: still waiting.
    expect((await tick(new Date(startAt.getTime() - 60_000))).started).not.toContain(order.id);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('scheduled');
    // Its start: received, once, with the kitchen ticket and the new-order notice.
    expect((await tick(startAt)).started).toContain(order.id);
    expect((await tick(new Date(startAt.getTime() + 60_000))).started).not.toContain(order.id);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('pending');
    const tickets = await db()
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.orderId, order.id), eq(printJobs.kind, 'kitchen')));
    expect(tickets).toHaveLength(1);
    const notices = await db().select().from(notifications).where(eq(notifications.refId, order.id));
    expect(notices.map((n) => n.kind)).toEqual(['new_order']);
    const moves = await db()
      .select({ from: orderStatusEvents.fromStatus, to: orderStatusEvents.toStatus })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.id));
    expect(moves).toContainEqual({ from: 'scheduled', to: 'pending' });
    setTestClock(NOW);
  });

  it("on my way: an order for later starts when its car comes within the owner's line, with its ticket; farther, it waits", async () => {
    const arrival = { lat: 24.2192, lng: 55.7236, startMinutes: 5 };
    await db()
      .insert(settings)
      .values({ key: 'store.arrival', value: arrival })
      .onConflictDoUpdate({ target: settings.key, set: { value: arrival } });
    const res = await place(at('15:00').toISOString());
    const { order, trackingPath } = (await res.json()) as PlacedOrder;
    const key = new URL(trackingPath, 'http://shop.test').searchParams.get('key')!;
    const approach = async (lat: number) => {
      const r = await callAs(server, `/api/orders/${order.id}/approach?key=${encodeURIComponent(key)}`, {
        body: { position: { lat, lng: 55.7236 } },
      });
      expect(r.status).toBe(200);
      return ((await r.json()) as OrderView).status;
    };
    const statusOf = async () => (await db().select().from(orders).where(eq(orders.id, order.id)))[0]!.status;
    // The store details are cached: wait until the server reads the shop's pin.
    await expect.poll(() => approach(24.27)).toBe('scheduled'); // 5.6 km: 12 minutes away
    expect(await statusOf()).toBe('scheduled');
    expect(await db().select().from(printJobs).where(eq(printJobs.orderId, order.id))).toHaveLength(0);
    // 2.1 km: 5 minutes, on the line: received now, with its ticket and the new-order notice.
    expect(await approach(24.2381)).toBe('pending');
    expect(await statusOf()).toBe('pending');
    expect(await db().select().from(printJobs).where(eq(printJobs.orderId, order.id))).toHaveLength(1);
    const notices = await db().select().from(notifications).where(eq(notifications.refId, order.id));
    expect(notices.map((n) => n.kind)).toEqual(['new_order']);
    // Closer still changes nothing more.
    expect(await approach(24.22)).toBe('pending');
    expect(await db().select().from(printJobs).where(eq(printJobs.orderId, order.id))).toHaveLength(1);
  });

  it("I'm here on an order for later: the customer is at the car, so it is received now, with its ticket, once", async () => {
    const res = await place(at('16:00').toISOString());
    const { order, trackingPath } = (await res.json()) as PlacedOrder;
    const key = new URL(trackingPath, 'http://shop.test').searchParams.get('key')!;
    const here = () =>
      callAs(server, `/api/orders/${order.id}/arrival?key=${encodeURIComponent(key)}`, {
        body: { note: 'Bay 2' },
      });
    const first = await here();
    expect(first.status).toBe(200);
    expect(((await first.json()) as OrderView).status).toBe('pending');
    const row = (await db().select().from(orders).where(eq(orders.id, order.id)))[0]!;
    expect(row.status).toBe('pending');
    expect(row.arrivedAt).not.toBeNull();
    expect(await db().select().from(printJobs).where(eq(printJobs.orderId, order.id))).toHaveLength(1);
    // Said again: nothing more.
    expect((await here()).status).toBe(200);
    expect(await db().select().from(printJobs).where(eq(printJobs.orderId, order.id))).toHaveLength(1);
  });

  it('staff start an order for later early, once; the status cannot be set to or from scheduled by hand', async () => {
    const order = await placed(at('14:00'));
    const patch = await callAs(server, `/api/admin/orders/${order.id}`, {
      method: 'PATCH',
      cookie: staff.cookie,
      body: { status: 'processing' },
    });
    expect(patch.status).toBe(409);
    expect(await codeOf(patch)).toBe('order_scheduled');
    const start = () =>
      callAs(server, `/api/admin/orders/${order.id}/start`, { method: 'POST', cookie: staff.cookie });
    expect((await start()).status).toBe(204);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('pending');
    expect(await db().select().from(printJobs).where(eq(printJobs.orderId, order.id))).toHaveLength(1);
    expect((await start()).status).toBe(409);
  });

  it('as soon as possible stays as it was: received at once', async () => {
    const res = await place(null);
    expect(res.status).toBe(201);
    const order = ((await res.json()) as PlacedOrder).order;
    expect(order.status).toBe('pending');
    expect(order.scheduledFor).toBeNull();
    expect(await db().select().from(printJobs).where(eq(printJobs.orderId, order.id))).toHaveLength(1);
  });

  it('refuses a slot while ordering for later is off', async () => {
    await db()
      .update(settings)
      .set({ value: { enabled: false, lengthMinutes: 10, capacity: 2 } })
      .where(eq(settings.key, 'store.slots'));
    // The cached store details are dropped on the settings' NOTIFY (heard a moment later on a server).
    await expect.poll(async () => (await slotsNow()).enabled).toBe(false);
    const res = await place(at('15:00').toISOString());
    expect(res.status).toBe(409);
    expect(await codeOf(res)).toBe('slots_off');
    expect((await slotsNow()).slots).toEqual([]);
  });
});
