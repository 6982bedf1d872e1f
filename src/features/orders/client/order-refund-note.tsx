import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/client/components/ui/price-format';
import { isolate } from '@/common/text';
import type { OrderView } from '../orders.schema';

/**
 * Under the order's status: why it was cancelled (the reason the customer is told), and what was
 * refunded with the credit note's number ("Refunded AED 21.00 — credit note CN-0001").
 */
export function OrderRefundNote({
  order,
}: {
  order: Pick<OrderView, 'status' | 'cancelReason' | 'refundedFils' | 'creditNotes'>;
}) {
  const { t } = useTranslation('orders');
  const money = useFormatMoney();
  const notes = order.creditNotes ?? [];
  const reason = order.status === 'cancelled' && order.cancelReason;
  if (!reason && !order.refundedFils) return null;
  return (
    <div className="mt-1 space-y-0.5 text-sm text-stone-700" data-testid="order-refund-note">
      {reason && <p>{t('refund.cancelReason', { reason: t(`refund.cancelReasons.${reason}`) })}</p>}
      {!!order.refundedFils && (
        <p>
          {t('refund.refunded', {
            amount: isolate(money(order.refundedFils)),
            number: isolate(notes.join(', ')),
          })}
        </p>
      )}
    </div>
  );
}
