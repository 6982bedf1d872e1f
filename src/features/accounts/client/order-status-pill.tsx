import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@/features/orders/orders.schema';

const COLOURS: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  processing: 'bg-sky-100 text-sky-900 ring-sky-300',
  completed: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
};

/** An order's status in the list: pending yellow, processing blue, completed green, cancelled red. */
export function OrderStatusPill({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('account');
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${COLOURS[status]}`}
    >
      {t(`orders.status.${status}`)}
    </span>
  );
}
