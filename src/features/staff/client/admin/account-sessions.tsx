import { Monitor, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { LoadError } from '@/client/components/admin/load-error';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Spinner } from '@/client/components/ui/spinner';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopDateTime } from '@/common/dates';
import type { AccountSession } from '../../account.schema';
import { useAccountSessions, useRevokeOtherSessions, useRevokeSession } from './account-api';
import { AccountSection } from './account-section';

/** "Chrome on Android", in the screen's language. */
function useDeviceName() {
  const { t } = useTranslation('admin-account');
  return (s: AccountSession) =>
    t('sessions.device', {
      browser: s.device.browser ?? t('sessions.unknownBrowser'),
      os: s.device.os ?? t('sessions.unknownOs'),
    });
}

/** Active sessions: each device with its address and last activity; revoke one or all others. */
export function AccountSessions() {
  const { t } = useTranslation('admin-account');
  const locale = useLocale();
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const deviceName = useDeviceName();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  const onRevoke = async (s: AccountSession) => {
    try {
      await revoke.mutateAsync(s.id);
      toast.success(t('sessions.revoked'));
    } catch (e) {
      toastFailure(t('sessions.failed'), e, locale);
    }
  };
  const onRevokeOthers = async () => {
    try {
      const { revoked } = await revokeOthers.mutateAsync();
      toast.success(t('sessions.othersRevoked', { count: revoked }));
    } catch (e) {
      toastFailure(t('sessions.failed'), e, locale);
    }
  };

  return (
    <AccountSection
      id="account-sessions"
      title={t('sessions.title')}
      description={t('sessions.description')}
      actions={
        others > 0 && (
          <Button
            variant="outline"
            onClick={() => void onRevokeOthers()}
            disabled={revokeOthers.isPending}
            aria-busy={revokeOthers.isPending}
          >
            {revokeOthers.isPending && <Spinner />}
            {t('sessions.revokeOthers')}
          </Button>
        )
      }
    >
      {sessions.isPending && <Skeleton className="h-20 w-full" />}
      {sessions.isError && (
        <LoadError message={t('sessions.loadFailed')} onRetry={() => void sessions.refetch()} />
      )}
      {sessions.data && (
        <ul className="divide-y divide-stone-100" data-testid="account-sessions">
          {sessions.data.map((s) => {
            const Icon = s.device.mobile ? Smartphone : Monitor;
            const name = deviceName(s);
            return (
              <li key={s.id} className="flex flex-wrap items-center gap-3 py-3">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-stone-100 text-stone-700">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
                    <bdi>{name}</bdi>
                    {s.current && (
                      <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                        {t('sessions.thisDevice')}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-stone-600">
                    <span className="whitespace-nowrap">
                      {t('sessions.ip')}: <bdi dir="ltr">{s.ipAddress ?? '—'}</bdi>
                    </span>
                    <span aria-hidden="true"> · </span>
                    <span className="whitespace-nowrap">
                      {t('sessions.lastActive')}: {formatShopDateTime(s.lastActiveAt, locale)}
                    </span>
                  </p>
                </div>
                {!s.current && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700"
                    onClick={() => void onRevoke(s)}
                    disabled={revoke.isPending}
                    aria-label={t('sessions.revokeItem', { device: name })}
                  >
                    {t('sessions.revoke')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {sessions.data && others === 0 && <p className="mt-2 text-sm text-stone-600">{t('sessions.none')}</p>}
    </AccountSection>
  );
}
