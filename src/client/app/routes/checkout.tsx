import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageMeta } from '@/client/components/ui/page-meta';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useAccount } from '@/features/accounts/client/account-query';
import { cart, useCart } from '@/features/cart/client/cart-store';
import { CheckoutForm } from '@/features/checkout/client/checkout-form';
import { OrderConfirmation } from '@/features/checkout/client/order-confirmation';
import { OrderSummary } from '@/features/checkout/client/order-summary';
import type { PlacedOrder } from '@/features/orders/orders.schema';

export function Component() {
  const { t } = useTranslation('checkout');
  const { lines, totalFils } = useCart();
  const account = useAccount();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});

  const meta = <PageMeta title={t('title')} description={t('description')} />;
  if (placed) {
    return (
      <>
        {meta}
        <OrderConfirmation placed={placed} />
      </>
    );
  }
  // Nothing (left) to check out and no order just placed: back to the menu.
  if (lines.length === 0) return <Navigate to="/menu" replace />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      {meta}
      <h1 className="mb-6 text-3xl font-extrabold text-brand-900">{t('title')}</h1>
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        {account.isPending ? (
          <Skeleton className="h-[32rem] w-full" />
        ) : (
          <CheckoutForm
            lines={lines}
            account={account.data ?? null}
            onLineErrors={setLineErrors}
            onPlaced={(p) => {
              setPlaced(p);
              cart.clear();
              window.scrollTo({ top: 0 });
            }}
          />
        )}
        <div className="lg:sticky lg:top-24 lg:order-last">
          <OrderSummary lines={lines} totalFils={totalFils} lineErrors={lineErrors} />
        </div>
      </div>
    </div>
  );
}
