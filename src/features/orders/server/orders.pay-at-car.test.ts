import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { menuOf } from '@/features/catalog/server/catalog-test-kit';
import type { ShiftReport } from '@/features/shifts';
import { mailOutbox, orders } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { AdminOrderDetail, AdminOrderPage } from '../orders.admin.schema';
import { openShift, placeCashOrder } from './order-test-kit';

/**
 * Issue 35: "Mark paid" says how; cash only while a shift is open (payments and refunds); handing
 * over an unpaid order is an explicit choice with a reason, listed on the shift report.
 * The tests run in order: no shift is open until the third.
 */
describeOnEachDatabase('paying at the car and handing over unpaid (issue 35)', (engine) => {
  let server: TestServer;
  let menu: Menu;
  let staff: string;
  let manager: string;
  beforeAll(async () => {
    server = await engine.start();
    menu = await menuOf(server);
    staff = (await signInAs(server, 'staff', 'Layla Runner')).cookie;
    manager = (await signInAs(server, 'manager', 'Mona Manager')).cookie;
  });
  afterAll(() => server.close());

  const place = () => placeCashOrder(server, menu);
  const pay = (id: string, body: unknown, cookie = staff) =>
    callAs(server, `/api/admin/orders/${id}/paid`, { body, cookie });
  const patch = (id: string, body: unknown, cookie = staff) =>
    callAs(server, `/api/admin/orders/${id}`, { method: 'PATCH', body, cookie });
  const post = (path: string, body: unknown, cookie = manager) => callAs(server, path, { body, cookie });
  const detail = async (id: string) =>
    (await (await callAs(server, `/api/admin/orders/${id}`, { cookie: staff })).json()) as AdminOrderDetail;
  const row = async (id: string) =>
    (await server.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const failure = async (res: Response) => [res.status, await codeOf(res)];

  it('no shift open: cash is refused (409, in both languages) and nothing changes; card is recorded', async () => {
    const { order } = await place();
    const res = await pay(order.id, { method: 'cash' });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string; message_en: string; message_ar: string } };
    expect(body.error.code).toBe('cash_needs_open_shift');
    expect(body.error.message_en).toMatch(/open a shift/i);
    expect(body.error.message_ar).toMatch(/الوردية/);
    expect(await row(order.id)).toMatchObject({ paymentStatus: 'unpaid', paidAt: null, shiftId: null });
    expect((await detail(order.id)).history.some((e) => e.kind === 'paid')).toBe(false);
    // The same rule through PATCH (the edit dialog's payment status): the order's method is cash.
    expect(await failure(await patch(order.id, { paymentStatus: 'paid' }))).toEqual([
      409,
      'cash_needs_open_shift',
    ]);
    // Card at the car never touches the drawer: recorded, in no shift yet.
    expect((await pay(order.id, { method: 'card' })).status).toBe(200);
    expect(await row(order.id)).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'card',
      shiftId: null,
    });
  });

  it('no shift open: cash is not given back either (part refund or cancellation); card is', async () => {
    const { order } = await place();
    expect((await pay(order.id, { method: 'apple_pay' })).status).toBe(200);
    const part = { amountFils: 100, method: 'cash', reason: 'quality' };
    expect(await failure(await post(`/api/admin/orders/${order.id}/refunds`, part))).toEqual([
      409,
      'cash_refund_needs_open_shift',
    ]);
    const cancel = { reason: 'customer_request', refundMethod: 'cash' };
    expect(await failure(await post(`/api/admin/orders/${order.id}/cancel`, cancel))).toEqual([
      409,
      'cash_refund_needs_open_shift',
    ]);
    expect(await detail(order.id)).toMatchObject({ status: 'pending', refundedFils: 0, refunds: [] });
    const byCard = await post(`/api/admin/orders/${order.id}/refunds`, { ...part, method: 'apple_pay' });
    expect(byCard.status).toBe(201);
  });

  it('with a shift open: cash is recorded as the method paid, with the change, who and when', async () => {
    expect((await openShift(server, staff, 5_000)).status).toBe(201);
    const { order } = await place();
    // Checkout said cash; at the car the customer paid by card, then another paid cash.
    const tooLittle = await pay(order.id, { method: 'cash', tenderedFils: order.totalFils - 1 });
    expect(await failure(tooLittle)).toEqual([422, 'tendered_too_little']);
    expect((await pay(order.id, { method: 'card', tenderedFils: 5_000 })).status).toBe(422);
    expect((await row(order.id)).paymentStatus).toBe('unpaid');
    const res = await pay(order.id, { method: 'cash', tenderedFils: 5_000 });
    expect(res.status).toBe(200);
    const paid = (await res.json()) as AdminOrderDetail;
    expect(paid).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'cash' });
    expect(paid.history.at(-1)).toMatchObject({
      kind: 'paid',
      by: { name: 'Layla Runner', staff: true },
      detail: { method: 'cash', intended: 'cash', tenderedFils: 5_000, changeFils: 5_000 - order.totalFils },
    });
    expect((await row(order.id)).shiftId).not.toBeNull();

    const other = await place();
    const byApple = (await (await pay(other.order.id, { method: 'apple_pay' })).json()) as AdminOrderDetail;
    expect(byApple.paymentMethod).toBe('apple_pay');
    expect(byApple.history.at(-1)!.detail).toEqual({ method: 'apple_pay', intended: 'cash' });
  });

  it('handing over an unpaid order needs a reason; it is kept in the history and on the shift report', async () => {
    const { order } = await place();
    expect(await failure(await patch(order.id, { status: 'completed' }))).toEqual([
      422,
      'order_unpaid_handover',
    ]);
    expect(await failure(await patch(order.id, { status: 'completed', unpaidReason: 'other' }))).toEqual([
      422,
      'order_unpaid_handover',
    ]);
    expect((await patch(order.id, { status: 'completed', unpaidReason: 'nope' })).status).toBe(422);
    expect((await row(order.id)).status).toBe('pending');

    const res = await patch(order.id, {
      status: 'completed',
      unpaidReason: 'other',
      unpaidNote: 'Regular, pays Friday',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminOrderDetail).history.at(-1)).toMatchObject({
      kind: 'status',
      to: 'completed',
      reason: 'other',
      note: 'Regular, pays Friday',
      detail: { unpaid: true },
      by: { name: 'Layla Runner', staff: true },
    });

    // Paid (or paid in the same edit): handed over with no question.
    const paid = await place();
    expect((await pay(paid.order.id, { method: 'card' })).status).toBe(200);
    expect((await patch(paid.order.id, { status: 'completed' })).status).toBe(200);
    const both = await place();
    expect((await patch(both.order.id, { status: 'completed', paymentStatus: 'paid' })).status).toBe(200);

    // A manager's view: staff count blind and get no figures while the shift is open (decision 064).
    const current = (await (
      await callAs(server, '/api/admin/shifts/current', { cookie: manager })
    ).json()) as {
      report: ShiftReport;
    };
    expect(current.report.unpaidHandovers).toMatchObject({
      count: 1,
      valueFils: order.totalFils,
      orders: [
        {
          orderId: order.id,
          number: order.number,
          reason: 'other',
          byName: 'Layla Runner',
          paidSince: false,
        },
      ],
    });

    // The dashboard's "handed over, not paid" opens the orders list filtered to them.
    const list = (await (
      await callAs(server, '/api/admin/orders?status=completed&payment=unpaid', { cookie: staff })
    ).json()) as AdminOrderPage;
    expect(list.rows.map((r) => r.id)).toEqual([order.id]);

    // The close names it too: the Z e-mail in both languages and the report's CSV, after the drawer.
    const shiftId = current.report.shift.id;
    const closed = await post(`/api/admin/shifts/${shiftId}/close`, {
      countedCashFils: current.report.figures.expectedCashFils,
    });
    expect(closed.status).toBe(200);
    expect(((await closed.json()) as ShiftReport).unpaidHandovers.count).toBe(1);
    const [mail] = await server.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `z-report:${shiftId}`));
    const aed = (order.totalFils / 100).toFixed(2);
    expect(mail!.textBody).toMatch(new RegExp(`Handed over unpaid \\(All methods\\) ×1: AED ${aed}`));
    expect(mail!.textBody).toContain(
      `Order #${order.number}: Other reason · Regular, pays Friday · Layla Runner`,
    );
    expect(mail!.textBody).toContain('سُلّمت دون دفع');
    expect(mail!.textBody).toContain(`\u2066#${order.number}\u2069: سبب آخر`);
    const csv = await (
      await callAs(server, `/api/admin/shifts/${shiftId}/report.csv?lang=en`, { cookie: manager })
    ).text();
    const rows = parse(csv.replace(/^\uFEFF/, '')) as string[][];
    expect(rows.at(-2)).toEqual(['Handed over unpaid', 'All methods', '1', String(order.totalFils / 100)]);
    expect(rows.at(-1)).toEqual([
      `Order #${order.number}: Other reason · Regular, pays Friday · Layla Runner`,
      'Handed over unpaid',
      '',
      String(order.totalFils / 100),
    ]);
    expect(rows.findIndex((r) => r[0] === 'Difference')).toBeLessThan(rows.length - 2);
  });
});
