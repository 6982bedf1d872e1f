import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatShopDateTime } from '@/common/dates';
import { paymentStateOf } from '@/common/payment-state';
import { useLocale } from '@/client/lib/use-locale';
import { PlateBadge } from '@/client/components/plate-badge';
import type { OrderView } from '../orders.schema';

/** How it was paid: "Apple Pay •••• 4242", "Card •••• 4242" once paid online; else the method's name. */
function paidWith(order: Pick<OrderView, 'paymentMethod' | 'online'>, t: TFunction<'orders'>): string {
  const online = order.online;
  if (order.paymentMethod !== 'online' || !online?.cardLast4)
    return t(`paymentMethod.${order.paymentMethod}`);
  const method = online.wallet ? t(`paymentMethod.${online.wallet}`) : t('paymentMethod.card');
  return t('online.paidBy', { method, last4: online.cardLast4 });
}

/** Its payment's state; an online one not taken yet says where it stands, never "pay at the car". */
function stateText(order: OrderView, t: TFunction<'orders'>): string {
  const state = paymentStateOf(order);
  if (order.paymentMethod === 'online' && state === 'unpaid')
    return order.online?.state === 'held' ? t('online.stateHeld') : t('online.stateOpen');
  return t(`paymentState.${state}`);
}

/** Order number, time, car plate, payment (its state by the one rule: refunded never reads paid) and the employee. */
export function OrderFacts({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const rows: [string, React.ReactNode][] = [
    [
      t('number'),
      <bdi key="n" dir="ltr">
        {order.shortId}
      </bdi>,
    ],
    [t('placedAt'), formatShopDateTime(order.createdAt, locale)],
    [t('carPlate'), <PlateBadge key="c" plate={order.plate} text={order.carPlate} />],
    // Apple Pay and Google Pay keep their Latin names inside Arabic text.
    [
      t('payment'),
      <span key="p">
        <bdi>{paidWith(order, t)}</bdi> ·{' '}
        <span data-payment-state={paymentStateOf(order)}>{stateText(order, t)}</span>
      </span>,
    ],
  ];
  if (order.employee)
    rows.push([t('employee'), locale === 'ar' ? order.employee.nameAr : order.employee.nameEn]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="font-semibold text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
