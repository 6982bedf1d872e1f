import { describe, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { menuProduct } from './menu-test-kit';
import type { CartLine } from './cart-lines';
import { repeatOrder, type PastLine } from './repeat-order';

const p = menuProduct;
const menu: Menu = {
  categories: [],
  optionGroups: [],
  products: [
    p('mango', [
      { size: 'small', priceFils: 1200, soldOut: false },
      { size: 'large', priceFils: 2200, soldOut: false },
    ]),
    p('lemon', [{ size: 'small', priceFils: 900, soldOut: true }]),
    p('berry', [{ size: 'medium', priceFils: 1500, soldOut: false }], true),
  ],
};
const past = (productId: string | null, size: PastLine['size'], quantity = 1): PastLine => ({
  productId,
  size,
  quantity,
  nameEn: `Then ${productId}`,
  nameAr: `حينها ${productId}`,
});

describe('order again', () => {
  it("adds the same products, sizes and quantities at today's prices and names", () => {
    const r = repeatOrder([], [past('mango', 'large', 2), past('mango', 'small')], menu);
    expect(r.lines).toEqual([
      {
        id: 'mango',
        size: 'large',
        nameEn: 'Name mango',
        nameAr: 'اسم mango',
        priceFils: 2200,
        image: '/media/mango.webp',
        quantity: 2,
      },
      {
        id: 'mango',
        size: 'small',
        nameEn: 'Name mango',
        nameAr: 'اسم mango',
        priceFils: 1200,
        image: '/media/mango.webp',
        quantity: 1,
      },
    ]);
    expect(r.added).toBe(2);
    expect(r.unavailable).toEqual([]);
  });

  it('names what is sold out today and what is gone (product, size, or a deleted product), adding the rest', () => {
    const r = repeatOrder(
      [],
      [
        past('lemon', 'small'),
        past('berry', 'medium'),
        past('mango', 'medium'),
        past('gone', 'small'),
        past(null, 'large'),
        past('mango', 'small'),
      ],
      menu,
    );
    expect(r.lines.map((l) => [l.id, l.size, l.quantity])).toEqual([['mango', 'small', 1]]);
    expect(r.unavailable).toEqual([
      { nameEn: 'Name lemon', nameAr: 'اسم lemon', size: 'small', reason: 'sold_out' },
      { nameEn: 'Name berry', nameAr: 'اسم berry', size: 'medium', reason: 'sold_out' },
      { nameEn: 'Name mango', nameAr: 'اسم mango', size: 'medium', reason: 'gone' },
      { nameEn: 'Then gone', nameAr: 'حينها gone', size: 'small', reason: 'gone' },
      { nameEn: 'Then null', nameAr: 'حينها null', size: 'large', reason: 'gone' },
    ]);
  });

  it('adds to what is already in the cart, raising the same product and size (within the line limit)', () => {
    const inCart: CartLine[] = [
      { id: 'mango', size: 'large', nameEn: 'x', nameAr: 'x', priceFils: 2200, image: null, quantity: 98 },
    ];
    const r = repeatOrder(inCart, [past('mango', 'large', 5)], menu);
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]!.quantity).toBe(99);
  });
});
