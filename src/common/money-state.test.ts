import { describe, expect, it } from 'vitest';
import { moneyState } from './money-state';

const order = { status: 'ready', paymentStatus: 'unpaid', totalFils: 4800, refundedFils: 0 } as const;

describe('moneyState', () => {
  it('asks to collect the whole total of an unpaid order', () => {
    expect(moneyState(order)).toEqual({ kind: 'collect', fils: 4800 });
  });
  it('reads paid for a paid order, also when part of it was given back', () => {
    expect(moneyState({ ...order, paymentStatus: 'paid' })).toEqual({ kind: 'paid' });
    expect(moneyState({ ...order, paymentStatus: 'paid', refundedFils: 1000 })).toEqual({ kind: 'paid' });
  });
  it('never reads paid once cancelled or refunded whole', () => {
    expect(moneyState({ ...order, status: 'cancelled', paymentStatus: 'paid', refundedFils: 4800 })).toEqual({
      kind: 'cancelled',
    });
    expect(moneyState({ ...order, status: 'cancelled' })).toEqual({ kind: 'cancelled' });
    expect(moneyState({ ...order, status: 'completed', paymentStatus: 'paid', refundedFils: 4800 })).toEqual({
      kind: 'refunded',
    });
  });
});
