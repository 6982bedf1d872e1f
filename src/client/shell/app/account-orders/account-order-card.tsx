import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineItemLabel } from '@/client/components/ui/line-item-label';
import { LineOptions } from '@/client/components/ui/line-options';
import { Price } from '@/client/components/ui/price';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopDateTime } from '@/common/dates';
import type { OrderView } from '@/features/orders';
import { OrderStatusBadge } from '@/client/components/ui/order-status-badge';
import { OrderReviews } from '@/features/reviews/client';
import { OrderAgainButton } from '@/features/cart/client';
import { href } from '@/common/paths';

/** One order in the profile's list: number, status, when, what, total and a link to follow it. */
export function AccountOrderCard({ order }: { order: OrderView }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const number = <bdi dir="ltr">{order.shortId}</bdi>;
  return (
    <article
      aria-labelledby={`order-${order.id}`}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={`order-${order.id}`} className="font-bold text-stone-900">
          {number}
        </h3>
        <OrderStatusBadge
          status={order.status}
          size="sm"
          label={t(`orderStatus.${order.status}`, { ns: 'common' })}
        />
        <time dateTime={order.createdAt} className="ms-auto text-sm text-stone-600">
          {formatShopDateTime(order.createdAt, locale)}
        </time>
      </header>
      <ul aria-label={t('orders.items')} className="mt-3 space-y-1 text-sm text-stone-800">
        {order.items.map((item, i) => (
          <li key={i}>
            <LineItemLabel item={item} />
            <LineOptions options={item.options} note={item.note} className="ms-4 text-xs text-stone-600" />
          </li>
        ))}
      </ul>
      {/* A completed order's products can be reviewed (verified purchase). */}
      {order.status === 'completed' && <OrderReviews order={order} />}
      <footer className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 pt-3">
        <p className="font-bold">
          {t('orders.total')}: <Price fils={order.totalFils} />
        </p>
        <OrderAgainButton order={order} />
        <Link
          to={href('order', { id: order.id })}
          aria-label={t('orders.trackLabel', { id: order.shortId })}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {t('orders.track')}
          <ChevronRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
        </Link>
      </footer>
    </article>
  );
}
