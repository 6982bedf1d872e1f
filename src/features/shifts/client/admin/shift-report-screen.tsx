import '@/client/locales/bundles/admin-shifts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/client/components/admin/page-header';
import { AdjustmentsPanel } from './adjustments-panel';
import { PrintableReport } from './printable-report';
import { useShiftReport } from './shifts-api';
import { ShiftZReport } from './z-report';
import { adminHref } from '@/common/admin-paths';

/** `/admin/shifts/:id`: a shift's Z report (frozen at its close), printable, CSV, with its adjustments. */
export function Component() {
  const { t } = useTranslation('admin-shifts');
  const id = useParams().id ?? '';
  const report = useShiftReport(id);
  const title = report.data ? t('report.heading', { number: report.data.shift.number }) : t('title');
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
      <PrintableReport
        source={report}
        loadFailed={t('loadFailed')}
        csvHref={`/api/admin/shifts/${id}/report.csv`}
        close={(data) => (data.live ? null : { shiftId: id })}
      >
        {(r) => <ShiftZReport report={r} />}
      </PrintableReport>
      {report.data && !report.data.live && <AdjustmentsPanel report={report.data} />}
    </>
  );
}
