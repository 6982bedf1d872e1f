/**
 * The payment state every document and screen shows (printed invoice, e-mails, the customer's
 * order page, the receipt screen): one rule, so a refunded order never reads "Paid" anywhere.
 *
 * - `voided`: cancelled before anything was paid (no money moved, no credit note);
 * - `refunded`: paid, then everything given back (a cancelled paid order always is: decision 045);
 * - `partly_refunded`: paid, part of it given back with a credit note, the order stands;
 * - `paid` / `unpaid`.
 */
export const PAYMENT_STATES = ['unpaid', 'paid', 'partly_refunded', 'refunded', 'voided'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export interface PaymentFacts {
  status: string;
  paymentStatus: 'unpaid' | 'paid';
  totalFils: number;
  /** What credit notes gave back so far (absent: nothing). */
  refundedFils?: number;
}

export function paymentStateOf(o: PaymentFacts): PaymentState {
  const refunded = o.refundedFils ?? 0;
  if (refunded > 0) return refunded >= o.totalFils ? 'refunded' : 'partly_refunded';
  if (o.status === 'cancelled') return o.paymentStatus === 'paid' ? 'refunded' : 'voided';
  return o.paymentStatus;
}

/**
 * Whether an order's document is a (simplified) tax invoice: once it is paid or handed over,
 * whichever comes first (the UAE's date of supply); before that it is an order confirmation.
 * A cancelled order never reads as one (decision 046: its title says so and names its credit notes).
 */
export function isTaxInvoice(o: Pick<PaymentFacts, 'status' | 'paymentStatus'>): boolean {
  if (o.status === 'cancelled') return false;
  return o.paymentStatus === 'paid' || o.status === 'completed';
}

/**
 * What an order's money asks of the person handing it over, in one word: `collect` the amount
 * (unpaid), `paid` (part of it given back or not), or `cancelled`, or `refunded` (all of it given
 * back). Read from `paymentStateOf`, so the board card, the kitchen ticket on screen and the
 * printed one never read "Paid" where the documents say refunded.
 */
export type MoneyState =
  { kind: 'collect'; fils: number } | { kind: 'paid' } | { kind: 'refunded' } | { kind: 'cancelled' };

export function moneyState(order: PaymentFacts): MoneyState {
  if (order.status === 'cancelled') return { kind: 'cancelled' };
  const state = paymentStateOf(order);
  if (state === 'refunded') return { kind: 'refunded' };
  if (state === 'unpaid') return { kind: 'collect', fils: order.totalFils };
  return { kind: 'paid' };
}
