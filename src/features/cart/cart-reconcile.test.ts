import { describe, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { ADD_ONS, menuProduct, MILK, SUGAR } from './menu-test-kit';
import type { CartLine, CartLineOption } from './cart-lines';
import { hasCorrections, reconcileCart } from './cart-reconcile';
import { lineSize } from '@/features/catalog/size-test-kit';

const p = menuProduct;
const opt = (id: string, priceFils = 0, isDefault = false): CartLineOption => ({
  id,
  groupId: 'old',
  nameEn: `Old ${id}`,
  nameAr: `قديم ${id}`,
  priceFils,
  isDefault,
});
const line = (
  id: string,
  size: CartLine['size'],
  priceFils: number,
  options: CartLineOption[] = [],
  note: string | null = null,
): CartLine => ({
  id,
  ...lineSize(size),
  nameEn: 'old',
  nameAr: 'قديم',
  priceFils,
  image: null,
  quantity: 2,
  options,
  note,
});

const small = (priceFils: number, soldOut = false) => [{ size: 'small' as const, priceFils, soldOut }];
const menu: Menu = {
  categories: [],
  optionGroups: [SUGAR, ADD_ONS, MILK],
  products: [
    p('same', small(1000)),
    p('pricier', [{ size: 'medium', priceFils: 1500, soldOut: false }]),
    p('no-large', small(900)),
    p('size-sold-out', small(900, true)),
    p('sold-out', small(900), true),
    p('juice', small(1000), false, ['sugar', 'add-ons']),
    p('shake', small(1500), false, ['milk']),
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

  it('takes a renamed size’s new names from the menu, the line kept as it was (same key)', () => {
    const renamed: Menu = {
      ...menu,
      products: [
        p('same', [{ size: 'small', nameEn: 'Cup', nameAr: 'كوب', priceFils: 1000, soldOut: false }]),
      ],
    };
    const { lines, corrections } = reconcileCart([line('same', 'small', 1000)], renamed);
    expect(lines).toMatchObject([
      { id: 'same', size: 'small', sizeNameEn: 'Cup', sizeNameAr: 'كوب', quantity: 2 },
    ]);
    expect(hasCorrections(corrections)).toBe(false);
  });

  it('re-prices options and takes their names from the menu, in the groups’ order', () => {
    const { lines, corrections } = reconcileCart(
      [line('juice', 'small', 1150, [opt('honey', 150), opt('no-sugar')], 'cold')],
      menu,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]!.options).toEqual([
      {
        id: 'no-sugar',
        groupId: 'sugar',
        nameEn: 'En no-sugar',
        nameAr: 'ع no-sugar',
        priceFils: 0,
        isDefault: false,
      },
      {
        id: 'honey',
        groupId: 'add-ons',
        nameEn: 'En honey',
        nameAr: 'ع honey',
        priceFils: 200,
        isDefault: false,
      },
    ]);
    expect(lines[0]).toMatchObject({ priceFils: 1200, note: 'cold', quantity: 2 });
    expect(corrections.repriced).toEqual([{ line: lines[0], oldPriceFils: 1150 }]);
    expect(corrections.droppedOptions).toEqual([]);
  });

  it('drops an option no longer offered or sold out, names it, and a group left empty takes its default', () => {
    const { lines, corrections } = reconcileCart(
      [line('juice', 'small', 1300, [opt('archived-sugar'), opt('nuts', 300)])],
      menu,
    );
    expect(lines.map((l) => [l.options.map((o) => o.id), l.priceFils])).toEqual([[['normal-sugar'], 1000]]);
    expect(corrections.droppedOptions.map((d) => [d.line.id, d.option.nameEn])).toEqual([
      ['juice', 'Old archived-sugar'],
      ['juice', 'Old nuts'],
    ]);
    expect(corrections.removed).toEqual([]);
    expect(hasCorrections(corrections)).toBe(true);
  });

  it('removes a line whose required group has nothing left to choose, and merges lines that became the same', () => {
    const { lines, corrections } = reconcileCart(
      [
        line('shake', 'small', 1700, [opt('oat-milk')]),
        line('juice', 'small', 1000, [opt('normal-sugar', 0, true)]),
        line('juice', 'small', 1300, [opt('normal-sugar', 0, true), opt('nuts', 300)]),
      ],
      menu,
    );
    expect(corrections.removed.map((l) => l.id)).toEqual(['shake']);
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([['juice', 4]]);
  });

  it('a cart saved before options gets the groups’ defaults, without a notice', () => {
    const { lines, corrections } = reconcileCart([line('juice', 'small', 1000)], menu);
    expect(lines[0]!.options.map((o) => o.id)).toEqual(['normal-sugar']);
    expect(hasCorrections(corrections)).toBe(false);
  });

  it('reports nothing when the cart matches the menu', () => {
    const { corrections } = reconcileCart([line('same', 'small', 1000)], menu);
    expect(hasCorrections(corrections)).toBe(false);
  });
});
