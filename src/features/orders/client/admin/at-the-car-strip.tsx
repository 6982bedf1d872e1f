import { Car } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OrderStatusBadge } from '@/client/components/ui/order-status-badge';
import type { BoardOrder } from '../../orders.admin.schema';
import { useNow } from './board-hooks';
import { atTheCar, elapsedText } from './board-rules';
import { BayBadge } from './board-card-parts';
import { CarPlate } from './order-bits';

/** Brings a board card into view and puts the focus on it (the strip's tap). */
function bringCard(number: number) {
  const card = document.querySelector<HTMLElement>(`article[data-order="${number}"]`);
  if (!card) return;
  card.scrollIntoView({ block: 'center', behavior: 'smooth' });
  card.focus({ preventScroll: true });
}

/**
 * "At the car": every customer who tapped "I'm here" and has not been handed their order yet,
 * who came first first, above the board's columns at every width and kept in sight while the
 * board scrolls: the plate, the bay note, how long they have waited (by the server's clock) and
 * the order's state. A tap brings that order's card into view. Nothing when nobody waits.
 */
export function AtTheCarStrip({
  orders,
  clockOffset,
}: {
  orders: readonly BoardOrder[];
  clockOffset: number;
}) {
  const { t } = useTranslation('admin-orders');
  const now = useNow() + clockOffset;
  const waiting = atTheCar(orders);
  if (waiting.length === 0) return null;
  return (
    <section
      aria-labelledby="at-the-car"
      data-at-the-car-strip
      className="sticky top-0 z-10 mb-4 rounded-2xl border-2 border-sky-500 bg-sky-50 p-2 shadow-md"
    >
      <h2 id="at-the-car" className="flex items-center gap-2 px-1 pb-1 text-base font-extrabold text-sky-950">
        <Car aria-hidden="true" className="h-5 w-5" />
        {t('board.atTheCar')}
        <span className="rounded-full bg-sky-700 px-2.5 text-sm text-white tabular-nums">
          {waiting.length}
        </span>
      </h2>
      <ul className="relative flex gap-2 overflow-x-auto pb-1">
        {waiting.map((o) => {
          const since = elapsedText(t, now - Date.parse(o.arrivedAt!));
          return (
            <li key={o.id} className="shrink-0">
              <button
                type="button"
                data-at-car={o.number}
                onClick={() => bringCard(o.number)}
                className="flex max-w-72 min-h-11 flex-col items-start gap-1 rounded-xl border border-sky-300 bg-white px-3 py-2 text-start shadow-sm hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-sky-700"
              >
                <span className="flex items-center gap-2">
                  <CarPlate order={o} size="sm" />
                  <span className="text-sm font-extrabold whitespace-nowrap text-sky-950">
                    {since ? t('board.waiting', { time: since }) : t('board.arrivedNow')}
                  </span>
                </span>
                <span className="flex max-w-full items-center gap-2">
                  <OrderStatusBadge status={o.status} size="sm" />
                  {o.bayName && <BayBadge name={o.bayName} size="sm" />}
                  {o.arrivalNote && (
                    <bdi className="truncate text-sm font-semibold text-stone-800">{o.arrivalNote}</bdi>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
