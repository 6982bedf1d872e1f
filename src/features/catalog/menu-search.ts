import { collator } from '@/common/intl-cache';
import type { Locale } from '@/common/locales';
import type { Menu, MenuProduct } from './catalog.schema';
import { productsInMenuOrder } from './menu-sections';

/** Menu order (as the categorised view lays it out), name A–Z, price low→high, price high→low. */
export const SORTS = ['menu', 'az', 'price-low', 'price-high'] as const;
export type MenuSort = (typeof SORTS)[number];

export interface MenuFilters {
  q: string;
  /** A category id, or 'all'. */
  category: string;
  sort: MenuSort;
}

export const DEFAULT_FILTERS: MenuFilters = { q: '', category: 'all', sort: 'menu' };

/**
 * Folds text for matching: case, Arabic diacritics and tatweel, the alef/hamza, ta marbuta and
 * alef maqsura variants, and Arabic-Indic digits, so "برتقال" finds "البُرتقال" and "ORANGE" finds "orange".
 */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('en')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace(/\s+/g, ' ')
    .trim();
}

export function isDefaultFilters(f: MenuFilters): boolean {
  return f.q.trim() === '' && f.category === 'all' && f.sort === 'menu';
}

/** The price a product is offered "from": its cheapest size that can be ordered (any size when none can). */
export function fromPriceFils(p: MenuProduct): number {
  const open = p.sizes.filter((s) => !s.soldOut);
  return Math.min(...(open.length > 0 ? open : p.sizes).map((s) => s.priceFils));
}

/**
 * The search view: text (English or Arabic name, partial), category, then the chosen order.
 * Prices sort by the "from" price, equal prices by name; names by the current language's collation.
 */
export function searchProducts(menu: Menu, f: MenuFilters, locale: Locale): MenuProduct[] {
  const needle = foldForSearch(f.q);
  const matches = menu.products.filter(
    (p) =>
      (f.category === 'all' || p.categoryId === f.category) &&
      (needle === '' || foldForSearch(p.nameEn).includes(needle) || foldForSearch(p.nameAr).includes(needle)),
  );
  if (f.sort === 'menu') {
    const rank = new Map(productsInMenuOrder(menu).map((p, i) => [p.id, i]));
    const at = (p: MenuProduct) => rank.get(p.id) ?? rank.size;
    return matches.sort((a, b) => at(a) - at(b));
  }
  const names = collator(locale === 'ar' ? 'ar' : 'en', { sensitivity: 'base' });
  const byName = (a: MenuProduct, b: MenuProduct) =>
    locale === 'ar' ? names.compare(a.nameAr, b.nameAr) : names.compare(a.nameEn, b.nameEn);
  const byPrice = (a: MenuProduct, b: MenuProduct) => fromPriceFils(a) - fromPriceFils(b);
  const sorters: Record<Exclude<MenuSort, 'menu'>, (a: MenuProduct, b: MenuProduct) => number> = {
    az: byName,
    'price-low': (a, b) => byPrice(a, b) || byName(a, b),
    'price-high': (a, b) => byPrice(b, a) || byName(a, b),
  };
  return matches.sort(sorters[f.sort]);
}

/** Reads filters from the address bar (?q=&category=&sort=), ignoring unknown values. */
export function filtersFromParams(params: URLSearchParams): MenuFilters {
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    category: params.get('category') || 'all',
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as MenuSort) : 'menu',
  };
}
