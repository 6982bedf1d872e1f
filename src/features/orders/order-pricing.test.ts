import { describe, expect, it } from 'vitest';
import { menuSizes } from '@/features/catalog/size-test-kit';
import { includedVat, priceOrder, type CatalogueProduct } from './order-pricing';

const product = (id: string, over: Partial<CatalogueProduct> = {}): CatalogueProduct => ({
  id,
  nameEn: `P ${id}`,
  nameAr: `م ${id}`,
  active: true,
  soldOut: false,
  sizes: menuSizes([
    { size: 'small', priceFils: 1000, soldOut: false },
    { size: 'large', priceFils: 1800, soldOut: true },
  ]),
  optionGroups: [],
  ...over,
});
const catalogue = new Map([
  ['a', product('a')],
  ['b', product('b', { soldOut: true })],
  ['c', product('c', { active: false })],
]);

describe('pricing an order', () => {
  it('prices from the catalogue, merges repeated lines and computes the included VAT', () => {
    const r = priceOrder(
      [
        { productId: 'a', size: 'small', quantity: 2 },
        { productId: 'a', size: 'small', quantity: 1 },
      ],
      catalogue,
    );
    expect(r).toEqual({
      ok: true,
      lines: [
        {
          productId: 'a',
          nameEn: 'P a',
          nameAr: 'م a',
          size: 'small',
          sizeNameEn: 'Small',
          sizeNameAr: 'صغير',
          unitPriceFils: 1000,
          quantity: 3,
          options: [],
          note: null,
        },
      ],
      totalFils: 3000,
      vatFils: 143,
      vatRateBp: 500,
    });
  });

  it('reports every refused line with its index and reason', () => {
    const r = priceOrder(
      [
        { productId: 'a', size: 'small', quantity: 1 },
        { productId: 'zzz', size: 'small', quantity: 1 },
        { productId: 'b', size: 'small', quantity: 1 },
        { productId: 'c', size: 'small', quantity: 1 },
        { productId: 'a', size: 'medium', quantity: 1 },
        { productId: 'a', size: 'large', quantity: 1 },
      ],
      catalogue,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => [p.index, p.code])).toEqual([
      [1, 'unknown_product'],
      [2, 'sold_out'],
      [3, 'inactive'],
      [4, 'unknown_size'],
      [5, 'size_sold_out'],
    ]);
  });

  it('keeps the name the owner gives a size, in both languages, on the line (a one-size product too)', () => {
    const bottle = product('o', {
      sizes: [
        { size: '1-l-bottle', nameEn: '1 L bottle', nameAr: 'عبوة لتر', priceFils: 2500, soldOut: false },
      ],
    });
    const r = priceOrder([{ productId: 'o', size: '1-l-bottle', quantity: 1 }], new Map([['o', bottle]]));
    expect(r).toMatchObject({
      ok: true,
      totalFils: 2500,
      lines: [{ size: '1-l-bottle', sizeNameEn: '1 L bottle', sizeNameAr: 'عبوة لتر', unitPriceFils: 2500 }],
    });
    // A key the product does not have (another product's, or a built-in one) is refused.
    const wrong = priceOrder([{ productId: 'o', size: 'small', quantity: 1 }], new Map([['o', bottle]]));
    expect(wrong).toMatchObject({ ok: false, problems: [{ index: 0, code: 'unknown_size', size: 'small' }] });
  });

  it('refuses merged quantities above 99', () => {
    const r = priceOrder(
      [
        { productId: 'a', size: 'small', quantity: 60 },
        { productId: 'a', size: 'small', quantity: 40 },
      ],
      catalogue,
    );
    expect(r).toMatchObject({ ok: false, problems: [{ index: 1, code: 'quantity' }] });
  });

  describe('with options and notes', () => {
    const opt = (id: string, priceFils = 0, isDefault = false) => ({
      id,
      nameEn: `O ${id}`,
      nameAr: `خ ${id}`,
      priceFils,
      isDefault,
      soldOut: false,
    });
    const juice = product('j', {
      optionGroups: [
        {
          id: 'sugar',
          nameEn: 'Sugar',
          nameAr: 'السكر',
          kind: 'single',
          required: true,
          minChoices: 1,
          maxChoices: 1,
          options: [opt('normal', 0, true), opt('none')],
        },
        {
          id: 'add-ons',
          nameEn: 'Add-ons',
          nameAr: 'الإضافات',
          kind: 'multiple',
          required: false,
          minChoices: 0,
          maxChoices: 3,
          options: [opt('honey', 200), opt('nuts', 300)],
        },
      ],
    });
    const menu = new Map([['j', juice]]);

    it('adds the options’ prices to the unit price and keeps them, with their groups, on the line', () => {
      const r = priceOrder(
        [
          {
            productId: 'j',
            size: 'small',
            quantity: 2,
            options: ['honey', 'none', 'nuts'],
            note: ' no  straw ',
          },
        ],
        menu,
      );
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.lines[0]).toMatchObject({ unitPriceFils: 1500, quantity: 2, note: 'no straw' });
      expect(r.lines[0]!.options).toEqual([
        {
          groupId: 'sugar',
          groupNameEn: 'Sugar',
          groupNameAr: 'السكر',
          optionId: 'none',
          nameEn: 'O none',
          nameAr: 'خ none',
          priceFils: 0,
          isDefault: false,
        },
        {
          groupId: 'add-ons',
          groupNameEn: 'Add-ons',
          groupNameAr: 'الإضافات',
          optionId: 'honey',
          nameEn: 'O honey',
          nameAr: 'خ honey',
          priceFils: 200,
          isDefault: false,
        },
        {
          groupId: 'add-ons',
          groupNameEn: 'Add-ons',
          groupNameAr: 'الإضافات',
          optionId: 'nuts',
          nameEn: 'O nuts',
          nameAr: 'خ nuts',
          priceFils: 300,
          isDefault: false,
        },
      ]);
      expect(r.totalFils).toBe(3000);
    });

    it('merges lines only when product, size, options and note are all the same', () => {
      const r = priceOrder(
        [
          { productId: 'j', size: 'small', quantity: 1, options: ['honey', 'none'] },
          { productId: 'j', size: 'small', quantity: 1, options: ['none', 'honey'] },
          { productId: 'j', size: 'small', quantity: 1, options: ['none'] },
          { productId: 'j', size: 'small', quantity: 1, options: ['none', 'honey'], note: 'less ice' },
        ],
        menu,
      );
      expect(r.ok && r.lines.map((l) => [l.quantity, l.unitPriceFils, l.note])).toEqual([
        [2, 1200, null],
        [1, 1000, null],
        [1, 1200, 'less ice'],
      ]);
    });

    it('a line without options takes each required group’s default', () => {
      const r = priceOrder([{ productId: 'j', size: 'small', quantity: 1 }], menu);
      expect(r.ok && r.lines[0]!.options.map((o) => o.optionId)).toEqual(['normal']);
      expect(r.ok && r.totalFils).toBe(1000);
    });

    it('reports an option refused with its line, group and option', () => {
      const r = priceOrder(
        [
          { productId: 'j', size: 'small', quantity: 1, options: ['normal'] },
          { productId: 'j', size: 'small', quantity: 1, options: ['normal', 'none'] },
          { productId: 'j', size: 'small', quantity: 1, options: ['almond'] },
        ],
        menu,
      );
      expect(r).toEqual({
        ok: false,
        problems: [
          { index: 1, productId: 'j', size: 'small', code: 'option_choices', groupId: 'sugar' },
          { index: 2, productId: 'j', size: 'small', code: 'unknown_option', optionId: 'almond' },
        ],
      });
    });
  });

  it('VAT included at 5%: 21.00 holds 1.00', () => {
    expect(includedVat(2100)).toBe(100);
    expect(includedVat(1050)).toBe(50);
  });
});
