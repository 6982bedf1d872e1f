import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopTime, shopDay } from '@/common/dates';
import type { BoardOrder } from '../../orders.admin.schema';
import { laterOrders } from './board-rules';
import { CarPlate } from './order-bits';
import { useStartNow } from './orders-api';

/**
 * The Later lane (decision 079): orders placed for a later time, the soonest first, above the
 * board's columns: the time chosen (tomorrow's said so), the number, the plate and the drinks.
 * Each moves to Received by itself when its preparation should start; Start Now starts it early.
 * Nothing when no order waits.
 */
export function LaterLane({ orders, clockOffset }: { orders: readonly BoardOrder[]; clockOffset: number }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const start = useStartNow();
  const later = laterOrders(orders);
  if (later.length === 0) return null;
  const today = shopDay(new Date(Date.now() + clockOffset));
  return (
    <section
      aria-labelledby="later-lane"
      data-column="scheduled"
      className="mb-4 rounded-2xl border-2 border-teal-400 bg-teal-50 p-2"
    >
      <h2 id="later-lane" className="flex items-center gap-2 px-1 pb-1 text-lg font-extrabold text-teal-950">
        <CalendarClock aria-hidden="true" className="h-5 w-5" />
        {t('board.columns.scheduled')}
        <span className="rounded-full bg-teal-800 px-2.5 text-sm text-white tabular-nums">
          {later.length}
        </span>
      </h2>
      <ul className="relative flex gap-2 overflow-x-auto pb-1">
        {later.map((o) => {
          const time = formatShopTime(o.scheduledFor!, locale);
          const drinks = o.items.reduce((n, i) => n + i.quantity, 0);
          return (
            <li key={o.id} className="shrink-0">
              <article
                data-order={o.number}
                className="flex min-w-56 flex-col gap-2 rounded-xl border border-teal-300 bg-white p-3 shadow-sm"
              >
                <p className="flex items-center justify-between gap-3">
                  <span className="text-xl font-extrabold text-teal-950 tabular-nums">
                    {shopDay(new Date(o.scheduledFor!)) === today
                      ? t('board.laterAt', { time })
                      : t('board.laterTomorrow', { time })}
                  </span>
                  <bdi className="font-bold text-stone-700">#{o.number}</bdi>
                </p>
                <span className="flex items-center gap-2">
                  <CarPlate order={o} size="sm" />
                  <span className="text-sm text-stone-700">{t('board.drinks', { count: drinks })}</span>
                </span>
                <Button
                  variant="outline"
                  disabled={start.isPending && start.variables === o.id}
                  onClick={() =>
                    start.mutate(o.id, {
                      onSuccess: () => toast.success(t('board.startedNow', { number: o.number })),
                      onError: (e) => toastFailure(t('orders.updateFailed'), e, locale),
                    })
                  }
                >
                  {t('board.startNow')}
                </Button>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
