import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '@/client/components/ui/price';
import { formatShopDateTime } from '@/common/dates';
import {
  CANCEL_REASONS,
  isOneOf,
  PAYMENT_METHODS,
  REFUND_REASONS,
  UNPAID_HANDOVER_REASONS,
  type OrderStatus,
} from '@/common/domain';
import type { Locale } from '@/common/locales';
import type { AdminOrderDetail } from '../../orders.admin.schema';
import { adminHref } from '@/common/admin-paths';
import { isolateAuto } from '@/common/text';

type HistoryEvent = AdminOrderDetail['history'][number];

/** What happened, in one line: a move, the arrival, the payment, a refund, a corrected method. */
function What({ e }: { e: HistoryEvent }) {
  const { t } = useTranslation('admin-orders');
  const status = (s: OrderStatus) => t(`orderStatus.${s}`, { ns: 'common' });
  // A method as the event recorded it (untyped details): its name, or the value itself if unknown.
  const method = (m: unknown) => (isOneOf(PAYMENT_METHODS, m) ? t(`paymentMethod.${m}`) : String(m));
  const detail = e.detail ?? {};
  if (e.kind === 'arrived')
    return typeof detail.bay === 'string'
      ? t('view.arrivedAtBay', { bay: isolateAuto(detail.bay) })
      : t('view.arrived');
  if (e.kind === 'paid')
    return detail.unpaid
      ? t('money.historyUnpaid')
      : detail.method
        ? t('pay.historyPaid', { method: method(detail.method) })
        : t('view.paid');
  if (e.kind === 'method')
    return t('money.historyMethod', {
      from: method(detail.from),
      to: method(detail.to),
    });
  if (e.kind === 'refund')
    return (
      <>
        {t('money.historyRefund', { amount: '' })}
        <Price fils={Number(detail.amountFils)} />
      </>
    );
  if (e.from === null) return t('view.placed');
  const moved = t('view.changed', { from: status(e.from), to: status(e.to) });
  return detail.unpaid ? `${moved} · ${t('handover.history')}` : moved;
}

/** Cash at the car: what the customer handed over and the change given back (issue 35). */
function Change({ e }: { e: HistoryEvent }) {
  const { t } = useTranslation('admin-orders');
  const d = e.detail ?? {};
  if (e.kind !== 'paid' || typeof d.tenderedFils !== 'number') return null;
  return (
    <p className="text-sm text-stone-800">
      {t('pay.historyTendered')} <Price fils={d.tenderedFils} /> · {t('pay.historyChangeGiven')}{' '}
      <Price fils={Number(d.changeFils)} />
    </p>
  );
}

/** A reason from the lists in words (cancellation's or refund's); a step back's is staff's own text. */
function useReason(e: HistoryEvent) {
  const { t } = useTranslation('admin-orders');
  if (!e.reason) return null;
  const r = e.reason;
  const words =
    e.detail?.unpaid && isOneOf(UNPAID_HANDOVER_REASONS, r)
      ? t(`handover.reasons.${r}`)
      : isOneOf(CANCEL_REASONS, r)
        ? t(`money.cancelReasons.${r}`)
        : isOneOf(REFUND_REASONS, r)
          ? t(`money.refundReasons.${r}`)
          : r;
  return t('money.historyReason', { reason: words });
}

function Entry({ e, orderId, locale }: { e: HistoryEvent; orderId?: string; locale: Locale }) {
  const { t } = useTranslation('admin-orders');
  const reason = useReason(e);
  const cn = e.kind === 'refund' && typeof e.detail?.number === 'string' ? e.detail.number : null;
  return (
    <li className="relative">
      <span
        aria-hidden="true"
        className="absolute -start-[1.4rem] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand-700"
      />
      <p className="font-semibold text-stone-900">
        <What e={e} />
      </p>
      <Change e={e} />
      {reason && <p className="text-sm text-stone-800">{reason}</p>}
      {e.note && (
        <p className="text-sm text-stone-800">
          <bdi>{e.note}</bdi>
        </p>
      )}
      {cn && orderId && (
        <Link
          to={adminHref('creditNote', { id: orderId, number: Number(cn.slice(3)) })}
          className="text-sm font-semibold text-brand-800 underline"
        >
          {t('money.creditNote', { number: '' })}
          <bdi dir="ltr">{cn}</bdi>
        </Link>
      )}
      <p className="text-sm text-stone-600">
        <time dateTime={e.at}>{formatShopDateTime(e.at, locale)}</time>
        {' · '}
        {e.by
          ? e.by.staff
            ? t('view.by', { name: e.by.name })
            : t('view.byCustomer')
          : e.kind === 'arrived'
            ? t('view.byCustomer')
            : t('view.bySystem')}
      </p>
    </li>
  );
}

/**
 * Every status change (a cancellation or a step back with its reason), the customer's arrival at
 * the car, the payment, each refund with its credit note, and each corrected payment method,
 * oldest first: what, who, when.
 */
export function OrderHistory({
  history,
  locale,
  orderId,
}: {
  history: AdminOrderDetail['history'];
  locale: Locale;
  /** Links each refund to its credit note. */
  orderId?: string;
}) {
  return (
    <ol className="space-y-3 border-s-2 border-stone-200 ps-4">
      {history.map((e, i) => (
        <Entry key={i} e={e} orderId={orderId} locale={locale} />
      ))}
    </ol>
  );
}
