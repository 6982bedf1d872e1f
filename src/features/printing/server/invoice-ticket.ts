import { eq } from 'drizzle-orm';
import type { PaymentStatus } from '@/common/domain';
import type { Locale } from '@/common/locales';
import { shopNameIn } from '@/common/shop-name';
import type { Db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { CREDIT_COPY, receiptFacts, toOrderViews, type ReceiptFacts } from '@/features/orders/server';
import { loadStoreInfo } from '@/features/settings/server';
import { ltr } from './kitchen-ticket';
import { TICKET_COPY } from './ticket-copy';
import { CUT, FULL, INDENT, labelled, plain, row, RULE, widths } from './ticket-markup';

/**
 * The simplified tax invoice on the roll: the receipt screen's facts (shop, TRN, number, date,
 * customer, plate, lines with sizes, options and notes, totals with VAT, payment), worded by the
 * receipt e-mail's copy in the order's language, with the title in both languages.
 */
export function invoiceTicket(
  f: ReceiptFacts,
  paymentStatus: PaymentStatus,
  otherTitle: string,
  /** A cancelled order is never printed as a tax invoice: this title instead, and its credit notes. */
  cancelled?: { title: string; creditNotes: string[] },
): string {
  const { lang, copy } = f;
  const kv = (label: string, value: string) => row(lang, [plain(label), 'start'], [plain(value), 'end']);
  const out = [FULL, `^^"${plain(copy.shopName)}"`];
  if (f.address) out.push(plain(f.address));
  if (f.phone) out.push(labelled(lang, copy.phone, f.phone));
  if (f.trn) out.push(labelled(lang, copy.trn, f.trn));
  out.push(RULE, `^^"${plain(cancelled ? cancelled.title : copy.taxInvoice)}"`, plain(otherTitle), RULE);
  out.push(widths(lang, 10, '*'), kv(copy.number, `${ltr(lang)}${f.number}`), kv(copy.date, f.date));
  out.push(kv(copy.customer, f.customerName), kv(copy.carPlate, f.carPlate));
  if (f.servedBy) out.push(kv(copy.servedBy, f.servedBy));
  out.push(RULE, widths(lang, '*', lang === 'ar' ? 6 : 4, 11));
  out.push(
    row(
      lang,
      [`"${plain(copy.item)}"`],
      [`"${plain(copy.qty)}"`, 'center'],
      [`"${plain(copy.amount)}"`, 'end'],
    ),
  );
  for (const l of f.lines) {
    const plainLine = !l.base && l.options.length === 0 && !l.note;
    const name = plainLine ? `${l.name} (${l.size})` : l.name;
    out.push(row(lang, [plain(name)], [String(l.quantity), 'center'], [plain(l.amount), 'end']));
    if (!plainLine) {
      out.push(row(lang, [`${INDENT}${plain(l.size)}`], [''], [l.base ? plain(l.base) : '', 'end']));
      for (const o of l.options)
        out.push(row(lang, [`${INDENT}+ ${plain(o.name)}`], [''], [o.price ? plain(o.price) : '', 'end']));
      if (l.unit) out.push(row(lang, [`${INDENT}${plain(copy.unitPrice)}`], [''], [plain(l.unit), 'end']));
      if (l.note) out.push(row(lang, [labelled(lang, copy.note, l.note, INDENT)], [''], ['']));
    }
  }
  out.push(RULE, widths(lang, '*', 12));
  out.push(kv(copy.subtotal, f.subtotal), kv(f.vatLabel, f.vat));
  out.push(row(lang, [`^^"${plain(copy.total)}"`, 'start'], [`^^"${plain(f.total)}"`, 'end']));
  out.push(
    widths(lang, 10, '*'),
    kv(copy.payment, `${f.method} · ${TICKET_COPY[lang].paymentStatus[paymentStatus]}`),
  );
  for (const cn of cancelled?.creditNotes ?? []) out.push(plain(`${CREDIT_COPY[lang].number}: ${cn}`));
  out.push(FULL, RULE, plain(TICKET_COPY[lang].thanks), CUT);
  return out.join('\n');
}

/** The invoice of an order, in the language it was placed in (the customer's document). */
export async function invoiceDocument(db: Db, orderId: string): Promise<string> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId));
  const [view] = await toOrderViews(db, rows);
  if (!view || !rows[0]) throw new AppError('order_not_found', 404);
  const lang: Locale = rows[0].locale;
  const store = await loadStoreInfo(db);
  const facts = receiptFacts(view, '', lang, {
    money: store.money,
    trn: store.tax.trn,
    contact: store.contact,
    shopName: { ar: shopNameIn(store.general, 'ar'), en: shopNameIn(store.general, 'en') },
  });
  const other: Locale = lang === 'ar' ? 'en' : 'ar';
  if (view.status !== 'cancelled')
    return invoiceTicket(facts, view.paymentStatus, receiptFacts(view, '', other, {}).copy.taxInvoice);
  // Cancelled: never a tax invoice; the credit notes that undo it are named.
  return invoiceTicket(facts, view.paymentStatus, CREDIT_COPY[other].cancelledInvoice, {
    title: CREDIT_COPY[lang].cancelledInvoice,
    creditNotes: view.creditNotes ?? [],
  });
}
