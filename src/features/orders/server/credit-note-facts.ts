import { and, asc, eq } from 'drizzle-orm';
import { formatShopDateTime } from '@/common/dates';
import type { Locale } from '@/common/locales';
import { formatMoney, type MoneyFormat } from '@/common/money';
import type { Db } from '@/server/db/client';
import { orders, refunds, type Order, type Refund } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { shopNameIn } from '@/common/shop-name';
import type { StoreInfo } from '@/features/settings';
import { loadStoreInfo } from '@/features/settings/server';
import { creditNoteNumber, type CreditNote, type RefundSummary } from '../orders.money.schema';
import { RECEIPT_COPY } from './receipt-copy';
import { CREDIT_COPY, REASON_COPY } from './refund-copy';

/** The shop's registered name in each language; empty ones fall back to the shop's name in that language. */
export function legalNames(store: StoreInfo): { en: string; ar: string } {
  const { legalNameEn, legalNameAr } = store.general;
  return {
    en: legalNameEn.trim() || shopNameIn(store.general, 'en'),
    ar: legalNameAr.trim() || shopNameIn(store.general, 'ar'),
  };
}

/** A refund as the order's view lists it. */
export const refundSummary = (r: Refund): RefundSummary => ({
  id: r.id,
  number: r.number,
  amountFils: r.amountFils,
  vatFils: r.vatFils,
  method: r.method,
  cancelsOrder: r.cancelsOrder,
  reason: r.reason,
  note: r.note,
  createdAt: r.createdAt.toISOString(),
  byName: r.createdByName,
});

/**
 * A tax credit note's contents (UAE VAT): its number and date, the shop's legal name, address and
 * TRN, the customer, the invoice it corrects (the order's number and date), the amount without
 * VAT, the VAT, the total, the reason and how the money went back.
 */
export function creditNoteOf(refund: Refund, order: Order, store: StoreInfo): CreditNote {
  const names = legalNames(store);
  return {
    ...refundSummary(refund),
    netFils: refund.amountFils - refund.vatFils,
    order: {
      id: order.id,
      number: order.number,
      createdAt: order.createdAt.toISOString(),
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      carPlate: order.carPlate,
      totalFils: order.totalFils,
      vatRateBp: order.vatRateBp,
      status: order.status,
    },
    shop: {
      legalNameEn: names.en,
      legalNameAr: names.ar,
      addressEn: store.contact.addressEn,
      addressAr: store.contact.addressAr,
      phone: store.contact.phone,
      trn: store.tax.trn,
    },
  };
}

/** `GET /api/admin/orders/{id}/credit-notes/{number}`: one credit note of that order. */
export async function readCreditNote(db: Db, orderId: string, number: number): Promise<CreditNote> {
  const [row] = await db
    .select({ refund: refunds, order: orders })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.orderId, orderId), eq(refunds.number, number)));
  if (!row) throw new AppError('credit_note_not_found', 404);
  return creditNoteOf(row.refund, row.order, await loadStoreInfo(db));
}

/** An order's refunds, oldest first. */
export async function orderRefunds(db: Db, orderId: string): Promise<RefundSummary[]> {
  const rows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.number));
  return rows.map(refundSummary);
}

/**
 * One language's credit note, every value written out, as the e-mail and the printed roll carry
 * it: who and which invoice (`head`), the amounts without the total (`amounts`), why and how the
 * money went back (`how`), the total; `rows` is all three in that order.
 */
export function creditNoteFacts(n: CreditNote, lang: Locale, money: MoneyFormat) {
  const c = CREDIT_COPY[lang];
  const fmt = (fils: number) => formatMoney(fils, lang, money);
  const reason = REASON_COPY[lang][n.reason as keyof (typeof REASON_COPY)['en']] ?? n.reason;
  const head: [string, string][] = [
    [c.number, creditNoteNumber(n.number)],
    [c.date, formatShopDateTime(n.createdAt, lang)],
    ...(n.shop.trn ? [[c.trn, n.shop.trn] as [string, string]] : []),
    [c.customer, n.order.customerName],
    [c.invoice, `#${n.order.number}`],
    [c.invoiceDate, formatShopDateTime(n.order.createdAt, lang)],
  ];
  const amounts: [string, string][] = [
    [c.net, fmt(n.netFils)],
    [c.vat, fmt(n.vatFils)],
  ];
  const how: [string, string][] = [
    [c.reason, n.note && n.reason === 'other' ? `${reason}: ${n.note}` : reason],
    [c.method, RECEIPT_COPY[lang].methods[n.method]],
  ];
  return {
    title: c.creditNote,
    shop: lang === 'ar' ? n.shop.legalNameAr : n.shop.legalNameEn,
    address: lang === 'ar' ? n.shop.addressAr : n.shop.addressEn,
    intro: c.intro(`#${n.order.number}`),
    head,
    amounts,
    how,
    rows: [...head, ...amounts, ...how],
    total: [c.total, fmt(n.amountFils)] as [string, string],
  };
}
export type CreditNoteFacts = ReturnType<typeof creditNoteFacts>;
