import type { OrderStatus } from './domain';

/**
 * What an order's money asks of the person handing it over, in one word: `collect` the amount
 * (unpaid), `paid`, or, whatever its payment status says, `cancelled` or `refunded` (all of it
 * given back). A cancelled or refunded order never reads "Paid". The board card, the kitchen
 * ticket on screen and the printed one all read it from here.
 */
export type MoneyState =
  { kind: 'collect'; fils: number } | { kind: 'paid' } | { kind: 'refunded' } | { kind: 'cancelled' };

export function moneyState(order: {
  status: OrderStatus;
  paymentStatus: 'unpaid' | 'paid';
  totalFils: number;
  refundedFils: number;
}): MoneyState {
  if (order.status === 'cancelled') return { kind: 'cancelled' };
  if (order.refundedFils > 0 && order.refundedFils >= order.totalFils) return { kind: 'refunded' };
  if (order.paymentStatus === 'paid') return { kind: 'paid' };
  return { kind: 'collect', fils: order.totalFils };
}
