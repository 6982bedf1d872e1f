import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '@/server/db/client';
import { onlinePayments, orders, orderStatusEvents } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { loadStoreInfo } from '@/features/settings/server';
import { stripeForMode } from '@/features/payments/server';
import type { OnlinePaymentContext } from './online-payment.service';
import { insertRefund, type Actor } from './refund.service';
import { queueTaxInvoiceMail } from './tax-invoice-mail';

/*
 * The money of an order paid online after it was received (issue 37, decision 069): a hold taken
 * at the hand-over or let go at a cancellation, refunds given back through Stripe before their
 * credit note, and refunds made in Stripe's dashboard brought to the order with theirs. Stripe is
 * called outside any transaction (a network call never holds an order's row); each call carries
 * an idempotency key, so a retry never takes or gives back twice.
 */

/** Who the books name for what Stripe did by itself (a refund made in Stripe's dashboard). */
export const STRIPE_ACTOR: Actor = { id: '', name: 'Stripe', role: 'owner' };

type OnlineRow = typeof onlinePayments.$inferSelect;

async function paymentOf(db: Db, orderId: string): Promise<OnlineRow | null> {
  const [row] = await db.select().from(onlinePayments).where(eq(onlinePayments.orderId, orderId));
  return row ?? null;
}

async function stripeFor(
  ctx: Pick<OnlinePaymentContext, 'db' | 'env'>,
  mode: 'test' | 'live',
): Promise<Stripe> {
  const stripe = await stripeForMode(ctx.db, ctx.env, mode);
  if (!stripe) throw new AppError('payment_unavailable', 503);
  return stripe;
}

/** Stripe refused or could not be reached: the staff member is told, and nothing changed here. */
function stripeRefusal(err: unknown): AppError {
  const detail = err instanceof Stripe.errors.StripeError ? { stripe: err.code ?? err.type } : undefined;
  // Refused (a hold that lapsed, an amount past the charge): 409; not reached: 503.
  const refused =
    err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeCardError;
  return new AppError('online_payment_refused', refused ? 409 : 503, detail);
}

/** Staff never record an online payment by hand: it is Stripe's to settle (409 `order_paid_online`). */
export function assertNotOnline(order: { paymentMethod: string }): void {
  if (order.paymentMethod === 'online') throw new AppError('order_paid_online', 409);
}

/**
 * The hand-over of an order whose card is held: the money is taken now (once: idempotency key
 * `capture:<order>`), and the order is marked paid in the same transaction as its history line
 * and tax invoice. Nothing for an order not held.
 */
export async function captureHeld(
  ctx: OnlinePaymentContext,
  orderId: string,
  by: string | null,
): Promise<void> {
  const payment = await paymentOf(ctx.db, orderId);
  if (!payment || payment.state !== 'held' || !payment.paymentIntentId) return;
  const stripe = await stripeFor(ctx, payment.mode);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.capture(
      payment.paymentIntentId,
      {},
      { idempotencyKey: `capture:${orderId}` },
    );
  } catch (err) {
    // Taken already (a retry after a lost answer): read it as it is.
    intent = await stripe.paymentIntents.retrieve(payment.paymentIntentId).catch(() => {
      throw stripeRefusal(err);
    });
    if (intent.status !== 'succeeded') throw stripeRefusal(err);
  }
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const done = await tx
      .update(onlinePayments)
      .set({
        state: 'captured',
        capturedFils: intent.amount_received,
        heldUntil: null,
        updatedAt: new Date(),
      })
      .where(and(eq(onlinePayments.orderId, orderId), eq(onlinePayments.state, 'held')))
      .returning({ orderId: onlinePayments.orderId });
    if (!order || done.length === 0 || order.paymentStatus === 'paid') return;
    await tx.update(orders).set({ paymentStatus: 'paid', paidAt: new Date() }).where(eq(orders.id, orderId));
    await tx.insert(orderStatusEvents).values({
      orderId,
      kind: 'paid',
      fromStatus: order.status,
      toStatus: order.status,
      detail: { method: 'online', captured: true },
      changedBy: by,
    });
    await queueTaxInvoiceMail(tx, orderId, ctx.publicUrl);
  });
}

/** A held card let go (the order cancelled): nothing was taken, nothing to refund. */
export async function releaseHeld(ctx: OnlinePaymentContext, orderId: string): Promise<void> {
  const payment = await paymentOf(ctx.db, orderId);
  if (!payment || payment.state !== 'held' || !payment.paymentIntentId) return;
  const stripe = await stripeFor(ctx, payment.mode);
  try {
    await stripe.paymentIntents.cancel(payment.paymentIntentId, {}, { idempotencyKey: `release:${orderId}` });
  } catch (err) {
    const intent = await stripe.paymentIntents.retrieve(payment.paymentIntentId).catch(() => null);
    if (intent?.status !== 'canceled') throw stripeRefusal(err);
  }
  await ctx.db
    .update(onlinePayments)
    .set({ state: 'released', heldUntil: null, updatedAt: new Date() })
    .where(and(eq(onlinePayments.orderId, orderId), eq(onlinePayments.state, 'held')));
}

/**
 * Gives `amountFils` of an online-paid order back through Stripe, then runs `record` (the credit
 * note, in its own transaction). The amount is reserved on the payment first, so the refund's own
 * `charge.refunded` webhook, arriving before the credit note is written, is not taken for a
 * refund made in Stripe's dashboard; a refusal gives the reservation back.
 */
export async function refundOnline<T>(
  ctx: OnlinePaymentContext,
  orderId: string,
  amountFils: number,
  record: () => Promise<T>,
): Promise<T> {
  const payment = await paymentOf(ctx.db, orderId);
  if (!payment?.paymentIntentId || payment.state !== 'captured')
    throw new AppError('refund_order_unpaid', 409);
  const reserved = await ctx.db
    .update(onlinePayments)
    .set({ refundedFils: sql`${onlinePayments.refundedFils} + ${amountFils}`, updatedAt: new Date() })
    .where(
      and(
        eq(onlinePayments.orderId, orderId),
        sql`${onlinePayments.refundedFils} + ${amountFils} <= ${onlinePayments.capturedFils}`,
      ),
    )
    .returning({ refundedFils: onlinePayments.refundedFils });
  if (reserved.length === 0)
    throw new AppError('refund_amount_invalid', 422, [{ path: 'amountFils', code: 'refund_amount_invalid' }]);
  const unreserve = () =>
    ctx.db
      .update(onlinePayments)
      .set({ refundedFils: sql`${onlinePayments.refundedFils} - ${amountFils}` })
      .where(eq(onlinePayments.orderId, orderId));
  const stripe = await stripeFor(ctx, payment.mode);
  try {
    await stripe.refunds.create(
      { payment_intent: payment.paymentIntentId, amount: amountFils, metadata: { orderId } },
      // The refunds given back before this one make it unique: a retry of this one is the same.
      { idempotencyKey: `refund:${orderId}:${reserved[0]!.refundedFils}` },
    );
  } catch (err) {
    await unreserve();
    throw stripeRefusal(err);
  }
  try {
    const result = await record();
    await ctx.db
      .update(onlinePayments)
      .set({
        state: sql`case when ${onlinePayments.refundedFils} >= ${onlinePayments.capturedFils} then 'refunded' else ${onlinePayments.state} end`,
      })
      .where(eq(onlinePayments.orderId, orderId));
    return result;
  } catch (err) {
    // Stripe gave the money back; the credit note could not be written: never silent.
    ctx.logger.error(
      { err, orderId, amountFils },
      'refunded through Stripe, but its credit note was not written',
    );
    throw err;
  }
}

/**
 * `charge.refunded`: what Stripe says was refunded, against what the shop's credit notes account
 * for. More (a refund made in Stripe's dashboard): a credit note for the difference, in the same
 * transaction as the payment's record, so a repeated event finds nothing left to note.
 */
export async function noteStripeRefunds(
  ctx: OnlinePaymentContext,
  orderId: string,
  amountRefunded: number,
): Promise<'noted' | 'unchanged'> {
  const store = await loadStoreInfo(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const [payment] = await tx
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.orderId, orderId))
      .for('update');
    if (!order || !payment || order.paymentStatus !== 'paid') return 'unchanged';
    const extra = Math.min(amountRefunded - payment.refundedFils, order.totalFils - order.refundedFils);
    if (extra <= 0) return 'unchanged';
    await tx
      .update(onlinePayments)
      .set({
        refundedFils: payment.refundedFils + extra,
        state: payment.refundedFils + extra >= payment.capturedFils ? 'refunded' : payment.state,
        updatedAt: new Date(),
      })
      .where(eq(onlinePayments.orderId, orderId));
    await insertRefund(
      tx,
      order,
      {
        amountFils: extra,
        method: 'online',
        reason: 'other',
        note: 'Refunded in Stripe',
        cancelsOrder: false,
      },
      { ...STRIPE_ACTOR },
      { publicUrl: ctx.publicUrl, store },
    );
    return 'noted';
  });
}
