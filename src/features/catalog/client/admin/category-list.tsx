import { useTranslation } from 'react-i18next';
import { RowActions, type RowActionHandlers } from '@/client/components/admin/row-actions';
import { useLocale } from '@/client/lib/use-locale';
import type { AdminCategory, AdminSubcategory } from '../../catalog.admin.views';
import { nameIn } from './product-name';
import { Thumb, TwoNames } from './product-parts';
import { StatusBadge } from './status-badge';
import { formatCount } from '@/common/locales';

type Item = AdminCategory | AdminSubcategory;
type CategoryActions = Pick<RowActionHandlers<Item>, 'edit' | 'remove'>;

function Row({ item, actions, sub = false }: { item: Item; actions: CategoryActions; sub?: boolean }) {
  const { t } = useTranslation('admin-catalog');
  const locale = useLocale();
  const description = locale === 'ar' ? item.descriptionAr : item.descriptionEn;
  const name = nameIn(item, locale);
  return (
    <div
      data-testid={sub ? 'subcategory-row' : 'category-row'}
      className={`grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr_auto_auto] ${sub ? 'py-2.5' : 'py-3'}`}
    >
      <Thumb src={item.image} size={sub ? 40 : 56} />
      <div className="min-w-0">
        <TwoNames item={item} locale={locale} />
        {description && <p className="mt-0.5 line-clamp-1 text-sm text-stone-600">{description}</p>}
        <p className="mt-0.5 text-xs text-stone-600">
          {t('categories.productCount', { count: item.productCount })} ·{' '}
          {t('categories.sortOrder', { n: formatCount(item.sortOrder, locale) })}
        </p>
      </div>
      {/* On a phone the status and the actions share one line under the name; wider, each has its column. */}
      <div className="col-start-2 flex items-center justify-between gap-2 sm:contents">
        <StatusBadge status={item.status} />
        <RowActions row={item} item={name} actions={actions} />
      </div>
    </div>
  );
}

/** Main categories, each with its subcategories nested (indented) below it. */
export function CategoryList({
  categories,
  actions,
}: {
  categories: AdminCategory[];
  actions: CategoryActions;
}) {
  const { t } = useTranslation('admin-catalog');
  const locale = useLocale();
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white px-4 shadow-sm">
      {categories.map((c) => (
        <li key={c.id}>
          <Row item={c} actions={actions} />
          {c.subcategories.length > 0 && (
            <ul
              aria-label={t('categories.subcategoriesOf', { name: nameIn(c, locale) })}
              className="mb-3 ms-6 divide-y divide-stone-100 border-s-2 border-brand-100 ps-4 sm:ms-10"
            >
              {c.subcategories.map((s) => (
                <li key={s.id}>
                  <Row item={s} actions={actions} sub />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
