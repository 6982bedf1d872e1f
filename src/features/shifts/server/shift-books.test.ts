import { randomUUID } from 'node:crypto';
import { plateColumns } from '@/server/testing/plate-test-kit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PaymentMethod } from '@/common/domain';
import { orders } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { CurrentShift, DayClose, ShiftReport } from '../shifts.schema';

/** What this test reads of the dashboard's answer (GET /api/admin/dashboard). */
interface Dashboard {
  totals: { salesFils: number; vatFils: number; orders: number };
  byMethod: { method: PaymentMethod; orders: number; salesFils: number; vatFils: number }[];
}

/**
 * Issue 35, the shift's books (decision 064), through the admin API on a shop with no orders yet:
 * a day of two shifts, a card payment between them, a method changed after the first one's
 * close and a refund; the day's close agrees with the dashboard, adds the floats once, and the
 * payment between the shifts is on the second shift's report with who took it.
 */
describeOnEachDatabase('the shift’s books', (engine) => {
  let server: TestServer;
  let staff: string;
  let manager: string;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
  beforeAll(async () => {
    server = await engine.start();
    staff = (await signInAs(server, 'staff', 'Salim Runner')).cookie;
    manager = (await signInAs(server, 'manager', 'Mona Manager')).cookie;
  });
  afterAll(() => server.close());

  const call = async <T>(cookie: string, path: string, body?: unknown, status = 200) => {
    const res = await callAs(server, path, { cookie, body, method: body === undefined ? 'GET' : 'POST' });
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(status);
    return (await res.json()) as T;
  };
  /** A completed order, unpaid; then paid by staff as the board does (the history names them). */
  const paidOrder = async (method: PaymentMethod, totalFils: number) => {
    const [o] = await server.database.db
      .insert(orders)
      .values({
        customerName: 'Books',
        customerEmail: 'books@example.com',
        ...plateColumns('AD 5 35'),
        paymentMethod: method,
        paymentStatus: 'unpaid',
        status: 'completed',
        totalFils,
        vatFils: Math.round((totalFils * 5) / 105),
        vatRateBp: 500,
        accessKey: randomUUID(),
        idempotencyKey: randomUUID(),
      })
      .returning();
    await call(staff, `/api/admin/orders/${o!.id}/paid`, { method });
    return o!;
  };
  const open = (cookie: string, floatFils: number) =>
    call<ShiftReport>(cookie, '/api/admin/shifts', { floatFils }, 201);
  const close = (cookie: string, id: string, countedCashFils: number) =>
    call<ShiftReport>(cookie, `/api/admin/shifts/${id}/close`, { countedCashFils });

  it('staff count blind: the open shift comes without figures; a manager gets them', async () => {
    const shift = await open(staff, 20_000);
    const res = await callAs(server, '/api/admin/shifts/current', { cookie: staff });
    const text = await res.text();
    const blind = JSON.parse(text) as CurrentShift;
    expect(blind).toMatchObject({
      blind: true,
      report: null,
      shift: { id: shift.shift.id, number: shift.shift.number },
    });
    expect(text).not.toContain('expectedCash');
    expect(text).not.toContain('cashPaid');
    const seen = await call<CurrentShift>(manager, '/api/admin/shifts/current');
    expect(seen.blind).toBe(false);
    expect(seen.report?.figures.expectedCashFils).toBe(20_000);
    // The close answers staff the whole report: the difference once they have counted.
    const closed = await close(staff, shift.shift.id, 19_500);
    expect(closed.figures.differenceFils).toBe(-500);
  });

  it('a day of two shifts: one drawer, a card payment between them on the next report, equal to the dashboard', async () => {
    // The first test's shift (float 200, counted 195) is the day's first.
    const s1 = await open(staff, 30_000);
    const cashA = await paidOrder('cash', 4_200);
    await paidOrder('card', 2_100);
    await close(staff, s1.shift.id, 34_200);
    // Between the shifts: AED 20 by card at the car (allowed: it is not in the drawer).
    const between = await paidOrder('card', 2_000);
    // After the close, cash order A turns out to have been paid by Apple Pay.
    await call(manager, `/api/admin/orders/${cashA.id}/payment-method`, {
      method: 'apple_pay',
      reason: 'Customer paid with the phone',
    });
    // The next shift starts with less cash: AED 150 went to the bank.
    const s2 = await open(staff, 19_200);
    const cashC = await paidOrder('cash', 3_150);
    await call(
      manager,
      `/api/admin/orders/${cashC.id}/refunds`,
      {
        amountFils: 1_050,
        method: 'cash',
        reason: 'wrong_item',
      },
      201,
    );
    await paidOrder('card', 1_050);

    const s2Closed = await close(staff, s2.shift.id, 21_300);
    expect(s2Closed.figures.recordedWhileClosed).toEqual([
      expect.objectContaining({
        orderId: between.id,
        number: between.number,
        method: 'card',
        amountFils: 2_000,
        byName: 'Salim Runner',
      }),
    ]);
    // In the sales of the shift, not in its drawer: float + cash 31.50 − refund 10.50.
    expect(s2Closed.figures.byMethod.find((m) => m.method === 'card')?.grossFils).toBe(3_050);
    expect(s2Closed.figures.expectedCashFils).toBe(19_200 + 3_150 - 1_050);
    expect(s2Closed.figures.differenceFils).toBe(0);

    const day = await call<DayClose>(manager, `/api/admin/shifts/days/${today}`);
    const f = day.figures;
    expect(day.shifts).toHaveLength(3);
    // One drawer: the first float once; between shifts 195 → 300 (+105), 342 − 42 (Apple Pay, not cash) → 192 (−150).
    expect(f.floatFils).toBe(20_000);
    expect(f.cashMovedFils).toBe(10_500 - 15_000);
    expect(f.cashPaidFils).toBe(3_150);
    expect(f.cashRefundedFils).toBe(1_050);
    expect(f.expectedCashFils).toBe(20_000 + 10_500 - 15_000 + 3_150 - 1_050);
    expect(f.countedCashFils).toBe(21_300);
    // The sum of the shifts' differences: −5, +42 (A moved off cash after the count), 0.
    expect(f.differenceFils).toBe(-500 + 4_200 + 0);
    expect(f.recordedWhileClosed.map((p) => p.orderId)).toEqual([between.id]);

    const board = await call<Dashboard>(manager, '/api/admin/dashboard?period=today');
    expect([f.netFils, f.vatNetFils, f.orders]).toEqual([
      board.totals.salesFils,
      board.totals.vatFils,
      board.totals.orders,
    ]);
    const closeSplit = f.byMethod
      .filter((m) => m.orders)
      .map((m) => [m.method, m.orders, m.netFils, m.vatFils - m.refundedVatFils]);
    const boardSplit = board.byMethod.map((m) => [m.method, m.orders, m.salesFils, m.vatFils]);
    expect(closeSplit.sort()).toEqual(boardSplit.sort());
    expect(f.byMethod.find((m) => m.method === 'apple_pay')?.netFils).toBe(4_200);
  });

  it('a paid order’s method: staff refused (403, both languages), a manager needs a reason, the adjustment names them', async () => {
    const s = await open(staff, 0);
    const order = await paidOrder('card', 1_575);
    await close(staff, s.shift.id, 0);
    const path = `/api/admin/orders/${order.id}/payment-method`;
    const refused = await callAs(server, path, {
      cookie: staff,
      method: 'POST',
      body: { method: 'cash', reason: 'x' },
    });
    expect(refused.status).toBe(403);
    const { error } = (await refused.json()) as {
      error: { code: string; message_en: string; message_ar: string };
    };
    expect(error.code).toBe('order_method_manager');
    expect(error.message_en).toMatch(/manager/);
    expect(error.message_ar).toMatch(/المدير/);
    for (const reason of [undefined, '', '   ']) {
      const res = await callAs(server, path, {
        cookie: manager,
        method: 'POST',
        body: { method: 'cash', reason },
      });
      expect(res.status, String(reason)).toBe(422);
    }
    const [unchanged] = await server.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(unchanged!.paymentMethod).toBe('card');

    const detail = await call<{
      history: { kind: string; note: string | null; by: { name: string } | null }[];
    }>(manager, path, { method: 'cash', reason: 'Paid cash, the terminal was down' });
    expect(detail.history.at(-1)).toMatchObject({
      kind: 'method',
      note: 'Paid cash, the terminal was down',
      by: { name: 'Mona Manager' },
    });
    const report = await call<ShiftReport>(manager, `/api/admin/shifts/${s.shift.id}`);
    expect(report.adjustments).toEqual([
      expect.objectContaining({
        kind: 'method_correction',
        amountFils: 1_575,
        createdByName: 'Mona Manager',
        note: 'Paid cash, the terminal was down',
      }),
    ]);
    expect(report.adjustments[0]!.detail).toMatchObject({ from: 'card', to: 'cash', vatFils: 75 });
  });
});
