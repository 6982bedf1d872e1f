import { eq } from 'drizzle-orm';
import type { Locale } from '@/common/locales';
import type { MoneyFormat } from '@/common/money';
import type { Db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import type { CreditNote } from '@/features/orders';
import { CREDIT_COPY, creditNoteFacts, readCreditNote, RECEIPT_COPY } from '@/features/orders/server';
import { loadStoreInfo } from '@/features/settings/server';
import { PAPER_WIDTHS } from '../printing.schema';
import { ARABIC } from './arabic-svg';
import { ltr } from './kitchen-ticket';
import { loadPrinterSettings } from './printer-settings.service';
import { BIG_BOLD, centred, grid, labelRows, TOTAL } from './ticket-layout';
import { CUT, FULL, labelled, RULE, widths } from './ticket-markup';

/** One word with no Arabic in it (`CN-0007`, `#1042`, a TRN) kept whole and in order in an Arabic line. */
const whole = (lang: Locale, value: string) =>
  ARABIC.test(value) || /\s/.test(value) ? value : `${ltr(lang)}${value}`;

/**
 * A tax credit note on the roll (decision 063): the shop's legal name in both languages, its
 * address and phone, the title in both languages, then what the e-mailed credit note carries
 * (`creditNoteFacts`, the same words): its number and date, the TRN, the customer, the invoice it
 * reduces and that invoice's date; the amount without VAT, the VAT and the total refunded; the
 * reason and how the money went back; "the order was cancelled" when it came with a cancellation.
 * A refund is an amount, not lines, so no item lines are printed. One cut, at the end.
 */
export function creditNoteTicket(
  n: CreditNote,
  lang: Locale,
  o: { cpl: number; money: MoneyFormat },
): string {
  const { cpl } = o;
  const other: Locale = lang === 'ar' ? 'en' : 'ar';
  const f = creditNoteFacts(n, lang, o.money);
  const names: Record<Locale, string> = { ar: n.shop.legalNameAr, en: n.shop.legalNameEn };
  const out = [FULL, ...centred(names[lang], cpl, BIG_BOLD)];
  if (names[other].trim() && names[other] !== names[lang]) out.push(...centred(names[other], cpl));
  out.push(...centred(f.address, cpl));
  if (n.shop.phone) out.push(labelled(lang, RECEIPT_COPY[lang].phone, n.shop.phone));
  out.push(RULE, ...centred(f.title, cpl, BIG_BOLD), ...centred(CREDIT_COPY[other].creditNote, cpl), RULE);
  out.push(
    ...labelRows(
      lang,
      cpl,
      f.head.map(([label, value]) => [label, whole(lang, value)]),
    ),
  );
  out.push(RULE, widths(lang, '*', TOTAL));
  for (const [label, value] of f.amounts)
    out.push(...grid(lang, cpl, ['*', TOTAL], { text: label }, { text: value, side: 'end' }));
  const [totalLabel, total] = f.total;
  out.push(
    ...grid(
      lang,
      cpl,
      ['*', TOTAL],
      { text: totalLabel, bold: true, big: true },
      { text: total, side: 'end', bold: true, big: true },
    ),
  );
  out.push(RULE, ...labelRows(lang, cpl, f.how));
  if (n.cancelsOrder) out.push(FULL, RULE, ...centred(CREDIT_COPY[lang].cancels, cpl));
  out.push(FULL, RULE, CUT);
  return out.join('\n');
}

/** The credit note `number` of an order as the roll prints it, in the language the order was placed in. */
export async function creditNoteDocument(db: Db, orderId: string, number: number): Promise<string> {
  const note = await readCreditNote(db, orderId, number);
  const [[order], store, printer] = await Promise.all([
    db.select({ locale: orders.locale }).from(orders).where(eq(orders.id, orderId)),
    loadStoreInfo(db),
    loadPrinterSettings(db),
  ]);
  return creditNoteTicket(note, order!.locale, { cpl: PAPER_WIDTHS[printer.paperWidth], money: store.money });
}
