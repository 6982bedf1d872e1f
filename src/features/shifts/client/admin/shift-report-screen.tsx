import '@/client/locales/bundles/admin-shifts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '@/client/components/admin/load-error';
import { PageHeader } from '@/client/components/admin/page-header';
import { Skeleton } from '@/client/components/ui/skeleton';
import { AdjustmentsPanel } from './adjustments-panel';
import { PrintableReport } from './printable-report';
import { ShiftHeader } from './shift-header';
import { useShiftReport } from './shifts-api';
import { ZReport } from './z-report';
import { adminHref } from '@/common/paths';

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
      {report.isPending ? (
        <Skeleton className="h-64" />
      ) : report.isError ? (
        <LoadError message={t('loadFailed')} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <PrintableReport
            csvHref={`/api/admin/shifts/${id}/report.csv`}
            close={report.data.live ? null : { shiftId: id }}
          >
            <ZReport
              figures={report.data.figures}
              header={<ShiftHeader shift={report.data.shift} />}
              unpaid={report.data.unpaidHandovers}
            />
          </PrintableReport>
          {!report.data.live && <AdjustmentsPanel report={report.data} />}
        </>
      )}
    </>
  );
}
