import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { ErrorState } from '@/client/components/ui/error-state';
import { PageMeta } from '@/client/components/ui/page-meta';
import { PageSkeleton } from '@/client/shell/layouts/page-skeleton';
import { ApiError } from '@/client/lib/api';
import { ArrivalPanel, OnMyWayPanel } from '@/features/orders/client';
import { OrderFacts } from '@/features/orders/client';
import { OrderItems } from '@/features/orders/client';
import { OrderProgress } from '@/features/orders/client';
import { ReadyAlert, ReadyEstimate, RunningLate, ScheduledTime } from '@/features/orders/client';
import { orderQuery, useOrder, useOrderLiveUpdates } from '@/features/orders/client';
import { OrderStatusBadge } from '@/client/components/ui/order-status-badge';
import { forgetLastOrder } from '@/features/orders/client';
import { justPlacedOf, OrderThanks } from '@/features/orders/client';
import { OnlinePaymentPanel } from '@/features/orders/client';
import { PaymentNote } from '@/features/payments/client';
import { paymentStateOf } from '@/common/payment-state';
import { href } from '@/common/paths';
import { formatShopTime } from '@/common/dates';
import { useHydrated } from '@/client/lib/use-hydrated';
import { useLocale } from '@/client/lib/use-locale';
import type { PrefetchContext } from '../route-handle';

/**
 * Drawn by the server with the order, asked as the visitor would: with the link's key, or as the
 * signed-in customer's own (their cookie). An order it may not show is left to the browser, which
 * says so.
 */
export const prefetch = ({ queryClient, params, search, cookie }: PrefetchContext) =>
  params.id
    ? [queryClient.prefetchQuery({ ...orderQuery(params.id, search.get('key'), cookie), retry: false })]
    : [];

/**
 * One order, live: the customer's own (signed in) or anyone holding the link's secret key. Checkout
 * comes here when the order is placed (replacing its own history entry), with the thank-you on top.
 */
export function Component() {
  const { t } = useTranslation('orders');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key');
  const locale = useLocale();
  // The thank-you rides in the browser's history (kept across a reload), which the server never
  // sees: it is read once the page is hydrated, so the server's page and the browser's first agree.
  const hydrated = useHydrated();
  const placedState = justPlacedOf(useLocation().state);
  const justPlaced = hydrated ? placedState : null;
  const order = useOrder(id, key);
  // "Today" and "around 4:20 PM" are judged from when the order was read (the server's clock when
  // it drew the page), not the phone's: the same in the server's page and the browser's.
  const readAt = order.dataUpdatedAt;
  useOrderLiveUpdates(id, key, order.isSuccess);
  // A finished (or unknown) order is no longer offered by the header.
  const status = order.data?.status;
  const missing = order.error instanceof ApiError && order.error.status === 404;
  useEffect(() => {
    if (status === 'completed' || status === 'cancelled' || missing) forgetLastOrder(id);
  }, [status, missing, id]);

  // Ready: the tab says so too (the customer may be in another tab or app), its number isolated.
  const title =
    order.data?.status === 'ready'
      ? t('readyAlert.docTitle', { number: `\u200E${order.data.shortId}\u200E` })
      : t('page.title');
  const meta = <PageMeta title={title} description={t('page.description')} />;
  if (order.isPending) {
    return (
      <>
        {meta}
        <PageSkeleton width="max-w-2xl" />
      </>
    );
  }
  if (order.isError) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        {meta}
        {missing ? (
          <>
            <h1 className="text-2xl font-extrabold text-brand-900">{t('notFound.title')}</h1>
            <p className="mt-3 text-stone-600">{t('notFound.body')}</p>
            <Link to={href('menu')} className={`${buttonClass('primary')} mt-6`}>
              {t('continueShopping')}
            </Link>
          </>
        ) : (
          <ErrorState message={t('loadFailed')} onRetry={() => void order.refetch()} />
        )}
      </div>
    );
  }
  const o = order.data;
  // Only what still applies: the thank-you (with its "tap I'm here") while the order is open, the
  // way to pay while it is open and unpaid (common/payment-state).
  const open = o.status !== 'completed' && o.status !== 'cancelled' && o.status !== 'awaiting_payment';
  const thanks = justPlaced && open;
  const toPay = open && paymentStateOf(o) === 'unpaid';
  // Just placed, the thank-you is the page's heading and the order's number a sub-heading.
  const Title = thanks ? 'h2' : 'h1';
  return (
    <div className="mx-auto max-w-2xl space-y-5 px-4 py-10">
      {meta}
      {thanks && <OrderThanks accountCreated={justPlaced.accountCreated} />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Title className={`${thanks ? 'text-2xl' : 'text-3xl'} font-extrabold text-brand-900`}>
          {t('page.heading')} <bdi dir="ltr">{o.shortId}</bdi>
        </Title>
        <OrderStatusBadge status={o.status} label={t(`orderStatus.${o.status}`, { ns: 'common' })} />
      </div>
      <OnlinePaymentPanel order={o} accessKey={key} returned={params.get('paid') === '1'} />
      <ReadyAlert status={o.status} arrived={o.arrivedAt !== null} />
      {/* "I'm here" on a phone's first screen while the order is open (it renders nothing after). */}
      <ArrivalPanel order={o} accessKey={key} />
      {/* "On my way" below it: until the customer is here (issue 39). */}
      <OnMyWayPanel order={o} accessKey={key} />
      <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <OrderProgress order={o} asOf={readAt} />
        {o.scheduledFor && (o.status === 'scheduled' || o.status === 'pending') ? (
          <ScheduledTime at={o.scheduledFor} asOf={readAt} className="mt-4" />
        ) : o.late ? (
          <RunningLate className="mt-4" />
        ) : (
          o.readyInMinutes !== null && (
            <ReadyEstimate
              minutes={o.readyInMinutes}
              around={formatShopTime(new Date(readAt + o.readyInMinutes * 60_000), locale)}
              className="mt-4"
            />
          )
        )}
        <p className="mt-4 text-sm text-stone-600">{t('liveNote')}</p>
      </section>
      <section
        aria-labelledby="facts-title"
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
      >
        <h2 id="facts-title" className="mb-3 text-lg font-bold text-brand-900">
          {t('details')}
        </h2>
        <OrderFacts order={o} />
        {toPay && <PaymentNote method={o.paymentMethod} className="mt-3" />}
      </section>
      <section
        aria-labelledby="items-title"
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
      >
        <h2 id="items-title" className="mb-2 text-lg font-bold text-brand-900">
          {t('items')}
        </h2>
        <OrderItems order={o} />
      </section>
      <Link to={href('menu')} className={buttonClass('outline')}>
        {t('continueShopping')}
      </Link>
    </div>
  );
}
