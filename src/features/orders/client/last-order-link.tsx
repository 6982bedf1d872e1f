import { useQuery } from '@tanstack/react-query';
import { ReceiptText } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError } from '@/client/lib/api';
import { forgetLastOrder, type LastOrder } from './last-order';
import { orderQuery } from './order-query';
import { href } from '@/common/paths';

/**
 * «طلبك» / "Your order" in the header: back to the last order placed here while it is still open.
 * Loaded (with the orders texts) only when an order is remembered; one read of that order decides,
 * shared with the order page's cache, so the page's live updates reach it too.
 */
export function LastOrderLink({ order }: { order: LastOrder }) {
  const { t } = useTranslation('orders');
  const { pathname } = useLocation();
  const query = useQuery({ ...orderQuery(order.id, order.key), refetchOnWindowFocus: true });
  const status = query.data?.status;
  const gone = query.error instanceof ApiError && query.error.status === 404;
  const closed = status === 'completed' || status === 'cancelled';
  useEffect(() => {
    if (gone || closed) forgetLastOrder(order.id);
  }, [gone, closed, order.id]);

  // Shown once the shop has answered (or could not be reached), never on the order's own page.
  if (query.isPending || gone || closed || pathname === href('order', { id: order.id })) return null;
  const label = query.data
    ? t('lastOrder.label', {
        number: query.data.shortId,
        status: t(`orderStatus.${query.data.status}`, { ns: 'common' }),
      })
    : t('lastOrder.short');
  return (
    <Link
      to={href('order', { id: order.id }, { search: { key: order.key } })}
      aria-label={label}
      title={label}
      data-testid="last-order-link"
      className="inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full bg-brand-50 px-2.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 transition-colors hover:bg-brand-100 sm:px-3"
    >
      <ReceiptText aria-hidden="true" className="h-5 w-5 shrink-0" />
      <span className="hidden sm:inline">{t('lastOrder.short')}</span>
    </Link>
  );
}
