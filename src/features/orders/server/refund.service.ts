import { eq } from 'drizzle-orm';
import type { PaymentMethod } from '@/common/domain';
import type { StaffRole } from '@/common/permissions';
import type { Tx } from '@/server/db/client';
import { orders, orderStatusEvents, refunds, type Order, type Refund } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail/outbox';
import type { StoreInfo } from '@/features/settings';
import { creditNoteNumber } from '../orders.money.schema';
import { creditNoteEmail } from './credit-note-email';
import { creditNoteOf } from './credit-note-facts';
import { requireDrawerFor } from './cash-drawer';

/** The staff member who does it: recorded by id and by name as it was then. */
export interface Actor {
  id: string;
  name: string;
  role: StaffRole;
}

/** What the e-mails need from the app: the shop's public origin and its details. */
export interface MoneyLinks {
  publicUrl: string;
  store: StoreInfo;
}

/**
 * The VAT inside a refund of `amount`: proportional to the order's (amount × VAT / total, rounded
 * half up), never more than the VAT not refunded yet; the refund that brings the order's refunds
 * to its whole total takes exactly the VAT left, so the credit notes add up to the invoice.
 */
export function refundVat(
  order: Pick<Order, 'totalFils' | 'vatFils' | 'refundedFils' | 'refundedVatFils'>,
  amount: number,
): number {
  const vatLeft = order.vatFils - order.refundedVatFils;
  if (order.refundedFils + amount >= order.totalFils) return vatLeft;
  const [a, v, t] = [BigInt(amount), BigInt(order.vatFils), BigInt(order.totalFils)];
  const share = Number((2n * a * v + t) / (2n * t));
  return Math.min(share, vatLeft, amount);
}

/**
 * Records a refund of `amount` on a locked, paid order inside the caller's transaction (cash only
 * while a shift is open: 409 `cash_refund_needs_open_shift`, and the caller's change rolls back): the
 * refund with its credit note number (from the database's sequence), the order's refunded totals,
 * a `refund` line in its history, and the credit note e-mailed to the customer (outbox, once per
 * credit note). Returns the refund.
 */
export async function insertRefund(
  tx: Tx,
  order: Order,
  input: {
    amountFils: number;
    method: PaymentMethod;
    reason: string;
    note: string | null;
    cancelsOrder: boolean;
  },
  actor: Actor,
  links: MoneyLinks,
): Promise<Refund> {
  // Cash given back comes out of an open shift's drawer (issue 35), or it would leave the books.
  await requireDrawerFor(tx, input.method, 'cash_refund_needs_open_shift');
  const vatFils = refundVat(order, input.amountFils);
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      amountFils: input.amountFils,
      vatFils,
      method: input.method,
      cancelsOrder: input.cancelsOrder,
      reason: input.reason,
      note: input.note,
      createdBy: actor.id || null,
      createdByName: actor.name,
    })
    .returning();
  await tx
    .update(orders)
    .set({
      refundedFils: order.refundedFils + input.amountFils,
      refundedVatFils: order.refundedVatFils + vatFils,
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusEvents).values({
    orderId: order.id,
    kind: 'refund',
    fromStatus: order.status,
    toStatus: order.status,
    reason: input.reason,
    note: input.note,
    detail: { refundId: refund!.id, number: creditNoteNumber(refund!.number), amountFils: input.amountFils },
    changedBy: actor.id || null,
  });
  if (order.anonymizedAt === null) {
    const note = creditNoteOf(refund!, order, links.store);
    const mail = await creditNoteEmail(order.customerEmail, note, order.locale, {
      money: links.store.money,
      logoUrl: `${links.publicUrl}/icon-192.png`,
    });
    await enqueueMail(tx, { kind: 'credit_note', dedupeKey: `credit-note:${refund!.id}`, ...mail });
  }
  return refund!;
}
