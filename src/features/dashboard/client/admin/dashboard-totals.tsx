import { AlertTriangle, BarChart3, Clock, ShoppingBag, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatCard } from '@/client/components/admin/stat-card';
import { Price } from '@/client/components/ui/price';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useLocale } from '@/client/lib/use-locale';
import { formatCount } from '@/common/locales';
import type { Dashboard, OrdersApart } from '../../dashboard.schema';
import { adminHref } from '@/common/admin-paths';

/** "5 orders · AED 51.00": how many orders, and what they come to. */
function CountAndValue({ value }: { value: OrdersApart }) {
  const { t } = useTranslation('admin-dashboard');
  const locale = useLocale();
  return (
    <>
      {t('apart.orders', { count: value.orders, formatted: formatCount(value.orders, locale) })}{' '}
      <span aria-hidden="true">·</span> <Price fils={value.totalFils} />
    </>
  );
}

/**
 * The period's sales (handed over and paid, less refunds) with the VAT in them, orders and
 * average; then, apart, the orders open now and — a warning when any — those handed over unpaid.
 */
export function DashboardTotals({ data }: { data: Dashboard | undefined }) {
  const { t } = useTranslation('admin-dashboard');
  const locale = useLocale();
  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 [&>:first-child]:col-span-2 sm:[&>:first-child]:col-span-1">
        <StatCard
          label={t('totals.sales')}
          icon={<Wallet aria-hidden="true" className="h-4 w-4" />}
          value={data ? <Price fils={data.totals.salesFils} /> : <Skeleton className="h-8 w-32" />}
          note={
            data && (
              <span data-testid="sales-vat">
                {t('totals.vat')} <Price fils={data.totals.vatFils} />
              </span>
            )
          }
        />
        <StatCard
          label={t('totals.orders')}
          icon={<ShoppingBag aria-hidden="true" className="h-4 w-4" />}
          value={data ? formatCount(data.totals.orders, locale) : <Skeleton className="h-8 w-16" />}
        />
        <StatCard
          label={t('totals.average')}
          icon={<BarChart3 aria-hidden="true" className="h-4 w-4" />}
          value={data ? <Price fils={data.totals.averageFils} /> : <Skeleton className="h-8 w-24" />}
        />
      </div>
      {data && (
        <div className="flex flex-wrap gap-3">
          <section
            aria-labelledby="apart-open"
            className="flex flex-1 basis-72 flex-wrap items-center gap-x-2 gap-y-1 rounded-2xl border border-stone-200 bg-white px-4 py-3 text-sm shadow-sm"
          >
            <Clock aria-hidden="true" className="h-4 w-4 text-stone-600" />
            <h2 id="apart-open" className="font-semibold text-stone-700">
              {t('apart.open')}
            </h2>
            <span className="font-bold text-stone-900" data-testid="open-now">
              <CountAndValue value={data.openNow} />
            </span>
            <p className="basis-full text-stone-600">{t('apart.openHint')}</p>
          </section>
          {data.unpaid.orders > 0 && (
            <section
              aria-labelledby="apart-unpaid"
              className="flex flex-1 basis-72 flex-wrap items-center gap-x-2 gap-y-1 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 shadow-sm"
            >
              <AlertTriangle aria-hidden="true" className="h-4 w-4 text-amber-800" />
              <h2 id="apart-unpaid" className="font-semibold">
                {t('apart.unpaid')}
              </h2>
              <span className="font-bold" data-testid="unpaid">
                <CountAndValue value={data.unpaid} />
              </span>
              <p className="basis-full">{t('apart.unpaidHint')}</p>
              {/* The orders themselves: the list filtered to handed over and unpaid (issue 35). */}
              <Link
                to={adminHref('orders', {}, { search: { status: 'completed', payment: 'unpaid' } })}
                className="basis-full font-semibold text-amber-950 underline"
              >
                {t('apart.unpaidList')}
              </Link>
            </section>
          )}
        </div>
      )}
    </>
  );
}
