import { describe, expect, it } from 'vitest';
import type { Menu, MenuProduct } from './catalog.schema';
import { filtersFromParams, foldForSearch, isDefaultFilters, searchProducts } from './menu-search';

const product = (id: string, nameEn: string, nameAr: string, categoryId: string, createdAt: string): MenuProduct => ({
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
  sizes: [{ size: 'small', priceFils: 1000, soldOut: false }],
});

const menu: Menu = {
  categories: [],
  products: [
    product('1', 'Orange Juice', 'عصير البرتقال', 'juice', '2026-01-02T00:00:00Z'),
    product('2', 'Avocado Cocktail', 'كوكتيل أفوكادو', 'special', '2026-01-03T00:00:00Z'),
    product('3', 'Mango Ice Cream', 'آيس كريم مانجو', 'ice', '2026-01-01T00:00:00Z'),
    product('4', 'Blood Orange', 'برتقال أحمر', 'juice', '2026-01-04T00:00:00Z'),
  ],
};

const ids = (ps: MenuProduct[]) => ps.map((p) => p.id);

describe('searchProducts', () => {
  it('matches English names case-insensitively and partially', () => {
    expect(ids(searchProducts(menu, { q: 'ORANGE', category: 'all', sort: 'oldest' }, 'en'))).toEqual(['1', '4']);
    expect(ids(searchProducts(menu, { q: 'cock', category: 'all', sort: 'newest' }, 'en'))).toEqual(['2']);
  });

  it('matches Arabic names whatever the hamza or diacritics', () => {
    expect(ids(searchProducts(menu, { q: 'برتقال', category: 'all', sort: 'oldest' }, 'ar'))).toEqual(['1', '4']);
    expect(ids(searchProducts(menu, { q: 'افوكادو', category: 'all', sort: 'oldest' }, 'ar'))).toEqual(['2']);
    expect(ids(searchProducts(menu, { q: 'ايس', category: 'all', sort: 'oldest' }, 'ar'))).toEqual(['3']);
  });

  it('filters by category and sorts newest, oldest, A-Z and Z-A', () => {
    expect(ids(searchProducts(menu, { q: '', category: 'juice', sort: 'newest' }, 'en'))).toEqual(['4', '1']);
    expect(ids(searchProducts(menu, { q: '', category: 'all', sort: 'oldest' }, 'en'))).toEqual(['3', '1', '2', '4']);
    expect(ids(searchProducts(menu, { q: '', category: 'all', sort: 'az' }, 'en'))).toEqual(['2', '4', '3', '1']);
    expect(ids(searchProducts(menu, { q: '', category: 'all', sort: 'za' }, 'en'))).toEqual(['1', '3', '4', '2']);
  });

  it('sorts A-Z by the Arabic names in Arabic', () => {
    const az = searchProducts(menu, { q: '', category: 'all', sort: 'az' }, 'ar').map((p) => p.nameAr);
    expect(az).toEqual(['آيس كريم مانجو', 'برتقال أحمر', 'عصير البرتقال', 'كوكتيل أفوكادو']);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchProducts(menu, { q: 'pizza', category: 'all', sort: 'newest' }, 'en')).toEqual([]);
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
    expect(filtersFromParams(new URLSearchParams('q=mango&category=ice&sort=za'))).toEqual({ q: 'mango', category: 'ice', sort: 'za' });
    const f = filtersFromParams(new URLSearchParams('sort=price'));
    expect(f.sort).toBe('newest');
    expect(isDefaultFilters(f)).toBe(true);
  });
});
