import { useTranslation } from 'react-i18next';
import { TextField } from '@/client/components/ui/text-field';
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
      <fieldset>
        <legend className="sr-only">{t('period.label')}</legend>
        <div className="grid w-full grid-cols-2 gap-1 rounded-2xl border border-stone-200 bg-white p-1 shadow-sm sm:inline-flex sm:w-auto">
          {DASHBOARD_PERIODS.map((p) => (
            <label
              key={p}
              className="cursor-pointer rounded-xl px-3 py-2 text-center text-sm font-semibold whitespace-nowrap text-stone-700 transition-colors hover:bg-stone-100 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
            >
              <input
                type="radio"
                name="dashboard-period"
                value={p}
                checked={period === p}
                onChange={() => onChange({ period: p })}
                className="sr-only"
              />
              {t(`period.${p}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {period === 'custom' && (
        <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
          <div className="grid max-w-xl gap-3 sm:grid-cols-2">
            <TextField
              label={t('period.start')}
              type="date"
              value={from}
              max={to || undefined}
              onChange={(e) => onChange({ from: e.target.value })}
            />
            <TextField
              label={t('period.end')}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => onChange({ to: e.target.value })}
            />
          </div>
          {problem && (
            <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
              {problem}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
