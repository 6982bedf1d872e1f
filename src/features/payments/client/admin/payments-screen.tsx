import '@/client/locales/bundles/admin-payments';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/client/components/admin/load-error';
import { useLoadErrorToast } from '@/client/components/admin/load-error-toast';
import { PageHeader } from '@/client/components/admin/page-header';
import { Skeleton } from '@/client/components/ui/skeleton';
import type { GatewayId } from '../../payment-gateways';
import { GatewayEditor } from './gateway-editor';
import { GatewayList } from './gateway-list';
import { useGateways } from './payments-api';

/** `/admin/payments`: the three gateways with their switches, and the chosen one's editor. */
export function Component() {
  const { t } = useTranslation('admin-payments');
  const list = useGateways();
  const [selected, setSelected] = useState<GatewayId>('stripe');
  useLoadErrorToast(list.isError, t('loadFailed'), 'gateways-load');
  const gateway = list.data?.gateways.find((g) => g.id === selected);
  // On a phone the editor sits below the list: bring it into view once it has the new gateway.
  const choose = (id: GatewayId) => {
    setSelected(id);
    requestAnimationFrame(() => {
      const title = document.getElementById('gateway-editor-title');
      if (title && title.getBoundingClientRect().top > window.innerHeight / 2)
        title.scrollIntoView({ block: 'start', behavior: 'smooth' });
    });
  };

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <p className="mb-5 flex items-start gap-3 rounded-2xl border border-citrus-200 bg-citrus-50 p-4 text-sm text-citrus-900">
        <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        {t('noLiveProcessing')}
      </p>
      {list.isError ? (
        <LoadError message={t('loadFailed')} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <div className="grid gap-5 xl:grid-cols-[22rem_1fr]">
          <Skeleton className="h-72" />
          <Skeleton className="h-96" />
        </div>
      ) : (
        <div className="grid items-start gap-5 xl:grid-cols-[22rem_1fr]">
          <section aria-label={t('listLabel')} className="min-w-0">
            <GatewayList gateways={list.data.gateways} selected={selected} onSelect={choose} />
          </section>
          {/* A new key after each save or switch: the form starts again from what is stored. */}
          {gateway && <GatewayEditor key={`${gateway.id}-${list.dataUpdatedAt}`} gateway={gateway} />}
        </div>
      )}
    </>
  );
}
