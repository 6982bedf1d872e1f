import '@/client/locales/bundles/admin-payments';
import { ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/client/components/admin/load-error';
import { buttonClass } from '@/client/components/ui/button-class';
import { Skeleton } from '@/client/components/ui/skeleton';
import { can } from '@/common/permissions';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { usePaymentOptions } from '../payment-options-query';
import { GatewayList } from './gateway-list';
import { useGateways } from './payments-api';
import { adminHref } from '@/common/admin-paths';

/**
 * Settings → Payment: the spec's "payment methods" (card provider, cash on delivery, bank
 * transfer) are the gateways' own switches, one source of truth with `/admin/payments`. Owners
 * switch them here; others see what checkout offers.
 */
export function PaymentSettingsTab() {
  const { t } = useTranslation('admin-payments');
  const owner = can(useStaffMe().data?.role, 'payments.manage');
  const gateways = useGateways(owner);
  const offered = usePaymentOptions();

  return (
    <section aria-labelledby="payment-tab-title" className="space-y-4">
      <div>
        <h2 id="payment-tab-title" className="text-lg font-bold text-stone-900">
          {t('settingsTab.title')}
        </h2>
        <p className="text-sm text-stone-600">{t('settingsTab.description')}</p>
      </div>
      {owner ? (
        gateways.isError ? (
          <LoadError message={t('loadFailed')} onRetry={() => void gateways.refetch()} />
        ) : gateways.data ? (
          <GatewayList gateways={gateways.data.gateways} />
        ) : (
          <Skeleton className="h-60" />
        )
      ) : (
        <div className="rounded-2xl border border-stone-200 bg-white p-4 text-sm">
          <p className="font-semibold text-stone-900">
            {offered.data
              ? t('settingsTab.offered', {
                  methods: offered.data.methods.map((m) => t(`methods.${m.method}`)).join(' · '),
                })
              : '…'}
          </p>
          <p className="mt-1 text-stone-600">{t('settingsTab.ownerOnly')}</p>
        </div>
      )}
      <p className="text-sm text-stone-600">{t('noLiveProcessing')}</p>
      {owner && (
        <Link to={adminHref('payments')} className={buttonClass('outline', 'sm')}>
          {t('settingsTab.manage')}
          <ArrowUpRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
        </Link>
      )}
    </section>
  );
}
