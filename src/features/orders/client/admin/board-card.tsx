import { Banknote, Car, CheckCircle2, Clock, Timer, UserRound, X } from 'lucide-react';
import { formatShopTime } from '@/common/dates';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { OrderStatusBadge } from '@/client/components/ui/order-status-badge';
import { useLocale } from '@/client/lib/use-locale';
import { PAYMENT_ICONS } from '@/features/payments/client';
import type { BoardOrder } from '../../orders.admin.schema';
import { useNow } from './board-hooks';
import { CarPlate, OrderNumber } from './order-bits';
import { nameIn } from './order-names';
import { LineNote, LineOptions } from './line-extras';
import { PrintTicketButton } from '@/features/printing/client/admin';

/** "4 min", "1 h 5 min" (null under a minute). */
function elapsedText(t: TFunction<'admin-orders'>, ms: number): string | null {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return null;
  if (minutes < 60) return t('board.minutes', { count: minutes });
  return t('board.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** Waiting time turns amber after 10 minutes and red after 20. */
const urgency = (minutes: number) =>
  minutes >= 20
    ? 'bg-red-100 text-red-900'
    : minutes >= 10
      ? 'bg-amber-100 text-amber-900'
      : 'bg-stone-100 text-stone-800';

const NEXT = { pending: 'processing', processing: 'completed' } as const;

/** How long the order has waited (or since it was completed), by the server's clock. */
function Waiting({ order, clockOffset }: { order: BoardOrder; clockOffset: number }) {
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
function Promised({ order, clockOffset }: { order: BoardOrder; clockOffset: number }) {
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

/** The customer said "I'm here": since when (by the server's clock) and their note. */
function AtTheCar({ order, clockOffset }: { order: BoardOrder; clockOffset: number }) {
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
      {order.arrivalNote && (
        <p className="mt-0.5 text-sm">
          <bdi>{order.arrivalNote}</bdi>
        </p>
      )}
    </div>
  );
}

/** How the customer pays: staff bring the card terminal or change for cash. */
function PaymentChip({ method, label }: { method: BoardOrder['paymentMethod']; label: string }) {
  const Icon = PAYMENT_ICONS[method];
  return (
    <span data-payment={method} className="flex items-center gap-1 font-semibold text-stone-800">
      <Icon aria-hidden="true" className="h-4 w-4" />
      {label}
    </span>
  );
}

/**
 * One order on the live board: the car plate large (how staff find the car), the number to call
 * out, what to bring with sizes, the options that differ from the default and the customer's
 * notes, how long it has waited, and one big button to move it along.
 * `column`: a narrow status column on a tablet or desktop; `list`: the phone's single list.
 */
export function BoardCard({
  order,
  clockOffset,
  fresh,
  layout,
  busy,
  arrivedFresh = false,
  onAdvance,
  onCancel,
  onPaid,
}: {
  order: BoardOrder;
  /** The server's clock minus the device's, in ms. */
  clockOffset: number;
  fresh: boolean;
  layout: 'column' | 'list';
  busy: boolean;
  /** The customer has just said "I'm here" (highlighted for a few seconds). */
  arrivedFresh?: boolean;
  onAdvance: (order: BoardOrder, to: 'processing' | 'completed') => void;
  onCancel: (order: BoardOrder) => void;
  onPaid: (order: BoardOrder) => void;
}) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const next = order.status === 'pending' || order.status === 'processing' ? NEXT[order.status] : null;
  const done = order.status === 'completed';

  return (
    <article
      aria-labelledby={`card-${order.id}`}
      data-order={order.number}
      data-status={order.status}
      className={`rounded-2xl border p-4 shadow-sm transition-colors duration-700 ${
        arrivedFresh
          ? 'border-sky-500 bg-sky-50 shadow-lg ring-4 ring-sky-400'
          : fresh
            ? 'border-citrus-500 bg-citrus-50 shadow-lg ring-4 ring-citrus-400'
            : order.arrivedAt && !done
              ? 'border-sky-400 bg-white ring-2 ring-sky-300'
              : done
                ? 'border-stone-200 bg-stone-50'
                : 'border-stone-200 bg-white'
      }`}
    >
      <header className="flex flex-wrap items-center gap-2">
        <OrderNumber
          number={order.number}
          className={done ? 'text-lg text-stone-800' : 'text-2xl text-stone-900'}
        />
        {fresh && (
          <span className="rounded-full bg-citrus-700 px-2.5 py-0.5 text-sm font-bold text-white">
            {t('board.new')}
          </span>
        )}
        <span className="ms-auto">
          <Waiting order={order} clockOffset={clockOffset} />
        </span>
      </header>
      <h3 id={`card-${order.id}`} className="mt-2">
        <CarPlate order={order} size={done ? 'sm' : layout === 'list' ? 'lg' : 'md'} />
      </h3>
      {!done && order.promisedAt && (
        <p className="mt-2">
          <Promised order={order} clockOffset={clockOffset} />
        </p>
      )}
      {!done && <AtTheCar order={order} clockOffset={clockOffset} />}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <span className="me-auto font-semibold text-stone-900">{order.customerName}</span>
        {layout === 'list' && <OrderStatusBadge status={order.status} size="sm" />}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
        <span className="flex items-center gap-1">
          <UserRound aria-hidden="true" className="h-4 w-4" />
          {order.employee ? nameIn(order.employee, locale) : t('board.unassigned')}
        </span>
        <PaymentChip method={order.paymentMethod} label={t(`paymentMethod.${order.paymentMethod}`)} />
        {order.paymentStatus === 'paid' ? (
          <span
            data-paid="true"
            className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 font-bold text-brand-900"
          >
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
            {t('paymentStatus.paid')}
          </span>
        ) : (
          <>
            <span className="rounded-full bg-amber-100 px-2 py-0.5 font-bold text-amber-900">
              {t('paymentStatus.unpaid')}
            </span>
            <Button
              variant="outline"
              size="sm"
              className="ms-auto"
              disabled={busy}
              onClick={() => onPaid(order)}
            >
              <Banknote aria-hidden="true" className="h-4 w-4" />
              {t('board.markPaid')}
            </Button>
          </>
        )}
      </p>
      <ul className={`mt-3 space-y-1 border-t border-stone-200 pt-3 ${done ? 'text-sm' : 'text-lg'}`}>
        {order.items.map((item, i) => (
          <li key={i} className="flex items-baseline gap-2 leading-snug">
            <bdi dir="ltr" className="min-w-8 font-black text-brand-800">
              {item.quantity}×
            </bdi>
            <div className="min-w-0 flex-1">
              <span className="font-semibold text-stone-900">{nameIn(item, locale)}</span>{' '}
              <span className="rounded-md bg-stone-200/70 px-1.5 text-[0.85em] font-semibold whitespace-nowrap text-stone-800">
                {t(`sizes.${item.size}`, { ns: 'common' })}
              </span>
              <LineOptions options={item.options} size={done ? 'sm' : 'lg'} />
              <LineNote note={item.note} size={done ? 'sm' : 'lg'} />
            </div>
          </li>
        ))}
      </ul>
      <PrintTicketButton orderId={order.id} className="mt-3" />
      {next && (
        <div className="mt-4 flex items-stretch gap-2">
          <Button
            variant="outline"
            className={`h-14 shrink-0 !rounded-2xl text-red-800 ${layout === 'column' ? 'w-14 !px-0' : ''}`}
            disabled={busy}
            aria-label={layout === 'column' ? t('board.cancel') : undefined}
            title={t('board.cancel')}
            onClick={() => onCancel(order)}
          >
            <X aria-hidden="true" className="h-5 w-5" />
            {layout === 'list' && t('board.cancel')}
          </Button>
          <Button
            variant={next === 'processing' ? 'accent' : 'primary'}
            className="h-14 min-w-0 flex-1 !rounded-2xl !text-lg"
            disabled={busy}
            onClick={() => onAdvance(order, next)}
          >
            {next === 'processing' ? t('board.start') : t('board.complete')}
          </Button>
        </div>
      )}
    </article>
  );
}
