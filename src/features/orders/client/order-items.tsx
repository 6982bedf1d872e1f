import { useTranslation } from 'react-i18next';
import { LineItemLabel } from '@/client/components/ui/line-item-label';
import { LineOptions } from '@/client/components/ui/line-options';
import { Price } from '@/client/components/ui/price';
import type { OrderView } from '../orders.schema';

/**
 * The order's lines as they were bought (names, options and prices from the order's snapshot,
 * each line's note), total and VAT.
 */
export function OrderItems({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  return (
    <div>
      <ul className="divide-y divide-stone-100">
        {order.items.map((item, i) => (
          <li key={i} className="py-2.5" data-testid="order-line">
            <div className="flex justify-between gap-4">
              <LineItemLabel item={item} />
              <Price fils={item.unitPriceFils * item.quantity} className="font-semibold" />
            </div>
            <LineOptions options={item.options} note={item.note} className="mt-0.5" />
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
