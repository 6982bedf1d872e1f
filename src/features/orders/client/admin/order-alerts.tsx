import '@/client/locales/bundles/admin-orders';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isolate, isolateAuto } from '@/common/text';
import type { BoardOrder } from '../../orders.admin.schema';
import { useFreshIds, useRepeat } from './board-hooks';
import { isOpen, isUnseen, nearOrders, REPEAT_CHIME_MS } from './board-rules';
import { OrderAlertsContext } from './order-alerts-context';
import { useOrderSound } from './order-sound';
import { useBoard } from './orders-api';
import { useOrderEvents } from './use-order-events';
import { adminHref } from '@/common/admin-paths';

/** The screens that show orders themselves: they highlight and announce instead of toasting. */
const BOARD_PATHS: string[] = [adminHref('board'), adminHref('kitchen')];

/**
 * The back office's order alerts, in the admin shell around every page: the tab's one orders
 * event stream, the board's data kept fresh, and one sound. A new order chimes and, away from
 * the board, shows a toast that stays until someone sees the order; an order nobody has seen
 * yet chimes again every 30 s, until a tap on its card anywhere stops it everywhere. A
 * customer's "I'm here" has its own sound and toast. Away from the board this happens on a
 * device whose sound was turned on (once, kept on the device): see decision 043.
 */
export function OrderAlerts({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin-orders');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sound = useOrderSound();
  const onBoard = BOARD_PATHS.includes(pathname);
  // Away from the board, only a device set up for it (sound chosen on, once, on the board) is
  // alerted: an office laptop that never chose stays quiet while someone edits the menu.
  const alerting = onBoard || sound.choice === 'on';
  // Such a laptop holds no orders stream either, except on the orders list (which follows it):
  // every stream counts against the per-address limit a shop's devices share.
  const live = alerting || pathname.startsWith(adminHref('orders'));
  const connection = useOrderEvents(live);
  const board = useBoard(live);
  const [announcement, setAnnouncement] = useState('');
  const orders = board.data?.orders;
  const byId = useMemo(() => new Map((orders ?? []).map((o) => [o.id, o])), [orders]);

  const tell = useCallback(
    (kind: 'order' | 'arrived' | 'near', ids: string[], text: (o: BoardOrder) => string) => {
      for (const id of ids.slice(0, 3)) {
        const order = byId.get(id);
        if (!order) continue;
        if (onBoard) {
          setAnnouncement(text(order));
          continue;
        }
        toast(text(order), {
          id: `${kind}-${id}`,
          // A new order's toast stays until someone sees it (then it goes, see below).
          duration: kind === 'order' ? Infinity : 15_000,
          action: { label: t('alerts.openBoard'), onClick: () => void navigate(adminHref('board')) },
        });
      }
    },
    [byId, navigate, onBoard, t],
  );

  const unseenIds = useMemo(() => orders?.filter(isUnseen).map((o) => o.id), [orders]);
  const onNew = useCallback(
    (ids: string[]) => {
      if (!alerting) return;
      void sound.play('order');
      tell('order', ids, (o) =>
        t('board.newOrder', { number: isolate(`#${o.number}`), plate: isolate(o.carPlate) }),
      );
    },
    [alerting, sound, tell, t],
  );
  useFreshIds(unseenIds, onNew);
  // Until someone sees it: the chime again every 30 s, here as on every other screen.
  const waiting = useMemo(() => unseenIds ?? [], [unseenIds]);
  useRepeat(alerting && waiting.length > 0, waiting.join(), () => void sound.play('order'), REPEAT_CHIME_MS);
  // Seen (here or on another device): its toast goes.
  const toasted = useRef(new Set<string>());
  useEffect(() => {
    for (const id of waiting) toasted.current.add(id);
    for (const id of toasted.current) {
      if (waiting.includes(id)) continue;
      toast.dismiss(`order-${id}`);
      toasted.current.delete(id);
    }
  }, [waiting]);

  const arrivedIds = useMemo(
    () => orders?.filter((o) => o.arrivedAt && isOpen(o)).map((o) => o.id),
    [orders],
  );
  const onArrived = useCallback(
    (ids: string[]) => {
      if (!alerting) return;
      void sound.play('arrival');
      tell('arrived', ids, (o) =>
        o.bayName
          ? t('board.customerArrivedAtBay', {
              number: isolate(`#${o.number}`),
              plate: isolate(o.carPlate),
              bay: isolateAuto(o.bayName),
            })
          : t('board.customerArrived', { number: isolate(`#${o.number}`), plate: isolate(o.carPlate) }),
      );
    },
    [alerting, sound, tell, t],
  );
  const arrivedFresh = useFreshIds(arrivedIds, onArrived);

  // A car on its way comes within the owner's line: its order tops its lane (board-rules), with
  // the order chime once and the words, like a new order's.
  const nearIds = useMemo(() => (orders ? nearOrders(orders).map((o) => o.id) : undefined), [orders]);
  const onNear = useCallback(
    (ids: string[]) => {
      // An order still unseen (an order for later that has just started) already rings as new.
      const told = ids.filter((id) => !isUnseen(byId.get(id) ?? { status: 'pending', seenAt: null }));
      if (!alerting || told.length === 0) return;
      void sound.play('order');
      tell('near', told, (o) =>
        t('board.carNear', {
          number: isolate(`#${o.number}`),
          plate: isolate(o.carPlate),
          time: t('board.minutes', { count: Math.max(1, o.approach?.minutes ?? 1) }),
        }),
      );
    },
    [alerting, byId, sound, tell, t],
  );
  useFreshIds(nearIds, onNear);

  const value = useMemo(() => ({ connection, sound, arrivedFresh }), [connection, sound, arrivedFresh]);
  return (
    <OrderAlertsContext value={value}>
      {children}
      {onBoard && (
        <p aria-live="assertive" className="sr-only">
          {announcement}
        </p>
      )}
    </OrderAlertsContext>
  );
}
