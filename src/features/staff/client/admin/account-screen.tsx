import '@/client/locales/bundles/admin-account';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/client/components/admin/load-error';
import { PageHeader } from '@/client/components/admin/page-header';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useStaffAccount } from './account-api';
import { AccountData } from './account-data';
import { AccountPasswordForm } from './account-password-form';
import { AccountProfileForm } from './account-profile-form';
import { AccountSessions } from './account-sessions';
import { AccountTwoFactor } from './account-two-factor';

/** `/admin/account`: the signed-in staff member's profile, security, sessions and data. */
export function Component() {
  const { t } = useTranslation('admin-account');
  const account = useStaffAccount();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('title')} description={t('description')} />
      {account.isPending && <Skeleton className="h-96 w-full" />}
      {account.isError && <LoadError message={t('loadFailed')} onRetry={() => void account.refetch()} />}
      {account.data && (
        <div className="space-y-5">
          <AccountProfileForm key={account.data.id} account={account.data} />
          <AccountPasswordForm />
          <AccountTwoFactor enabled={account.data.twoFactorEnabled} />
          <AccountSessions />
          <AccountData />
        </div>
      )}
    </div>
  );
}
