import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SHOP_TIME_ZONE } from '@/common/dates';
import type { Db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { ShiftReport } from '../shifts.schema';
import { insertOrder, insertRefund, setPaid, voidOrder } from './shift-test-kit';
import { dayClose, shiftReport } from './index';
import { adjustedFigures } from './shift-corrections';

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: SHOP_TIME_ZONE }).format(new Date());

describeOnEachDatabase('the Z report: what a shift counts', (engine) => {
  let server: TestServer;
  let db: Db;
  let staff: string;
  let manager: string;
  let first: ShiftReport;
  beforeAll(async () => {
    server = await engine.start();
    db = server.database.db;
    staff = (await signInAs(server, 'staff')).cookie;
    manager = (await signInAs(server, 'manager')).cookie;
  });
  afterAll(() => server.close());
  const open = async (floatFils: number) =>
    (await (
      await callAs(server, '/api/admin/shifts', { cookie: staff, body: { floatFils } })
    ).json()) as ShiftReport;
  const close = async (id: string, countedCashFils: number) =>
    (await (
      await callAs(server, `/api/admin/shifts/${id}/close`, { cookie: staff, body: { countedCashFils } })
    ).json()) as ShiftReport;

  it('counts orders paid in the shift, refunds made in it, voids, per method, and the drawer', async () => {
    // Paid with no shift open (the same day): the shift takes it in when it opens (decision 064).
    const before = await insertOrder(db, { method: 'cash', totalFils: 5_000 });
    const unpaid = await insertOrder(db, { method: 'cash', totalFils: 700, paid: false });
    const toVoid = await insertOrder(db, { method: 'card', totalFils: 1_300, paid: false });
    first = await open(20_000);
    const cash1 = await insertOrder(db, { method: 'cash', totalFils: 2_100, vatFils: 100 });
    await insertOrder(db, { method: 'cash', totalFils: 1_050, vatFils: 50 });
    await insertOrder(db, { method: 'card', totalFils: 3_150, vatFils: 150 });
    await insertOrder(db, { method: 'apple_pay', totalFils: 1_000, vatFils: 48 });
    await setPaid(db, unpaid.id, true); // paid now: belongs to this shift
    await insertRefund(db, cash1.id, { amountFils: 420, vatFils: 20 });
    await insertRefund(db, before.id, { amountFils: 1_000, vatFils: 48, method: 'card' }); // refund now, order of no shift
    await voidOrder(db, toVoid.id);

    const live = await shiftReport(db, first.shift.id);
    expect(live.live).toBe(true);
    const f = live.figures;
    expect(f).toMatchObject({
      orders: 6,
      grossFils: 5_000 + 2_100 + 1_050 + 3_150 + 1_000 + 700,
      refunds: 2,
      refundedFils: 1_420,
      refundedVatFils: 68,
      voids: 1,
      voidedFils: 1_300,
      floatFils: 20_000,
      // The cash recorded while no shift was open is in the sales, not in this drawer.
      cashPaidFils: 3_850,
      cashRefundedFils: 420,
      expectedCashFils: 20_000 + 3_850 - 420,
      countedCashFils: null,
      differenceFils: null,
    });
    expect(f.netFils).toBe(f.grossFils - 1_420);
    expect(f.vatNetFils).toBe(f.vatFils - 68);
    expect(f.byMethod.map((m) => m.method)).toEqual(['cash', 'card', 'apple_pay']);
    expect(f.byMethod[1]).toMatchObject({ orders: 1, grossFils: 3_150, refundedFils: 1_000, netFils: 2_150 });
    expect(f.recordedWhileClosed).toEqual([
      expect.objectContaining({ orderId: before.id, method: 'cash', amountFils: 5_000, byName: null }),
    ]);

    const closed = await close(first.shift.id, 23_400);
    expect(closed.figures).toEqual({ ...f, countedCashFils: 23_400, differenceFils: -30 });
    expect(await shiftReport(db, first.shift.id)).toMatchObject({ live: false, figures: closed.figures });
  });

  it('records a method corrected or an order marked unpaid after the close beside the frozen close', async () => {
    const frozen = (await shiftReport(db, first.shift.id)).figures;
    const [cash1] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.shiftId, first.shift.id), eq(orders.totalFils, 2_100)));
    await db
      .update(orders)
      .set({ paymentMethod: cash1!.paymentMethod === 'cash' ? 'card' : 'cash' })
      .where(eq(orders.id, cash1!.id));
    const r = await shiftReport(db, first.shift.id);
    expect(r.figures).toEqual(frozen);
    expect(r.adjustments).toHaveLength(1);
    const a = r.adjustments[0]!;
    expect(a.kind).toBe('method_correction');
    const moved = cash1!.totalFils - cash1!.refundedFils;
    expect(a.amountFils).toBe(moved);
    const net = (m: string, x = r.corrected!.byMethod) => x.find((y) => y.method === m)?.netFils ?? 0;
    const frozenNet = (m: string) => frozen.byMethod.find((y) => y.method === m)?.netFils ?? 0;
    expect(net(String(a.detail?.from))).toBe(frozenNet(String(a.detail?.from)) - moved);
    expect(net(String(a.detail?.to))).toBe(frozenNet(String(a.detail?.to)) + moved);
    expect(r.corrected!.netFils).toBe(frozen.netFils);

    // Marked unpaid again after the close: recorded against the shift, the frozen close untouched.
    const apple = (await db.select().from(orders).where(eq(orders.shiftId, first.shift.id))).find(
      (o) => o.paymentMethod === 'apple_pay',
    )!;
    await setPaid(db, apple.id, false);
    const after = await shiftReport(db, first.shift.id);
    expect(after.figures).toEqual(frozen);
    expect(after.adjustments.map((x) => x.kind)).toEqual(['method_correction', 'other']);
    expect(after.adjustments[1]!.amountFils).toBe(-1_000);
    expect(after.corrected!.netFils).toBe(frozen.netFils - 1_000);
    expect(net('apple_pay', after.corrected!.byMethod)).toBe(0);
  });

  it("sums a day's shifts, the open one live, and serves both closes as CSV", async () => {
    const second = await open(10_000);
    await insertOrder(db, { method: 'cash', totalFils: 500, vatFils: 24 });
    const day = await dayClose(db, today());
    expect(day.shifts.map((s) => s.id)).toEqual([first.shift.id, second.shift.id]);
    expect(day.openShifts).toBe(1);
    // The first shift with its adjustments (a method corrected, an order marked unpaid).
    const firstReport = await shiftReport(db, first.shift.id);
    const one = adjustedFigures(firstReport.figures, firstReport.adjustments);
    expect(one.orders).toBe(firstReport.figures.orders - 1);
    // One drawer: the first float once; AED 134 taken out before the second float of AED 100.
    expect(day.figures).toMatchObject({
      orders: one.orders + 1,
      grossFils: one.grossFils + 500,
      floatFils: 20_000,
      cashMovedFils: 10_000 - 23_400,
      expectedCashFils: one.expectedCashFils + 10_000 - 23_400 + 500,
      countedCashFils: null,
    });
    await close(second.shift.id, 10_500);
    const closedDay = await dayClose(db, today());
    expect(closedDay.figures.countedCashFils).toBe(10_500);
    expect(closedDay.figures.differenceFils).toBe(one.differenceFils! + 0);
    expect((await dayClose(db, '2020-01-01')).shifts).toEqual([]);

    const csv = await callAs(server, `/api/admin/shifts/days/${today()}/close.csv?lang=ar`, {
      cookie: manager,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain(`day-close-${today()}.csv`);
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM, for Excel
    const text = bytes.toString('utf8');
    expect(text).toContain('Item / البند,Payment method / طريقة الدفع,');
    expect(text).toContain(`النقد المتوقع في الدرج,نقدًا,,${closedDay.figures.expectedCashFils / 100}`);
    expect(text).toContain(`الفرق,نقدًا,,${closedDay.figures.differenceFils! / 100}`);
    expect(text).toContain(`نقد أُضيف أو سُحب بين الورديات,نقدًا,,-134`);
    const shiftCsv = await (
      await callAs(server, `/api/admin/shifts/${first.shift.id}/report.csv?lang=en`, { cookie: manager })
    ).text();
    expect(shiftCsv).toContain(`Counted cash,Cash,,234\r\n`);
    expect(shiftCsv).toContain(`Recorded while no shift was open,All methods,1,50\r\n`);
    expect((await callAs(server, '/api/admin/shifts/days/2026-02-30', { cookie: manager })).status).toBe(422);
  });
});
