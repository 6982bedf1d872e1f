import { useTranslation } from 'react-i18next';
import { column, type Column } from '@/client/components/admin/table-column';
import { actionsColumn } from '@/client/components/admin/actions-column';
import type { RowActionHandlers } from '@/client/components/admin/row-actions';
import type { Locale } from '@/common/locales';
import type { AdminProduct } from '../../catalog.admin.views';
import { nameIn } from './product-name';
import { Thumb, TwoNames } from './product-parts';
import { StatusBadge } from './status-badge';

/** Product, category, status and actions: the products table's columns. */
export function useProductColumns(
  locale: Locale,
  actions: RowActionHandlers<AdminProduct>,
): Column<AdminProduct>[] {
  const { t } = useTranslation('admin-catalog');
  return [
    column<AdminProduct>('product', t('products.columns.product'), (p) => (
      <span className="flex items-center gap-3">
        <Thumb src={p.image} />
        <TwoNames item={p} locale={locale} />
      </span>
    )),
    column<AdminProduct>('category', t('products.columns.category'), (p) => (
      <span>
        <span className="block text-stone-800">{nameIn(p.category, locale)}</span>
        {p.subcategory && (
          <span className="block text-xs text-stone-600">{nameIn(p.subcategory, locale)}</span>
        )}
      </span>
    )),
    column<AdminProduct>('status', t('products.columns.status'), (p) => (
      <span className="flex flex-wrap items-center gap-1.5">
        <StatusBadge status={p.status} />
        {(p.soldOut || p.sizes.every((s) => s.soldOut)) && (
          <span className="rounded-full bg-stone-900 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
            {t('products.soldOut')}
          </span>
        )}
      </span>
    )),
    actionsColumn<AdminProduct>(t('products.columns.actions'), (p) => nameIn(p, locale), actions),
  ];
}
