import { describe, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { ADD_ONS, menuProduct, MILK, SUGAR } from './menu-test-kit';
import type { CartLine } from './cart-lines';
import { repeatOrder, type PastLine } from './repeat-order';
import { lineSize } from '@/features/catalog/size-test-kit';

const p = menuProduct;
const menu: Menu = {
  categories: [],
  optionGroups: [SUGAR, ADD_ONS, MILK],
  products: [
    p('mango', [
      { size: 'small', priceFils: 1200, soldOut: false },
      { size: 'large', priceFils: 2200, soldOut: false },
    ]),
    p('lemon', [{ size: 'small', priceFils: 900, soldOut: true }]),
    p('berry', [{ size: 'medium', priceFils: 1500, soldOut: false }], true),
    p('juice', [{ size: 'large', priceFils: 1800, soldOut: false }], false, ['sugar', 'add-ons']),
    p('shake', [{ size: 'small', priceFils: 1500, soldOut: false }], false, ['milk']),
  ],
};
/** The size's names as a past order kept them (what "no longer available" names). */
const asOrdered = (size: string) => {
  const { sizeNameEn, sizeNameAr } = lineSize(size);
  return { sizeNameEn, sizeNameAr };
};
const past = (productId: string | null, size: PastLine['size'], quantity = 1): PastLine => ({
  productId,
  ...lineSize(size),
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
        ...lineSize('large'),
        nameEn: 'Name mango',
        nameAr: 'اسم mango',
        priceFils: 2200,
        image: '/media/mango.webp',
        quantity: 2,
        options: [],
        note: null,
      },
      {
        id: 'mango',
        ...lineSize('small'),
        nameEn: 'Name mango',
        nameAr: 'اسم mango',
        priceFils: 1200,
        image: '/media/mango.webp',
        quantity: 1,
        options: [],
        note: null,
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
      { nameEn: 'Name lemon', nameAr: 'اسم lemon', ...asOrdered('small'), reason: 'sold_out' },
      { nameEn: 'Name berry', nameAr: 'اسم berry', ...asOrdered('medium'), reason: 'sold_out' },
      { nameEn: 'Name mango', nameAr: 'اسم mango', ...asOrdered('medium'), reason: 'gone' },
      { nameEn: 'Then gone', nameAr: 'حينها gone', ...asOrdered('small'), reason: 'gone' },
      { nameEn: 'Then null', nameAr: 'حينها null', ...asOrdered('large'), reason: 'gone' },
    ]);
  });

  it('adds to what is already in the cart, raising the same product and size (within the line limit)', () => {
    const inCart: CartLine[] = [
      {
        id: 'mango',
        ...lineSize('large'),
        nameEn: 'x',
        nameAr: 'x',
        priceFils: 2200,
        image: null,
        quantity: 98,
        options: [],
        note: null,
      },
    ];
    const r = repeatOrder(inCart, [past('mango', 'large', 5)], menu);
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]!.quantity).toBe(99);
  });

  const was = (optionId: string) => ({ optionId, nameEn: `Then ${optionId}`, nameAr: `حينها ${optionId}` });

  it("keeps the options and the note, priced and named as today's menu has them", () => {
    const r = repeatOrder(
      [],
      [{ ...past('juice', 'large', 2), options: [was('no-sugar'), was('honey')], note: 'no straw' }],
      menu,
    );
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatchObject({ priceFils: 2000, quantity: 2, note: 'no straw' });
    expect(r.lines[0]!.options.map((o) => [o.id, o.nameEn, o.priceFils])).toEqual([
      ['no-sugar', 'En no-sugar', 0],
      ['honey', 'En honey', 200],
    ]);
    expect(r.droppedOptions).toEqual([]);
  });

  it('names an option no longer offered (or sold out) and adds the drink without it, a group left empty taking its default', () => {
    const r = repeatOrder(
      [],
      [{ ...past('juice', 'large'), options: [was('old-sugar'), was('nuts'), was('honey')], note: null }],
      menu,
    );
    expect(r.lines[0]!.options.map((o) => o.id)).toEqual(['normal-sugar', 'honey']);
    expect(r.lines[0]!.priceFils).toBe(2000);
    expect(r.droppedOptions).toEqual([
      {
        productEn: 'Name juice',
        productAr: 'اسم juice',
        nameEn: 'Then old-sugar',
        nameAr: 'حينها old-sugar',
      },
      { productEn: 'Name juice', productAr: 'اسم juice', nameEn: 'Then nuts', nameAr: 'حينها nuts' },
    ]);
    expect(r.added).toBe(1);
  });

  it('a drink whose required group has nothing left to choose cannot be repeated, and says so', () => {
    const r = repeatOrder([], [{ ...past('shake', 'small'), options: [was('oat-milk')], note: null }], menu);
    expect(r.lines).toEqual([]);
    expect(r.unavailable).toEqual([
      { nameEn: 'Name shake', nameAr: 'اسم shake', ...asOrdered('small'), reason: 'gone' },
    ]);
  });
});
