import { useQuery } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { buttonClass } from '@/client/components/ui/button-class';
import { ErrorState } from '@/client/components/ui/error-state';
import { PageMeta } from '@/client/components/ui/page-meta';
import { Skeleton } from '@/client/components/ui/skeleton';
import { ApiError } from '@/client/lib/api';
import { useLocale } from '@/client/lib/use-locale';
import { href } from '@/common/paths';
import { isolateAuto } from '@/common/text';
import { orderQuery, rememberBay, useLastOrder } from '@/features/orders/client';
import { useBay } from './bay-api';
import { BayOwnOrder } from './bay-own-order';
import { isOpenOrder } from './open-order';
import { BayPlateFinder } from './bay-plate-finder';

/** The order this browser placed last, while it is open; null otherwise (and while it loads). */
function useOpenLastOrder() {
  const last = useLastOrder();
  const order = useQuery({ ...orderQuery(last?.id ?? '', last?.key ?? null), enabled: last !== null });
  if (!last) return { order: null, pending: false };
  if (order.isPending) return { order: null, pending: true };
  return {
    order: order.data && isOpenOrder(order.data) ? { view: order.data, key: last.key } : null,
    pending: false,
  };
}

/**
 * A bay's QR code, on the phone (issue 39). The phone that placed an open order marks it "here at
 * bay 4" in one tap; any phone finds its order by the car's plate; with no order, the menu opens with
 * the bay remembered, and the next order is placed as already there. A removed or unknown code says so
 * and does nothing else.
 */
export function BayPage({ token }: { token: string }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const navigate = useNavigate();
  const bay = useBay(token);
  const own = useOpenLastOrder();
  const name = bay.data?.name ?? '';
  const meta = (
    <PageMeta
      title={name ? t('bay.metaTitle', { bay: name }) : t('bay.label')}
      description={t('bay.description')}
    />
  );
  if (bay.isPending) {
    return (
      <div className="mx-auto max-w-md space-y-4 px-4 py-10">
        {meta}
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (bay.isError) {
    const unknown = bay.error instanceof ApiError && bay.error.status === 404;
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center" data-bay-unknown={unknown || undefined}>
        {meta}
        {unknown ? (
          <>
            <h1 className="text-2xl font-extrabold text-brand-900">{t('bay.unknownTitle')}</h1>
            <p className="mt-3 text-stone-700">{(bay.error as ApiError).messageIn(locale)}</p>
            <Link to={href('menu')} className={`${buttonClass('outline')} mt-6`}>
              {t('bay.seeMenu')}
            </Link>
          </>
        ) : (
          <ErrorState message={t('bay.loadFailed')} onRetry={() => void bay.refetch()} />
        )}
      </div>
    );
  }
  const orderHere = () => {
    rememberBay({ token, name });
    void navigate(href('menu'));
  };
  return (
    <div className="mx-auto max-w-md space-y-5 px-4 py-8">
      {meta}
      <header className="text-center">
        <h1 className="flex flex-col items-center text-brand-900" data-bay-name={name}>
          <span className="text-lg font-bold">{t('bay.label')}</span>
          <bdi className="text-6xl leading-tight font-black">{name}</bdi>
        </h1>
      </header>
      {own.pending ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        own.order && <BayOwnOrder token={token} bay={name} order={own.order.view} accessKey={own.order.key} />
      )}
      <BayPlateFinder token={token} bay={name} own={own.order !== null} />
      {!own.pending && !own.order && (
        <section
          aria-labelledby="bay-order-now"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          <h2 id="bay-order-now" className="text-lg font-bold text-brand-900">
            {t('bay.notOrdered')}
          </h2>
          <p className="mt-1 text-stone-700">{t('bay.notOrderedHint', { bay: isolateAuto(name) })}</p>
          <Button size="lg" className="mt-4 w-full" onClick={orderHere} data-bay-order-now>
            <ShoppingBag aria-hidden="true" className="h-5 w-5" />
            {t('bay.orderNow')}
          </Button>
        </section>
      )}
    </div>
  );
}
