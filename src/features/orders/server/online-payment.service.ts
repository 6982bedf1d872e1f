import { and, eq, isNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db, Tx } from '@/server/db/client';
import { onlinePayments, orders, orderStatusEvents, stripeEvents, type Order } from '@/server/db/schema';
import type { Logger } from '@/server/lib/logger';
import { enqueueMail } from '@/server/mail/outbox';
import { loadStoreInfo } from '@/features/settings/server';
import { stripeClient, stripeForMode, type StripeConfig, type StripeEnv } from '@/features/payments/server';
import { toOrderViews } from './order-views';
import { receiptEmail } from './receipt-email';
import { queueTaxInvoiceMail, receiptOptionsOf } from './tax-invoice-mail';
import type { OrderPlacedHook } from './place-order.service';
import { captureHeld, releaseHeld } from './online-money.service';
import { href } from '@/common/paths';

/*
 * Online payment of an order (issue 37, decision 069): the order waits as `awaiting_payment` while
 * the customer is on Stripe's hosted page; it is settled from what Stripe itself says now (the
 * session, its PaymentIntent and charge), whoever asks: a webhook, the customer's return, or the
 * reconciliation run. Settling happens in one transaction with the order's row locked, so any
 * number of callers at once make one change, one ticket and one e-mail.
 */

/** Stripe's page stays open this long (Stripe's shortest expiry); the order is cancelled after. */
export const PAYMENT_WINDOW_MINUTES = 30;
/** Stripe keeps an authorisation this long; it is captured or released before. */
export const HOLD_DAYS = 7;

export interface OnlinePaymentContext {
  db: Db;
  env: StripeEnv;
  logger: Logger;
  /** The shop's public origin (links in the e-mails). */
  publicUrl: string;
  /** More work in the transaction that makes the order received (the kitchen ticket). */
  received?: OrderPlacedHook;
  /** Told once an order became received (the kitchen queue's copy). */
  afterReceived?: (orderId: string) => void;
}

/** The context from the app's dependencies (no kitchen hook: for money moves, not for settling). */
export const onlineContextOf = (deps: {
  db: Db;
  env: StripeEnv;
  logger: Logger;
  publicUrl: string;
}): OnlinePaymentContext => ({ db: deps.db, env: deps.env, logger: deps.logger, publicUrl: deps.publicUrl });

/** What a settle did. */
export type SettleOutcome =
  'received' | 'cancelled' | 'open' | 'unchanged' | 'duplicate' | 'mismatch' | 'unknown';

/** A new Checkout Session for an order about to be written (its id chosen already). */
export async function createCheckoutSession(
  config: StripeConfig,
  order: {
    id: string;
    totalFils: number;
    locale: 'ar' | 'en';
    /** The order's own page (with its key): Stripe sends the customer back there. */
    returnUrl: string;
    shopName: string;
    email: string;
  },
  now = new Date(),
): Promise<{
  sessionId: string;
  url: string;
  expiresAt: Date;
  captureMethod: 'automatic' | 'manual';
}> {
  const stripe = stripeClient(config.secretKey, config.apiUrl);
  const captureMethod = config.transactionType === 'authorize_only' ? 'manual' : 'automatic';
  const expiresAt = new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000 + 30_000);
  const back = (paid: boolean) =>
    `${order.returnUrl}${order.returnUrl.includes('?') ? '&' : '?'}paid=${paid ? 1 : 0}`;
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    // Stripe's page has no Arabic: an Arabic order lets Stripe follow the phone's language.
    locale: order.locale === 'en' ? 'en' : 'auto',
    customer_email: order.email,
    client_reference_id: order.id,
    metadata: { orderId: order.id },
    payment_intent_data: { capture_method: captureMethod, metadata: { orderId: order.id } },
    line_items: [
      {
        quantity: 1,
        // AED's minor unit is the fils: the order's total as the server priced it.
        price_data: { currency: 'aed', unit_amount: order.totalFils, product_data: { name: order.shopName } },
      },
    ],
    expires_at: Math.floor(expiresAt.getTime() / 1000),
    success_url: back(true),
    cancel_url: back(false),
  });
  if (!session.url) throw new Error('Stripe gave no payment page for the session');
  return {
    sessionId: session.id,
    url: session.url,
    expiresAt: new Date(session.expires_at * 1000),
    captureMethod,
  };
}

/** What paid: the card's brand and last four, or the wallet over it. */
function instrumentOf(intent: Stripe.PaymentIntent | null) {
  const charge = intent?.latest_charge;
  const card = charge && typeof charge === 'object' ? charge.payment_method_details?.card : undefined;
  const wallet = card?.wallet?.type;
  return {
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    wallet: wallet === 'apple_pay' || wallet === 'google_pay' ? wallet : null,
  };
}

/** The confirmation (an order held, to be paid at the hand-over): the tax invoice follows the capture. */
async function queueConfirmationMail(tx: Db, order: Order, publicUrl: string): Promise<void> {
  if (order.anonymizedAt !== null) return;
  const [view] = await toOrderViews(tx, [order]);
  const info = await loadStoreInfo(tx);
  const mail = await receiptEmail(
    order.customerEmail,
    view!,
    `${publicUrl}${href('order', { id: order.id }, { search: { key: order.accessKey } })}`,
    { ...receiptOptionsOf(info, publicUrl), locale: order.locale },
  );
  await enqueueMail(tx, { kind: 'receipt', dedupeKey: `receipt:${order.id}`, ...mail });
}

/**
 * Settles an order paid online from what Stripe says now. `event`: the webhook's event, stored by
 * its id in the same transaction (a second delivery finds it and changes nothing). Returns what
 * happened; throws when Stripe cannot be asked (the caller answers so that Stripe tries again).
 */
export async function settleOnlinePayment(
  ctx: OnlinePaymentContext,
  orderId: string,
  event?: { id: string; type: string },
): Promise<SettleOutcome> {
  const [payment] = await ctx.db.select().from(onlinePayments).where(eq(onlinePayments.orderId, orderId));
  if (!payment) return 'unknown';
  const stripe = await stripeForMode(ctx.db, ctx.env, payment.mode);
  if (!stripe) throw new Error(`no Stripe keys for ${payment.mode} mode: the payment cannot be checked`);
  // Asked before the transaction: a network call never holds the order's row.
  const session = await stripe.checkout.sessions.retrieve(payment.sessionId, {
    expand: ['payment_intent.latest_charge'],
  });
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const outcome = await ctx.db.transaction(async (tx): Promise<SettleOutcome> => {
    if (event) {
      const stored = await tx
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type, orderId, outcome: 'processing' })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (stored.length === 0) return 'duplicate';
    }
    const result = await settleIn(tx, ctx, payment.orderId, session, intent);
    if (event) await tx.update(stripeEvents).set({ outcome: result }).where(eq(stripeEvents.id, event.id));
    return result;
  });
  if (outcome === 'received') ctx.afterReceived?.(orderId);
  if (outcome === 'mismatch')
    ctx.logger.error(
      { orderId, sessionId: session.id, amount: session.amount_total, currency: session.currency },
      'online payment does not match its order: not marked paid',
    );
  return outcome;
}

async function settleIn(
  tx: Tx,
  ctx: OnlinePaymentContext,
  orderId: string,
  session: Stripe.Checkout.Session,
  intent: Stripe.PaymentIntent | null,
): Promise<SettleOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return 'unknown';
  // Settled already (received, or cancelled after Stripe let the page expire): nothing changes.
  if (order.status !== 'awaiting_payment') return 'unchanged';
  if (session.status === 'expired') {
    await tx
      .update(onlinePayments)
      .set({ state: 'expired', sessionUrl: null, updatedAt: new Date() })
      .where(eq(onlinePayments.orderId, orderId));
    await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
    await tx.insert(orderStatusEvents).values({
      orderId,
      fromStatus: 'awaiting_payment',
      toStatus: 'cancelled',
      reason: 'payment_not_completed',
      changedBy: null,
    });
    return 'cancelled';
  }
  if (session.status !== 'complete' || !intent) return 'open';
  const captured = intent.status === 'succeeded';
  const held = intent.status === 'requires_capture';
  if (!captured && !held) return 'open';
  // Stripe's word must match the order's: the total the server priced, in dirhams.
  const amount = captured ? intent.amount_received : intent.amount_capturable;
  if (
    session.amount_total !== order.totalFils ||
    amount !== order.totalFils ||
    session.currency !== 'aed' ||
    intent.currency !== 'aed'
  ) {
    // Flagged once: a later event or check about the same payment finds the problem written.
    const flagged = await tx
      .update(onlinePayments)
      .set({
        problem: `Stripe said ${amount} ${intent.currency} (session ${session.amount_total} ${session.currency}); the order is ${order.totalFils} aed`,
        paymentIntentId: intent.id,
        updatedAt: new Date(),
      })
      .where(and(eq(onlinePayments.orderId, orderId), isNull(onlinePayments.problem)))
      .returning({ orderId: onlinePayments.orderId });
    if (flagged.length > 0)
      await tx.execute(
        sql`select add_notification('payment_problem', ${orderId}, ${JSON.stringify({ number: order.number, customerName: order.customerName, carPlate: order.carPlate, totalFils: order.totalFils })}::jsonb)`,
      );
    return 'mismatch';
  }
  const now = new Date();
  await tx
    .update(onlinePayments)
    .set({
      state: captured ? 'captured' : 'held',
      paymentIntentId: intent.id,
      sessionUrl: null,
      capturedFils: captured ? intent.amount_received : 0,
      heldUntil: held ? new Date(now.getTime() + HOLD_DAYS * 24 * 3_600_000) : null,
      ...instrumentOf(intent),
      updatedAt: now,
    })
    .where(eq(onlinePayments.orderId, orderId));
  // Received now: its place in the kitchen's queue and its promised time count from the payment.
  // Ordered for later (decision 079): it waits for its start instead, its time unchanged.
  const waited = now.getTime() - order.createdAt.getTime();
  const next = order.scheduledFor ? ('scheduled' as const) : ('pending' as const);
  await tx
    .update(orders)
    .set({
      status: next,
      createdAt: now,
      promisedAt:
        order.scheduledFor ?? (order.promisedAt ? new Date(order.promisedAt.getTime() + waited) : null),
      ...(captured ? { paymentStatus: 'paid' as const, paidAt: now } : {}),
    })
    .where(eq(orders.id, orderId));
  await tx.insert(orderStatusEvents).values({
    orderId,
    fromStatus: 'awaiting_payment',
    toStatus: next,
    changedBy: null,
  });
  if (captured)
    await tx.insert(orderStatusEvents).values({
      orderId,
      kind: 'paid',
      fromStatus: next,
      toStatus: next,
      detail: { method: 'online' },
      changedBy: null,
    });
  const [fresh] = await tx.select().from(orders).where(eq(orders.id, orderId));
  // One e-mail: the tax invoice when the money is taken, the confirmation when it is held.
  if (captured) await queueTaxInvoiceMail(tx, orderId, ctx.publicUrl);
  else await queueConfirmationMail(tx, fresh!, ctx.publicUrl);
  // The kitchen's ticket comes when an order for later starts (scheduled-orders.service).
  if (ctx.received && next === 'pending') await ctx.received(tx, orderId);
  return 'received';
}

/**
 * The order a Stripe object is about: a Checkout Session by its id (or the order id it carries),
 * a PaymentIntent or a charge by the PaymentIntent's id. Null: not one of ours.
 */
export async function orderOfStripeObject(db: Db, object: Record<string, unknown>): Promise<string | null> {
  const kind = object.object;
  if (kind === 'checkout.session' && typeof object.id === 'string') {
    const [row] = await db
      .select({ orderId: onlinePayments.orderId })
      .from(onlinePayments)
      .where(eq(onlinePayments.sessionId, object.id));
    return row?.orderId ?? null;
  }
  const intentId =
    kind === 'payment_intent'
      ? object.id
      : kind === 'charge' || kind === 'refund'
        ? object.payment_intent
        : null;
  if (typeof intentId !== 'string') return null;
  const [row] = await db
    .select({ orderId: onlinePayments.orderId })
    .from(onlinePayments)
    .where(eq(onlinePayments.paymentIntentId, intentId));
  return row?.orderId ?? null;
}

/** Stores an event by its id: false when it was stored already (a repeated delivery). */
export async function recordEvent(
  db: Db,
  event: { id: string; type: string },
  outcome: string,
): Promise<boolean> {
  const stored = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, outcome })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return stored.length > 0;
}

/** Records an event that changes nothing (unknown session, another account), once. */
export async function recordIgnoredEvent(
  db: Db,
  event: { id: string; type: string },
  outcome: string,
): Promise<void> {
  await db.insert(stripeEvents).values({ id: event.id, type: event.type, outcome }).onConflictDoNothing();
}

/**
 * The reconciliation run: every payment still open 15 minutes after it began is settled from
 * Stripe (a webhook that never came), and one Stripe still shows open past its expiry is expired
 * there, which cancels its order. Safe to run in several processes at once.
 */
export async function reconcileOnlinePayments(
  ctx: OnlinePaymentContext,
  now = new Date(),
): Promise<{ checked: number; settled: number }> {
  const stale = await ctx.db
    .select({
      orderId: onlinePayments.orderId,
      sessionId: onlinePayments.sessionId,
      mode: onlinePayments.mode,
      expiresAt: onlinePayments.expiresAt,
    })
    .from(onlinePayments)
    .where(
      // A payment flagged as not matching its order waits for the owner, not for the next run.
      sql`${onlinePayments.state} = 'open' and ${onlinePayments.problem} is null and ${onlinePayments.createdAt} < ${new Date(now.getTime() - 15 * 60_000)}`,
    )
    .limit(100);
  let settled = 0;
  for (const p of stale) {
    try {
      let outcome = await settleOnlinePayment(ctx, p.orderId);
      if (outcome === 'open' && p.expiresAt < now) {
        const stripe = await stripeForMode(ctx.db, ctx.env, p.mode);
        await stripe?.checkout.sessions.expire(p.sessionId).catch(() => undefined);
        outcome = await settleOnlinePayment(ctx, p.orderId);
      }
      if (outcome === 'received' || outcome === 'cancelled') settled += 1;
    } catch (err) {
      ctx.logger.warn({ err, orderId: p.orderId }, 'online payment not reconciled this time');
    }
  }
  // Holds that would lapse within 12 hours (Stripe keeps them 7 days): taken for an order in the
  // shop's hands or handed over, let go for a cancelled one; never forgotten.
  const lapsing = await ctx.db
    .select({ orderId: onlinePayments.orderId, status: orders.status })
    .from(onlinePayments)
    .innerJoin(orders, eq(orders.id, onlinePayments.orderId))
    .where(
      sql`${onlinePayments.state} = 'held' and ${onlinePayments.heldUntil} < ${new Date(now.getTime() + 12 * 3_600_000)}`,
    )
    .limit(100);
  for (const h of lapsing) {
    try {
      if (h.status === 'cancelled') await releaseHeld(ctx, h.orderId);
      else await captureHeld(ctx, h.orderId, null);
      settled += 1;
    } catch (err) {
      ctx.logger.warn({ err, orderId: h.orderId }, 'a lapsing card hold was not settled this time');
    }
  }
  return { checked: stale.length + lapsing.length, settled };
}
