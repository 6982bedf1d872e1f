import { describe, expect, it } from 'vitest';
import { paymentStateOf } from './payment-state';

describe('paymentStateOf', () => {
  const order = { status: 'completed', paymentStatus: 'paid' as const, totalFils: 2100 };
  it('is paid or unpaid while nothing was given back', () => {
    expect(paymentStateOf(order)).toBe('paid');
    expect(paymentStateOf({ ...order, refundedFils: 0 })).toBe('paid');
    expect(paymentStateOf({ ...order, status: 'pending', paymentStatus: 'unpaid' })).toBe('unpaid');
  });
  it('never reads paid once money went back', () => {
    expect(paymentStateOf({ ...order, refundedFils: 500 })).toBe('partly_refunded');
    expect(paymentStateOf({ ...order, refundedFils: 2100 })).toBe('refunded');
    // A cancelled, paid order (Apple Pay at the car, then refunded in full with the cancellation).
    expect(paymentStateOf({ ...order, status: 'cancelled', refundedFils: 2100 })).toBe('refunded');
    // Even when the view does not carry the refunded amount.
    expect(paymentStateOf({ ...order, status: 'cancelled' })).toBe('refunded');
  });
  it('calls a cancelled unpaid order voided', () => {
    expect(paymentStateOf({ ...order, status: 'cancelled', paymentStatus: 'unpaid' })).toBe('voided');
  });
});
