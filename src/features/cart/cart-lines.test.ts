import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '@/common/limits';
import {
  addLine,
  cartTotals,
  lineKey,
  parseStoredCart,
  removeLine,
  replaceLine,
  setLineQuantity,
  type CartItem,
  type CartLine,
  type CartLineOption,
} from './cart-lines';
import { lineSize } from '@/features/catalog/size-test-kit';

const juice: CartItem = {
  id: 'p1',
  ...lineSize('small'),
  nameEn: 'Orange',
  nameAr: 'برتقال',
  priceFils: 1250,
  image: null,
  options: [],
  note: null,
};
const opt = (id: string, priceFils = 0, isDefault = false): CartLineOption => ({
  id,
  groupId: `g-${id}`,
  nameEn: id,
  nameAr: id,
  priceFils,
  isDefault,
});
const noSugar = opt('no-sugar');
const honey = opt('honey', 200);

describe('cart lines', () => {
  it('raises the quantity of the same line instead of adding a second line', () => {
    let lines = addLine([], juice);
    lines = addLine(lines, juice, 2);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(3);
    lines = addLine(lines, { ...juice, size: 'large', priceFils: 1800 });
    expect(lines).toHaveLength(2);
  });

  it('keeps the same drink with other options, or another note, as another line', () => {
    let lines = addLine([], juice);
    lines = addLine(lines, { ...juice, options: [noSugar], priceFils: 1250 });
    lines = addLine(lines, { ...juice, options: [noSugar, honey], priceFils: 1450 });
    lines = addLine(lines, { ...juice, note: 'no straw' });
    expect(lines.map((l) => [l.options.map((o) => o.id), l.note, l.quantity])).toEqual([
      [[], null, 1],
      [['no-sugar'], null, 1],
      [['no-sugar', 'honey'], null, 1],
      [[], 'no straw', 1],
    ]);
    // The same options in another order are the same line.
    lines = addLine(lines, { ...juice, options: [honey, noSugar], priceFils: 1450 });
    expect(lines).toHaveLength(4);
    expect(lines[2]!.quantity).toBe(2);
    expect(lineKey({ ...juice, options: [honey, noSugar] })).toBe(
      lineKey({ ...juice, options: [noSugar, honey] }),
    );
  });

  it('computes the total in fils (options included in the unit price) and the item count', () => {
    const lines = addLine(addLine([], juice, 2), { ...juice, options: [honey], priceFils: 1450 });
    expect(cartTotals(lines)).toEqual({ totalFils: 2 * 1250 + 1450, itemCount: 3 });
  });

  it('removes and sets the quantity of the line named by its key only', () => {
    const withHoney = { ...juice, options: [honey], priceFils: 1450 };
    const lines = addLine(addLine([], juice), withHoney);
    expect(setLineQuantity(lines, lineKey(juice), 0)).toEqual([{ ...withHoney, quantity: 1 }]);
    expect(setLineQuantity(lines, lineKey(withHoney), 500)[1]!.quantity).toBe(MAX_LINE_QUANTITY);
    expect(setLineQuantity(lines, lineKey(withHoney), 3)[0]!.quantity).toBe(1);
    expect(removeLine(lines, lineKey({ ...juice, size: 'large' }))).toHaveLength(2);
    expect(removeLine(lines, lineKey(withHoney))).toEqual([{ ...juice, quantity: 1 }]);
  });

  it('an edited line takes its new choices in its place, and merges with a line it now equals', () => {
    const withHoney = { ...juice, options: [honey], priceFils: 1450 };
    const large = { ...juice, size: 'large' as const, priceFils: 1800 };
    let lines = addLine(addLine(addLine([], juice, 2), withHoney, 3), large);
    lines = replaceLine(lines, lineKey(large), { ...large, note: 'less ice' });
    expect(lines.map((l) => [l.size, l.note, l.quantity])).toEqual([
      ['small', null, 2],
      ['small', null, 3],
      ['large', 'less ice', 1],
    ]);
    // Honey taken off: the line is now the plain one, and the two become one of 5.
    lines = replaceLine(lines, lineKey(withHoney), juice);
    expect(lines.map((l) => [l.size, l.options.length, l.quantity])).toEqual([
      ['small', 0, 5],
      ['large', 0, 1],
    ]);
    expect(replaceLine(lines, 'unknown', juice)).toBe(lines);
  });

  it('restores only well-formed lines from storage; a cart saved before options gets none', () => {
    const good: CartLine = { ...juice, options: [honey], note: 'cold', quantity: 2 };
    const { options: _o, note: _n, ...before } = { ...juice, quantity: 1 };
    const raw = JSON.stringify([
      good,
      before,
      { ...good, size: 'Huge cup' },
      { ...good, size: 'x'.repeat(41) },
      { ...good, sizeNameEn: 5 },
      { ...good, quantity: -1 },
      { ...good, priceFils: 0.5 },
      { ...good, options: [{ id: 'x' }] },
      { ...good, options: 'honey' },
      { ...good, note: 'x'.repeat(141) },
      'x',
      null,
    ]);
    expect(parseStoredCart(raw)).toEqual([good, { ...before, options: [], note: null }]);
    // Saved before sizes had names: a built-in size takes the names the shop showed, another its key.
    const { sizeNameEn: _e, sizeNameAr: _a, ...unnamed } = good;
    expect(parseStoredCart(JSON.stringify([unnamed, { ...unnamed, size: '1-l-bottle' }]))).toEqual([
      good,
      { ...good, size: '1-l-bottle', sizeNameEn: '1-l-bottle', sizeNameAr: '1-l-bottle' },
    ]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
  });
});
