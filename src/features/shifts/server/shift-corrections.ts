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
