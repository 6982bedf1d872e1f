import { ArrowDownUp, ListFilter, Search, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/client/lib/use-locale';
import type { MenuCategory } from '../catalog.schema';
import { SORTS, type MenuFilters, type MenuSort } from '../menu-search';

const FIELD =
  'h-11 w-full rounded-full border text-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30';
const ICON = 'pointer-events-none absolute top-1/2 h-4 w-4 -translate-y-1/2';

/**
 * Search text, category filter and sort in one row a thumb can reach: any of them switches the menu
 * to the search view. On a phone the category and the sort are round buttons showing their icon
 * (the choice opens in the phone's own picker), tinted when they narrow or reorder the menu; from
 * 640 px they show their choice.
 */
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
    <div role="search" className="flex gap-2">
      <label className="relative block min-w-0 flex-1">
        <span className="sr-only">{t('searchLabel')}</span>
        <Search aria-hidden="true" className={`${ICON} start-4 text-stone-500`} />
        <input
          type="search"
          value={filters.q}
          onChange={(e) => onChange({ q: e.target.value })}
          placeholder={t('searchPlaceholder')}
          className={`${FIELD} border-stone-300 bg-white ps-10 pe-3 text-stone-900`}
        />
      </label>
      <IconSelect
        label={t('categoryLabel')}
        icon={ListFilter}
        active={filters.category !== 'all'}
        value={filters.category}
        onChange={(category) => onChange({ category })}
      >
        <option value="all">{t('allCategories')}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {locale === 'ar' ? c.nameAr : c.nameEn}
          </option>
        ))}
      </IconSelect>
      <IconSelect
        label={t('sortLabel')}
        icon={ArrowDownUp}
        active={filters.sort !== 'menu'}
        value={filters.sort}
        onChange={(sort) => onChange({ sort: sort as MenuSort })}
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`sort.${s}`)}
          </option>
        ))}
      </IconSelect>
    </div>
  );
}

/** A native select: a 44 px round icon on a phone, the icon and the chosen option from 640 px. */
function IconSelect({
  label,
  icon: Icon,
  active,
  value,
  onChange,
  children,
}: {
  label: string;
  icon: LucideIcon;
  active: boolean;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const tint = active
    ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900'
    : 'border-stone-300 bg-white text-stone-900';
  return (
    <label className="relative block w-11 shrink-0 sm:w-52">
      <span className="sr-only">{label}</span>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${FIELD} ${tint} appearance-none max-sm:text-transparent sm:appearance-auto sm:ps-10 sm:pe-4 [&>option]:text-stone-900`}
      >
        {children}
      </select>
      <Icon
        aria-hidden="true"
        className={`${ICON} inset-x-0 mx-auto sm:start-4 sm:mx-0 ${active ? 'text-brand-700' : 'text-stone-600'}`}
      />
    </label>
  );
}
