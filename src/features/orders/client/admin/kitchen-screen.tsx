import '@/client/locales/bundles/admin-orders';
import { Expand, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAdminSlots } from '@/client/components/admin/admin-slots';
import { useNavigate } from 'react-router';
import { LoadError } from '@/client/components/admin/load-error';
import { Button } from '@/client/components/ui/button';
import { isUnseen, openOrders } from './board-rules';
import { enterFullscreen, exitFullscreen, useFullscreen, useWakeLock } from './kitchen-fullscreen';
import { KitchenTicket } from './kitchen-ticket';
import { LiveState } from './live-state';
import { useOrderAlerts } from './order-alerts-context';
import { useBoard } from './orders-api';
import { SoundControl } from './sound-control';
import { CarDialogs } from './car-dialogs';
import { useBoardActions } from './use-board-actions';
import { adminHref } from '@/common/admin-paths';

const COUNTED = ['pending', 'processing', 'ready'] as const;
const DARK_BUTTON = '!border-stone-600 !bg-stone-800 !text-white hover:!bg-stone-700';

/**
 * `/admin/kitchen`: the board for a tablet or screen on the kitchen wall. No sidebar or header
 * (the admin shell leaves them out here), full screen where the browser allows it, the screen
 * kept awake, large type, and one tap per step on each ticket. Every open order in columns read
 * top to bottom, the customers waiting at their car first, then oldest first. A lost connection says so and
 * catches up when it is back (the board is fetched again whole: nothing twice).
 */
export function Component() {
  const { t } = useTranslation('admin-orders');
  const navigate = useNavigate();
  const board = useBoard();
  const { connection } = useOrderAlerts();
  const actions = useBoardActions();
  const fullscreen = useFullscreen();
  const { BoardBanner } = useAdminSlots();
  useWakeLock();

  const open = openOrders(board.data?.orders ?? []);
  const clockOffset = board.data ? Date.parse(board.data.now) - board.dataUpdatedAt : 0;
  const exit = () => {
    exitFullscreen();
    void navigate(adminHref('board'));
  };

  return (
    <div data-kitchen className="flex min-h-dvh flex-col bg-stone-900 text-white">
      <title>{t('kitchen.title')}</title>
      <header className="sticky top-0 z-10 flex flex-wrap items-center gap-x-2 gap-y-2 bg-stone-950 px-3 py-2">
        <h1 className="text-lg font-extrabold">{t('kitchen.title')}</h1>
        <ul aria-label={t('kitchen.counts')} className="flex flex-wrap items-center gap-1.5">
          {COUNTED.map((s) => (
            <li key={s} className="rounded-full bg-stone-800 px-2.5 py-1 text-sm font-semibold">
              {t(`board.columns.${s}`)}{' '}
              <span className="font-black tabular-nums">{open.filter((o) => o.status === s).length}</span>
            </li>
          ))}
        </ul>
        <span className="ms-auto flex flex-wrap items-center gap-2">
          <LiveState connected={connection === 'live'} tone="dark" />
          <SoundControl tone="dark" />
          {fullscreen.available && !fullscreen.active && (
            <Button
              variant="outline"
              className={`${DARK_BUTTON} !px-3`}
              aria-label={t('kitchen.fullScreen')}
              title={t('kitchen.fullScreen')}
              onClick={enterFullscreen}
            >
              <Expand aria-hidden="true" className="h-5 w-5" />
            </Button>
          )}
          <Button variant="outline" className={DARK_BUTTON} onClick={exit}>
            <LogOut aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
            {t('kitchen.exit')}
          </Button>
        </span>
      </header>
      {BoardBanner && (
        <div className="px-3 pt-3">
          <BoardBanner />
        </div>
      )}
      {connection === 'reconnecting' && (
        <p className="bg-amber-400 px-3 py-1.5 text-center text-base font-bold text-stone-950">
          {t('kitchen.reconnecting')}
        </p>
      )}
      {board.isError && !board.data ? (
        <div className="p-6">
          <LoadError message={t('orders.loadFailed')} onRetry={() => void board.refetch()} />
        </div>
      ) : board.data && open.length === 0 ? (
        <p className="m-auto max-w-xl p-6 text-center text-2xl font-semibold text-stone-300">
          {t('board.empty')}
        </p>
      ) : (
        <section
          aria-label={t('kitchen.orders')}
          // Columns of tickets (masonry): a short ticket leaves no row's height empty below it.
          className="columns-[18rem] gap-3 p-3"
        >
          {open.map((order) => (
            <KitchenTicket
              key={order.id}
              order={order}
              clockOffset={clockOffset}
              unseen={isUnseen(order)}
              busy={actions.busy(order)}
              onAdvance={actions.advance}
              onPaid={actions.paid}
              onSeen={actions.seen}
            />
          ))}
        </section>
      )}
      <CarDialogs paying={actions.paying} handing={actions.handing} onClose={actions.closeDialogs} />
    </div>
  );
}
