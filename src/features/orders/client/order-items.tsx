import { useTranslation } from 'react-i18next';
import { LineItemLabel } from '@/client/components/ui/line-item-label';
import { Price } from '@/client/components/ui/price';
import type { OrderView } from '../orders.schema';

/** The order's lines as they were bought (names and prices from the order's snapshot), total and VAT. */
export function OrderItems({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  return (
    <div>
      <ul className="divide-y divide-stone-100">
        {order.items.map((item, i) => (
          <li key={i} className="flex justify-between gap-4 py-2.5">
            <LineItemLabel item={item} />
            <Price fils={item.unitPriceFils * item.quantity} className="font-semibold" />
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-stone-200 pt-3">
        <div className="flex justify-between text-lg font-bold">
          <dt>{t('total')}</dt>
          <dd>
            <Price fils={order.totalFils} />
          </dd>
        </div>
        <div className="flex justify-between text-sm text-stone-600">
          <dt>{t('vat', { rate: order.vatRateBp / 100 })}</dt>
          <dd>
            <Price fils={order.vatFils} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
