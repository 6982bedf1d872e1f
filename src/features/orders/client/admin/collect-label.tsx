import { CheckCircle2, CreditCard, HandCoins, Undo2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Price } from '@/client/components/ui/price';
import { moneyState } from '@/common/payment-state';
import type { BoardOrder } from '../../orders.admin.schema';

type Money = Pick<BoardOrder, 'status' | 'paymentStatus' | 'totalFils' | 'refundedFils'> &
  Partial<Pick<BoardOrder, 'paymentMethod'>>;

/**
 * What the runner does about money at the car, large: "Collect AED 48.00" on an unpaid order,
 * "Paid" on a paid one; a cancelled or wholly refunded order says so and never reads "Paid".
 */
export function CollectLabel({ order, className = '' }: { order: Money; className?: string }) {
  const { t } = useTranslation('admin-orders');
  const state = moneyState(order);
  const base = `inline-flex items-center gap-1.5 rounded-xl px-3 py-1 font-black ${className}`;
  // Paid online with the card held: nothing to collect, the money is taken at the hand-over.
  if (state.kind === 'collect' && order.paymentMethod === 'online')
    return (
      <p data-money="held" className={`${base} bg-brand-100 text-lg text-brand-900`}>
        <CreditCard aria-hidden="true" className="h-5 w-5 shrink-0" />
        {t('collect.heldOnline')}
      </p>
    );
  if (state.kind === 'collect')
    return (
      <p data-money="collect" className={`${base} bg-amber-300 text-xl text-stone-950`}>
        <HandCoins aria-hidden="true" className="h-6 w-6 shrink-0" />
        {t('collect.due')} <Price fils={state.fils} />
      </p>
    );
  if (state.kind === 'paid')
    return (
      <p data-money="paid" className={`${base} bg-brand-100 text-lg text-brand-900`}>
        <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0" />
        {t('paymentStatus.paid')}
      </p>
    );
  const Icon = state.kind === 'refunded' ? Undo2 : XCircle;
  return (
    <p data-money={state.kind} className={`${base} bg-stone-200 text-lg text-stone-800`}>
      <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
      {t(`collect.${state.kind}`)}
    </p>
  );
}
