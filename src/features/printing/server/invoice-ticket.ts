import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@/common/locales';
import { formatMoney } from '@/common/money';
import type { Db } from '@/server/db/client';
import { orders, refunds } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { creditNoteNumber } from '@/features/orders';
import {
  CREDIT_COPY,
  legalNames,
  receiptFacts,
  toOrderViews,
  type ReceiptFacts,
} from '@/features/orders/server';
import { loadStoreInfo } from '@/features/settings/server';
import { PAPER_WIDTHS } from '../printing.schema';
import { ltr } from './kitchen-ticket';
import { loadPrinterSettings } from './printer-settings.service';
import { TICKET_COPY } from './ticket-copy';
import { BIG_BOLD, centred, grid, LABEL, TOTAL, wrapWords, type Cell } from './ticket-layout';
import { CUT, FULL, labelled, plain, row, RULE, widths } from './ticket-markup';

export interface InvoiceTicketOptions {
  /** Characters a line (48 on 80 mm, 32 on 58 mm): every text is wrapped between words to fit. */
  cpl: number;
  /** The title in the other language, printed under the order's. */
  otherTitle: string;
  /** A cancelled order is never printed as a tax invoice: this title instead. */
  cancelledTitle?: string;
  /** The credit notes that reduced it, as the receipt screen lists them. */
  creditNotes?: { number: string; amount: string }[];
}

/**
 * The order's document on the roll: the simplified tax invoice once it is paid or handed over, an
 * order confirmation before (decision 063), "cancelled — not a tax invoice" for a cancelled one
 * (decision 046). The receipt screen's facts, worded by the receipt e-mail's copy in the order's
 * language, the title in both; its credit notes listed; the payment's state by the one rule
 * (common/payment-state: a refunded order never reads "Paid"). One cut, at the end.
 */
export function invoiceTicket(f: ReceiptFacts, o: InvoiceTicketOptions): string {
  const { lang, copy } = f;
  const { cpl } = o;
  const kv = (label: string, value: string) =>
    grid(lang, cpl, [LABEL, '*'], { text: label }, { text: value, side: 'end' });
  const out = [FULL, ...centred(copy.shopName, cpl, BIG_BOLD), ...centred(f.address ?? '', cpl)];
  if (f.phone) out.push(labelled(lang, copy.phone, f.phone));
  // «رقم التسجيل الضريبي: …» is longer than a 58 mm roll's line: the number then goes under it
  if (f.trn)
    out.push(
      ...(copy.trn.length + f.trn.length + 2 <= cpl
        ? [labelled(lang, copy.trn, f.trn)]
        : centred(`${copy.trn}: ${f.trn}`, cpl)),
    );
  out.push(RULE, ...centred(o.cancelledTitle ?? f.title, cpl, BIG_BOLD), ...centred(o.otherTitle, cpl), RULE);
  out.push(widths(lang, LABEL, '*'), ...kv(copy.number, `${ltr(lang)}${f.number}`), ...kv(copy.date, f.date));
  out.push(...kv(copy.customer, f.customerName), ...kv(copy.carPlate, f.carPlate));
  if (f.servedBy) out.push(...kv(copy.servedBy, f.servedBy));
  const cols: (number | '*')[] = ['*', lang === 'ar' ? 6 : 4, AMOUNT];
  const line = (item: Cell, qty: string, amount: string) =>
    grid(lang, cpl, cols, item, { text: qty, side: 'center' }, { text: amount, side: 'end' });
  out.push(RULE, widths(lang, ...cols));
  out.push(
    row(
      lang,
      [`"${plain(copy.item)}"`],
      [`"${plain(copy.qty)}"`, 'center'],
      [`"${plain(copy.amount)}"`, 'end'],
    ),
  );
  const itemWidth = cpl - (lang === 'ar' ? 6 : 4) - AMOUNT - 2;
  for (const l of f.lines) {
    const plainLine = !l.base && l.options.length === 0 && !l.note;
    out.push(...line({ text: plainLine ? `${l.name} (${l.size})` : l.name }, String(l.quantity), l.amount));
    if (plainLine) continue;
    out.push(...line({ text: l.size, indent: true }, '', l.base ?? ''));
    for (const opt of l.options)
      out.push(...line({ text: `+ ${opt.name}`, indent: true }, '', opt.price ?? ''));
    if (l.unit) out.push(...line({ text: copy.unitPrice, indent: true }, '', l.unit));
    if (l.note) out.push(...noteRows(lang, copy.note, l.note, itemWidth));
  }
  out.push(
    RULE,
    widths(lang, '*', TOTAL),
    ...grid(lang, cpl, ['*', TOTAL], { text: copy.subtotal }, { text: f.subtotal, side: 'end' }),
  );
  out.push(...grid(lang, cpl, ['*', TOTAL], { text: f.vatLabel }, { text: f.vat, side: 'end' }));
  out.push(row(lang, [`^^"${plain(copy.total)}"`, 'start'], [`^^"${plain(f.total)}"`, 'end']));
  out.push(widths(lang, LABEL, '*'), ...kv(copy.payment, `${f.method} · ${f.paymentLabel}`));
  const notes = o.creditNotes ?? [];
  if (notes.length > 0) {
    out.push(RULE, widths(lang, '*', TOTAL), row(lang, [`"${plain(copy.creditNotes)}"`, 'start'], ['']));
    for (const cn of notes)
      out.push(row(lang, [`~~${ltr(lang)}${plain(cn.number)}`, 'start'], [plain(cn.amount), 'end']));
  }
  out.push(FULL, RULE);
  if (!o.cancelledTitle)
    out.push(...centred(f.taxInvoice ? TICKET_COPY[lang].thanks : copy.invoiceLater, cpl));
  out.push(CUT);
  return out.join('\n');
}

/** A line's amount column. */
const AMOUNT = 11;

/** "Note: …" under a line, wrapped between words: the label bold on the first line. */
function noteRows(lang: Locale, label: string, note: string, width: number): string[] {
  const [first = '', ...rest] = wrapWords(`${label}: ${note}`, width - 2);
  const head = first.slice(label.length + 1).trim();
  return [
    row(lang, [labelled(lang, label, head, '~~'), 'start'], [''], ['']),
    ...rest.map((text) => row(lang, [`~~${plain(text)}`, 'start'], [''], [''])),
  ];
}

/** The document of an order as the roll prints it, in the language it was placed in (the customer's document). */
export async function invoiceDocument(db: Db, orderId: string): Promise<string> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId));
  const [view] = await toOrderViews(db, rows);
  if (!view || !rows[0]) throw new AppError('order_not_found', 404);
  const lang: Locale = rows[0].locale;
  const other: Locale = lang === 'ar' ? 'en' : 'ar';
  const [store, printer, notes] = await Promise.all([
    loadStoreInfo(db),
    loadPrinterSettings(db),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.number)),
  ]);
  const facts = receiptFacts(view, '', lang, {
    money: store.money,
    trn: store.tax.trn,
    contact: store.contact,
    shopName: legalNames(store),
  });
  const cancelled = view.status === 'cancelled';
  return invoiceTicket(facts, {
    cpl: PAPER_WIDTHS[printer.paperWidth],
    otherTitle: cancelled ? CREDIT_COPY[other].cancelledInvoice : receiptFacts(view, '', other, {}).title,
    cancelledTitle: cancelled ? CREDIT_COPY[lang].cancelledInvoice : undefined,
    creditNotes: notes.map((n) => ({
      number: creditNoteNumber(n.number),
      amount: formatMoney(n.amountFils, lang, store.money),
    })),
  });
}
