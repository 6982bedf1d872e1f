import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PageMeta } from '@/client/components/ui/page-meta';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useHydrated } from '@/client/lib/use-hydrated';
import { useRequestHints } from '@/client/lib/request-hints';
import { useLocale } from '@/client/lib/use-locale';
import { accountQueryOf, useAccount } from '@/features/accounts/client';
import { cart, useCart } from '@/features/cart/client';
import { CheckoutForm } from '@/features/checkout/client';
import { OrderSummary } from '@/features/checkout/client';
import type { PlacedOrder } from '@/features/orders';
import { lastOrderOf, rememberLastOrder } from '@/features/orders/client';
import { orderQuery } from '@/features/orders/client';
import type { JustPlacedState } from '@/features/orders/client';
import { useEstimate } from '@/features/checkout/client';
import { usePausedUntil } from '@/features/orders/client';
import { ReadyEstimate, ReadyEstimatePlaceholder, ScheduledTime } from '@/features/orders/client';
import { formatShopTime } from '@/common/dates';
import type { PrefetchContext } from '../route-handle';
import { employeesQuery } from '@/features/checkout/client';
import { paymentOptionsQuery } from '@/features/payments/client';
import { href } from '@/common/paths';

/**
 * Checkout's form is drawn by the server too, so it comes with what it needs: the staff to choose
 * from, the ways to pay, and the visitor's own account (asked with their own cookie; null when
 * signed out).
 */
export const prefetch = ({ queryClient, locale, cookie }: PrefetchContext) => [
  queryClient.prefetchQuery(employeesQuery(locale)),
  queryClient.prefetchQuery(paymentOptionsQuery),
  queryClient.prefetchQuery(accountQueryOf(cookie)),
];

export function Component() {
  const { t } = useTranslation('checkout');
  const { t: to } = useTranslation('estimate');
  const { lines, totalFils } = useCart();
  const locale = useLocale();
  const account = useAccount();
  const estimate = useEstimate(lines);
  const storePause = usePausedUntil();
  const pausedUntil = estimate.data?.pausedUntil ?? storePause;
  const [placed, setPlaced] = useState(false);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  // Later chosen: the box says the time chosen, not how long an order placed now would take.
  const [scheduledFor, setScheduledFor] = useState('');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  /**
   * Placed: the address becomes the order's own page (replacing checkout's history entry, so Back,
   * a reload or a return from another app keeps the order), opened with the thank-you and drawn
   * at once from the answer. The order is remembered for the header; the cart is emptied.
   */
  const onPlaced = useCallback(
    (p: PlacedOrder) => {
      const last = lastOrderOf(p);
      queryClient.setQueryData(orderQuery(last.id, last.key).queryKey, p.order);
      rememberLastOrder(last);
      setPlaced(true);
      cart.clear();
      // Paid online: on to Stripe's page, which brings the customer back to the order's page.
      if (p.paymentUrl) return window.location.assign(p.paymentUrl);
      const state: JustPlacedState = { justPlaced: { accountCreated: p.accountCreated } };
      void navigate(p.trackingPath, { replace: true, state });
    },
    [navigate, queryClient],
  );

  const hydrated = useHydrated();
  // A boundary of its own: the form (most of the page's work) is hydrated apart, first if touched.
  // The same element while its props stand: the page re-renders at once when the saved cart, the
  // account or the estimate arrive (useSyncExternalStore's updates are synchronous), and a new
  // element would make React hydrate the form in that same long task instead of in slices.
  const accountData = account.data ?? null;
  const form = useMemo(
    () => (
      <Suspense fallback={null}>
        <CheckoutForm
          account={accountData}
          onLineErrors={setLineErrors}
          onPlaced={onPlaced}
          onWhen={setScheduledFor}
        />
      </Suspense>
    ),
    [accountData, onPlaced],
  );
  const { cartLines } = useRequestHints();

  const meta = <PageMeta title={t('title')} description={t('description')} />;
  // Leaving for the order's page: the emptied cart must not send the visitor to the menu instead.
  if (placed) return meta;
  // Nothing (left) to check out: back to the menu (known once the browser has read the cart).
  if (hydrated && lines.length === 0) return <Navigate to={href('menu')} replace />;
  // Closed: said up front, as the server words it (the estimate carries it; an order would be refused).
  const closedNotice = estimate.data?.closed?.message[locale] ?? null;
  // The server draws the page with the form (it knows the visitor's account); the cart lives in
  // the browser, so the summary and the estimate keep their places until it is read.
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
      ) : scheduledFor ? (
        <ScheduledTime at={scheduledFor} className="mb-6" />
      ) : estimate.data ? (
        <ReadyEstimate
          minutes={estimate.data.readyInMinutes}
          around={estimate.data.readyAround[locale]}
          label={to('ready.ifNow')}
          className="mb-6"
        />
      ) : (
        // The estimate's place is kept while it is asked for: the form does not jump down when it comes.
        estimate.isPending && <ReadyEstimatePlaceholder label={to('ready.ifNow')} className="mb-6" />
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
          <OrderSummary
            lines={hydrated ? lines : null}
            totalFils={totalFils}
            lineErrors={lineErrors}
            expectedLines={cartLines}
          />
        </div>
        {/* The server drew the form knowing the account; should it not have, the form waits for it here too. */}
        {account.data === undefined && (account.isPending || !hydrated) ? (
          <Skeleton className="h-[32rem] w-full lg:col-start-1 lg:row-start-1" />
        ) : (
          form
        )}
      </div>
    </div>
  );
}
