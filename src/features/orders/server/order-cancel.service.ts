import { eq } from 'drizzle-orm';
import { can } from '@/common/permissions';
import { sayActor } from '@/server/db/actor';
import type { Db } from '@/server/db/client';
import { orders, orderStatusEvents, type Refund } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { enqueueMail } from '@/server/mail/outbox';
import type { CancelOrderInput, PartRefundInput, PaymentMethodChange } from '../orders.money.schema';
import { cancelledEmail } from './cancelled-email';
import { legalNames } from './credit-note-facts';
import { customerReason } from './refund-copy';
import { insertRefund, type Actor, type MoneyLinks } from './refund.service';

/**
 * Cancels an order with its reason (decision 046), in one transaction. An unpaid order is voided
 * (any staff member). A paid one needs `orders.refund` (managers and above; others get 403
 * `order_paid_cancel_manager` and nothing changes) and is refunded what is left of it, in full,
 * with its credit note. Either way the history records the reason, note and who, and the customer
 * is e-mailed once (`cancelled:<id>`), in the order's language first. Cancelled is final (409).
 */
export async function cancelOrder(
  db: Db,
  id: string,
  input: CancelOrderInput,
  actor: Actor,
  links: MoneyLinks,
): Promise<Refund | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw new AppError('order_not_found', 404);
    if (order.status === 'cancelled') throw new AppError('order_already_cancelled', 409);
    if (order.status === 'awaiting_payment') throw new AppError('order_awaiting_payment', 409);
    const paid = order.paymentStatus === 'paid';
    if (paid && !can(actor.role, 'orders.refund')) throw new AppError('order_paid_cancel_manager', 403);
    const note = input.note || null;
    await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
    await tx.insert(orderStatusEvents).values({
      orderId: id,
      fromStatus: order.status,
      toStatus: 'cancelled',
      reason: input.reason,
      note,
      changedBy: actor.id,
    });
    const left = order.totalFils - order.refundedFils;
    const refund =
      paid && left > 0
        ? await insertRefund(
            tx,
            { ...order, status: 'cancelled' },
            {
              amountFils: left,
              // Paid online: given back through Stripe (the route did it before this).
              method:
                order.paymentMethod === 'online' ? 'online' : (input.refundMethod ?? order.paymentMethod),
              reason: input.reason,
              note,
              cancelsOrder: true,
            },
            actor,
            links,
          )
        : null;
    if (order.anonymizedAt === null) {
      const mail = await cancelledEmail(
        order.customerEmail,
        {
          shortId: `#${order.number}`,
          reason: customerReason(input.reason),
          // Paid: all of it is back now (this refund, or part refunds before it).
          refunded: paid,
          shopName: legalNames(links.store),
          logoUrl: `${links.publicUrl}/icon-192.png`,
        },
        order.locale,
      );
      await enqueueMail(tx, { kind: 'order_cancelled', dedupeKey: `cancelled:${id}`, ...mail });
    }
    return refund;
  });
}

/**
 * Gives part of a paid order back while the order stands (one drink was wrong): at most what is
 * left to refund (422 `refund_amount_invalid`), never on an unpaid (409 `refund_order_unpaid`) or
 * cancelled order (409 `refund_order_cancelled`). Each refund is a tax credit note.
 */
export async function refundPart(
  db: Db,
  id: string,
  input: PartRefundInput,
  actor: Actor,
  links: MoneyLinks,
): Promise<Refund> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw new AppError('order_not_found', 404);
    if (order.status === 'cancelled') throw new AppError('refund_order_cancelled', 409);
    if (order.paymentStatus !== 'paid') throw new AppError('refund_order_unpaid', 409);
    if (input.amountFils <= 0 || input.amountFils > order.totalFils - order.refundedFils)
      throw new AppError('refund_amount_invalid', 422, [
        { path: 'amountFils', code: 'refund_amount_invalid' },
      ]);
    const note = input.note || null;
    const method = order.paymentMethod === 'online' ? 'online' : input.method;
    return insertRefund(tx, order, { ...input, method, note, cancelsOrder: false }, actor, links);
  });
}

/**
 * Changes how an order was paid ("paid cash, not card"): managers and above (403
 * `order_method_manager`), with a reason; the history records from, to, why and who. On a closed
 * shift the database's trigger records the adjustment, named after the actor with the reason
 * (`sayActor`, decision 064).
 */
export async function correctPaymentMethod(
  db: Db,
  id: string,
  { method, reason }: PaymentMethodChange,
  actor: Actor,
): Promise<void> {
  if (!can(actor.role, 'orders.method')) throw new AppError('order_method_manager', 403);
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw new AppError('order_not_found', 404);
    // Nothing to correct: said so, rather than a reason accepted and kept nowhere.
    if (order.paymentMethod === method) throw new AppError('order_method_unchanged', 409);
    if (order.paymentMethod === 'online') throw new AppError('order_paid_online', 409);
    await sayActor(tx, actor, reason);
    await tx.update(orders).set({ paymentMethod: method }).where(eq(orders.id, id));
    await tx.insert(orderStatusEvents).values({
      orderId: id,
      kind: 'method',
      fromStatus: order.status,
      toStatus: order.status,
      detail: { from: order.paymentMethod, to: method },
      note: reason,
      changedBy: actor.id,
    });
  });
}
