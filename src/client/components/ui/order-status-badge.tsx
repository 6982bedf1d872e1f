import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@/common/domain';

const COLOURS: Record<OrderStatus, string> = {
  awaiting_payment: 'bg-stone-100 text-stone-800 ring-stone-300',
  scheduled: 'bg-teal-50 text-teal-900 ring-teal-300',
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  processing: 'bg-sky-100 text-sky-900 ring-sky-300',
  ready: 'bg-violet-100 text-violet-900 ring-violet-300',
  completed: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
};
const SCALE = { sm: 'px-2.5 py-0.5 text-xs', md: 'px-3 py-1 text-sm' } as const;

/**
 * An order's status: pending yellow, processing blue, ready violet, completed green, cancelled red. The back
 * office names it with `common:orderStatus`; the storefront passes its own word (`label`).
 */
export function OrderStatusBadge({
  status,
  size = 'md',
  label,
}: {
  status: OrderStatus;
  size?: keyof typeof SCALE;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full font-bold ring-1 ${SCALE[size]} ${COLOURS[status]}`}
    >
      {label ?? t(`orderStatus.${status}`)}
    </span>
  );
}
