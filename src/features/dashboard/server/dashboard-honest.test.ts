import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OrderStatus, PaymentMethod } from '@/common/domain';
import { orders } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database';
import { callAs, signInAs } from '@/server/testing/sessions';
import type { TestServer } from '@/server/testing/test-server';
import type { Dashboard } from '../dashboard.schema';
import { cancelWithRefund, partRefund } from './dashboard-random-money';

/**
 * Issue 23's honest figures, through the admin API: today's sales are the orders completed AND
 * paid, each net of its refunds (VAT likewise), split by payment method; open orders and orders
 * handed over unpaid are shown apart. Read as changes from what the seeded shop already shows.
 */

describeOnEachDatabase('the dashboard’s honest sales', (engine) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await engine.start();
    cookie = (await signInAs(server, 'manager')).cookie;
  });
  afterAll(() => server.close());

  const today = async () => {
    const res = await callAs(server, '/api/admin/dashboard?period=today', { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as Dashboard;
  };
  const order = async (status: OrderStatus, paid: boolean, method: PaymentMethod, totalFils: number) => {
    const [o] = await server.database.db
      .insert(orders)
      .values({
        customerName: 'Honest Figures',
        customerEmail: 'honest@example.com',
        carPlate: 'AD 5 5',
        paymentMethod: method,
        paymentStatus: paid ? 'paid' : 'unpaid',
        status,
        totalFils,
        vatFils: Math.round((totalFils * 5) / 105),
        vatRateBp: 500,
        accessKey: randomBytes(32).toString('base64url'),
        idempotencyKey: randomUUID(),
      })
      .returning({ id: orders.id });
    return o!.id;
  };
  const methodOf = (d: Dashboard, m: PaymentMethod) =>
    d.byMethod.find((x) => x.method === m) ?? { orders: 0, salesFils: 0, vatFils: 0 };
  const sumsToTotals = (d: Dashboard) => {
    const sum = (k: 'orders' | 'salesFils' | 'vatFils') => d.byMethod.reduce((s, m) => s + m[k], 0);
    expect([sum('orders'), sum('salesFils'), sum('vatFils')]).toEqual([
      d.totals.orders,
      d.totals.salesFils,
      d.totals.vatFils,
    ]);
  };

  it('counts completed paid orders net of refunds, and sets open and unpaid hand-overs apart', async () => {
    const before = await today();
    await order('pending', false, 'card', 1_575); // open, unpaid
    await order('ready', true, 'card', 2_100); // open, paid ahead
    const handedUnpaid = await order('completed', false, 'cash', 2_520);
    const refundedPart = await order('completed', true, 'card', 4_200); // VAT 200
    await server.database.db.execute(partRefund(refundedPart, 1_050, 50, 'wrong_item'));
    const cancelledPaid = await order('completed', true, 'cash', 3_150);
    await server.database.db.execute(cancelWithRefund(cancelledPaid));
    await order('completed', true, 'apple_pay', 1_050); // VAT 50

    const after = await today();
    // Sales: 4200 − 1050 (card) + 1050 (Apple Pay); VAT 200 − 50 + 50; two orders.
    expect(after.totals.salesFils - before.totals.salesFils).toBe(4_200);
    expect(after.totals.vatFils - before.totals.vatFils).toBe(200);
    expect(after.totals.orders - before.totals.orders).toBe(2);
    expect(methodOf(after, 'card').salesFils - methodOf(before, 'card').salesFils).toBe(3_150);
    expect(methodOf(after, 'apple_pay').salesFils - methodOf(before, 'apple_pay').salesFils).toBe(1_050);
    // The cancelled cash order, refunded in full, and the unpaid cash hand-over count nothing.
    expect(methodOf(after, 'cash')).toEqual(methodOf(before, 'cash'));
    sumsToTotals(after);
    expect(after.openNow).toEqual({
      orders: before.openNow.orders + 2,
      totalFils: before.openNow.totalFils + 1_575 + 2_100,
    });
    expect(after.unpaid).toEqual({
      orders: before.unpaid.orders + 1,
      totalFils: before.unpaid.totalFils + 2_520,
    });

    // Marked paid: the hand-over becomes a sale (cash) and leaves the warning.
    const res = await callAs(server, `/api/admin/orders/${handedUnpaid}`, {
      method: 'PATCH',
      body: { paymentStatus: 'paid' },
      cookie,
    });
    expect(res.status).toBe(200);
    const paid = await today();
    expect(paid.totals.salesFils - after.totals.salesFils).toBe(2_520);
    expect(paid.totals.vatFils - after.totals.vatFils).toBe(120);
    expect(methodOf(paid, 'cash').salesFils - methodOf(after, 'cash').salesFils).toBe(2_520);
    expect(paid.unpaid).toEqual(before.unpaid);
    sumsToTotals(paid);

    // A payment method corrected (paid by card, not cash): the split moves, the total does not.
    await server.database.db.update(orders).set({ paymentMethod: 'card' }).where(eq(orders.id, handedUnpaid));
    const corrected = await today();
    expect(corrected.totals).toEqual(paid.totals);
    expect(methodOf(corrected, 'cash').salesFils - methodOf(paid, 'cash').salesFils).toBe(-2_520);
    expect(methodOf(corrected, 'card').salesFils - methodOf(paid, 'card').salesFils).toBe(2_520);
    sumsToTotals(corrected);

    // Then AED 5.20 of it refunded: the sales drop by the refund, VAT by the refunded VAT.
    await server.database.db.execute(partRefund(handedUnpaid, 520, 20, 'overcharged'));
    const refunded = await today();
    expect(refunded.totals.salesFils - corrected.totals.salesFils).toBe(-520);
    expect(refunded.totals.vatFils - corrected.totals.vatFils).toBe(-20);
    expect(refunded.totals.orders).toBe(corrected.totals.orders);
    sumsToTotals(refunded);
  });
});
