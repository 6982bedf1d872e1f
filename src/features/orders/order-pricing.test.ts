import { describe, expect, it } from 'vitest';
import { includedVat, priceOrder, type CatalogueProduct } from './order-pricing';

const product = (id: string, over: Partial<CatalogueProduct> = {}): CatalogueProduct => ({
  id,
  nameEn: `P ${id}`,
  nameAr: `م ${id}`,
  active: true,
  soldOut: false,
  sizes: [
    { size: 'small', priceFils: 1000, soldOut: false },
    { size: 'large', priceFils: 1800, soldOut: true },
  ],
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
        { productId: 'a', nameEn: 'P a', nameAr: 'م a', size: 'small', unitPriceFils: 1000, quantity: 3 },
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

  it('VAT included at 5%: 21.00 holds 1.00', () => {
    expect(includedVat(2100)).toBe(100);
    expect(includedVat(1050)).toBe(50);
  });
});
