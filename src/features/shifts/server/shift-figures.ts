import { sql } from 'drizzle-orm';
import type { PaymentMethod } from '@/common/domain';
import type { Db, Tx } from '@/server/db/client';
import { SHIFT_METHODS, type ClosedPayment, type MethodFigures, type ShiftFigures } from '../shifts.schema';

type Rows<T> = { rows: T[] };
const num = (v: unknown) => Number(v ?? 0);

/** What the figures of one shift are computed from. */
export interface ShiftWindow {
  id: string;
  openedAt: Date;
  /** The end of the window for voids: the close; null for an open shift (up to now). */
  until: Date | null;
  floatFils: number;
  countedCashFils: number | null;
}

/**
 * The Z report's figures of a shift, cash-based (decision 045): the orders paid in it
 * (`orders.shift_id`), the refunds made in it (`refunds.shift_id`), the unpaid orders cancelled
 * while it was open (voids: count and value, no money), per payment method, and the drawer.
 */
export async function computeFigures(db: Db | Tx, w: ShiftWindow): Promise<ShiftFigures> {
  const paid = (await db.execute(sql`
    select payment_method as method, count(*) as n, coalesce(sum(total_fils), 0) as gross,
      coalesce(sum(vat_fils), 0) as vat
    from orders where shift_id = ${w.id} group by payment_method`)) as unknown as Rows<{
    method: PaymentMethod;
    n: string;
    gross: string;
    vat: string;
  }>;
  const back = (await db.execute(sql`
    select method, count(*) as n, coalesce(sum(amount_fils), 0) as amount, coalesce(sum(vat_fils), 0) as vat
    from refunds where shift_id = ${w.id} group by method`)) as unknown as Rows<{
    method: PaymentMethod;
    n: string;
    amount: string;
    vat: string;
  }>;
  const voids = (await db.execute(sql`
    select count(*) as n, coalesce(sum(o.total_fils), 0) as value from orders o
    where o.payment_status = 'unpaid' and exists (
      select 1 from order_status_events e where e.order_id = o.id and e.kind = 'status'
        and e.to_status = 'cancelled' and e.created_at >= ${w.openedAt.toISOString()}::timestamptz
        and e.created_at < ${w.until?.toISOString() ?? 'infinity'}::timestamptz)`)) as unknown as Rows<{
    n: string;
    value: string;
  }>;
  // Filed under this shift when it opened (openShift): paid before it, while no shift was open.
  const closed = (await db.execute(sql`
    select o.id, o.number, o.payment_method as method, o.total_fils as amount, o.paid_at,
      (select u.name from order_status_events e join users u on u.id = e.changed_by
        where e.order_id = o.id and e.kind = 'paid' order by e.created_at desc limit 1) as by_name
    from orders o where o.shift_id = ${w.id} and o.paid_at < ${w.openedAt.toISOString()}::timestamptz
    order by o.paid_at, o.number`)) as unknown as Rows<{
    id: string;
    number: number;
    method: PaymentMethod;
    amount: string;
    paid_at: string | Date;
    by_name: string | null;
  }>;
  const recordedWhileClosed: ClosedPayment[] = closed.rows.map((r) => ({
    orderId: r.id,
    number: Number(r.number),
    method: r.method,
    amountFils: num(r.amount),
    paidAt: new Date(r.paid_at).toISOString(),
    byName: r.by_name,
  }));
  const byMethod: MethodFigures[] = [];
  for (const method of SHIFT_METHODS) {
    const p = paid.rows.find((r) => r.method === method);
    const r = back.rows.find((x) => x.method === method);
    if (!p && !r) continue;
    const m = {
      method,
      orders: num(p?.n),
      grossFils: num(p?.gross),
      vatFils: num(p?.vat),
      refunds: num(r?.n),
      refundedFils: num(r?.amount),
      refundedVatFils: num(r?.vat),
    };
    byMethod.push({ ...m, netFils: m.grossFils - m.refundedFils });
  }
  return figuresFrom(byMethod, num(voids.rows[0]?.n), num(voids.rows[0]?.value), w, recordedWhileClosed);
}

/**
 * The totals of per-method figures, with the drawer (float + cash paid − cash refunded): cash
 * recorded while no shift was open is in the sales but was never in this drawer.
 */
export function figuresFrom(
  byMethod: MethodFigures[],
  voids: number,
  voidedFils: number,
  drawer: { floatFils: number; countedCashFils: number | null },
  recordedWhileClosed: ClosedPayment[] = [],
): ShiftFigures {
  const sum = (k: keyof Omit<MethodFigures, 'method'>) => byMethod.reduce((n, m) => n + m[k], 0);
  const cash = byMethod.find((m) => m.method === 'cash');
  const cashOutside = recordedWhileClosed.reduce((n, p) => n + (p.method === 'cash' ? p.amountFils : 0), 0);
  const cashPaidFils = (cash?.grossFils ?? 0) - cashOutside;
  const cashRefundedFils = cash?.refundedFils ?? 0;
  const expectedCashFils = drawer.floatFils + cashPaidFils - cashRefundedFils;
  return {
    orders: sum('orders'),
    grossFils: sum('grossFils'),
    vatFils: sum('vatFils'),
    refunds: sum('refunds'),
    refundedFils: sum('refundedFils'),
    refundedVatFils: sum('refundedVatFils'),
    netFils: sum('grossFils') - sum('refundedFils'),
    vatNetFils: sum('vatFils') - sum('refundedVatFils'),
    voids,
    voidedFils,
    byMethod,
    recordedWhileClosed,
    floatFils: drawer.floatFils,
    cashMovedFils: 0,
    cashPaidFils,
    cashRefundedFils,
    expectedCashFils,
    countedCashFils: drawer.countedCashFils,
    differenceFils: drawer.countedCashFils === null ? null : drawer.countedCashFils - expectedCashFils,
  };
}
