import '@/client/locales/bundles/admin-settings';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/client/components/admin/load-error';
import { useLoadErrorToast } from '@/client/components/admin/load-error-toast';
import { PageHeader } from '@/client/components/admin/page-header';
import { Skeleton } from '@/client/components/ui/skeleton';
import { can } from '@/common/permissions';
import { useAdminSlots } from '@/client/components/admin/admin-slots';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { SecuritySettingsSection } from './security-settings';
import { useSettings } from './settings-api';
import { SettingsForm } from './settings-form';

/** /admin/settings: the shop's settings in tabs; each takes effect in the storefront, checkout and receipts. */
export function Component() {
  const { t } = useTranslation('admin-settings');
  const settings = useSettings();
  const role = useStaffMe().data?.role;
  const { SettingsSections } = useAdminSlots();
  useLoadErrorToast(settings.isError, t('loadFailed'), 'settings-load');
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('title')} description={t('description')} />
      {settings.isError ? (
        <LoadError message={t('loadFailed')} onRetry={() => void settings.refetch()} />
      ) : settings.data ? (
        <SettingsForm initial={settings.data} />
      ) : (
        <Skeleton className="h-[32rem] w-full" />
      )}
      {can(role, 'settings.security') && <SecuritySettingsSection />}
      {SettingsSections?.map((Section, i) => (
        <Section key={i} />
      ))}
    </div>
  );
}
