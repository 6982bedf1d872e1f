import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '@/common/domain';
import { can, type Role } from '@/common/permissions';

type Order = { status: OrderStatus; paymentStatus: PaymentStatus; refundedFils?: number };

/**
 * What a role is offered on an order: exactly what the server lets it do (decision 046 and the
 * permission map), so no one sees a button that will be refused. The server still refuses.
 */

/** Cancelling: any open or completed order; a paid one only by who may refund it. */
export const mayCancel = (role: Role | undefined, o: Order) =>
  o.status !== 'cancelled' && (o.paymentStatus !== 'paid' || can(role, 'orders.refund'));

/** The edit form's statuses: a cancelled order's is final; a completed one moves back only with `orders.reopen`. */
export function statusChoices(role: Role | undefined, o: Order): OrderStatus[] {
  if (o.status === 'cancelled') return ['cancelled'];
  if (o.status === 'completed' && !can(role, 'orders.reopen')) return ['completed'];
  // Waiting for its online payment: Stripe moves it, nobody else (decision 069).
  if (o.status === 'awaiting_payment') return ['awaiting_payment'];
  // For later: it starts at its time or with the board's Start Now (decision 079), never by the form.
  if (o.status === 'scheduled') return ['scheduled'];
  return ORDER_STATUSES.filter((s) => s !== 'cancelled' && s !== 'awaiting_payment' && s !== 'scheduled');
}

/** The edit form's payment states: a paid order goes back to unpaid only with `orders.refund` and before any refund. */
export function paymentChoices(role: Role | undefined, o: Order): PaymentStatus[] {
  if (o.status === 'cancelled') return [o.paymentStatus];
  if (o.paymentStatus === 'paid' && (!can(role, 'orders.refund') || (o.refundedFils ?? 0) > 0))
    return ['paid'];
  return [...PAYMENT_STATUSES];
}

/** Deleting outright: `orders.delete`, and never a paid (invoiced) order. */
export const mayDelete = (role: Role | undefined, o: Order) =>
  can(role, 'orders.delete') && o.paymentStatus !== 'paid';
