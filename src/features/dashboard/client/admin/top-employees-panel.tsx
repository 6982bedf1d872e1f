import { useTranslation } from 'react-i18next';
import { Price } from '@/client/components/ui/price';
import { useLocale } from '@/client/lib/use-locale';
import type { TopEmployee } from '../../dashboard.schema';
import { EmptyPanel, Rank } from './dashboard-panel';
import { formatCount } from '@/common/locales';

/** Up to five employees by sales: rank, name, sales, orders, average order value. */
export function TopEmployeesList({ employees }: { employees: TopEmployee[] }) {
  const { t } = useTranslation('admin-dashboard');
  const locale = useLocale();
  if (employees.length === 0) return <EmptyPanel text={t('employees.empty')} />;
  return (
    <ol className="space-y-3">
      {employees.map((e, i) => (
        <li key={e.id} className="flex items-center gap-3">
          <Rank n={i + 1} label={t('rank', { rank: i + 1 })} />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-stone-900">
              {locale === 'ar' ? e.nameAr : e.nameEn}
            </span>
            <span className="block text-sm text-stone-600">
              {t('employees.orders', { count: e.orders, formatted: formatCount(e.orders, locale) })}{' '}
              <span aria-hidden="true">·</span>{' '}
              <span className="whitespace-nowrap">
                {t('employees.average')} <Price fils={e.averageFils} />
              </span>
            </span>
          </span>
          <Price fils={e.salesFils} className="font-bold text-stone-900" />
        </li>
      ))}
    </ol>
  );
}
