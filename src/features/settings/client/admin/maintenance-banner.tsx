import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreInfo } from '@/client/lib/store-info-query';
import { adminHref } from '@/common/admin-paths';

/**
 * Across the top of every back-office screen while maintenance mode is on (Settings → General):
 * customers cannot order. Those who may change settings get the way to switch it off.
 */
export function MaintenanceBanner({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('admin-settings');
  const on = useStoreInfo().data?.maintenance.enabled ?? false;
  if (!on) return null;
  return (
    <div
      role="status"
      data-testid="maintenance-banner"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950"
    >
      <Wrench aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span>{t('maintenance.banner')}</span>
      {canManage && (
        <Link to={adminHref('settings')} className="underline underline-offset-4 hover:text-amber-800">
          {t('maintenance.bannerLink')}
        </Link>
      )}
    </div>
  );
}
