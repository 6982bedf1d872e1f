import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditCard, LoaderCircle } from 'lucide-react';
import { buttonClass } from '@/client/components/ui/button-class';
import { apiClient, call } from '@/client/lib/api-client';
import type { OrderView } from '../orders.schema';

/** How often the page asks the server to check with Stripe while the payment is being confirmed. */
const CHECK_EVERY_MS = 3_000;
/** Then it waits for the server's own run (every minute) and the live updates. */
const CHECKS = 20;

/**
 * An order paid online, on its own page (issue 37): while it waits for Stripe, either the way back
 * to Stripe's page (the customer came back without paying) or "Confirming your payment…", asking
 * the server to check with Stripe every few seconds until it is received; once cancelled because
 * the payment was never completed, says so. Nothing for the other orders.
 */
export function OnlinePaymentPanel({
  order,
  accessKey,
  returned,
}: {
  order: OrderView;
  accessKey: string | null;
  /** Back from Stripe's page after paying (`?paid=1`). */
  returned: boolean;
}) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const waiting = order.status === 'awaiting_payment';
  const payUrl = order.online?.payUrl ?? null;
  const confirming = waiting && (returned || !payUrl);
  const { id } = order;

  useEffect(() => {
    if (!confirming) return;
    let checks = 0;
    let stopped = false;
    const check = async () => {
      checks += 1;
      try {
        const view = await call(
          apiClient.POST('/api/orders/{id}/payment-check', {
            params: { path: { id }, query: { key: accessKey ?? undefined } },
          }),
        );
        if (!stopped) queryClient.setQueryData(['orders', id, accessKey], view);
      } catch {
        // The next check, or the live updates, will tell.
      }
    };
    void check();
    const timer = setInterval(() => {
      if (checks >= CHECKS) clearInterval(timer);
      else void check();
    }, CHECK_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [confirming, id, accessKey, queryClient]);

  if (order.status === 'cancelled' && order.online?.state === 'expired')
    return (
      <p role="status" className="rounded-2xl border border-stone-200 bg-stone-50 p-4 text-stone-800">
        {t('online.notCompleted')}
      </p>
    );
  if (!waiting) return null;
  if (confirming)
    return (
      <div
        role="status"
        aria-live="polite"
        className="flex items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4"
      >
        <LoaderCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 animate-spin text-brand-700" />
        <div>
          <p className="font-bold text-brand-900">{t('online.confirming')}</p>
          <p className="mt-1 text-sm text-stone-700">{t('online.confirmingNote')}</p>
        </div>
      </div>
    );
  return (
    <div className="rounded-2xl border border-amber-300 bg-amber-50 p-4">
      <p className="font-bold text-amber-950">{t('online.waitingTitle')}</p>
      <p className="mt-1 text-sm text-stone-800">{t('online.waitingNote')}</p>
      <a href={payUrl!} className={`${buttonClass('primary')} mt-3 inline-flex items-center gap-2`}>
        <CreditCard aria-hidden="true" className="h-5 w-5" />
        {t('online.payNow')}
      </a>
    </div>
  );
}
