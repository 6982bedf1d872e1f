import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { ErrorState } from '@/client/components/ui/error-state';
import { Skeleton } from '@/client/components/ui/skeleton';
import { AccountOrderCard } from './account-order-card';
import { GuestOrdersClaim, useAccount, useAccountOrders } from '@/features/accounts/client';
import { href } from '@/common/paths';

/** The Orders tab: the customer's orders, newest first. */
export function AccountOrders() {
  const { t } = useTranslation('account');
  const orders = useAccountOrders();
  const account = useAccount();
  // Earlier guest orders join only with a code e-mailed to the account's address (issue 36).
  const claim = account.data ? <GuestOrdersClaim email={account.data.email} /> : null;

  if (orders.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-36 w-full" />
        <Skeleton className="h-36 w-full" />
      </div>
    );
  }
  if (orders.isError)
    return <ErrorState message={t('orders.loadFailed')} onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0) {
    return (
      <div className="space-y-4">
        <div className="rounded-2xl border border-dashed border-stone-300 p-8 text-center">
          <ShoppingBag aria-hidden="true" className="mx-auto h-10 w-10 text-stone-400" />
          <p className="mt-3 text-stone-700">{t('orders.empty')}</p>
          <Link to={href('menu')} className={`${buttonClass('primary')} mt-4`}>
            {t('orders.browse')}
          </Link>
        </div>
        {claim}
      </div>
    );
  }
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="sr-only">
        {t('orders.heading')}
      </h2>
      <ol className="space-y-4">
        {orders.data.map((order) => (
          <li key={order.id}>
            <AccountOrderCard order={order} />
          </li>
        ))}
      </ol>
      <div className="mt-6">{claim}</div>
    </section>
  );
}
