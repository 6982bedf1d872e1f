import '@/client/locales/bundles/admin-orders';
import { Volume2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/client/lib/api';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/client/components/admin/dialog';
import { LoadError } from '@/client/components/admin/load-error';
import { PageHeader } from '@/client/components/admin/page-header';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { isolate } from '@/common/text';
import type { BoardOrder } from '../../orders.admin.schema';
import { BoardCard } from './board-card';
import { BusyPanel } from './busy-panel';
import { useChime, useFreshIds, useMediaQuery } from './board-hooks';
import { useBoard, useMarkPaid, useUpdateOrder } from './orders-api';
import { useOrderEvents } from './use-order-events';
import { PrinterStatus } from '@/features/printing/client/admin';

const COLUMNS = ['pending', 'processing', 'completed'] as const;

function LiveState({ connected }: { connected: boolean }) {
  const { t } = useTranslation('admin-orders');
  return (
    <span
      role="status"
      className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-2 text-sm font-semibold text-stone-800 ring-1 ring-stone-200"
    >
      <span
        aria-hidden="true"
        className={`h-2.5 w-2.5 rounded-full ${connected ? 'bg-brand-600 motion-safe:animate-pulse' : 'bg-amber-500'}`}
      />
      {connected ? t('board.live') : t('board.offline')}
    </span>
  );
}

/**
 * `/admin/board`: the live board for the people who carry orders to cars. Open orders arrive by
 * themselves (SSE), highlighted and with a chime; one tap moves an order along.
 */
export function Component() {
  const { t } = useTranslation('admin-orders');
  const board = useBoard();
  const connected = useOrderEvents();
  const chime = useChime();
  const update = useUpdateOrder();
  const markPaid = useMarkPaid();
  const wide = useMediaQuery('(min-width: 768px)');
  const [announcement, setAnnouncement] = useState('');
  const [cancelling, setCancelling] = useState<BoardOrder | null>(null);

  const orders = useMemo(() => board.data?.orders ?? [], [board.data]);
  const pendingIds = useMemo(
    () => board.data?.orders.filter((o) => o.status === 'pending').map((o) => o.id),
    [board.data],
  );
  const onArrive = useCallback(
    (ids: string[]) => {
      chime.play();
      const first = orders.find((o) => o.id === ids[0]);
      if (first)
        setAnnouncement(
          t('board.newOrder', { number: isolate(`#${first.number}`), plate: isolate(first.carPlate) }),
        );
    },
    [chime, orders, t],
  );
  const fresh = useFreshIds(pendingIds, onArrive);
  // Customers who say "I'm here": their own sound, an announcement, and a highlight.
  const arrivedIds = useMemo(
    () =>
      board.data?.orders
        .filter((o) => o.arrivedAt && (o.status === 'pending' || o.status === 'processing'))
        .map((o) => o.id),
    [board.data],
  );
  const onCustomerArrive = useCallback(
    (ids: string[]) => {
      chime.play('arrival');
      const first = orders.find((o) => o.id === ids[0]);
      if (first)
        setAnnouncement(
          t('board.customerArrived', { number: isolate(`#${first.number}`), plate: isolate(first.carPlate) }),
        );
    },
    [chime, orders, t],
  );
  const arrivedFresh = useFreshIds(arrivedIds, onCustomerArrive);
  // Elapsed times follow the server's clock, whatever the device's says.
  const clockOffset = board.data ? Date.parse(board.data.now) - board.dataUpdatedAt : 0;

  // A session that has ended is said by the back office itself (and the sign-in brings the board back).
  const failed = (e: unknown) => {
    if (!(e instanceof ApiError && e.status === 401)) toast.error(t('orders.updateFailed'));
  };
  const move = (order: BoardOrder, status: 'processing' | 'completed' | 'cancelled') =>
    update.mutateAsync({ id: order.id, change: { status } }).catch((e: unknown) => {
      failed(e);
      throw new Error('update failed');
    });
  const cancel = async () => {
    if (!cancelling) return;
    const order = cancelling;
    setCancelling(null);
    await move(order, 'cancelled')
      .then(() => toast.success(t('board.cancelled', { number: isolate(`#${order.number}`) })))
      .catch(() => undefined);
  };

  const card = (order: BoardOrder, layout: 'column' | 'list') => (
    <BoardCard
      key={order.id}
      order={order}
      clockOffset={clockOffset}
      fresh={fresh.has(order.id)}
      layout={layout}
      arrivedFresh={arrivedFresh.has(order.id)}
      busy={
        (update.isPending && update.variables?.id === order.id) ||
        (markPaid.isPending && markPaid.variables === order.id)
      }
      onAdvance={(o, to) => void move(o, to).catch(() => undefined)}
      onCancel={setCancelling}
      onPaid={(o) =>
        markPaid.mutate(o.id, {
          onSuccess: () => toast.success(t('board.paidDone', { number: isolate(`#${o.number}`) })),
          onError: failed,
        })
      }
    />
  );
  // Customers waiting at the car first (who came first, first), then the rest oldest first.
  const open = orders
    .filter((o) => o.status === 'pending' || o.status === 'processing')
    .sort((a, b) =>
      a.arrivedAt
        ? b.arrivedAt
          ? a.arrivedAt.localeCompare(b.arrivedAt)
          : -1
        : b.arrivedAt
          ? 1
          : a.createdAt.localeCompare(b.createdAt),
    );
  const done = orders
    .filter((o) => o.status === 'completed')
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));

  return (
    <>
      <PageHeader
        title={t('board.title')}
        description={t('board.description')}
        actions={
          <>
            <LiveState connected={connected} />
            {chime.enabled ? (
              <span className="inline-flex items-center gap-1.5 px-2 text-sm text-stone-700">
                <Volume2 aria-hidden="true" className="h-4 w-4" />
                {t('board.soundOn')}
              </span>
            ) : (
              <Button variant="outline" onClick={() => void chime.unlock().then(() => chime.play())}>
                <Volume2 aria-hidden="true" className="h-4 w-4" />
                {t('board.enableSound')}
              </Button>
            )}
          </>
        }
      />
      <p aria-live="assertive" className="sr-only">
        {announcement}
      </p>
      {board.data && <BusyPanel busy={board.data.busy} clockOffset={clockOffset} />}
      <PrinterStatus />
      {board.isError && !board.data ? (
        <LoadError message={t('orders.loadFailed')} onRetry={() => void board.refetch()} />
      ) : !board.data ? (
        <div className="grid gap-4 md:grid-cols-3" aria-hidden="true">
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      ) : (
        <>
          {open.length === 0 && (
            <p className="mb-4 rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-lg text-stone-700">
              {t('board.empty')}
            </p>
          )}
          {wide ? (
            <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
              {COLUMNS.map((status) => {
                const list = status === 'completed' ? done : open.filter((o) => o.status === status);
                return (
                  <section
                    key={status}
                    aria-labelledby={`column-${status}`}
                    className="rounded-2xl bg-stone-200/60 p-3"
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
            <div className="space-y-3">{[...open, ...done].map((o) => card(o, 'list'))}</div>
          )}
        </>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(o) => !o && setCancelling(null)}
        title={t('board.cancelTitle', { number: cancelling ? isolate(`#${cancelling.number}`) : '' })}
        message={t('board.cancelMessage')}
        confirmLabel={t('board.cancel')}
        cancelLabel={t('board.keep')}
        onConfirm={() => void cancel()}
      />
    </>
  );
}
