import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminSlots } from '@/client/components/admin/admin-slots';
import { Price } from '@/client/components/ui/price';
import type { AdminOrderDetail } from '../../orders.admin.schema';
import { creditNoteNumber } from '../../orders.money.schema';
import { adminHref } from '@/common/admin-paths';

/**
 * The order's credit notes, each a link to its printable page and, with the shop's printer on,
 * a button that prints it there (none: nothing shown).
 */
export function CreditNoteLinks({ order }: { order: Pick<AdminOrderDetail, 'id' | 'refunds'> }) {
  const { t } = useTranslation('admin-orders');
  const { CreditNoteActions } = useAdminSlots();
  if (order.refunds.length === 0) return null;
  return (
    <section aria-labelledby="credit-notes" className="mt-4 text-sm">
      <h2 id="credit-notes" className="font-bold">
        {t('receipt.creditNotes')}
      </h2>
      <ul className="mt-1 space-y-1">
        {order.refunds.map((r) => (
          <li key={r.id} className="flex items-baseline justify-between gap-4">
            <Link
              to={adminHref('creditNote', { id: order.id, number: r.number })}
              className="font-semibold text-brand-800 underline"
            >
              <bdi dir="ltr">{creditNoteNumber(r.number)}</bdi>
            </Link>
            <span className="flex items-baseline gap-3">
              <Price fils={r.amountFils} />
              {CreditNoteActions && <CreditNoteActions orderId={order.id} number={r.number} compact />}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
