import { Banknote, Car, Clock, Navigation, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopTime } from '@/common/dates';
import { PAYMENT_ICONS } from '@/features/payments/client';
import { approachState, distanceParts } from '../../approach';
import type { BoardOrder } from '../../orders.admin.schema';
import { useNow } from './board-hooks';
import { elapsedText } from './board-rules';

/** Waiting time turns amber after 10 minutes and red after 20. */
const urgency = (minutes: number) =>
  minutes >= 20
    ? 'bg-red-100 text-red-900'
    : minutes >= 10
      ? 'bg-amber-100 text-amber-900'
      : 'bg-stone-100 text-stone-800';

/** How long the order has waited (or since it was completed), by the server's clock. */
export function Waiting({ order, clockOffset }: { order: BoardOrder; clockOffset: number }) {
  const { t } = useTranslation('admin-orders');
  const now = useNow() + clockOffset;
  if (order.status === 'completed') {
    const done = order.completedAt ? elapsedText(t, now - Date.parse(order.completedAt)) : null;
    return (
      <span className="text-sm text-stone-700">
        {done ? t('board.completedAgo', { time: done }) : t('board.doneJustNow')}
      </span>
    );
  }
  const waited = now - Date.parse(order.createdAt);
  const text = elapsedText(t, waited);
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-sm font-bold whitespace-nowrap ${urgency(waited / 60_000)}`}
    >
      <Clock aria-hidden="true" className="h-4 w-4" />
      {text ? t('board.waiting', { time: text }) : t('board.justIn')}
    </span>
  );
}

/** The time promised to the customer, and how late it is once passed (by the server's clock). */
export function Promised({ order, clockOffset }: { order: BoardOrder; clockOffset: number }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const now = useNow() + clockOffset;
  if (!order.promisedAt) return null;
  const late = now - Date.parse(order.promisedAt);
  const lateText = late >= 60_000 ? elapsedText(t, late) : null;
  return (
    <span
      data-late={lateText ? 'true' : 'false'}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-sm font-bold whitespace-nowrap ${lateText ? 'bg-red-700 text-white' : 'bg-brand-50 text-brand-900'}`}
    >
      <Timer aria-hidden="true" className="h-4 w-4" />
      {lateText
        ? t('board.late', { time: lateText })
        : t('board.promised', { time: formatShopTime(order.promisedAt, locale) })}
    </span>
  );
}

/** The bay the customer is at (its QR code, issue 39), large: where the runner walks to. */
export function BayBadge({ name, size = 'lg' }: { name: string; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation('admin-orders');
  return (
    <span
      data-bay={name}
      className="inline-flex items-baseline gap-1.5 rounded-lg bg-sky-800 px-2.5 py-0.5 text-white"
    >
      <span className={size === 'lg' ? 'text-base font-bold' : 'text-sm font-bold'}>{t('board.bay')}</span>
      <bdi
        className={size === 'lg' ? 'text-3xl leading-tight font-black' : 'text-xl leading-tight font-black'}
      >
        {name}
      </bdi>
    </span>
  );
}

/** The customer said "I'm here": since when (by the server's clock), the bay and their note. */
export function AtTheCar({ order, clockOffset }: { order: BoardOrder; clockOffset: number }) {
  const { t } = useTranslation('admin-orders');
  const now = useNow() + clockOffset;
  if (!order.arrivedAt) return null;
  const since = elapsedText(t, now - Date.parse(order.arrivedAt));
  return (
    <div data-arrived="true" className="mt-2 rounded-xl bg-sky-100 px-3 py-2 text-sky-950">
      <p className="flex flex-wrap items-center gap-x-2 font-extrabold">
        <Car aria-hidden="true" className="h-5 w-5" />
        {t('board.atTheCar')}
        <span className="font-semibold">
          {since ? t('board.arrivedAgo', { time: since }) : t('board.arrivedNow')}
        </span>
      </p>
      {order.bayName && (
        <p className="mt-1">
          <BayBadge name={order.bayName} />
        </p>
      )}
      {order.arrivalNote && (
        <p className="mt-0.5 text-sm">
          <bdi>{order.arrivalNote}</bdi>
        </p>
      )}
    </div>
  );
}

/**
 * "On my way" (issue 39): how far the customer's car is, as their phone last said ("4 min away ·
 * 2.1 km"), or the minutes they chose by hand; once the phone has been quiet for 90 s, when it
 * was last heard, never a promise the figures no longer keep.
 */
export function OnTheWay({ order, clockOffset }: { order: BoardOrder; clockOffset: number }) {
  const { t } = useTranslation('admin-orders');
  const now = useNow() + clockOffset;
  const approach = order.approach;
  if (!approach || order.arrivedAt) return null;
  const state = approachState(approach, now);
  const distance = () => {
    const { unit, value } = distanceParts(approach.metres ?? 0);
    return unit === 'km' ? t('board.approach.km', { km: value }) : t('board.approach.m', { m: value });
  };
  const where =
    approach.metres === null
      ? t('board.approach.awaySaid', { count: approach.minutes })
      : approach.minutes === 0
        ? t('board.approach.almostHere', { distance: distance() })
        : t('board.approach.away', { count: approach.minutes, distance: distance() });
  return (
    <div
      data-approach={state.fresh ? 'fresh' : 'stale'}
      className={`mt-2 rounded-xl px-3 py-2 ${state.fresh ? 'bg-violet-100 text-violet-950' : 'bg-stone-100 text-stone-700'}`}
    >
      <p className="flex flex-wrap items-center gap-x-2 font-extrabold">
        <Navigation aria-hidden="true" className="h-5 w-5" />
        {t('board.approach.onTheWay')}
        <span className="font-semibold">{where}</span>
      </p>
      {!state.fresh && (
        <p className="mt-0.5 text-sm font-semibold">
          {t('board.approach.lastSeen', { time: t('board.minutes', { count: state.minutesAgo }) })}
        </p>
      )}
    </div>
  );
}

/** How the customer pays: staff bring the card terminal or change for cash. */
export function PaymentChip({ method, label }: { method: BoardOrder['paymentMethod']; label: string }) {
  const Icon = PAYMENT_ICONS[method];
  return (
    <span data-payment={method} className="flex items-center gap-1 font-semibold text-stone-800">
      <Icon aria-hidden="true" className="h-4 w-4" />
      {label}
    </span>
  );
}

/** The one-tap "Mark paid" of an unpaid order (cash or card at the car); the money state is `CollectLabel`'s. */
export function PaidState({
  order,
  busy,
  onPaid,
  large = false,
}: {
  order: BoardOrder;
  busy: boolean;
  onPaid: (order: BoardOrder) => void;
  large?: boolean;
}) {
  const { t } = useTranslation('admin-orders');
  // Paid online: Stripe settles it (a held card is taken at the hand-over), never a tap here.
  if (order.paymentStatus === 'paid' || order.status === 'cancelled' || order.paymentMethod === 'online')
    return null;
  return (
    <Button
      variant="outline"
      size={large ? 'md' : 'sm'}
      className="ms-auto"
      disabled={busy}
      onClick={() => onPaid(order)}
    >
      <Banknote aria-hidden="true" className="h-4 w-4" />
      {t('board.markPaid')}
    </Button>
  );
}
