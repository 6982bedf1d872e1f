import { randomBytes, randomUUID } from 'node:crypto';
import { plateColumns } from '@/server/testing/plate-test-kit';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OrderStatus, PaymentMethod } from '@/common/domain';
import { orders, shifts } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { Dashboard } from '../dashboard.schema';
import { cancelWithRefund, partRefund } from './dashboard-random-money-test-kit';

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
        ...plateColumns('AD 5 5'),
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

    // Marked paid: the hand-over becomes a sale (cash, into the drawer of an open shift) and leaves the warning.
    const shift = await callAs(server, '/api/admin/shifts', {
      method: 'POST',
      body: { floatFils: 0 },
      cookie,
    });
    expect(shift.status).toBe(201);
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
  it('agrees with a shift’s net (decision 045) when its orders were paid, handed over or cancelled in it', async () => {
    const db = server.database.db;
    await db
      .update(shifts)
      .set({
        closedAt: new Date(),
        countedCashFils: 0,
        report: {},
        closedByName: 'Test',
      })
      .where(sql`closed_at is null`);
    const [shift] = await db
      .insert(shifts)
      .values({ openedByName: 'Honest Figures', floatFils: 20_000 })
      .returning({ id: shifts.id });
    const before = await today();
    await order('completed', true, 'card', 4_200);
    const partly = await order('completed', true, 'cash', 2_100);
    await db.execute(partRefund(partly, 500, 24, 'quality'));
    const cancelled = await order('completed', true, 'card', 3_150);
    await db.execute(cancelWithRefund(cancelled));
    await order('pending', false, 'cash', 1_050); // open: in neither
    const after = await today();

    // The shift's close as decision 045 defines it: payments taken in it less refunds given in it.
    const { rows } = (await db.execute(sql`
      select m as method, coalesce(p.fils, 0) - coalesce(r.fils, 0) as net, coalesce(p.vat, 0) - coalesce(r.vat, 0) as vat
        from unnest(array['card', 'cash', 'apple_pay', 'google_pay', 'bank_transfer']) m
        left join (select payment_method, sum(total_fils) as fils, sum(vat_fils) as vat from orders
                    where shift_id = ${shift!.id} group by 1) p on p.payment_method = m
        left join (select method, sum(amount_fils) as fils, sum(vat_fils) as vat from refunds
                    where shift_id = ${shift!.id} group by 1) r on r.method = m`)) as unknown as {
      rows: { method: 'card' | 'cash'; net: string | number; vat: string | number }[];
    };
    const close = Object.fromEntries(rows.map((r) => [r.method, [Number(r.net), Number(r.vat)]]));
    const dashboard = (m: 'card' | 'cash' | 'apple_pay' | 'google_pay' | 'bank_transfer') => [
      methodOf(after, m).salesFils - methodOf(before, m).salesFils,
      methodOf(after, m).vatFils - methodOf(before, m).vatFils,
    ];
    for (const m of ['card', 'cash', 'apple_pay', 'google_pay', 'bank_transfer'] as const)
      expect(dashboard(m), m).toEqual(close[m]);
    expect(close.card).toEqual([4_200, 200]);
    expect(close.cash).toEqual([1_600, 76]);
  });
});
