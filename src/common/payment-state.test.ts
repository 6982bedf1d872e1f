import { describe, expect, it } from 'vitest';
import { moneyState, paymentStateOf } from './payment-state';

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

const boardOrder = { status: 'ready', paymentStatus: 'unpaid', totalFils: 4800, refundedFils: 0 } as const;

describe('moneyState', () => {
  it('asks to collect the whole total of an unpaid order', () => {
    expect(moneyState(boardOrder)).toEqual({ kind: 'collect', fils: 4800 });
  });
  it('reads paid for a paid order, also when part of it was given back', () => {
    expect(moneyState({ ...boardOrder, paymentStatus: 'paid' })).toEqual({ kind: 'paid' });
    expect(moneyState({ ...boardOrder, paymentStatus: 'paid', refundedFils: 1000 })).toEqual({
      kind: 'paid',
    });
  });
  it('never reads paid once cancelled or refunded whole', () => {
    expect(
      moneyState({ ...boardOrder, status: 'cancelled', paymentStatus: 'paid', refundedFils: 4800 }),
    ).toEqual({
      kind: 'cancelled',
    });
    expect(moneyState({ ...boardOrder, status: 'cancelled' })).toEqual({ kind: 'cancelled' });
    expect(
      moneyState({ ...boardOrder, status: 'completed', paymentStatus: 'paid', refundedFils: 4800 }),
    ).toEqual({
      kind: 'refunded',
    });
  });
});
