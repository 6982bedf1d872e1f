import '@/client/locales/bundles/checkout';
import '@/client/locales/bundles/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PageMeta } from '@/client/components/ui/page-meta';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useHydrated } from '@/client/lib/use-hydrated';
import { useLocale } from '@/client/lib/use-locale';
import { PageSkeleton } from '@/client/layouts/page-skeleton';
import { useAccount } from '@/features/accounts/client/account-query';
import { cart, useCart } from '@/features/cart/client/cart-store';
import { CheckoutForm } from '@/features/checkout/client/checkout-form';
import { OrderSummary } from '@/features/checkout/client/order-summary';
import type { PlacedOrder } from '@/features/orders/orders.schema';
import { lastOrderOf, rememberLastOrder } from '@/features/orders/client/last-order';
import { orderQuery } from '@/features/orders/client/order-query';
import type { JustPlacedState } from '@/features/orders/client/order-thanks';
import { useStoreInfo } from '@/features/settings/client/store-info-query';
import { useEstimate } from '@/features/checkout/client/checkout-api';
import { usePausedUntil } from '@/features/orders/client/paused-notice';
import { ReadyEstimate } from '@/features/orders/client/ready-estimate';
import { formatShopTime } from '@/common/dates';
import { describeOpening, isOpen, nextOpening } from '@/features/settings/opening-hours';

export function Component() {
  const { t } = useTranslation('checkout');
  const { t: to } = useTranslation('orders');
  const { lines, totalFils } = useCart();
  const locale = useLocale();
  const account = useAccount();
  const hours = useStoreInfo().data?.hours;
  // Said up front; the server refuses a closed-hours order anyway.
  const now = new Date();
  const closedNotice = hours && !isOpen(now, hours) ? describeOpening(nextOpening(now, hours), now, hours)[locale] : null;
  const estimate = useEstimate(lines);
  const storePause = usePausedUntil();
  const pausedUntil = estimate.data?.pausedUntil ?? storePause;
  const [placed, setPlaced] = useState(false);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  /**
   * Placed: the address becomes the order's own page (replacing checkout's history entry, so Back,
   * a reload or a return from another app keeps the order), opened with the thank-you and drawn
   * at once from the answer. The order is remembered for the header; the cart is emptied.
   */
  const onPlaced = (p: PlacedOrder) => {
    const last = lastOrderOf(p);
    queryClient.setQueryData(orderQuery(last.id, last.key).queryKey, p.order);
    rememberLastOrder(last);
    setPlaced(true);
    const state: JustPlacedState = { justPlaced: { accountCreated: p.accountCreated } };
    void navigate(p.trackingPath, { replace: true, state });
    cart.clear();
  };

  const hydrated = useHydrated();

  const meta = <PageMeta title={t('title')} description={t('description')} />;
  // The cart lives in the browser: the server (and hydration) show the page's frame.
  if (!hydrated) {
    return (
      <>
        {meta}
        <PageSkeleton width="max-w-5xl" />
      </>
    );
  }
  // Leaving for the order's page: the emptied cart must not send the visitor to the menu instead.
  if (placed) return meta;
  // Nothing (left) to check out: back to the menu.
  if (lines.length === 0) return <Navigate to="/menu" replace />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      {meta}
      <h1 className="mb-6 text-3xl font-extrabold text-brand-900">{t('title')}</h1>
      {closedNotice ? (
        <p role="alert" className="mb-6 rounded-2xl bg-citrus-50 p-4 font-semibold text-citrus-800">
          {closedNotice}
        </p>
      ) : pausedUntil ? (
        <p role="alert" className="mb-6 rounded-2xl bg-citrus-50 p-4 font-semibold text-citrus-800">
          {to('ready.paused', { time: formatShopTime(pausedUntil, locale) })}
        </p>
      ) : estimate.data ? (
        <ReadyEstimate minutes={estimate.data.readyInMinutes} label={to('ready.ifNow')} className="mb-6" />
      ) : (
        // The estimate's place is kept while it is asked for: the form does not jump down when it comes.
        estimate.isPending && <Skeleton className="mb-6 h-[4.25rem] w-full rounded-xl" />
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
          <OrderSummary lines={lines} totalFils={totalFils} lineErrors={lineErrors} />
        </div>
        {account.isPending ? (
          <Skeleton className="h-[32rem] w-full lg:col-start-1 lg:row-start-1" />
        ) : (
          <CheckoutForm
            lines={lines}
            account={account.data ?? null}
            onLineErrors={setLineErrors}
            onPlaced={onPlaced}
          />
        )}
      </div>
    </div>
  );
}
