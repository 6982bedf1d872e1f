import type { Locale } from '@/common/locales';
import { UNPAID_HANDOVER_REASONS, type UnpaidHandoverReason } from '@/common/domain';
import type { ShiftFigures, UnpaidHandovers } from '../shifts.schema';
import { Z_COPY } from './z-report-copy';

/** One line of the report: what, for which method (or all), how many, how much (fils). */
export interface ZLine {
  label: string;
  method: string;
  count: number | null;
  fils: number | null;
}

const isReason = (r: string): r is UnpaidHandoverReason =>
  (UNPAID_HANDOVER_REASONS as readonly string[]).includes(r);

/**
 * The report's lines in `lang`: the totals, each method's, then the drawer; then, for a shift, the
 * orders handed over unpaid (no money moved: listed apart, after the drawer, each with its reason).
 */
export function zLines(f: ShiftFigures, lang: Locale, unpaid?: UnpaidHandovers): ZLine[] {
  const c = Z_COPY[lang];
  const line = (label: string, count: number | null, fils: number | null, method = c.all): ZLine => ({
    label,
    method,
    count,
    fils,
  });
  const lines = [
    line(c.orders, f.orders, f.grossFils),
    line(c.vat, null, f.vatFils),
    line(c.refunds, f.refunds, f.refundedFils),
    line(c.refundedVat, null, f.refundedVatFils),
    line(c.net, null, f.netFils),
    line(c.vatNet, null, f.vatNetFils),
    line(c.voids, f.voids, f.voidedFils),
  ];
  for (const m of f.byMethod) {
    const name = c.methods[m.method];
    lines.push(
      line(c.gross, m.orders, m.grossFils, name),
      line(c.vat, null, m.vatFils, name),
      line(c.refunds, m.refunds, m.refundedFils, name),
      line(c.net, null, m.netFils, name),
    );
  }
  const closed = f.recordedWhileClosed;
  if (closed.length)
    lines.push(
      line(
        c.whileClosed,
        closed.length,
        closed.reduce((n, p) => n + p.amountFils, 0),
      ),
    );
  lines.push(line(c.float, null, f.floatFils, c.methods.cash));
  if (f.cashMovedFils) lines.push(line(c.cashMoved, null, f.cashMovedFils, c.methods.cash));
  lines.push(
    line(c.cashPaid, null, f.cashPaidFils, c.methods.cash),
    line(c.cashRefunded, null, f.cashRefundedFils, c.methods.cash),
    line(c.expected, null, f.expectedCashFils, c.methods.cash),
    line(c.counted, null, f.countedCashFils, c.methods.cash),
    line(c.difference, null, f.differenceFils, c.methods.cash),
  );
  if (unpaid?.count) {
    lines.push(line(c.unpaid, unpaid.count, unpaid.valueFils));
    for (const o of unpaid.orders) {
      const why = [isReason(o.reason) ? c.reasons[o.reason] : c.reasons.other, o.note, o.byName];
      if (o.paidSince) why.push(c.paidSince);
      const label = `${c.unpaidOrder(o.number)}: ${why.filter(Boolean).join(' · ')}`;
      lines.push(line(label, null, o.totalFils, c.unpaid));
    }
  }
  return lines;
}
