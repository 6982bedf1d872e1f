import { useTranslation } from 'react-i18next';
import { adminHref } from '@/common/admin-paths';

/** Staff see the shop during maintenance, told that customers do not. */
export default function MaintenanceStaffNotice() {
  const { t } = useTranslation();
  return (
    <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900">
      {t('maintenance.staffNotice')}{' '}
      <a href={adminHref('settings')} className="underline">
        {t('maintenance.settings')}
      </a>
    </p>
  );
}
