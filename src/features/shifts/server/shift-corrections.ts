import { PAYMENT_METHODS, type PaymentMethod } from '@/common/domain';
import { SHIFT_METHODS, type Adjustment, type CorrectedFigures, type ShiftFigures } from '../shifts.schema';

const isMethod = (v: unknown): v is PaymentMethod =>
  typeof v === 'string' && (PAYMENT_METHODS as readonly string[]).includes(v);

/**
 * The close's figures with the recorded adjustments applied beside them (the close itself is
 * never edited):
 * - `cash_count`: a recount, the signed amount added to the counted cash;
 * - `method_correction` (written by the database): the amount moves from one method to another,
 *   and the expected cash with it when one of them is cash;
 * - `other`: the signed amount added to the net; when the database wrote it for an order marked
 *   unpaid again (`detail.method`), to that method too, and to the expected cash for cash.
 */
export function correctedFigures(f: ShiftFigures, adjustments: Adjustment[]): CorrectedFigures | null {
  if (!adjustments.length) return null;
  const net = new Map<PaymentMethod, number>(f.byMethod.map((m) => [m.method, m.netFils]));
  const move = (method: unknown, fils: number) => {
    if (!isMethod(method)) return;
    net.set(method, (net.get(method) ?? 0) + fils);
    if (method === 'cash') expected += fils;
  };
  let total = f.netFils;
  let expected = f.expectedCashFils;
  let counted = f.countedCashFils;
  for (const a of adjustments) {
    if (a.kind === 'cash_count') {
      counted = (counted ?? 0) + a.amountFils;
    } else if (a.kind === 'method_correction') {
      move(a.detail?.from, -a.amountFils);
      move(a.detail?.to, a.amountFils);
    } else {
      total += a.amountFils;
      move(a.detail?.method, a.amountFils);
    }
  }
  return {
    netFils: total,
    byMethod: SHIFT_METHODS.filter((m) => net.has(m)).map((method) => ({
      method,
      netFils: net.get(method)!,
    })),
    expectedCashFils: expected,
    countedCashFils: counted,
    differenceFils: counted === null ? null : counted - expected,
  };
}

/**
 * The whole figures with the adjustments applied, as the day's close sums them (decision 064): a
 * method correction moves the order (count, amount, the VAT it carries) from one method to the
 * other; an order marked unpaid again leaves its method; a recount changes the counted cash; an
 * `other` by hand changes the net only. The drawer follows the cash.
 */
export function adjustedFigures(f: ShiftFigures, adjustments: Adjustment[]): ShiftFigures {
  if (!adjustments.length) return f;
  const rows = new Map(f.byMethod.map((m) => [m.method, { ...m }]));
  let cashPaid = f.cashPaidFils;
  let counted = f.countedCashFils;
  let byHand = 0;
  const move = (method: unknown, orders: number, fils: number, vat: unknown) => {
    if (!isMethod(method)) return;
    const m = rows.get(method) ?? {
      method,
      ...{ orders: 0, grossFils: 0, vatFils: 0, refunds: 0, refundedFils: 0, refundedVatFils: 0, netFils: 0 },
    };
    const v = typeof vat === 'number' ? vat : 0;
    rows.set(method, {
      ...m,
      orders: m.orders + orders,
      grossFils: m.grossFils + fils,
      netFils: m.netFils + fils,
      vatFils: m.vatFils + v,
    });
    if (method === 'cash') cashPaid += fils;
  };
  for (const a of adjustments) {
    const d = a.detail ?? {};
    if (a.kind === 'cash_count') counted = (counted ?? 0) + a.amountFils;
    else if (a.kind === 'method_correction') {
      move(d.from, -1, -a.amountFils, typeof d.vatFils === 'number' ? -d.vatFils : 0);
      move(d.to, 1, a.amountFils, d.vatFils);
    } else if (d.unpaid && isMethod(d.method)) move(d.method, -1, a.amountFils, d.vatFils);
    else byHand += a.amountFils;
  }
  const byMethod = SHIFT_METHODS.flatMap((m) => (rows.has(m) ? [rows.get(m)!] : []));
  const sum = (k: 'orders' | 'grossFils' | 'vatFils') => byMethod.reduce((n, m) => n + m[k], 0);
  const expected = f.floatFils + f.cashMovedFils + cashPaid - f.cashRefundedFils;
  return {
    ...f,
    byMethod,
    orders: sum('orders'),
    grossFils: sum('grossFils'),
    vatFils: sum('vatFils'),
    netFils: sum('grossFils') - f.refundedFils + byHand,
    vatNetFils: sum('vatFils') - f.refundedVatFils,
    cashPaidFils: cashPaid,
    expectedCashFils: expected,
    countedCashFils: counted,
    differenceFils: counted === null ? null : counted - expected,
  };
}
