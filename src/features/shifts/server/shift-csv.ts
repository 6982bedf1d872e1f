import type { Locale } from '@/common/locales';
import { toCsv } from '@/server/lib/csv';
import type { ShiftFigures, UnpaidHandovers } from '../shifts.schema';
import { Z_COPY } from './z-report-copy';
import { zLines } from './z-report-lines';

/** AED as a number (a negative difference stays a number, not text). */
const aed = (fils: number | null) => (fils === null ? null : fils / 100);

/**
 * A close (a shift's or a day's) as CSV: bilingual headers, then one row per figure in `lang`; a
 * shift's ends with the orders handed over unpaid.
 */
export function figuresCsv(f: ShiftFigures, lang: Locale, unpaid?: UnpaidHandovers): string {
  const { en, ar } = Z_COPY;
  const columns = (['item', 'method', 'count', 'amount'] as const).map((k) => ({ en: en[k], ar: ar[k] }));
  return toCsv(
    columns,
    zLines(f, lang, unpaid).map((l) => [l.label, l.method, l.count, aed(l.fils)]),
  );
}
