import '@/client/locales/bundles/admin-shifts';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopDateTime } from '@/common/dates';
import { can } from '@/common/permissions';
import type { ShiftSummary } from '../../shifts.schema';
import { useCurrentShift } from './shifts-api';
import { adminHref } from '@/common/admin-paths';

/** "Shift #N has been open since …", with a link to close it. */
export function OvernightNotice({ shift, link = false }: { shift: ShiftSummary; link?: boolean }) {
  const { t } = useTranslation('admin-shifts');
  const locale = useLocale();
  return (
    <p
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span>
        {t('overnight.text', { number: shift.number, since: formatShopDateTime(shift.openedAt, locale) })}
      </span>
      {link && (
        <Link to={adminHref('shifts')} className="underline">
          {t('overnight.link')}
        </Link>
      )}
    </p>
  );
}

/**
 * For the dashboard: a shift left open since before today (Asia/Dubai) is flagged, with a link to
 * close it. Shows nothing otherwise, or to someone who does not run the till.
 */
export function OpenShiftWarning() {
  const role = useStaffMe().data?.role;
  const allowed = can(role, 'shifts.run');
  const current = useCurrentShift(allowed);
  const shift = current.data?.shift;
  if (!allowed || !current.data?.overnight || !shift) return null;
  return <OvernightNotice shift={shift} link />;
}
