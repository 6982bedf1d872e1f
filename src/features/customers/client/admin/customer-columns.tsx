import { UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { column, type Column } from '@/client/components/admin/table-column';
import { actionsColumn } from '@/client/components/admin/actions-column';
import type { RowActionHandlers } from '@/client/components/admin/row-actions';
import { Price } from '@/client/components/ui/price';
import { formatShopDate } from '@/common/dates';
import type { Locale } from '@/common/locales';
import type { AdminCustomer } from '../../customers.schema';
import { PlateBadge } from '@/client/components/plate-badge';
import { Ltr } from './customer-bits';
import { formatCount } from '@/common/locales';

/** The spec's columns: name with join date, e-mail and phone, car plate, orders, total spent, actions. */
export function useCustomerColumns(
  locale: Locale,
  actions: RowActionHandlers<AdminCustomer>,
): Column<AdminCustomer>[] {
  const { t } = useTranslation('admin-customers');
  return [
    column<AdminCustomer>('customer', t('columns.customer'), (c) => (
      <span className="block min-w-36">
        <span className="flex items-center gap-1.5 font-semibold text-stone-900">
          {c.name}
          {c.hasAccount && (
            <UserCheck role="img" aria-label={t('hasAccount')} className="h-4 w-4 shrink-0 text-brand-700" />
          )}
        </span>
        <span className="block text-xs text-stone-600">
          {t('joined', { date: formatShopDate(c.createdAt, locale) })}
        </span>
      </span>
    )),
    column<AdminCustomer>('contact', t('columns.contact'), (c) => (
      <span className="block">
        <Ltr className="block text-stone-800">{c.email}</Ltr>
        {c.phone ? (
          <Ltr className="block text-xs text-stone-600">{c.phone}</Ltr>
        ) : (
          <span className="block text-xs text-stone-500">{t('noPhone')}</span>
        )}
      </span>
    )),
    column<AdminCustomer>('plate', t('columns.carPlate'), (c) =>
      c.carPlate ? (
        <PlateBadge plate={c.plate} text={c.carPlate} />
      ) : (
        <span className="text-stone-500">{t('none')}</span>
      ),
    ),
    column<AdminCustomer>('orders', t('columns.orders'), (c) => (
      <span className="block whitespace-nowrap">
        <span className="block font-semibold text-stone-900">
          {t('orderCount', { count: c.orderCount, formatted: formatCount(c.orderCount, locale) })}
        </span>
        <span className="block text-xs text-emerald-800">
          {t('completedCount', { count: c.completedCount, formatted: formatCount(c.completedCount, locale) })}
        </span>
      </span>
    )),
    column<AdminCustomer>('spent', t('columns.spent'), (c) => (
      <Price fils={c.totalSpentFils} className="font-semibold text-stone-900" />
    )),
    actionsColumn<AdminCustomer>(t('columns.actions'), (c) => t('customerLabel', { name: c.name }), actions),
  ];
}
