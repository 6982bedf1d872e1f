import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '@/common/limits';
import {
  addLine,
  cartTotals,
  parseStoredCart,
  removeLine,
  setLineQuantity,
  type CartLine,
} from './cart-lines';

const juice = {
  id: 'p1',
  size: 'small' as const,
  nameEn: 'Orange',
  nameAr: 'برتقال',
  priceFils: 1250,
  image: null,
};

describe('cart lines', () => {
  it('raises the quantity of an existing product+size line instead of adding a second line', () => {
    let lines = addLine([], juice);
    lines = addLine(lines, juice, 2);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(3);
    lines = addLine(lines, { ...juice, size: 'large', priceFils: 1800 });
    expect(lines).toHaveLength(2);
  });

  it('computes the total in fils and the item count', () => {
    const lines = addLine(addLine([], juice, 2), { ...juice, size: 'large', priceFils: 1800 });
    expect(cartTotals(lines)).toEqual({ totalFils: 2 * 1250 + 1800, itemCount: 3 });
  });

  it('removes a line when its quantity goes below 1, and caps it at the maximum', () => {
    const lines = addLine([], juice);
    expect(setLineQuantity(lines, juice, 0)).toEqual([]);
    expect(setLineQuantity(lines, juice, 500)[0]!.quantity).toBe(MAX_LINE_QUANTITY);
    expect(removeLine(lines, { id: 'p1', size: 'large' })).toHaveLength(1);
    expect(removeLine(lines, juice)).toEqual([]);
  });

  it('restores only well-formed lines from storage', () => {
    const good: CartLine = { ...juice, quantity: 2 };
    const raw = JSON.stringify([
      good,
      { ...good, size: 'huge' },
      { ...good, quantity: -1 },
      { ...good, priceFils: 0.5 },
      'x',
      null,
    ]);
    expect(parseStoredCart(raw)).toEqual([good]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
  });
});
