import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '@/client/lib/api';
import type { BoardOrder } from '../../orders.admin.schema';
import type { BoardMove } from './board-rules';
import { useMarkPaid, useMarkSeen, useUpdateOrder } from './orders-api';

/**
 * What a tap on the board or in kitchen mode does: move an order on, acknowledge it; "Mark paid"
 * opens the sheet that asks how (`paying`), and "Hand over" on an unpaid order asks first
 * (`handing`): the screen renders `CarDialogs` with both.
 */
export function useBoardActions() {
  const { t } = useTranslation('admin-orders');
  const [paying, setPaying] = useState<BoardOrder | null>(null);
  const [handing, setHanding] = useState<BoardOrder | null>(null);
  const update = useUpdateOrder();
  const markPaid = useMarkPaid();
  const markSeen = useMarkSeen();

  // A session that has ended is said by the back office itself (and the sign-in brings the board back).
  const failed = (e: unknown) => {
    if (!(e instanceof ApiError && e.status === 401)) toast.error(t('orders.updateFailed'));
  };
  const move = (order: BoardOrder, status: BoardMove) =>
    update.mutateAsync({ id: order.id, change: { status } }).catch((e: unknown) => {
      failed(e);
      throw new Error('update failed');
    });
  return {
    move,
    advance: (order: BoardOrder, to: BoardMove) =>
      // Unpaid at the car asks how first; a card held online is taken by the hand-over itself.
      to === 'completed' && order.paymentStatus !== 'paid' && order.paymentMethod !== 'online'
        ? setHanding(order)
        : void move(order, to).catch(() => undefined),
    paid: setPaying,
    paying,
    handing,
    closeDialogs: () => {
      setPaying(null);
      setHanding(null);
    },
    seen: (order: BoardOrder) => markSeen.mutate(order.id, { onError: failed }),
    busy: (order: BoardOrder) =>
      (update.isPending && update.variables?.id === order.id) ||
      (markPaid.isPending && markPaid.variables?.id === order.id),
  };
}
