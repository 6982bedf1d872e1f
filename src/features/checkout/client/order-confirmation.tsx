import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button';
import type { PlacedOrder } from '@/features/orders/orders.schema';
import { OrderFacts } from '@/features/orders/client/order-facts';
import { OrderItems } from '@/features/orders/client/order-items';
import { ReadyEstimate } from '@/features/orders/client/ready-estimate';
import { PaymentNote } from '@/features/payments/client/payment-note';

/** "Order Confirmed": when, which order, which car, how much; the way to follow it. */
export function OrderConfirmation({ placed }: { placed: PlacedOrder }) {
  const { t } = useTranslation('checkout');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { order } = placed;
  return (
    <div className="mx-auto max-w-2xl space-y-5 px-4 py-10">
      <div className="rounded-2xl bg-brand-50 p-6 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-brand-700" />
        <h1 ref={heading} tabIndex={-1} className="mt-2 text-3xl font-extrabold text-brand-900 focus:outline-none">
          {t('confirmed.title')}
        </h1>
        <p className="mt-2 text-stone-700">{t('confirmed.body')}</p>
        {placed.accountCreated && (
          <p role="status" className="mt-3 rounded-xl bg-white p-3 text-sm font-semibold text-brand-800">
            {t('confirmed.accountCreated')}
          </p>
        )}
      </div>
      {order.readyInMinutes !== null && <ReadyEstimate minutes={order.readyInMinutes} />}
      <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <OrderFacts order={order} />
        <PaymentNote method={order.paymentMethod} className="mt-3" />
      </section>
      <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <OrderItems order={order} />
      </section>
      <div className="flex flex-wrap gap-3">
        <Link to={placed.trackingPath} className={buttonClass('primary', 'lg')}>
          {t('confirmed.track')}
        </Link>
        <Link to="/menu" className={buttonClass('outline', 'lg')}>
          {t('confirmed.continue')}
        </Link>
      </div>
      <p className="text-sm text-stone-600">{t('confirmed.linkNote')}</p>
    </div>
  );
}
