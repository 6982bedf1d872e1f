import { describe, expect, it } from 'vitest';
import type { Menu, MenuProduct } from './catalog.schema';
import {
  filtersFromParams,
  foldForSearch,
  fromPriceFils,
  isDefaultFilters,
  searchProducts,
} from './menu-search';
import { menuSizes } from './size-test-kit';

const product = (
  id: string,
  nameEn: string,
  nameAr: string,
  categoryId: string,
  createdAt: string,
  sizes: MenuProduct['sizes'] = menuSizes([{ size: 'small', priceFils: 1000, soldOut: false }]),
): MenuProduct => ({
  id,
  categoryId,
  subcategoryId: null,
  nameEn,
  nameAr,
  descriptionEn: '',
  descriptionAr: '',
  image: null,
  soldOut: false,
  featured: false,
  createdAt,
  sizes,
  optionGroupIds: [],
});

const sized = (...prices: [number, boolean?][]): MenuProduct['sizes'] =>
  menuSizes(
    prices.map(([priceFils, soldOut = false], i) => ({
      size: (['small', 'medium', 'large'] as const)[i]!,
      priceFils,
      soldOut,
    })),
  );

const menu: Menu = {
  // Menu order: the categories' order, not the products' list order.
  categories: ['special', 'ice', 'juice'].map((id, i) => ({
    id,
    slug: id,
    nameEn: id,
    nameAr: id,
    descriptionEn: '',
    descriptionAr: '',
    sortOrder: i,
    subcategories: [],
  })) as unknown as Menu['categories'],
  optionGroups: [],
  products: [
    product(
      '1',
      'Orange Juice',
      'عصير البرتقال',
      'juice',
      '2026-01-02T00:00:00Z',
      sized([1200], [1500], [1800]),
    ),
    product(
      '2',
      'Avocado Cocktail',
      'كوكتيل أفوكادو',
      'special',
      '2026-01-03T00:00:00Z',
      sized([2200], [2600]),
    ),
    // Its small size is sold out: it is offered from the medium price.
    product(
      '3',
      'Mango Ice Cream',
      'آيس كريم مانجو',
      'ice',
      '2026-01-01T00:00:00Z',
      sized([900, true], [1500]),
    ),
    product('4', 'Blood Orange', 'برتقال أحمر', 'juice', '2026-01-04T00:00:00Z', sized([1500])),
  ],
};

const ids = (ps: MenuProduct[]) => ps.map((p) => p.id);

describe('searchProducts', () => {
  it('matches English names case-insensitively and partially', () => {
    expect(ids(searchProducts(menu, { q: 'ORANGE', category: 'all', sort: 'menu' }, 'en'))).toEqual([
      '1',
      '4',
    ]);
    expect(ids(searchProducts(menu, { q: 'cock', category: 'all', sort: 'menu' }, 'en'))).toEqual(['2']);
  });

  it('matches Arabic names whatever the hamza or diacritics', () => {
    expect(ids(searchProducts(menu, { q: 'برتقال', category: 'all', sort: 'menu' }, 'ar'))).toEqual([
      '1',
      '4',
    ]);
    expect(ids(searchProducts(menu, { q: 'افوكادو', category: 'all', sort: 'menu' }, 'ar'))).toEqual(['2']);
    expect(ids(searchProducts(menu, { q: 'ايس', category: 'all', sort: 'menu' }, 'ar'))).toEqual(['3']);
  });

  it('filters by category and keeps the menu order by default', () => {
    expect(ids(searchProducts(menu, { q: '', category: 'juice', sort: 'menu' }, 'en'))).toEqual(['1', '4']);
    expect(ids(searchProducts(menu, { q: '', category: 'all', sort: 'menu' }, 'en'))).toEqual([
      '2',
      '3',
      '1',
      '4',
    ]);
  });

  it('sorts by name A-Z and by the from-price both ways, equal prices by name', () => {
    expect(ids(searchProducts(menu, { q: '', category: 'all', sort: 'az' }, 'en'))).toEqual([
      '2',
      '4',
      '3',
      '1',
    ]);
    // From-prices: 1 → 12.00, 2 → 22.00, 3 → 15.00 (small sold out), 4 → 15.00.
    expect(ids(searchProducts(menu, { q: '', category: 'all', sort: 'price-low' }, 'en'))).toEqual([
      '1',
      '4',
      '3',
      '2',
    ]);
    expect(ids(searchProducts(menu, { q: '', category: 'all', sort: 'price-high' }, 'en'))).toEqual([
      '2',
      '4',
      '3',
      '1',
    ]);
    // In Arabic, equal prices follow the Arabic names.
    expect(ids(searchProducts(menu, { q: '', category: 'all', sort: 'price-low' }, 'ar'))).toEqual([
      '1',
      '3',
      '4',
      '2',
    ]);
  });

  it('sorts A-Z by the Arabic names in Arabic', () => {
    const az = searchProducts(menu, { q: '', category: 'all', sort: 'az' }, 'ar').map((p) => p.nameAr);
    expect(az).toEqual(['آيس كريم مانجو', 'برتقال أحمر', 'عصير البرتقال', 'كوكتيل أفوكادو']);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchProducts(menu, { q: 'pizza', category: 'all', sort: 'menu' }, 'en')).toEqual([]);
  });
});

describe('fromPriceFils', () => {
  it('is the cheapest size that can be ordered, or the cheapest size when none can', () => {
    expect(fromPriceFils(menu.products[0]!)).toBe(1200);
    expect(fromPriceFils(menu.products[2]!)).toBe(1500);
    expect(fromPriceFils(product('5', 'x', 'x', 'juice', '', sized([1100, true], [900, true])))).toBe(900);
  });
});

describe('foldForSearch', () => {
  it('folds case, diacritics, letter variants and Arabic-Indic digits', () => {
    expect(foldForSearch('  ÉCLAIR  ')).toBe('eclair');
    expect(foldForSearch('عَصِيرٌ')).toBe('عصير');
    expect(foldForSearch('مكسّرات')).toBe('مكسرات');
    expect(foldForSearch('فراولة')).toBe(foldForSearch('فراوله'));
    expect(foldForSearch('٧ أب')).toBe('7 اب');
  });
});

describe('filtersFromParams', () => {
  it('reads the address bar and ignores unknown sorts', () => {
    expect(filtersFromParams(new URLSearchParams('q=mango&category=ice&sort=az'))).toEqual({
      q: 'mango',
      category: 'ice',
      sort: 'az',
    });
    expect(filtersFromParams(new URLSearchParams('sort=price-high')).sort).toBe('price-high');
    // Sorts the menu no longer offers (newest, oldest, Z-A) fall back to the menu order.
    for (const old of ['price', 'newest', 'za'])
      expect(filtersFromParams(new URLSearchParams(`sort=${old}`)).sort).toBe('menu');
    const f = filtersFromParams(new URLSearchParams('sort=price'));
    expect(isDefaultFilters(f)).toBe(true);
  });
});
