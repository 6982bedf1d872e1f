import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/client/lib/use-locale';
import type { MenuCategory } from '../catalog.schema';
import { SORTS, type MenuFilters, type MenuSort } from '../menu-search';

const FIELD =
  'h-11 w-full rounded-full border border-stone-300 bg-white px-4 text-sm text-stone-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30';

/** Search text, category filter and sort: any of them switches the menu to the search view. */
export function MenuToolbar({
  filters,
  categories,
  onChange,
}: {
  filters: MenuFilters;
  categories: MenuCategory[];
  onChange: (next: Partial<MenuFilters>) => void;
}) {
  const { t } = useTranslation('menu');
  const locale = useLocale();
  return (
    <div role="search" className="grid gap-2 sm:grid-cols-[1fr_12rem_12rem]">
      <label className="relative block">
        <span className="sr-only">{t('searchLabel')}</span>
        <Search aria-hidden="true" className="pointer-events-none absolute start-4 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500" />
        <input
          type="search"
          value={filters.q}
          onChange={(e) => onChange({ q: e.target.value })}
          placeholder={t('searchPlaceholder')}
          className={`${FIELD} ps-10`}
        />
      </label>
      <label className="block">
        <span className="sr-only">{t('categoryLabel')}</span>
        <select value={filters.category} onChange={(e) => onChange({ category: e.target.value })} className={FIELD}>
          <option value="all">{t('allCategories')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {locale === 'ar' ? c.nameAr : c.nameEn}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="sr-only">{t('sortLabel')}</span>
        <select value={filters.sort} onChange={(e) => onChange({ sort: e.target.value as MenuSort })} className={FIELD}>
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sort.${s}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
