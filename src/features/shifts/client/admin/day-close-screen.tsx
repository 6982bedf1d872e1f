import '@/client/locales/bundles/admin-shifts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/client/components/admin/page-header';
import { TextField } from '@/client/components/ui/text-field';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopDateTime, shopDay } from '@/common/dates';
import { PrintableReport } from './printable-report';
import { useDayClose } from './shifts-api';
import { ZReport } from './z-report';
import { adminHref } from '@/common/admin-paths';

/** `/admin/shifts/days/:day`: the day's shifts (Asia/Dubai) summed, printable and as CSV. */
export function Component() {
  const { t } = useTranslation('admin-shifts');
  const locale = useLocale();
  const navigate = useNavigate();
  const day = useParams().day ?? '';
  const close = useDayClose(day);
  const title = t('report.dayHeading', { day });
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Link to={adminHref('shifts')} className="text-sm font-semibold text-brand-700 underline">
            {t('back')}
          </Link>
        }
      />
      <div className="mb-4 max-w-xs">
        <TextField
          type="date"
          label={t('day.pick')}
          value={day}
          max={shopDay()}
          onChange={(e) => e.target.value && void navigate(adminHref('dayClose', { day: e.target.value }))}
        />
      </div>
      <PrintableReport
        source={close}
        loadFailed={t('day.loadFailed')}
        csvHref={`/api/admin/shifts/days/${day}/close.csv`}
        close={(data) => (data.shifts.length > 0 ? { day } : null)}
      >
        {(data) => (
          <ZReport
            figures={data.figures}
            header={
              <header>
                <h2 className="text-lg font-extrabold">{title}</h2>
                {data.openShifts > 0 && (
                  <p className="text-sm font-semibold">{t('day.openShifts', { count: data.openShifts })}</p>
                )}
                <h3 className="mt-2 text-sm font-bold">{t('day.shifts')}</h3>
                {data.shifts.length === 0 ? (
                  <p className="text-sm">{t('day.none')}</p>
                ) : (
                  <ul className="text-sm">
                    {data.shifts.map((s) => (
                      <li key={s.id}>
                        <Link to={adminHref('shiftReport', { id: s.id })} className="underline">
                          <bdi>#{s.number}</bdi>
                        </Link>{' '}
                        {formatShopDateTime(s.openedAt, locale)} —{' '}
                        {s.closedAt ? formatShopDateTime(s.closedAt, locale) : t('report.stillOpen')}
                      </li>
                    ))}
                  </ul>
                )}
              </header>
            }
          />
        )}
      </PrintableReport>
    </>
  );
}
