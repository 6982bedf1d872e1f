import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlacedOrder } from '../orders.schema';
import { forgetLastOrder, lastOrderOf, rememberLastOrder } from './last-order';

const ID = '7f3c2a91-0d4e-4b6a-9c1f-2e8d5a7b3c10';
const stored = () => localStorage.getItem('aseer.lastOrder');

describe('the last order remembered for the header', () => {
  beforeEach(() => {
    const data = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is the order's id and the secret key of its tracking path", () => {
    const placed = {
      order: { id: ID },
      trackingPath: `/orders/${ID}?key=abc_DEF-123`,
      accountCreated: false,
    } as PlacedOrder;
    expect(lastOrderOf(placed)).toEqual({ id: ID, key: 'abc_DEF-123' });
  });

  it('is forgotten only for the order remembered', () => {
    rememberLastOrder({ id: ID, key: 'k' });
    forgetLastOrder('another-order');
    expect(JSON.parse(stored()!)).toEqual({ id: ID, key: 'k' });
    forgetLastOrder(ID);
    expect(stored()).toBeNull();
  });
});
