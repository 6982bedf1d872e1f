import '@/client/locales/bundles/admin-orders';
import { ChefHat } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '@/client/components/admin/load-error';
import { PageHeader } from '@/client/components/admin/page-header';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import type { BoardOrder } from '../../orders.admin.schema';
import { AtTheCarStrip } from './at-the-car-strip';
import { BoardCard } from './board-card';
import { CancelOrderDialog } from './cancel-order-dialog';
import { CarDialogs } from './car-dialogs';
import { doneOrders, isUnseen, openOrders, readyFirst } from './board-rules';
import { BusyPanel } from './busy-panel';
import { useMediaQuery } from './board-hooks';
import { enterFullscreen } from './kitchen-fullscreen';
import { LaterLane } from './later-lane';
import { LiveState } from './live-state';
import { useOrderAlerts } from './order-alerts-context';
import { useBoard } from './orders-api';
import { SoundControl } from './sound-control';
import { useBoardActions } from './use-board-actions';
import { useAdminSlots } from '@/client/components/admin/admin-slots';
import { adminHref } from '@/common/admin-paths';

const COLUMNS = ['pending', 'processing', 'ready', 'completed'] as const;

/**
 * `/admin/board`: the live board for the people who make the drinks and carry them to cars. Open
 * orders arrive by themselves (the admin shell's one event stream), highlighted and with a chime
 * until someone taps them; one tap moves an order along: received → being prepared → ready →
 * handed over. Kitchen mode shows the same orders full screen.
 */
export function Component() {
  const { t } = useTranslation('admin-orders');
  const navigate = useNavigate();
  const board = useBoard();
  const { connection, arrivedFresh } = useOrderAlerts();
  const actions = useBoardActions();
  const wide = useMediaQuery('(min-width: 768px)');
  const { BoardBanner } = useAdminSlots();
  const [cancelling, setCancelling] = useState<BoardOrder | null>(null);

  const orders = board.data?.orders ?? [];
  // Elapsed times follow the server's clock, whatever the device's says.
  const clockOffset = board.data ? Date.parse(board.data.now) - board.dataUpdatedAt : 0;

  const card = (order: BoardOrder, layout: 'column' | 'list') => (
    <BoardCard
      key={order.id}
      order={order}
      clockOffset={clockOffset}
      unseen={isUnseen(order)}
      layout={layout}
      arrivedFresh={arrivedFresh.has(order.id)}
      busy={actions.busy(order)}
      onAdvance={actions.advance}
      onCancel={setCancelling}
      onPaid={actions.paid}
      onSeen={actions.seen}
    />
  );
  const open = openOrders(orders);
  const done = doneOrders(orders);

  return (
    <>
      <PageHeader
        title={t('board.title')}
        description={t('board.description')}
        actions={
          <>
            <LiveState connected={connection === 'live'} />
            <SoundControl />
            <Button
              variant="outline"
              onClick={() => {
                enterFullscreen(); // in the tap itself: browsers allow full screen only then
                void navigate(adminHref('kitchen'));
              }}
            >
              <ChefHat aria-hidden="true" className="h-4 w-4" />
              {t('board.kitchenMode')}
            </Button>
          </>
        }
      />
      {board.data && <BusyPanel busy={board.data.busy} clockOffset={clockOffset} />}
      {BoardBanner && <BoardBanner />}
      <AtTheCarStrip orders={orders} clockOffset={clockOffset} />
      <LaterLane orders={orders} clockOffset={clockOffset} />
      {board.isError && !board.data ? (
        <LoadError message={t('orders.loadFailed')} onRetry={() => void board.refetch()} />
      ) : !board.data ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4" aria-hidden="true">
          {COLUMNS.map((c) => (
            <Skeleton key={c} className="h-64" />
          ))}
        </div>
      ) : (
        <>
          {open.length === 0 && (
            <p className="mb-4 rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-lg text-stone-700">
              {t('board.empty')}
            </p>
          )}
          {wide ? (
            <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
              {COLUMNS.map((status) => {
                const list = status === 'completed' ? done : open.filter((o) => o.status === status);
                return (
                  <section
                    key={status}
                    aria-labelledby={`column-${status}`}
                    data-column={status}
                    // Where the columns do not all fit side by side, Ready (the cars to serve) comes first.
                    className={`rounded-2xl bg-stone-200/60 p-3 ${status === 'ready' ? 'order-first xl:order-none' : ''}`}
                  >
                    <h2
                      id={`column-${status}`}
                      className="mb-3 flex items-center gap-2 px-1 text-lg font-extrabold text-stone-900"
                    >
                      {t(`board.columns.${status}`)}
                      <span className="rounded-full bg-white px-2.5 text-base tabular-nums">
                        {list.length}
                      </span>
                    </h2>
                    <div className="space-y-3">
                      {list.length === 0 ? (
                        <p className="px-1 pb-2 text-stone-700">{t('board.emptyColumn')}</p>
                      ) : (
                        list.map((o) => card(o, 'column'))
                      )}
                    </div>
                  </section>
                );
              })}
            </div>
          ) : (
            <div className="space-y-3">{[...readyFirst(open), ...done].map((o) => card(o, 'list'))}</div>
          )}
        </>
      )}
      {/* Every cancellation has a reason; a paid order's is a manager's, with its refund. */}
      <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
      <CarDialogs paying={actions.paying} handing={actions.handing} onClose={actions.closeDialogs} />
    </>
  );
}
