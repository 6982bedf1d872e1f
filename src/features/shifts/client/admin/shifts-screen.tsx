import '@/client/locales/bundles/admin-shifts';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/client/components/admin/page-header';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { buttonClass } from '@/client/components/ui/button-class';
import { shopDay } from '@/common/dates';
import { can } from '@/common/permissions';
import { CurrentShift } from './current-shift';
import { ShiftHistory } from './shift-history';
import { adminHref } from '@/common/admin-paths';

/** `/admin/shifts`: the current shift (open, run, close), then for managers the history and the day's close. */
export function Component() {
  const { t } = useTranslation('admin-shifts');
  const canManage = can(useStaffMe().data?.role, 'shifts.manage');
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          canManage && (
            <Link to={adminHref('dayClose', { day: shopDay() })} className={buttonClass('outline', 'md')}>
              <CalendarDays aria-hidden="true" className="h-4 w-4" />
              {t('history.dayClose')}
            </Link>
          )
        }
      />
      <CurrentShift canManage={canManage} />
      {canManage && <ShiftHistory />}
    </>
  );
}
