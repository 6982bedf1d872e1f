import type { Locale } from '@/common/locales';
import type { Menu, MenuProduct } from './catalog.schema';

export const SORTS = ['newest', 'oldest', 'az', 'za'] as const;
export type MenuSort = (typeof SORTS)[number];

export interface MenuFilters {
  q: string;
  /** A category id, or 'all'. */
  category: string;
  sort: MenuSort;
}

export const DEFAULT_FILTERS: MenuFilters = { q: '', category: 'all', sort: 'newest' };

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
  return f.q.trim() === '' && f.category === 'all' && f.sort === 'newest';
}

/** The search view: text (English or Arabic name, partial), category, then the chosen order. */
export function searchProducts(menu: Menu, f: MenuFilters, locale: Locale): MenuProduct[] {
  const needle = foldForSearch(f.q);
  const matches = menu.products.filter(
    (p) =>
      (f.category === 'all' || p.categoryId === f.category) &&
      (needle === '' || foldForSearch(p.nameEn).includes(needle) || foldForSearch(p.nameAr).includes(needle)),
  );
  const collator = new Intl.Collator(locale === 'ar' ? 'ar' : 'en', { sensitivity: 'base' });
  const name = (p: MenuProduct) => (locale === 'ar' ? p.nameAr : p.nameEn);
  const byDate = (a: MenuProduct, b: MenuProduct) => a.createdAt.localeCompare(b.createdAt);
  const sorters: Record<MenuSort, (a: MenuProduct, b: MenuProduct) => number> = {
    newest: (a, b) => byDate(b, a),
    oldest: byDate,
    az: (a, b) => collator.compare(name(a), name(b)),
    za: (a, b) => collator.compare(name(b), name(a)),
  };
  return [...matches].sort(sorters[f.sort]);
}

/** Reads filters from the address bar (?q=&category=&sort=), ignoring unknown values. */
export function filtersFromParams(params: URLSearchParams): MenuFilters {
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    category: params.get('category') || 'all',
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as MenuSort) : 'newest',
  };
}
