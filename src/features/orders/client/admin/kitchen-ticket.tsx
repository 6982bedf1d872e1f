import { Banknote, Car } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlateBadge } from '@/client/components/plate-badge';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/lib/use-locale';
import type { BoardOrder } from '../../orders.admin.schema';
import { BayBadge, PaymentChip } from './board-card-parts';
import { CollectLabel } from './collect-label';
import { elapsedText, NEXT_STEP, type BoardMove, type OpenStatus } from './board-rules';
import { useNow } from './board-hooks';
import { LineNote, LineOptions } from './line-extras';
import { OrderNumber } from './order-bits';
import { nameIn } from './order-names';
import { pick } from '@/common/locales';

/** Each state's colour, the same as its badge elsewhere: received amber, being prepared blue, ready violet. */
const BAR: Record<OpenStatus, string> = {
  pending: 'bg-amber-400 text-stone-950',
  processing: 'bg-sky-700 text-white',
  ready: 'bg-violet-700 text-white',
};
/** The next step's button, in the colour of the state it leads to (ready violet, handed over green). */
const BUTTON: Record<OpenStatus, string> = {
  pending: '!bg-sky-700 !text-white hover:!bg-sky-600',
  processing: '!bg-violet-700 !text-white hover:!bg-violet-600',
  ready: '!bg-brand-700 !text-white hover:!bg-brand-600',
};

/** How long it has waited: plain, amber after 10 minutes, red after 20. */
function Age({ order, clockOffset }: { order: BoardOrder; clockOffset: number }) {
  const { t } = useTranslation('admin-orders');
  const waited = useNow() + clockOffset - Date.parse(order.createdAt);
  const minutes = waited / 60_000;
  const text = elapsedText(t, waited) ?? t('board.justIn');
  return (
    <span
      className={`shrink-0 rounded-lg px-1.5 py-0.5 text-base font-extrabold whitespace-nowrap tabular-nums ${
        minutes >= 20 ? 'bg-red-700 text-white' : minutes >= 10 ? 'bg-amber-200 text-amber-950' : ''
      }`}
    >
      {text}
    </span>
  );
}

/**
 * One order in kitchen mode, read at arm's length: the state and the order number on a coloured
 * bar, the plate large, what to make, and one big button for the next step. A customer at the
 * car shows since when and their note; a new order nobody has seen glows until tapped.
 */
export function KitchenTicket({
  order,
  clockOffset,
  unseen,
  busy,
  onAdvance,
  onPaid,
  onSeen,
}: {
  order: BoardOrder & { status: OpenStatus };
  clockOffset: number;
  unseen: boolean;
  busy: boolean;
  onAdvance: (order: BoardOrder, to: BoardMove) => void;
  onPaid: (order: BoardOrder) => void;
  onSeen: (order: BoardOrder) => void;
}) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const now = useNow() + clockOffset;
  const next = NEXT_STEP[order.status];
  const atCar = order.arrivedAt ? elapsedText(t, now - Date.parse(order.arrivedAt)) : null;
  return (
    <article
      aria-labelledby={`ticket-${order.id}`}
      data-order={order.number}
      data-status={order.status}
      data-unseen={unseen ? 'true' : undefined}
      onClick={unseen ? () => onSeen(order) : undefined}
      className={`mb-3 flex break-inside-avoid flex-col overflow-hidden rounded-2xl bg-white shadow-lg ${
        unseen ? 'cursor-pointer ring-4 ring-citrus-500' : order.arrivedAt ? 'ring-4 ring-sky-400' : ''
      }`}
    >
      <header
        className={`flex items-center gap-2 px-3 py-1.5 ${unseen ? 'bg-citrus-700 text-white' : BAR[order.status]}`}
      >
        <OrderNumber number={order.number} className="text-[2rem] leading-tight font-black" />
        <span className="min-w-0 flex-1 truncate text-sm font-bold">
          {unseen ? t('board.new') : t(`board.columns.${order.status}`)}
        </span>
        <Age order={order} clockOffset={clockOffset} />
      </header>
      <div className="flex flex-1 flex-col gap-1.5 px-3 pt-1.5 pb-2">
        <h2 id={`ticket-${order.id}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <PlateBadge
            plate={order.plate}
            text={order.carPlate}
            size="lg"
            className="!py-0 !text-[2.5rem] leading-tight"
          />
        </h2>
        {order.arrivedAt && (
          <p
            data-arrived="true"
            className="flex flex-wrap items-center gap-x-2 rounded-xl bg-sky-100 px-3 py-1 text-base text-sky-950"
          >
            <Car aria-hidden="true" className="h-5 w-5 shrink-0" />
            <span className="font-extrabold">{t('board.atTheCar')}</span>
            <span className="font-semibold">
              {atCar ? t('board.arrivedAgo', { time: atCar }) : t('board.arrivedNow')}
            </span>
            {order.bayName && <BayBadge name={order.bayName} />}
            {order.arrivalNote && <bdi className="basis-full font-bold">{order.arrivalNote}</bdi>}
          </p>
        )}
        <CollectLabel order={order} className="self-start !py-0.5" />
        <ul className="space-y-0.5 text-lg 2xl:text-xl">
          {order.items.map((item, i) => (
            <li key={i} className="flex items-baseline gap-2 leading-snug">
              <bdi dir="ltr" className="min-w-8 font-black text-brand-800">
                {item.quantity}×
              </bdi>
              <div className="min-w-0 flex-1">
                <span className="font-bold text-stone-950">{nameIn(item, locale)}</span>{' '}
                <span className="rounded-md bg-stone-200 px-1.5 text-[0.8em] font-bold whitespace-nowrap text-stone-900">
                  {pick(item, 'sizeName', locale)}
                </span>
                <LineOptions options={item.options} size="lg" />
                <LineNote note={item.note} size="lg" />
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
          <span className="min-w-0 truncate font-semibold text-stone-900">{order.customerName}</span>
          <PaymentChip method={order.paymentMethod} label={t(`paymentMethod.${order.paymentMethod}`)} />
        </p>
      </div>
      <div className="flex shrink-0">
        <Button
          className={`h-12 min-w-0 flex-1 !rounded-none !text-xl font-extrabold ${BUTTON[order.status]}`}
          disabled={busy}
          onClick={(e) => {
            e.stopPropagation(); // moving it on acknowledges it on the server
            onAdvance(order, next.to);
          }}
        >
          {t(next.label)}
        </Button>
        {/* Payment is taken as it is handed over: beside "Hand over", on a ready, unpaid order. */}
        {order.status === 'ready' && order.paymentStatus === 'unpaid' && (
          <Button
            variant="outline"
            className="h-12 shrink-0 !rounded-none !border-0 !border-s !border-stone-300 !text-base"
            disabled={busy}
            onClick={() => onPaid(order)}
          >
            <Banknote aria-hidden="true" className="h-5 w-5" />
            {t('board.markPaid')}
          </Button>
        )}
      </div>
    </article>
  );
}
