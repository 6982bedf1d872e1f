import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import type { Settings } from '@/features/settings';
import { mailOutbox, orders, products, productSizes } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import { testPlate } from '@/server/testing/plate-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { Estimate, PlacedOrder } from '../orders.schema';
import { setOrderStatus } from './order-status.service';
import { TEST_LINKS } from './order-test-kit';

interface Refusal {
  error: {
    code: string;
    message_en: string;
    message_ar: string;
    details: { maxDrinks: number; maxFils: number; phone: string | null };
  };
}

describeOnEachDatabase('large orders paid at the car (decision 067)', (engine) => {
  let server: TestServer;
  let owner: string;
  /** A product with 4 minutes of preparation; its large size at AED 999.99. */
  let juice: string;
  beforeAll(async () => {
    server = await engine.start({ TEST_HOOKS: '1' });
    owner = (await signInAs(server, 'owner')).cookie;
    const menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
    juice = menu.products.find((p) => !p.soldOut && p.sizes.length === 3)!.id;
    await db().update(products).set({ prepMinutes: 4 }).where(eq(products.id, juice));
    await db()
      .update(productSizes)
      .set({ priceFils: 99_999 })
      .where(and(eq(productSizes.productId, juice), eq(productSizes.size, 'large')));
    server.caches.menu.invalidate();
    await configure((s) => ({ ...s, kitchen: { parallelOrders: 1 } }));
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  async function configure(change: (s: Settings) => Settings) {
    const s = (await (await callAs(server, '/api/admin/settings', { cookie: owner })).json()) as Settings;
    const next = change(s);
    const res = await callAs(server, '/api/admin/settings', { method: 'PUT', cookie: owner, body: next });
    expect(res.status).toBe(200);
    // The cached store details follow the change.
    for (let i = 0; i < 100; i++) {
      const store = (await (await server.request('/api/store')).json()) as { checkout: Settings['checkout'] };
      if (JSON.stringify(store.checkout) === JSON.stringify(next.checkout)) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the store details never changed');
  }
  const body = (
    lines: { size: string; quantity: number }[],
    email = `guest.${randomUUID()}@example.com`,
  ) => ({
    idempotencyKey: randomUUID(),
    name: 'Hamdan',
    email,
    plate: testPlate('AD 5 12345'),
    paymentMethod: 'cash',
    lines: lines.map((l) => ({ productId: juice, ...l })),
    locale: 'en',
  });
  const place = (lines: { size: string; quantity: number }[], cookie?: string, email?: string) =>
    callAs(server, '/api/orders', { cookie, body: body(lines, email) });
  const counts = async () => ({
    orders: (await db().select({ id: orders.id }).from(orders)).length,
    mail: (await db().select({ id: mailOutbox.id }).from(mailOutbox)).length,
  });
  const expectRefused = async (res: Response) => {
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as Refusal;
    expect(error.code).toBe('order_too_large');
    return error;
  };
  const closeAll = () =>
    db()
      .update(orders)
      .set({ status: 'completed' })
      .where(inArray(orders.status, ['pending', 'processing']));

  it('refuses a guest order of more drinks than the size, in both languages with the shop phone, writing nothing', async () => {
    const before = await counts();
    // 21 drinks over two lines (the size counts every line).
    const error = await expectRefused(
      await place([
        { size: 'small', quantity: 11 },
        { size: 'medium', quantity: 10 },
      ]),
    );
    expect(error.details).toEqual({ maxDrinks: 20, maxFils: 100_000, phone: '+971 2 555 0199' });
    expect(error.message_en).toContain('call the shop on +971 2 555 0199');
    expect(error.message_en).toContain('at most 20 drinks or AED 1,000.00');
    expect(error.message_ar).toContain('يُرجى الاتصال بالمحل على الرقم \u200E+971 2 555 0199\u200E');
    expect(error.message_ar).toContain('\u200E20\u200E من المشروبات');
    expect(await counts()).toEqual(before);
    // Exactly the size is taken.
    expect((await place([{ size: 'small', quantity: 20 }])).status).toBe(201);
  });

  it('refuses a guest order above the amount, even of few drinks', async () => {
    const before = await counts();
    // 2 × AED 999.99 = AED 1,999.98 > AED 1,000.
    const error = await expectRefused(await place([{ size: 'large', quantity: 2 }]));
    expect(error.message_en).toContain('AED 1,000.00');
    expect(await counts()).toEqual(before);
    expect((await place([{ size: 'large', quantity: 1 }])).status).toBe(201);
  });

  it("refuses a signed-in customer's order too (paid at the car, unpaid when placed), over drinks and over amount", async () => {
    const customer = await signInAs(server, 'customer');
    const before = await counts();
    await expectRefused(await place([{ size: 'small', quantity: 21 }], customer.cookie, customer.email));
    await expectRefused(await place([{ size: 'large', quantity: 2 }], customer.cookie, customer.email));
    expect(await counts()).toEqual(before);
  });

  it('says "call the shop" without a number when the settings have none', async () => {
    await db().execute(
      // The admin form requires a phone; an older record may have none.
      sql`update settings set value = jsonb_set(value, '{phone}', '""') where key = 'store.contact'`,
    );
    server.caches.store.invalidate();
    const error = await expectRefused(await place([{ size: 'small', quantity: 30 }]));
    expect(error.details.phone).toBeNull();
    expect(error.message_en).toContain('Please call the shop and we will prepare it for you.');
    expect(error.message_ar).toContain('يُرجى الاتصال بالمحل وسنجهّزه لك.');
    await db().execute(
      sql`update settings set value = jsonb_set(value, '{phone}', '"+971 2 555 0199"') where key = 'store.contact'`,
    );
    server.caches.store.invalidate();
  });

  it("follows the owner's settings, and a staff account's order is exempt", async () => {
    await configure((s) => ({
      ...s,
      checkout: { ...s.checkout, maxUnpaidDrinks: 50, maxUnpaidFils: 500_000 },
    }));
    expect((await place([{ size: 'small', quantity: 50 }])).status).toBe(201);
    expect((await place([{ size: 'large', quantity: 5 }])).status).toBe(201);
    await expectRefused(await place([{ size: 'small', quantity: 51 }]));
    const staff = await signInAs(server, 'staff');
    expect(
      (
        await place(
          [
            { size: 'small', quantity: 99 },
            { size: 'large', quantity: 99 },
          ],
          staff.cookie,
          staff.email,
        )
      ).status,
    ).toBe(201);
    await configure((s) => ({
      ...s,
      checkout: { ...s.checkout, maxUnpaidDrinks: 20, maxUnpaidFils: 100_000 },
    }));
  });

  it('an order not accepted yet counts at most the size in drinks towards the others\u2019 ready times', async () => {
    await closeAll();
    const estimate = async () => {
      const res = await callAs(server, '/api/orders/estimate', {
        body: { lines: [{ productId: juice, size: 'small', quantity: 1 }] },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as Estimate).readyInMinutes;
    };
    expect(await estimate()).toBe(4);
    // A staff account's 198 drinks (792 minutes of work), still received.
    const staff = await signInAs(server, 'staff');
    const big = await place(
      [
        { size: 'small', quantity: 99 },
        { size: 'medium', quantity: 99 },
      ],
      staff.cookie,
      staff.email,
    );
    expect(big.status).toBe(201);
    const placed = (await big.json()) as PlacedOrder;
    // Its own time is its own work: the cap is for the orders behind it.
    expect(placed.order.readyInMinutes).toBe(792);
    // One juice: 20 of its drinks (80 minutes), then its own 4, not 796.
    expect(await estimate()).toBe(84);
    const guest = (await (await place([{ size: 'small', quantity: 1 }])).json()) as PlacedOrder;
    expect(guest.order.readyInMinutes).toBe(84);
    // Accepted by staff (being prepared): the shop has taken it on, all of it counts.
    await setOrderStatus(db(), placed.order.id, 'processing', null, TEST_LINKS);
    expect(await estimate()).toBeGreaterThan(790);
    await closeAll();
  });
});
