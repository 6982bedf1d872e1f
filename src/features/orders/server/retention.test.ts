import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '@/server/lib/logger';
import {
  customers,
  employees,
  mailOutbox,
  notifications,
  orderItems,
  orders,
  orderStatusEvents,
  settings,
} from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import { testPlate } from '@/server/testing/plate-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { Menu } from '@/features/catalog';
import type { PlacedOrder } from '../orders.schema';
import { setOrderStatus } from './order-status.service';
import { TEST_LINKS } from './order-test-kit';
import { createRetentionJob, RETENTION_LOCK_KEY } from './retention-job';
import { anonymiseGuestData } from './retention.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayString = (d: Date) => d.toISOString().slice(0, 10);

describeOnEachDatabase('privacy: guest data is removed after the retention period', (engine) => {
  let server: TestServer;
  let menu: Menu;
  let owner: Awaited<ReturnType<typeof signInAs>>;
  let account: Awaited<ReturnType<typeof signInAs>>;
  let employeeId: string;
  beforeAll(async () => {
    server = await engine.start();
    menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
    owner = await signInAs(server, 'owner', 'Retention Owner');
    account = await signInAs(server, 'customer', 'Noura Account');
    employeeId = (
      await db().select({ id: employees.id }).from(employees).where(eq(employees.status, 'active')).limit(1)
    )[0]!.id;
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const products = () => menu.products.filter((p) => !p.soldOut && p.sizes.length === 3);

  /** A checkout through the public API (a guest unless `cookie`), with an "I'm here" note. */
  const place = async (who: {
    name: string;
    email: string;
    phone?: string;
    plate: string;
    cookie?: string;
  }) => {
    const [a, b] = products();
    const res = await callAs(server, '/api/orders', {
      cookie: who.cookie,
      body: {
        idempotencyKey: randomUUID(),
        name: who.name,
        email: who.email,
        ...(who.phone ? { phone: who.phone } : {}),
        plate: testPlate(who.plate),
        paymentMethod: 'cash',
        employeeId,
        lines: [
          // A note can name the customer: it goes with the rest of their personal data.
          { productId: a!.id, size: 'small', quantity: 2, note: `for ${who.name}, no straw` },
          { productId: b!.id, size: 'large', quantity: 1 },
        ],
        locale: 'en',
      },
    });
    expect(res.status).toBe(201);
    const placed = (await res.json()) as PlacedOrder;
    const key = new URL(placed.trackingPath, 'http://x').searchParams.get('key')!;
    const arrived = await callAs(
      server,
      `/api/orders/${placed.order.id}/arrival?key=${encodeURIComponent(key)}`,
      {
        cookie: who.cookie,
        body: { note: `${who.name} in the white Patrol, bay 4` },
      },
    );
    expect(arrived.status).toBe(200);
    return { id: placed.order.id, key };
  };

  /** Moves an order (and its guest customer record) `days` into the past. */
  const age = async (orderId: string, days: number) => {
    const back = sql`now() - make_interval(days => ${days})`;
    const [row] = await db()
      .update(orders)
      .set({ createdAt: back })
      .where(eq(orders.id, orderId))
      .returning({ customerId: orders.customerId });
    await db()
      .update(customers)
      .set({ createdAt: back, updatedAt: back })
      .where(eq(customers.id, row!.customerId!));
  };

  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const itemsOf = (id: string) =>
    db().select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.position));
  const eventsOf = (id: string) =>
    db()
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, id))
      .orderBy(asc(orderStatusEvents.createdAt));
  const noticeOf = async (id: string) =>
    (await db().select().from(notifications).where(eq(notifications.refId, id)))[0];
  const receiptOf = async (id: string) =>
    (
      await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `receipt:${id}`))
    )[0];
  const customerByEmail = async (email: string) =>
    (await db().select().from(customers).where(eq(customers.email, email)))[0];
  const dashboard = async () => {
    const to = new Date();
    const from = new Date(to.getTime() - 365 * DAY_MS);
    const res = await callAs(
      server,
      `/api/admin/dashboard?period=custom&from=${dayString(from)}&to=${dayString(to)}`,
      { cookie: owner.cookie },
    );
    expect(res.status).toBe(200);
    return res.json();
  };
  const setRetentionDays = async (retentionDays: number) => {
    await db()
      .insert(settings)
      .values({ key: 'store.privacy', value: { retentionDays } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { retentionDays } } });
  };

  const tag = randomUUID().slice(0, 8);
  const oldOnly = {
    name: 'Hamdan Old',
    email: `old.${tag}@example.com`,
    phone: '050 123 4567',
    plate: 'AD 5 12345',
  };
  const mixed = {
    name: 'Mariam Mixed',
    email: `mixed.${tag}@example.com`,
    phone: '055 765 4321',
    plate: 'DXB A 777',
  };
  const recent = { name: 'Salem Recent', email: `recent.${tag}@example.com`, plate: 'SHJ 3 4242' };
  let oldOrder: { id: string; key: string };
  let mixedOld: { id: string; key: string };
  let mixedNew: { id: string; key: string };
  let recentOrder: { id: string; key: string };
  let accountOrder: { id: string; key: string };

  it('seeds: old and recent guest orders, an old order of an account', async () => {
    oldOrder = await place(oldOnly);
    await setOrderStatus(db(), oldOrder.id, 'completed', null, TEST_LINKS);
    await callAs(server, `/api/admin/orders/${oldOrder.id}/paid`, {
      cookie: owner.cookie,
      body: { method: 'card' },
    });
    mixedOld = await place(mixed);
    await age(oldOrder.id, 200);
    await age(mixedOld.id, 200);
    mixedNew = await place(mixed);
    recentOrder = await place(recent);
    accountOrder = await place({
      name: 'Noura Account',
      email: account.email,
      plate: 'AD 9 999',
      cookie: account.cookie,
    });
    await age(accountOrder.id, 200);
    expect((await orderRow(accountOrder.id)).userId).toBe(account.id);
    expect(await receiptOf(oldOrder.id)).toBeDefined();
    expect((await noticeOf(oldOrder.id))?.data).toMatchObject({ customerName: oldOnly.name });
  });

  it('honours the setting: with 365 days a 200-day-old guest order is not touched', async () => {
    await setRetentionDays(365);
    const before = await orderRow(oldOrder.id);
    expect(await server.retentionJob.runOnce()).toEqual({ orders: 0, customers: 0, unconfirmedAccounts: 0 });
    expect(await orderRow(oldOrder.id)).toEqual(before);
    expect(await customerByEmail(oldOnly.email)).toBeDefined();
    await setRetentionDays(180);
  });

  it('after 180 days: the guest orders lose every personal detail, the figures stay', async () => {
    const dashboardBefore = await dashboard();
    const before = await orderRow(oldOrder.id);
    const itemsBefore = await itemsOf(oldOrder.id);
    const eventsBefore = await eventsOf(oldOrder.id);
    const untouched = await Promise.all([mixedNew, recentOrder, accountOrder].map((o) => orderRow(o.id)));
    const untouchedEvents = await Promise.all(
      [mixedNew, recentOrder, accountOrder].map((o) => eventsOf(o.id)),
    );
    const accountCustomer = await customerByEmail(account.email);

    const logged: string[] = [];
    const job = createRetentionJob({
      db: db(),
      logger: createLogger(
        'debug',
        new Writable({ write: (chunk, _enc, done) => (logged.push(String(chunk)), done()) }),
      ),
    });
    const now = new Date();
    const counts = await job.runOnce();
    expect(counts).toEqual({ orders: 2, customers: 1, unconfirmedAccounts: 0 });

    for (const id of [oldOrder.id, mixedOld.id]) {
      const row = await orderRow(id);
      expect(row).toMatchObject({
        customerName: '',
        customerEmail: '',
        customerPhone: null,
        carPlate: '',
        plateEmirate: null,
        plateCode: null,
        plateNumber: null,
        arrivalNote: null,
        requestHash: null,
      });
      expect(row.anonymizedAt!.getTime()).toBeGreaterThanOrEqual(now.getTime() - 1000);
      expect((await eventsOf(id)).filter((e) => e.kind === 'arrived').map((e) => e.note)).toEqual([null]);
      expect(JSON.stringify((await noticeOf(id))?.data)).not.toMatch(/Hamdan|Mariam|AD|DXB/);
      expect(await receiptOf(id)).toBeUndefined();
    }
    // What the figures and the order's history need stays as it was.
    const after = await orderRow(oldOrder.id);
    const {
      customerName,
      customerEmail,
      customerPhone,
      carPlate,
      plateEmirate,
      plateCode,
      plateNumber,
      arrivalNote,
      requestHash,
      anonymizedAt,
      customerId,
      ...kept
    } = before;
    void [
      customerName,
      customerEmail,
      customerPhone,
      carPlate,
      plateEmirate,
      plateCode,
      plateNumber,
      arrivalNote,
      requestHash,
      anonymizedAt,
      customerId,
    ];
    expect(after).toMatchObject(kept);
    expect(after).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
      paymentMethod: 'card', // paid by card at the car (the method actually paid)
      employeeId,
    });
    expect(after.arrivedAt).not.toBeNull();
    // The lines stay as they were made (options, prices), less the customer's notes.
    expect(itemsBefore.some((i) => i.note?.includes(oldOnly.name))).toBe(true);
    expect(await itemsOf(oldOrder.id)).toEqual(itemsBefore.map((i) => ({ ...i, note: null })));
    expect((await eventsOf(oldOrder.id)).map(({ note, ...e }) => (void note, e))).toEqual(
      eventsBefore.map(({ note, ...e }) => (void note, e)),
    );
    expect(await dashboard()).toEqual(dashboardBefore);

    // The guest with only old orders is gone; the one with a recent order stays; the account's too.
    expect(await customerByEmail(oldOnly.email)).toBeUndefined();
    expect(after.customerId).toBeNull();
    expect(await customerByEmail(mixed.email)).toMatchObject({ name: mixed.name });
    expect((await orderRow(mixedOld.id)).customerId).not.toBeNull();
    expect(await customerByEmail(account.email)).toEqual(accountCustomer);
    expect(await Promise.all([mixedNew, recentOrder, accountOrder].map((o) => orderRow(o.id)))).toEqual(
      untouched,
    );
    expect(await Promise.all([mixedNew, recentOrder, accountOrder].map((o) => eventsOf(o.id)))).toEqual(
      untouchedEvents,
    );
    expect(await receiptOf(accountOrder.id)).toBeDefined();

    // The back office and the tracking link still show the order, without the person.
    const detail = await callAs(server, `/api/admin/orders/${oldOrder.id}`, { cookie: owner.cookie });
    expect(detail.status).toBe(200);
    expect(await detail.json()).toMatchObject({ customerName: '', totalFils: before.totalFils });
    expect(
      (await server.request(`/api/orders/${oldOrder.id}?key=${encodeURIComponent(oldOrder.key)}`)).status,
    ).toBe(200);

    // The log line holds counts only.
    const text = logged.join('');
    expect(text).toMatch(/"orders":2,"customers":1/);
    expect(text).not.toMatch(/Hamdan|Mariam|example\.com|12345|Patrol/);
  });

  it('a second run changes nothing', async () => {
    const before = await Promise.all(
      [oldOrder, mixedOld, mixedNew, recentOrder, accountOrder].map((o) => orderRow(o.id)),
    );
    expect(await server.retentionJob.runOnce()).toEqual({ orders: 0, customers: 0, unconfirmedAccounts: 0 });
    expect(await anonymiseGuestData(db(), { now: new Date(), retentionDays: 180 })).toEqual({
      orders: 0,
      customers: 0,
    });
    expect(
      await Promise.all([oldOrder, mixedOld, mixedNew, recentOrder, accountOrder].map((o) => orderRow(o.id))),
    ).toEqual(before);
  });

  it('the daily job runs shortly after start, and stop() waits for the run under way', async () => {
    const late = await place({ name: 'Khalid Late', email: `late.${tag}@example.com`, plate: 'RAK B 55' });
    await age(late.id, 190);
    const job = createRetentionJob({
      db: db(),
      logger: createLogger('silent'),
      firstRunMs: 5,
      intervalMs: 60_000,
    });
    job.start();
    await expect.poll(async () => (await orderRow(late.id)).anonymizedAt, { timeout: 5_000 }).not.toBeNull();
    await job.stop();
    expect(await customerByEmail(`late.${tag}@example.com`)).toBeUndefined();
  });

  if (engine.name === 'postgres') {
    it('while another server holds the lock, a run does nothing', async () => {
      const late = await place({
        name: 'Rashid Locked',
        email: `locked.${tag}@example.com`,
        plate: 'AJM C 321',
      });
      await age(late.id, 200);
      const { rows } = (await db().execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        await other.query('select pg_advisory_lock($1::bigint)', [RETENTION_LOCK_KEY]);
        expect(await server.retentionJob.runOnce()).toBeNull();
        expect((await orderRow(late.id)).customerName).toBe('Rashid Locked');
        await other.query('select pg_advisory_unlock($1::bigint)', [RETENTION_LOCK_KEY]);
        expect(await server.retentionJob.runOnce()).toEqual({
          orders: 1,
          customers: 1,
          unconfirmedAccounts: 0,
        });
      } finally {
        await other.end();
      }
    });
  }
});
