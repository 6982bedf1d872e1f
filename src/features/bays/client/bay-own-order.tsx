import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { buttonClass } from '@/client/components/ui/button-class';
import { OrderStatusBadge } from '@/client/components/ui/order-status-badge';
import { ApiError } from '@/client/lib/api';
import { useLocale } from '@/client/lib/use-locale';
import { href } from '@/common/paths';
import { isolateAuto } from '@/common/text';
import type { OrderView } from '@/features/orders';
import { useArriveAtBay } from './bay-api';

/**
 * The order this phone placed (remembered by the storefront), still open: one tap marks it
 * "here at bay 4"; once it is, the page says so and leads to the order's page.
 */
export function BayOwnOrder({
  token,
  bay,
  order,
  accessKey,
}: {
  token: string;
  bay: string;
  order: OrderView;
  accessKey: string;
}) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const arrive = useArriveAtBay(token);
  const here = order.arrivedAt !== null && order.bayName === bay;
  const onTap = () =>
    arrive.mutate(
      { orderId: order.id, key: accessKey },
      { onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['orders', order.id] }) },
    );
  const marked = here || arrive.isSuccess;
  const failed =
    arrive.error instanceof ApiError ? arrive.error.messageIn(locale) : arrive.error && t('bay.failed');
  return (
    <section
      aria-labelledby="bay-own-order"
      data-bay-own-order={order.number}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="bay-own-order" className="text-lg font-bold text-brand-900">
          {t('bay.yourOrder')} <bdi dir="ltr">{order.shortId}</bdi>
        </h2>
        <OrderStatusBadge status={order.status} label={t(`orderStatus.${order.status}`, { ns: 'common' })} />
      </div>
      {marked ? (
        <p
          role="status"
          className="mt-4 flex items-start gap-3 rounded-xl bg-brand-50 p-4 font-bold text-brand-900"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
          {t('bay.marked', { bay: isolateAuto(bay), number: isolateAuto(order.shortId) })}
        </p>
      ) : (
        <Button size="lg" className="mt-4 w-full" onClick={onTap} disabled={arrive.isPending} data-bay-here>
          <MapPin aria-hidden="true" className="h-5 w-5" />
          {t('bay.here', { bay: isolateAuto(bay) })}
        </Button>
      )}
      {failed && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failed}
        </p>
      )}
      <Link
        to={href('order', { id: order.id }, { search: { key: accessKey } })}
        className={`${buttonClass('outline')} mt-3 w-full`}
      >
        {t('bay.follow')}
      </Link>
    </section>
  );
}
