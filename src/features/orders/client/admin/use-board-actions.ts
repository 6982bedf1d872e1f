import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '@/client/lib/api';
import { isolate } from '@/common/text';
import type { BoardOrder } from '../../orders.admin.schema';
import type { BoardMove } from './board-rules';
import { useMarkPaid, useMarkSeen, useUpdateOrder } from './orders-api';

/** What a tap on the board or in kitchen mode does: move an order on, mark it paid, acknowledge it. */
export function useBoardActions() {
  const { t } = useTranslation('admin-orders');
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
    advance: (order: BoardOrder, to: BoardMove) => void move(order, to).catch(() => undefined),
    paid: (order: BoardOrder) =>
      markPaid.mutate(order.id, {
        onSuccess: () => toast.success(t('board.paidDone', { number: isolate(`#${order.number}`) })),
        onError: failed,
      }),
    seen: (order: BoardOrder) => markSeen.mutate(order.id, { onError: failed }),
    busy: (order: BoardOrder) =>
      (update.isPending && update.variables?.id === order.id) ||
      (markPaid.isPending && markPaid.variables === order.id),
  };
}
