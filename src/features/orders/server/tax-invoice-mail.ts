import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail/outbox';
import { shopNameIn } from '@/common/shop-name';
import type { StoreInfo } from '@/features/settings';
import { loadStoreInfo } from '@/features/settings/server';
import { toOrderViews } from './order-views';
import { receiptEmail, type ReceiptOptions } from './receipt-email';
import { href } from '@/common/paths';

/** What the shop puts on the order's e-mails: money format, TRN, contact, its logo and title once set. */
export function receiptOptionsOf(info: StoreInfo, publicUrl: string): ReceiptOptions {
  return {
    money: info.money,
    trn: info.tax.trn,
    contact: info.contact,
    // An absolute URL on the shop's public origin (as the tracking link): see decision 023;
    // the shop's own logo and title (Settings → General) once set, else the built-in ones.
    logoUrl: `${publicUrl}${info.general.siteLogo || '/icon-192.png'}`,
    shopName: { ar: shopNameIn(info.general, 'ar'), en: shopNameIn(info.general, 'en') },
  };
}

/**
 * The tax invoice e-mail (decision 063): queued in the transaction `tx` that marks the order paid,
 * once per order (`invoice:<id>`: paid, unpaid by a manager and paid again sends no second one).
 * The e-mail sent when the order was placed is its confirmation; this one is the invoice. Nothing
 * for an order whose customer data was removed.
 */
export async function queueTaxInvoiceMail(tx: Db, orderId: string, publicUrl: string): Promise<void> {
  const rows = await tx.select().from(orders).where(eq(orders.id, orderId));
  const order = rows[0];
  if (!order || order.anonymizedAt !== null || order.paymentStatus !== 'paid') return;
  const [view] = await toOrderViews(tx, rows);
  const info = await loadStoreInfo(tx);
  const mail = await receiptEmail(
    order.customerEmail,
    view!,
    `${publicUrl}${href('order', { id: order.id }, { search: { key: order.accessKey } })}`,
    {
      ...receiptOptionsOf(info, publicUrl),
      locale: order.locale,
    },
  );
  await enqueueMail(tx, { kind: 'tax_invoice', dedupeKey: `invoice:${orderId}`, ...mail });
}
