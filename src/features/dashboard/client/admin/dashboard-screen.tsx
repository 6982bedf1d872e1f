import '@/client/locales/bundles/admin-dashboard';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLoadErrorToast } from '@/client/components/admin/load-error-toast';
import { PageHeader } from '@/client/components/admin/page-header';
import { useListParams } from '@/client/components/admin/use-list-params';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Spinner } from '@/client/components/ui/spinner';
import { ApiError } from '@/client/lib/api';
import { useLocale } from '@/client/lib/use-locale';
import { OpenShiftWarning } from '@/features/shifts/client/admin';
import { customRangeProblem, DASHBOARD_PERIODS, type DashboardPeriod } from '../../dashboard.schema';
import { reportHref, useDashboard } from './dashboard-api';
import { formatDay } from './dashboard-format';
import { DashboardPanel } from './dashboard-panel';
import { DashboardTotals } from './dashboard-totals';
import { PaymentMethodsList } from './payment-methods-panel';
import { PeriodPicker } from './period-picker';
import { TimeDistributionBars } from './time-distribution-panel';
import { TopEmployeesList } from './top-employees-panel';
import { TopProductsList } from './top-products-panel';
import { TopOptionsBars } from './top-options-panel';

// Chart.js arrives in its own chunk; the figures do not wait for it.
const SalesTrendChart = lazy(() =>
  import('./sales-trend-chart').then((m) => ({ default: m.SalesTrendChart })),
);

function ErrorView({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(['admin-dashboard', 'common']);
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
      <h2 className="text-xl font-bold text-red-900">{t('error.title')}</h2>
      <p className="mt-2 text-red-900">{message}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        {t('common:actions.tryAgain')}
      </Button>
    </div>
  );
}

/** `/admin`: sales for a period, computed by the server in shop time; each panel downloads as CSV. */
export function Component() {
  const { t } = useTranslation(['admin-dashboard']);
  const locale = useLocale();
  const { values, set } = useListParams({ period: 'week', from: '', to: '' });
  const period: DashboardPeriod = (DASHBOARD_PERIODS as readonly string[]).includes(values.period)
    ? (values.period as DashboardPeriod)
    : 'week';
  const params = { period, from: values.from, to: values.to };
  const problem = period === 'custom' ? customRangeProblem(values.from, values.to)?.message : undefined;
  const query = useDashboard(params, !problem);
  const data = problem ? undefined : query.data;

  useEffect(() => {
    if (problem) toast.error(t(problem), { id: 'dashboard-range' });
    else toast.dismiss('dashboard-range');
  }, [problem, t]);
  useLoadErrorToast(query.isError, t('error.salesFailed'), 'dashboard-load');

  const range =
    data &&
    (data.from === data.to
      ? formatDay(data.from, locale, true)
      : `${formatDay(data.from, locale)} – ${formatDay(data.to, locale, true)}`);
  const csv = (report: Parameters<typeof reportHref>[0]) => reportHref(report, params, locale);

  return (
    <>
      <PageHeader
        title={t('title')}
        description={range ? t('range', { range }) : t('description')}
        actions={query.isFetching && !problem && <Spinner className="h-5 w-5 text-brand-700" />}
      />
      <OpenShiftWarning />
      <PeriodPicker
        period={period}
        from={values.from}
        to={values.to}
        problem={problem && t(problem)}
        onChange={(change) => set(change)}
      />
      {problem ? null : query.isError && !query.data ? (
        <ErrorView
          message={query.error instanceof ApiError ? query.error.messageIn(locale) : t('error.salesFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="space-y-4" aria-busy={!data}>
          <DashboardTotals data={data} />
          <div className="grid gap-4 lg:grid-cols-2">
            <DashboardPanel
              id="panel-trend"
              title={t('trend.title')}
              csvHref={csv('sales-report')}
              csvLabel={t('download')}
              className="lg:col-span-2"
            >
              <Suspense fallback={<Skeleton className="h-64 w-full sm:h-72" />}>
                {data ? (
                  <SalesTrendChart points={data.salesTrend} />
                ) : (
                  <div className="grid h-64 place-items-center sm:h-72">
                    <Spinner className="h-8 w-8 text-brand-700" />
                    <span className="sr-only">{t('loading')}</span>
                  </div>
                )}
              </Suspense>
            </DashboardPanel>
            <DashboardPanel
              id="panel-methods"
              title={t('methods.title')}
              csvHref={csv('payment-methods')}
              csvLabel={t('download')}
              className="lg:col-span-2"
            >
              {data ? <PaymentMethodsList methods={data.byMethod} /> : <Skeleton className="h-20 w-full" />}
            </DashboardPanel>
            <DashboardPanel
              id="panel-products"
              title={t('products.title')}
              csvHref={csv('top-products')}
              csvLabel={t('download')}
            >
              {data ? <TopProductsList products={data.topProducts} /> : <Skeleton className="h-64 w-full" />}
            </DashboardPanel>
            <DashboardPanel
              id="panel-employees"
              title={t('employees.title')}
              csvHref={csv('top-employees')}
              csvLabel={t('download')}
            >
              {data ? (
                <TopEmployeesList employees={data.topEmployees} />
              ) : (
                <Skeleton className="h-64 w-full" />
              )}
            </DashboardPanel>
            <DashboardPanel
              id="panel-times"
              title={t('times.title')}
              csvHref={csv('order-times')}
              csvLabel={t('download')}
              className="lg:col-span-2"
            >
              {data ? (
                <TimeDistributionBars counts={data.timeDistribution} />
              ) : (
                <Skeleton className="h-32 w-full" />
              )}
            </DashboardPanel>
            <DashboardPanel
              id="panel-options"
              title={t('options.title')}
              csvHref={csv('top-options')}
              csvLabel={t('download')}
              className="lg:col-span-2"
            >
              {data ? <TopOptionsBars options={data.topOptions} /> : <Skeleton className="h-48 w-full" />}
            </DashboardPanel>
          </div>
        </div>
      )}
    </>
  );
}
