import { formatShopDateTime } from '@/common/dates';
import type { Locale } from '@/common/locales';
import { formatMoney, type MoneyFormat } from '@/common/money';
import { shopNameIn } from '@/common/shop-name';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/lib/errors';
import { loadStoreInfo } from '@/features/settings/server';
import type { CorrectedFigures, DayClose, ShiftReport } from '@/features/shifts';
import { dayClose, shiftReport, Z_COPY, zLines, type ZLine } from '@/features/shifts/server';
import { PAPER_WIDTHS } from '../printing.schema';
import { loadPrinterSettings } from './printer-settings.service';
import { BIG_BOLD, centred, grid, labelRows, TOTAL } from './ticket-layout';
import { CUT, FULL, RULE, widths } from './ticket-markup';

/** What is printed: a closed shift's report, or a day's close. */
export type CloseSource = { shift: ShiftReport } | { day: DayClose };

export interface CloseTicketOptions {
  cpl: number;
  money: MoneyFormat;
  /** The shop's name in the ticket's language. */
  shopName: string;
}

/** The corrected figures of a closed shift as lines of the report (the same words: net, expected, counted, difference). */
function correctedLines(k: CorrectedFigures, lang: Locale): ZLine[] {
  const c = Z_COPY[lang];
  const line = (label: string, fils: number | null, method = c.all): ZLine => ({
    label,
    method,
    count: null,
    fils,
  });
  return [
    line(c.net, k.netFils),
    ...k.byMethod.map((m) => line(c.net, m.netFils, c.methods[m.method])),
    line(c.expected, k.expectedCashFils, c.methods.cash),
    line(c.counted, k.countedCashFils, c.methods.cash),
    line(c.difference, k.differenceFils, c.methods.cash),
  ];
}

/**
 * An amount as the shop writes it; in Arabic a negative one's digits isolated left to right, so
 * its minus stays before them (`-5.00`, as the screen shows it), not after.
 */
function amount(fils: number, lang: Locale, money: MoneyFormat): string {
  const text = formatMoney(fils, lang, money);
  return lang === 'ar' && fils < 0 ? text.replace(/-[^\u0600-\u06ff]*\d/, (n) => `\u2066${n}\u2069`) : text;
}

/**
 * The report's lines under their payment method: the method once, bold, where it changes (all
 * methods, each method, the drawer's cash), then each figure with its count as the e-mail writes
 * it (`Orders paid ×12`) and its amount, wrapped between words in their columns.
 */
function figureRows(lang: Locale, o: CloseTicketOptions, lines: ZLine[]): string[] {
  const cols: (number | '*')[] = ['*', TOTAL];
  const out = [widths(lang, ...cols)];
  let method: string | null = null;
  for (const l of lines) {
    if (l.method !== method) {
      method = l.method;
      out.push(...grid(lang, o.cpl, cols, { text: method, bold: true }, { text: '' }));
    }
    out.push(
      ...grid(
        lang,
        o.cpl,
        cols,
        { text: l.count === null ? l.label : `${l.label} ×${l.count}`, indent: true },
        { text: l.fils === null ? '—' : amount(l.fils, lang, o.money), side: 'end' },
      ),
    );
  }
  return out;
}

/**
 * A shift's Z report or a day's close on the roll, in the shop's language with the title in
 * both: the same figures and words as the Z e-mail and the CSV (`zLines`, `Z_COPY`). A shift's is
 * its frozen close, who opened and closed it and when, its note, and the corrected figures when
 * adjustments were recorded after it; a day's names its shifts and says when some are still open
 * (their figures live, their cash not counted). One cut, at the end.
 */
export function closeTicket(source: CloseSource, lang: Locale, o: CloseTicketOptions): string {
  const other: Locale = lang === 'ar' ? 'en' : 'ar';
  const c = Z_COPY[lang];
  const when = (iso: string | null) => (iso ? formatShopDateTime(iso, lang) : '—');
  const { cpl } = o;
  const title = (l: Locale) =>
    'shift' in source ? Z_COPY[l].title(source.shift.shift.number) : Z_COPY[l].dayTitle(source.day.day);
  const out = [FULL, ...centred(o.shopName, cpl, BIG_BOLD), RULE];
  out.push(...centred(title(lang), cpl, BIG_BOLD), ...centred(title(other), cpl), RULE);
  let figures;
  let corrected: CorrectedFigures | null = null;
  let unpaid: ShiftReport['unpaidHandovers'] | undefined;
  if ('shift' in source) {
    const { shift } = source.shift;
    const rows: [string, string][] = [
      [c.opened, `${when(shift.openedAt)} — ${c.by} ${shift.openedByName}`],
      [c.closed, `${when(shift.closedAt)} — ${c.by} ${shift.closedByName ?? '—'}`],
    ];
    if (shift.closeNote) rows.push([c.note, shift.closeNote]);
    out.push(...labelRows(lang, cpl, rows));
    figures = source.shift.figures;
    corrected = source.shift.corrected;
    unpaid = source.shift.unpaidHandovers;
  } else {
    const { day } = source;
    out.push(
      ...labelRows(
        lang,
        cpl,
        day.shifts.map((s) => [
          c.shift(s.number),
          `${when(s.openedAt)} — ${s.closedAt ? when(s.closedAt) : c.stillOpen}`,
        ]),
      ),
    );
    if (day.openShifts > 0) out.push(FULL, ...centred(c.openShifts(day.openShifts), cpl, BOLD));
    figures = day.figures;
  }
  out.push(FULL, RULE, ...figureRows(lang, o, zLines(figures, lang, unpaid)));
  if (corrected)
    out.push(
      FULL,
      RULE,
      ...centred(c.corrected, cpl, BOLD),
      ...figureRows(lang, o, correctedLines(corrected, lang)),
    );
  out.push(FULL, RULE, CUT);
  return out.join('\n');
}

const BOLD = { open: '"', close: '"' };

/** The language, paper and money of a close on the roll: the shop's language (as the Z e-mail's first). */
async function closeOptions(db: Db) {
  const [store, printer] = await Promise.all([loadStoreInfo(db), loadPrinterSettings(db)]);
  const lang = store.general.defaultLanguage;
  return {
    lang,
    o: {
      cpl: PAPER_WIDTHS[printer.paperWidth],
      money: store.money,
      shopName: shopNameIn(store.general, lang),
    },
  };
}

/** A closed shift's Z report (404 `shift_not_found`; 409 `z_report_shift_open` while it is open). */
export async function zReportDocument(db: Db, shiftId: string): Promise<string> {
  const report = await shiftReport(db, shiftId);
  if (report.live) throw new AppError('z_report_shift_open', 409);
  const { lang, o } = await closeOptions(db);
  return closeTicket({ shift: report }, lang, o);
}

/** A day's close (404 `day_close_empty` when no shift was opened that day). */
export async function dayCloseDocument(db: Db, day: string): Promise<string> {
  const close = await dayClose(db, day);
  if (close.shifts.length === 0) throw new AppError('day_close_empty', 404);
  const { lang, o } = await closeOptions(db);
  return closeTicket({ day: close }, lang, o);
}
