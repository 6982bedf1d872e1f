import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  employees,
  orderItems,
  orders,
  orderStatusEvents,
  productSizes,
  products,
  settings,
  users,
} from '@/server/db/schema';
import { callAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import type { Menu } from '@/features/catalog';
import type { OrderView, PlacedOrder } from '../orders.schema';
import { setOrderStatus } from './order-status.service';
import { TEST_LINKS } from './order-test-kit';

let server: TestServer;
let menu: Menu;
beforeAll(async () => {
  server = await createTestServer({ TEST_HOOKS: '1' });
  menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
});
afterAll(() => server.close());

const ORIGIN = 'http://localhost:3000';
type ErrorBody = {
  error: {
    code: string;
    message_en: string;
    message_ar: string;
    details?: { path: string; code?: string; message?: string; opensAt?: string } & Record<string, unknown>;
  };
};

const call = (p: string, opts: { method?: string; body?: unknown; cookie?: string } = {}) =>
  callAs(server, p, opts);

const product = (i: number) => menu.products.filter((p) => !p.soldOut && p.sizes.length === 3)[i]!;
const order = (over: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  name: 'Mariam',
  email: `guest.${randomUUID()}@example.com`,
  plate: { emirate: 'dubai', code: 'ab', number: '١٢٣٤٥' },
  paymentMethod: 'apple_pay',
  lines: [
    { productId: product(0).id, size: 'medium', quantity: 2 },
    { productId: product(1).id, size: 'large', quantity: 1 },
  ],
  locale: 'en',
  ...over,
});
const counts = async () => {
  const db = server.database.db;
  const [[o], [i], [c], [u]] = await Promise.all([
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(orderItems),
    db.select({ n: count() }).from(customers),
    db.select({ n: count() }).from(users),
  ]);
  return { orders: o!.n, items: i!.n, customers: c!.n, users: u!.n };
};
/** The e-mails to `email`, once the outbox worker has sent what is queued. */
const outboxTo = async (email: string) => {
  await server.drainMail();
  const dir = path.join(server.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((raw) => raw.toLowerCase().includes(`to: ${email}`));
};

async function signedInCustomer() {
  const email = `member.${randomUUID()}@example.com`;
  await server.auth.api.signUpEmail({ body: { name: 'Noura', email, password: 'secret-pass-1' } });
  await server.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const res = await call('/api/account/login', { body: { email, password: 'secret-pass-1' } });
  expect(res.status).toBe(200);
  return {
    email,
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

describe('placing an order', () => {
  it('prices every line from the catalogue, stores snapshots and answers with the tracking path', async () => {
    const body = order({
      unitPriceFils: 1,
      totalFils: 1,
      lines: [
        { productId: product(0).id, size: 'medium', quantity: 2, priceFils: 1 },
        { productId: product(1).id, size: 'large', quantity: 1 },
      ],
    });
    const res = await call('/api/orders', { body });
    expect(res.status).toBe(201);
    const placed = (await res.json()) as PlacedOrder;
    const price = (i: number, size: string) => product(i).sizes.find((s) => s.size === size)!.priceFils;
    const total = 2 * price(0, 'medium') + price(1, 'large');
    expect(placed.order).toMatchObject({
      status: 'pending',
      paymentMethod: 'apple_pay',
      paymentStatus: 'unpaid',
      carPlate: 'DXB AB 12345',
      plate: { emirate: 'dubai', code: 'AB', number: '12345' },
      totalFils: total,
      vatFils: Math.round((total * 500) / 10500),
      vatRateBp: 500,
      employee: null,
    });
    expect(placed.order.number).toBeGreaterThanOrEqual(1001);
    expect(placed.order.shortId).toBe(`#${placed.order.number}`);
    expect(placed.order.items).toEqual([
      {
        productId: product(0).id,
        nameEn: product(0).nameEn,
        nameAr: product(0).nameAr,
        size: 'medium',
        sizeNameEn: 'Medium',
        sizeNameAr: 'وسط',
        unitPriceFils: price(0, 'medium'),
        quantity: 2,
        // These products offer no option groups: nothing chosen, no default applied.
        options: [],
        note: null,
      },
      {
        productId: product(1).id,
        nameEn: product(1).nameEn,
        nameAr: product(1).nameAr,
        size: 'large',
        sizeNameEn: 'Large',
        sizeNameAr: 'كبير',
        unitPriceFils: price(1, 'large'),
        quantity: 1,
        options: [],
        note: null,
      },
    ]);
    expect(placed.trackingPath).toMatch(new RegExp(`^/orders/${placed.order.id}\\?key=[\\w-]{43}$`));
    expect(placed.accountCreated).toBe(false);
    const [customer] = await server.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, body.email as string));
    expect(customer).toMatchObject({ name: 'Mariam', carPlate: 'DXB AB 12345', userId: null });
    const [event] = await server.database.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, placed.order.id));
    expect(event).toMatchObject({ fromStatus: null, toStatus: 'pending' });
    // The receipt: both languages, the total and the guest link.
    const [receipt] = await outboxTo(body.email as string);
    expect(receipt).toBeDefined();
    expect(receipt!.replace(/=\r?\n/g, '')).toContain(placed.order.shortId);
  });

  it.each([
    ['zero', 0],
    ['too many', 100],
    ['fractional', 1.5],
    ['text', '2'],
  ])('refuses a %s quantity with a field error, writing nothing', async (_label, quantity) => {
    const before = await counts();
    const res = await call('/api/orders', {
      body: order({ lines: [{ productId: product(0).id, size: 'small', quantity }] }),
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as {
      error: { code: string; details: { path: string; message: string }[] };
    };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details.map((d) => d.path)).toContain('lines.0.quantity');
    expect(await counts()).toEqual(before);
  });

  it('takes the plate as written in each emirate (Arabic digits too) and stores it structured', async () => {
    const cases = [
      [{ emirate: 'abu_dhabi', code: '٥', number: '١٢٣٤٥' }, 'AD 5 12345', ['abu_dhabi', '5', '12345']],
      [{ emirate: 'dubai', code: 'aa', number: '7' }, 'DXB AA 7', ['dubai', 'AA', '7']],
      [{ emirate: 'sharjah', code: '3', number: '۴۰۴' }, 'SHJ 3 404', ['sharjah', '3', '404']],
      [{ emirate: 'ras_al_khaimah', code: 'k', number: '42' }, 'RAK K 42', ['ras_al_khaimah', 'K', '42']],
      [{ emirate: 'fujairah', code: 'M', number: '9 99' }, 'FUJ M 999', ['fujairah', 'M', '999']],
    ] as const;
    for (const [plate, shown, [emirate, code, number]] of cases) {
      const res = await call('/api/orders', { body: order({ plate }) });
      expect(res.status).toBe(201);
      const placed = (await res.json()) as PlacedOrder;
      expect(placed.order).toMatchObject({ carPlate: shown, plate: { emirate, code, number } });
      const [row] = await server.database.db.select().from(orders).where(eq(orders.id, placed.order.id));
      expect(row).toMatchObject({
        carPlate: shown,
        plateEmirate: emirate,
        plateCode: code,
        plateNumber: number,
      });
    }
  });

  it('says which part of a plate is wrong for its emirate, writing nothing', async () => {
    const before = await counts();
    const refused = [
      [{ emirate: 'abu_dhabi', code: 'A', number: '12345' }, [['plate.code', 'validation.plateCodeDigits']]],
      [{ emirate: 'dubai', code: '5', number: '12345' }, [['plate.code', 'validation.plateCodeLetters']]],
      [{ emirate: 'sharjah', code: '3', number: '123456' }, [['plate.number', 'validation.plateNumber']]],
      [
        { emirate: 'ajman', code: '', number: '0' },
        [
          ['plate.code', 'validation.required'],
          ['plate.number', 'validation.plateNumber'],
        ],
      ],
      [{ emirate: 'muscat', code: 'A', number: '1' }, [['plate.emirate', 'validation.plateEmirate']]],
    ] as const;
    for (const [plate, expected] of refused) {
      const res = await call('/api/orders', { body: order({ plate }) });
      expect(res.status).toBe(422);
      const body = (await res.json()) as {
        error: { code: string; details: { path: string; message: string }[] };
      };
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.details.map((d) => [d.path, d.message])).toEqual(expected);
    }
    // The old free-text field is not a plate.
    const legacy = await call('/api/orders', {
      body: { ...order(), plate: undefined, carPlate: 'AD 5 12345' },
    });
    expect(legacy.status).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('refuses unknown, sold-out and inactive items per line, writing nothing', async () => {
    const db = server.database.db;
    const soldOut = product(2);
    const sizeSoldOut = product(3);
    const inactive = product(4);
    await db.update(products).set({ soldOut: true }).where(eq(products.id, soldOut.id));
    await db.update(productSizes).set({ soldOut: true }).where(eq(productSizes.productId, sizeSoldOut.id));
    await db.update(products).set({ status: 'archived' }).where(eq(products.id, inactive.id));
    const before = await counts();
    const res = await call('/api/orders', {
      body: order({
        lines: [
          { productId: product(0).id, size: 'small', quantity: 1 },
          { productId: randomUUID(), size: 'small', quantity: 1 },
          { productId: soldOut.id, size: 'small', quantity: 1 },
          { productId: sizeSoldOut.id, size: 'large', quantity: 1 },
          { productId: inactive.id, size: 'small', quantity: 1 },
        ],
      }),
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as {
      error: { code: string; message_ar: string; details: { path: string; code: string }[] };
    };
    expect(body.error.code).toBe('item_unavailable');
    expect(body.error.message_ar).toMatch(/متاحة/);
    expect(body.error.details.map((d) => [d.path, d.code])).toEqual([
      ['lines.1', 'unknown_product'],
      ['lines.2', 'sold_out'],
      ['lines.3', 'size_sold_out'],
      ['lines.4', 'inactive'],
    ]);
    expect(await counts()).toEqual(before);
    await db.update(products).set({ soldOut: false, status: 'active' }).where(eq(products.id, soldOut.id));
    await db.update(products).set({ status: 'active' }).where(eq(products.id, inactive.id));
    await db.update(productSizes).set({ soldOut: false }).where(eq(productSizes.productId, sizeSoldOut.id));
  });

  it('a repeated submission returns the same order, also when both arrive at once', async () => {
    const body = order();
    const first = await call('/api/orders', { body });
    const again = await call('/api/orders', { body });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const a = (await first.json()) as PlacedOrder;
    const b = (await again.json()) as PlacedOrder;
    expect(b.order.id).toBe(a.order.id);
    const twin = order();
    const [x, y] = await Promise.all([
      call('/api/orders', { body: twin }),
      call('/api/orders', { body: twin }),
    ]);
    const ids = [((await x.json()) as PlacedOrder).order.id, ((await y.json()) as PlacedOrder).order.id];
    expect(ids[0]).toBe(ids[1]);
    const rows = await server.database.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, twin.idempotencyKey as string));
    expect(rows).toHaveLength(1);
    // The same key with someone else's e-mail is not theirs to read.
    const other = await call('/api/orders', { body: { ...body, email: 'someone.else@example.com' } });
    expect(other.status).toBe(409);
  });

  it('refuses orders while closed, saying when the shop opens, writing nothing', async () => {
    const db = server.database.db;
    const dubaiHour = (offset: number) =>
      String((new Date().getUTCHours() + 4 + offset + 24) % 24).padStart(2, '0');
    const [saved] = await db.select().from(settings).where(eq(settings.key, 'store.hours'));
    await db
      .update(settings)
      .set({ value: { timezone: 'Asia/Dubai', open: `${dubaiHour(2)}:00`, close: `${dubaiHour(3)}:00` } })
      .where(eq(settings.key, 'store.hours'));
    try {
      const before = await counts();
      const res = await call('/api/orders', { body: order() });
      expect(res.status).toBe(409);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.code).toBe('store_closed');
      expect(body.error.message_en).toMatch(/closed.*open again/);
      expect(body.error.message_ar).toMatch(/مغلق/);
      expect(new Date(body.error.details!.opensAt!).getTime()).toBeGreaterThan(Date.now());
      expect(await counts()).toEqual(before);
    } finally {
      await db.update(settings).set({ value: saved!.value }).where(eq(settings.key, 'store.hours'));
    }
  });

  it('takes an active employee and refuses an inactive one', async () => {
    const staff = await server.database.db.select().from(employees);
    const active = staff.find((e) => e.status === 'active')!;
    const gone = staff.find((e) => e.status === 'inactive')!;
    const ok = await call('/api/orders', { body: order({ employeeId: active.id }) });
    expect(((await ok.json()) as PlacedOrder).order.employee).toEqual({
      nameEn: active.nameEn,
      nameAr: active.nameAr,
    });
    const refused = await call('/api/orders', { body: order({ employeeId: gone.id }) });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as ErrorBody).error.code).toBe('employee_unavailable');
    const list = (await (await call('/api/employees')).json()) as { id: string }[];
    expect(list.map((e) => e.id)).toContain(active.id);
    expect(list.map((e) => e.id)).not.toContain(gone.id);
  });

  it('lists the active employees in the alphabetical order of the language asked for (Arabic by default)', async () => {
    type Option = { id: string; nameEn: string; nameAr: string };
    const get = async (q: string) => (await (await server.request(`/api/employees${q}`)).json()) as Option[];
    const [ar, en, plain] = [await get('?lang=ar'), await get('?lang=en'), await get('')];
    expect(ar.length).toBeGreaterThan(1);
    expect(ar.map((e) => e.nameAr)).toEqual(ar.map((e) => e.nameAr).sort(new Intl.Collator('ar').compare));
    expect(en.map((e) => e.nameEn)).toEqual(en.map((e) => e.nameEn).sort(new Intl.Collator('en').compare));
    expect(plain).toEqual(ar);
    expect(new Set(en.map((e) => e.id))).toEqual(new Set(ar.map((e) => e.id)));
    const refused = await server.request('/api/employees?lang=fr');
    expect(refused.status).toBe(422);
  });

  it('creates the account with the order; a taken e-mail answers the same and its owner is told', async () => {
    const body = order({ createAccount: true, password: 'long-enough-1', confirmPassword: 'long-enough-1' });
    const res = await call('/api/orders', { body });
    expect(res.status).toBe(201);
    expect(((await res.json()) as PlacedOrder).accountCreated).toBe(true);
    const mails = await outboxTo(body.email as string);
    expect(mails.some((m) => m.includes('verify-email'))).toBe(true);
    // Linked to the customer record only once the address is confirmed (issue 19 §3).
    const [customer] = await server.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, body.email as string));
    expect(customer!.userId).toBeNull();
    await server.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, body.email as string));
    const [account] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, body.email as string));

    // The same address again, with an account: the order is placed and the answer is the one a new
    // address gets (issue 36: the answer never tells); nothing is created or changed on the
    // account, and its owner gets "someone tried to sign up with your address".
    const before = await counts();
    const mailsBefore = (await outboxTo(body.email as string)).length;
    const taken = await call('/api/orders', {
      body: order({
        email: (body.email as string).toUpperCase(),
        createAccount: true,
        password: 'another-pass-2',
        confirmPassword: 'another-pass-2',
      }),
    });
    expect(taken.status).toBe(201);
    expect(((await taken.json()) as PlacedOrder).accountCreated).toBe(true);
    expect(await counts()).toEqual({
      ...before,
      orders: before.orders + 1,
      items: before.items + (body.lines as unknown[]).length,
    });
    const [still] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, body.email as string));
    expect(still).toEqual(account);
    const after = await outboxTo(body.email as string);
    expect(after.length - mailsBefore).toBe(2); // the receipt and the notice, no confirmation link
    expect(after.filter((m) => m.includes('verify-email'))).toHaveLength(1);
    // The notice points to sign-in and to a password reset (the receipt does not).
    expect(after.filter((m) => m.includes('/reset-password'))).toHaveLength(1);

    // A password the rule refuses (the address itself) is a 422 before anything is written.
    const weakBefore = await counts();
    const weak = await call('/api/orders', {
      body: order({
        createAccount: true,
        password: 'salem@example.com',
        confirmPassword: 'salem@example.com',
        email: 'salem@example.com',
      }),
    });
    expect(weak.status).toBe(422);
    expect(((await weak.json()) as { error: { details: unknown } }).error.details).toEqual([
      expect.objectContaining({ path: 'password', code: 'weak_password' }),
    ]);
    expect(await counts()).toEqual(weakBefore);
    const mismatch = await call('/api/orders', {
      body: order({ createAccount: true, password: 'long-enough-1', confirmPassword: 'other-pass-2' }),
    });
    expect(mismatch.status).toBe(422);
  });
});

describe('reading orders', () => {
  it('only the owner or the holder of the secret key can read an order; everyone else gets 404', async () => {
    const placed = (await (await call('/api/orders', { body: order() })).json()) as PlacedOrder;
    const id = placed.order.id;
    const key = new URL(placed.trackingPath, ORIGIN).searchParams.get('key')!;
    expect((await call(`/api/orders/${id}`)).status).toBe(404);
    expect((await call(`/api/orders/${id}?key=${'x'.repeat(43)}`)).status).toBe(404);
    expect((await call(`/api/orders/${id}?key=short`)).status).toBe(404);
    expect((await call(`/api/orders/not-a-uuid?key=${key}`)).status).toBe(404);
    expect((await call(`/api/orders/${randomUUID()}?key=${key}`)).status).toBe(404);
    const ok = await call(`/api/orders/${id}?key=${key}`);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as OrderView).id).toBe(id);

    const member = await signedInCustomer();
    expect((await call(`/api/orders/${id}`, { cookie: member.cookie })).status).toBe(404);
    const mine = (await (
      await call('/api/orders', { body: order({ email: 'ignored@example.com' }), cookie: member.cookie })
    ).json()) as PlacedOrder;
    const own = await call(`/api/orders/${mine.order.id}`, { cookie: member.cookie });
    expect(own.status).toBe(200);
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, mine.order.id));
    expect(row!.customerEmail).toBe(member.email);

    const list = await call('/api/account/orders', { cookie: member.cookie });
    expect(list.status).toBe(200);
    expect(((await list.json()) as OrderView[]).map((o) => o.id)).toEqual([mine.order.id]);
    expect((await call('/api/account/orders')).status).toBe(401);
  });

  it('a status change is recorded and published to the order’s live stream', async () => {
    const placed = (await (await call('/api/orders', { body: order() })).json()) as PlacedOrder;
    const id = placed.order.id;
    const heard = new Promise<string>((resolve) => server.hub.subscribe(`order:${id}`, resolve));
    const res = await call(`/api/test/orders/${id}/status`, {
      method: 'PATCH',
      body: { status: 'processing' },
    });
    expect(res.status).toBe(204);
    expect(await heard).toBe(id);
    await setOrderStatus(server.database.db, id, 'completed', null, TEST_LINKS);
    const events = await server.database.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, id));
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 'pending'],
      ['pending', 'processing'],
      ['processing', 'completed'],
    ]);
    const key = new URL(placed.trackingPath, ORIGIN).searchParams.get('key')!;
    expect(((await (await call(`/api/orders/${id}?key=${key}`)).json()) as OrderView).status).toBe(
      'completed',
    );
  });

  it('never answers 500 to malformed input', async () => {
    const bad = await server.request('/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: '{not json',
    });
    expect(bad.status).toBe(400);
    expect((await call('/api/orders', { body: { lines: 'x' } })).status).toBe(422);
    expect((await call('/api/orders', { body: order({ lines: [] }) })).status).toBe(422);
  });
});
