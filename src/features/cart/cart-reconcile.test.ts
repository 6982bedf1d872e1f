import { describe, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { menuProduct } from './menu-test-kit';
import type { CartLine } from './cart-lines';
import { hasCorrections, reconcileCart } from './cart-reconcile';

const p = menuProduct;
const line = (id: string, size: CartLine['size'], priceFils: number): CartLine => ({
  id,
  size,
  nameEn: 'old',
  nameAr: 'قديم',
  priceFils,
  image: null,
  quantity: 2,
});

const menu: Menu = {
  categories: [],
  optionGroups: [],
  products: [
    p('same', [{ size: 'small', priceFils: 1000, soldOut: false }]),
    p('pricier', [{ size: 'medium', priceFils: 1500, soldOut: false }]),
    p('no-large', [{ size: 'small', priceFils: 900, soldOut: false }]),
    p('size-sold-out', [{ size: 'small', priceFils: 900, soldOut: true }]),
    p('sold-out', [{ size: 'small', priceFils: 900, soldOut: false }], true),
  ],
};

describe('reconcileCart', () => {
  it('keeps valid lines, takes new prices and names, and drops what cannot be ordered', () => {
    const { lines, corrections } = reconcileCart(
      [
        line('same', 'small', 1000),
        line('pricier', 'medium', 1200),
        line('no-large', 'large', 900),
        line('gone', 'small', 900),
        line('size-sold-out', 'small', 900),
        line('sold-out', 'small', 900),
      ],
      menu,
    );
    expect(lines.map((l) => [l.id, l.priceFils, l.quantity])).toEqual([
      ['same', 1000, 2],
      ['pricier', 1500, 2],
    ]);
    expect(lines[0]).toMatchObject({ nameEn: 'Name same', nameAr: 'اسم same', image: '/media/same.webp' });
    expect(corrections.removed.map((l) => l.id)).toEqual(['no-large', 'gone', 'size-sold-out', 'sold-out']);
    expect(corrections.repriced).toEqual([{ line: lines[1], oldPriceFils: 1200 }]);
    expect(hasCorrections(corrections)).toBe(true);
  });

  it('reports nothing when the cart matches the menu', () => {
    const { corrections } = reconcileCart([line('same', 'small', 1000)], menu);
    expect(hasCorrections(corrections)).toBe(false);
  });
});
