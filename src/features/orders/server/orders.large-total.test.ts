import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatMoney } from '@/common/money';
import { MAX_LINE_QUANTITY } from '@/common/limits';
import type { Menu } from '@/features/catalog';
import { inArray } from 'drizzle-orm';
import { orders, productSizes } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import { testPlate } from '@/server/testing/plate-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { Settings } from '@/features/settings';

/** The highest price the product form accepts (AED 9,999.99). */
const TOP_PRICE_FILS = 999_999;
const LINES = 25;
/** 25 lines of 99 at AED 9,999.99: AED 24,749,975.25, past 2^31 fils (AED 21,474,836.48). */
const TOTAL = LINES * MAX_LINE_QUANTITY * TOP_PRICE_FILS;

describeOnEachDatabase('an order whose total passes 2^31 fils', (engine) => {
  let server: TestServer;
  let owner: string;
  let customer: Awaited<ReturnType<typeof signInAs>>;
  const placed: { id: string; key: string }[] = [];
  beforeAll(async () => {
    server = await engine.start();
    owner = (await signInAs(server, 'owner')).cookie;
    customer = await signInAs(server, 'customer');
    // As an owner would set them on the product form: every size at its highest price.
    await server.database.db.update(productSizes).set({ priceFils: TOP_PRICE_FILS });
    server.caches.menu.invalidate();
    // Paid at the car, an order this large needs the owner's say-so (Settings → Store → Large orders).
    const settings = (await (
      await callAs(server, '/api/admin/settings', { cookie: owner })
    ).json()) as Settings;
    const checkout = {
      ...settings.checkout,
      maxUnpaidDrinks: 50 * 99,
      maxUnpaidFils: 10_000_000_000,
    };
    expect(
      (
        await callAs(server, '/api/admin/settings', {
          method: 'PUT',
          cookie: owner,
          body: { ...settings, checkout },
        })
      ).status,
    ).toBe(200);
    server.caches.store.invalidate();
  });
  afterAll(() => server.close());

  const order = async () => {
    const menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
    const lines = menu.products
      .filter((p) => !p.soldOut)
      .flatMap((p) =>
        p.sizes
          .filter((s) => !s.soldOut)
          .map((s) => ({
            productId: p.id,
            size: s.size,
            quantity: MAX_LINE_QUANTITY,
            priceFils: s.priceFils,
          })),
      )
      .slice(0, LINES);
    expect(lines).toHaveLength(LINES);
    expect(lines.every((l) => l.priceFils === TOP_PRICE_FILS)).toBe(true);
    const res = await callAs(server, '/api/orders', {
      cookie: customer.cookie,
      body: {
        idempotencyKey: randomUUID(),
        name: 'Hamdan',
        email: customer.email,
        plate: testPlate('AD 5 12345'),
        paymentMethod: 'cash',
        lines: lines.map(({ priceFils: _p, ...l }) => l),
        locale: 'en',
      },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as {
      order: { id: string; totalFils: number; vatFils: number };
      trackingPath: string;
    };
  };

  it('is placed, and read back whole as a number (the tracking page, the back office)', async () => {
    expect(TOTAL).toBeGreaterThan(2 ** 31);
    for (let i = 0; i < 2; i++) {
      const res = await order();
      expect(res.order.totalFils).toBe(TOTAL);
      expect(typeof res.order.vatFils).toBe('number');
      placed.push({ id: res.order.id, key: new URL(res.trackingPath, 'http://x').searchParams.get('key')! });
    }
    const { id, key } = placed[0]!;
    const tracked = (await (await callAs(server, `/api/orders/${id}?key=${key}`)).json()) as {
      totalFils: number;
      vatFils: number;
    };
    expect(tracked.totalFils).toBe(TOTAL);
    expect(tracked.vatFils).toBe(Math.round((TOTAL * 500) / 10_500));
    const detail = (await (await callAs(server, `/api/admin/orders/${id}`, { cookie: owner })).json()) as {
      totalFils: number;
    };
    expect(detail.totalFils).toBe(TOTAL);
    const list = (await (
      await callAs(server, '/api/admin/orders?sort=highest', { cookie: owner })
    ).json()) as { rows: { totalFils: number }[] };
    expect(list.rows[0]!.totalFils).toBe(TOTAL);
    const mine = (await (await callAs(server, '/api/account/orders', { cookie: customer.cookie })).json()) as
      { rows?: { totalFils: number }[] } | { totalFils: number }[];
    expect(JSON.stringify(mine)).toContain(`"totalFils":${TOTAL}`);
  });

  it("sums past 2^32 stay numbers: the customer's spend, the dashboard's sales and top products", async () => {
    const answer = await callAs(server, '/api/admin/customers?sort=most-spent', { cookie: owner });
    expect(answer.status).toBe(200);
    const customers = (await answer.json()) as { rows: { email: string; totalSpentFils: number }[] };
    expect(customers.rows.find((c) => c.email === customer.email)?.totalSpentFils).toBe(2 * TOTAL);
    // The dashboard's sales are orders handed over and paid (decision 048).
    await server.database.db
      .update(orders)
      .set({ status: 'completed', paymentStatus: 'paid' })
      .where(
        inArray(
          orders.id,
          placed.map((p) => p.id),
        ),
      );
    const dashboard = (await (
      await callAs(server, '/api/admin/dashboard?period=today', { cookie: owner })
    ).json()) as {
      totals: { salesFils: number; averageFils: number };
      topProducts: { revenueFils: number }[];
    };
    expect(typeof dashboard.totals.salesFils).toBe('number');
    expect(dashboard.totals.salesFils).toBeGreaterThanOrEqual(2 * TOTAL);
    expect(typeof dashboard.totals.averageFils).toBe('number');
    expect(dashboard.topProducts.every((p) => typeof p.revenueFils === 'number')).toBe(true);
    expect(
      (await callAs(server, '/api/admin/dashboard/export/sales.csv?period=today', { cookie: owner })).status,
    ).toBeLessThan(500);
  });

  it('the receipt e-mail shows the whole total', async () => {
    await server.drainMail();
    const dir = path.join(server.dataDir, 'outbox');
    const texts = await Promise.all(
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .map(async (f) => (await simpleParser(fs.readFileSync(path.join(dir, f)))).text ?? ''),
    );
    expect(texts.some((t) => t.includes(`Total: ${formatMoney(TOTAL, 'en')}`))).toBe(true);
    expect(formatMoney(TOTAL, 'en')).toBe('AED 24,749,975.25');
  });
});
