import { UserRound, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { OrderStatusBadge } from '@/client/components/ui/order-status-badge';
import { useLocale } from '@/client/lib/use-locale';
import type { BoardOrder } from '../../orders.admin.schema';
import { AtTheCar, OnTheWay, PaidState, PaymentChip, Promised, Waiting } from './board-card-parts';
import { isOpen, NEXT_STEP, type BoardMove } from './board-rules';
import { mayCancel } from './allowed-actions';
import { CollectLabel } from './collect-label';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { CarPlate, OrderNumber } from './order-bits';
import { nameIn } from './order-names';
import { LineNote, LineOptions } from './line-extras';
import { useAdminSlots } from '@/client/components/admin/admin-slots';
import { pick } from '@/common/locales';

/** The card's look: a customer who just said "I'm here", an order nobody has seen, at the car, done. */
function frame(order: BoardOrder, unseen: boolean, arrivedFresh: boolean) {
  if (arrivedFresh) return 'border-sky-500 bg-sky-50 shadow-lg ring-4 ring-sky-400';
  if (unseen) return 'cursor-pointer border-citrus-500 bg-citrus-50 shadow-lg ring-4 ring-citrus-400';
  if (order.arrivedAt && isOpen(order)) return 'border-sky-400 bg-white ring-2 ring-sky-300';
  if (order.status === 'ready') return 'border-brand-300 bg-brand-50/60';
  return order.status === 'completed' ? 'border-stone-200 bg-stone-50' : 'border-stone-200 bg-white';
}

/**
 * One order on the live board: the car plate large (how staff find the car), the number to call
 * out, what to bring with sizes, the options that differ from the default and the customer's
 * notes, how long it has waited, and one big button to move it along (an action: Start
 * preparing, Mark ready, Hand over). A received order nobody has seen yet stays highlighted; a
 * tap anywhere on it says it has been seen (`onSeen`).
 * `column`: a narrow status column on a tablet or desktop; `list`: the phone's single list.
 */
export function BoardCard({
  order,
  clockOffset,
  unseen,
  layout,
  busy,
  arrivedFresh = false,
  onAdvance,
  onCancel,
  onPaid,
  onSeen,
}: {
  order: BoardOrder;
  /** The server's clock minus the device's, in ms. */
  clockOffset: number;
  /** Received and not yet acknowledged by anyone. */
  unseen: boolean;
  layout: 'column' | 'list';
  busy: boolean;
  /** The customer has just said "I'm here" (highlighted for a few seconds). */
  arrivedFresh?: boolean;
  onAdvance: (order: BoardOrder, to: BoardMove) => void;
  onCancel: (order: BoardOrder) => void;
  onPaid: (order: BoardOrder) => void;
  onSeen?: (order: BoardOrder) => void;
}) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const { OrderActions } = useAdminSlots();
  const role = useStaffMe().data?.role;
  const next = isOpen(order) ? NEXT_STEP[order.status] : null;
  const done = order.status === 'completed';

  return (
    // A tap anywhere on a new card acknowledges it; its buttons (keyboard too) do as well.
    <article
      aria-labelledby={`card-${order.id}`}
      data-order={order.number}
      data-status={order.status}
      data-unseen={unseen ? 'true' : undefined}
      tabIndex={-1} // the At-the-car strip brings it into view and focuses it
      onClick={unseen && onSeen ? () => onSeen(order) : undefined}
      className={`scroll-mt-40 rounded-2xl border p-4 shadow-sm transition-colors duration-700 focus:outline-4 focus:outline-offset-2 focus:outline-sky-600 ${frame(order, unseen, arrivedFresh)}`}
    >
      <header className="flex flex-wrap items-center gap-2">
        <OrderNumber
          number={order.number}
          className={done ? 'text-lg text-stone-800' : 'text-2xl text-stone-900'}
        />
        {unseen && (
          <span className="rounded-full bg-citrus-700 px-2.5 py-0.5 text-sm font-bold text-white">
            {t('board.new')}
          </span>
        )}
        <span className="ms-auto">
          <Waiting order={order} clockOffset={clockOffset} />
        </span>
      </header>
      {unseen && <p className="mt-1 text-sm font-semibold text-citrus-900">{t('board.tapToSee')}</p>}
      <h3 id={`card-${order.id}`} className="mt-2">
        <CarPlate order={order} size={done ? 'sm' : layout === 'list' ? 'lg' : 'md'} />
      </h3>
      {!done && order.promisedAt && (
        <p className="mt-2">
          <Promised order={order} clockOffset={clockOffset} />
        </p>
      )}
      {!done && <AtTheCar order={order} clockOffset={clockOffset} />}
      {!done && <OnTheWay order={order} clockOffset={clockOffset} />}
      <CollectLabel order={order} className="mt-2" />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <span className="me-auto font-semibold text-stone-900">{order.customerName}</span>
        {layout === 'list' && <OrderStatusBadge status={order.status} size="sm" />}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
        {/* Credited to nobody (or a shop without employees): the card says nothing about it. */}
        {order.employee && (
          <span className="flex items-center gap-1">
            <UserRound aria-hidden="true" className="h-4 w-4" />
            {nameIn(order.employee, locale)}
          </span>
        )}
        <PaymentChip method={order.paymentMethod} label={t(`paymentMethod.${order.paymentMethod}`)} />
        <PaidState order={order} busy={busy} onPaid={onPaid} />
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
                {pick(item, 'sizeName', locale)}
              </span>
              <LineOptions options={item.options} size={done ? 'sm' : 'lg'} />
              <LineNote note={item.note} size={done ? 'sm' : 'lg'} />
            </div>
          </li>
        ))}
      </ul>
      {OrderActions && <OrderActions orderId={order.id} className="mt-3" />}
      {next && (
        <div className="mt-4 flex items-stretch gap-2">
          {mayCancel(role, order) && (
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
          )}
          <Button
            variant={next.to === 'processing' ? 'accent' : 'primary'}
            className="h-14 min-w-0 flex-1 !rounded-2xl !text-lg"
            disabled={busy}
            onClick={(e) => {
              e.stopPropagation(); // moving it on acknowledges it on the server
              onAdvance(order, next.to);
            }}
          >
            {t(next.label)}
          </Button>
        </div>
      )}
    </article>
  );
}
