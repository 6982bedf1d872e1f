import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '@/client/components/admin/date-range-fields';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '../../dashboard.schema';

/** Today / This Week / This Month / Custom Range, and the custom range's two dates. */
export function PeriodPicker({
  period,
  from,
  to,
  problem,
  onChange,
}: {
  period: DashboardPeriod;
  from: string;
  to: string;
  /** Why a custom range cannot load yet (e.g. "Please select both start and end dates"). */
  problem?: string;
  onChange: (change: { period?: DashboardPeriod; from?: string; to?: string }) => void;
}) {
  const { t } = useTranslation('admin-dashboard');
  return (
    <div className="mb-5 space-y-3">
      <DateRangeFields
        from={from}
        to={to}
        onChange={onChange}
        labels={{ from: t('period.start'), to: t('period.end') }}
        presets={{
          legend: t('period.label'),
          name: 'dashboard-period',
          choices: DASHBOARD_PERIODS,
          chosen: period,
          custom: 'custom',
          label: (p) => t(`period.${p}`),
          onChoose: (p) => onChange({ period: p }),
        }}
        problem={problem}
        className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[repeat(2,minmax(0,18rem))]"
      />
    </div>
  );
}
