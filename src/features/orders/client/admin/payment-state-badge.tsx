import { useTranslation } from 'react-i18next';
import { paymentStateOf, type PaymentFacts, type PaymentState } from '@/common/payment-state';

const STATE_COLOURS: Record<PaymentState, string> = {
  unpaid: 'bg-amber-50 text-amber-900 ring-amber-300',
  paid: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  partly_refunded: 'bg-sky-50 text-sky-900 ring-sky-300',
  refunded: 'bg-stone-100 text-stone-800 ring-stone-300',
  voided: 'bg-stone-100 text-stone-700 ring-stone-300',
};

/** Paid, unpaid, partly refunded, refunded or voided: the one rule every screen and document reads. */
export function PaymentStateBadge({ order }: { order: PaymentFacts }) {
  const { t } = useTranslation('admin-orders');
  const state = paymentStateOf(order);
  return (
    <span
      data-payment-state={state}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${STATE_COLOURS[state]}`}
    >
      {t(`paymentState.${state}`)}
    </span>
  );
}
