import type { MethodFigures, ShiftFigures } from '../shifts.schema';
import { SHIFT_METHODS } from '../shifts.schema';

const NUMBERS = [
  'orders',
  'grossFils',
  'vatFils',
  'refunds',
  'refundedFils',
  'refundedVatFils',
  'netFils',
] as const;

/**
 * A day's close from its shifts' figures (each with its adjustments applied), in the order they
 * were opened (decision 064). Sales add up. The drawer is one drawer handed from shift to shift:
 * it opened with the first shift's float; cash taken and given back add up; what was put in or
 * taken out between two shifts (the next float less the count before it: a bank drop is
 * negative) moves it; it ends with the last shift's count. So the day's difference is the sum of
 * its shifts' differences, and no float is counted twice. A shift still open: counted unknown.
 */
export function dayFigures(all: ShiftFigures[]): ShiftFigures {
  const byMethod: MethodFigures[] = [];
  for (const method of SHIFT_METHODS) {
    const ms = all.flatMap((f) => f.byMethod.filter((m) => m.method === method));
    if (!ms.length) continue;
    const row = { method } as MethodFigures;
    for (const k of NUMBERS) row[k] = ms.reduce((n, m) => n + m[k], 0);
    byMethod.push(row);
  }
  const total = (
    k: keyof ShiftFigures & ((typeof NUMBERS)[number] | 'vatNetFils' | 'voids' | 'voidedFils'),
  ) => all.reduce((n, f) => n + f[k], 0);
  const moved = all.slice(1).reduce((n, f, i) => n + f.floatFils - (all[i]!.countedCashFils ?? 0), 0);
  const floatFils = all[0]?.floatFils ?? 0;
  const cashPaidFils = all.reduce((n, f) => n + f.cashPaidFils, 0);
  const cashRefundedFils = all.reduce((n, f) => n + f.cashRefundedFils, 0);
  const expectedCashFils = floatFils + moved + cashPaidFils - cashRefundedFils;
  const last = all.at(-1);
  const countedCashFils = last ? last.countedCashFils : null;
  return {
    orders: total('orders'),
    grossFils: total('grossFils'),
    vatFils: total('vatFils'),
    refunds: total('refunds'),
    refundedFils: total('refundedFils'),
    refundedVatFils: total('refundedVatFils'),
    netFils: total('netFils'),
    vatNetFils: total('vatNetFils'),
    voids: total('voids'),
    voidedFils: total('voidedFils'),
    byMethod,
    recordedWhileClosed: all.flatMap((f) => f.recordedWhileClosed),
    floatFils,
    cashMovedFils: moved,
    cashPaidFils,
    cashRefundedFils,
    expectedCashFils,
    countedCashFils,
    differenceFils: countedCashFils === null ? null : countedCashFils - expectedCashFils,
  };
}
