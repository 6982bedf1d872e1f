import { describe, expect, it } from 'vitest';
import { mayCancel, mayDelete, paymentChoices, statusChoices } from './allowed-actions';

const unpaid = { status: 'pending', paymentStatus: 'unpaid' } as const;
const paid = { status: 'completed', paymentStatus: 'paid', refundedFils: 0 } as const;

describe('actions offered are actions allowed', () => {
  it('staff cancel an unpaid order, never a paid one; managers both; nobody a cancelled one', () => {
    expect(mayCancel('staff', unpaid)).toBe(true);
    expect(mayCancel('staff', paid)).toBe(false);
    expect(mayCancel('manager', paid)).toBe(true);
    expect(mayCancel('owner', { ...unpaid, status: 'cancelled' })).toBe(false);
  });
  it('staff keep a completed order completed and a paid order paid; managers may move them back', () => {
    expect(statusChoices('staff', paid)).toEqual(['completed']);
    expect(paymentChoices('staff', paid)).toEqual(['paid']);
    expect(statusChoices('manager', paid)).toEqual(['pending', 'processing', 'ready', 'completed']);
    expect(paymentChoices('manager', paid)).toEqual(['unpaid', 'paid']);
    expect(paymentChoices('manager', { ...paid, refundedFils: 100 })).toEqual(['paid']);
    expect(statusChoices('staff', unpaid)).toEqual(['pending', 'processing', 'ready', 'completed']);
    expect(statusChoices('owner', { ...unpaid, status: 'cancelled' })).toEqual(['cancelled']);
    // An order for later starts at its time or with Start Now, not through the form (decision 079).
    expect(statusChoices('owner', { ...unpaid, status: 'scheduled' })).toEqual(['scheduled']);
  });
  it('only admins delete, and never a paid order', () => {
    expect(mayDelete('manager', unpaid)).toBe(false);
    expect(mayDelete('admin', unpaid)).toBe(true);
    expect(mayDelete('owner', paid)).toBe(false);
  });
});
