import { Ban, CreditCard, HandCoins, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { Button } from '@/client/components/ui/button';
import { can } from '@/common/permissions';
import type { AdminOrderDetail } from '../../orders.admin.schema';
import { mayCancel } from './allowed-actions';
import { CancelOrderDialog } from './cancel-order-dialog';
import { MethodDialog, MoveBackDialog } from './method-move-dialogs';
import { RefundPartDialog } from './refund-part-dialog';

type Open = 'cancel' | 'refund' | 'method' | 'back' | null;

/**
 * The order view's money actions: Cancel order (anyone on an unpaid order; a paid one, managers),
 * Refund part (managers, a paid order that stands with something left), Correct payment method
 * (managers, a paid order), Move back (managers, a completed order).
 */
export function OrderMoneyActions({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-orders');
  const role = useStaffMe().data?.role;
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const live = order.status !== 'cancelled';
  const canRefund =
    live &&
    can(role, 'orders.refund') &&
    order.paymentStatus === 'paid' &&
    order.totalFils > order.refundedFils;
  return (
    <div className="flex flex-wrap gap-2">
      {mayCancel(role, order) && (
        <Button variant="outline" onClick={() => setOpen('cancel')}>
          <Ban aria-hidden="true" className="h-4 w-4" />
          {t('board.cancel')}
        </Button>
      )}
      {canRefund && (
        <Button variant="outline" onClick={() => setOpen('refund')}>
          <HandCoins aria-hidden="true" className="h-4 w-4" />
          {t('money.refundPart')}
        </Button>
      )}
      {live && order.paymentStatus === 'paid' && can(role, 'orders.method') && (
        <Button variant="outline" onClick={() => setOpen('method')}>
          <CreditCard aria-hidden="true" className="h-4 w-4" />
          {t('money.method')}
        </Button>
      )}
      {order.status === 'completed' && can(role, 'orders.reopen') && (
        <Button variant="outline" onClick={() => setOpen('back')}>
          <Undo2 aria-hidden="true" className="h-4 w-4" />
          {t('money.moveBack')}
        </Button>
      )}
      <CancelOrderDialog order={open === 'cancel' ? order : null} onClose={close} />
      <RefundPartDialog order={open === 'refund' ? order : null} onClose={close} />
      <MethodDialog order={open === 'method' ? order : null} onClose={close} />
      <MoveBackDialog order={open === 'back' ? order : null} onClose={close} />
    </div>
  );
}
