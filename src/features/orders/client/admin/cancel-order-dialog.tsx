import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { SelectField } from '@/client/components/admin/select-field';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { Button } from '@/client/components/ui/button';
import { useFormatMoney } from '@/client/components/ui/price-format';
import { useLocale } from '@/client/lib/use-locale';
import { CANCEL_REASONS, AT_CAR_METHODS, type AtCarMethod } from '@/common/domain';
import { can } from '@/common/permissions';
import { isolate } from '@/common/text';
import { creditNoteNumber } from '../../orders.money.schema';
import { useCancelOrder } from './money-api';
import { useOrder } from './orders-api';
import { ReasonField } from './reason-field';
import { useReasonField } from './use-reason-field';

/**
 * "Cancel order", with a reason from the list (a note for "other"). An unpaid order is voided. A
 * paid one: a manager sees the refund (the whole amount left, and how it goes back); anyone else
 * is told only a manager can, and is offered no button that would fail.
 */
export function CancelOrderDialog({
  order,
  onClose,
}: {
  order: { id: string; number: number } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-orders');
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(o) => !o && onClose()}
      title={t('board.cancelTitle', { number: order ? isolate(`#${order.number}`) : '' })}
      size="sm"
    >
      {order && <CancelForm key={order.id} id={order.id} number={order.number} onClose={onClose} />}
    </Dialog>
  );
}

function CancelForm({ id, number, onClose }: { id: string; number: number; onClose: () => void }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const money = useFormatMoney();
  const me = useStaffMe();
  const detail = useOrder(id);
  const cancel = useCancelOrder();
  const reason = useReasonField(CANCEL_REASONS);
  const [method, setMethod] = useState<AtCarMethod | ''>('');
  const order = detail.data;
  const paid = order?.paymentStatus === 'paid';
  const manager = can(me.data?.role, 'orders.refund');
  const left = order ? order.totalFils - order.refundedFils : 0;
  const blocked = !order || (paid && !manager);

  const submit = async () => {
    const chosen = reason.value.reason;
    if (blocked || !reason.check() || !chosen) return;
    try {
      const done = await cancel.mutateAsync({
        id,
        input: { reason: chosen, note: reason.note, refundMethod: paid && method ? method : undefined },
      });
      toast.success(t('board.cancelled', { number: isolate(`#${number}`) }));
      const last = done.refunds.at(-1);
      if (paid && last)
        toast.success(
          t('money.refundedToast', {
            amount: isolate(money(last.amountFils)),
            number: isolate(creditNoteNumber(last.number)),
          }),
        );
      onClose();
    } catch (e) {
      toastFailure(t('money.failed'), reason.refuse(e), locale);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-stone-700">{t('board.cancelMessage')}</p>
      {order && (
        <p
          role="note"
          className={`rounded-xl p-3 text-sm ${paid ? 'bg-amber-50 text-amber-950' : 'bg-stone-100'}`}
        >
          {!paid
            ? t('money.voidMessage')
            : manager
              ? t('money.refundMessage', { amount: isolate(money(left)) })
              : t('money.managerOnly')}
        </p>
      )}
      {!blocked && (
        <>
          <ReasonField field={reason} reasonLabel={(r) => t(`money.cancelReasons.${r}`)} />
          {paid && order.paymentMethod === 'online' && (
            <p className="rounded-xl bg-stone-50 p-3 text-sm text-stone-700">{t('money.throughStripe')}</p>
          )}
          {paid && order.paymentMethod !== 'online' && (
            <SelectField
              label={t('money.refundMethod')}
              value={method || order.paymentMethod}
              onChange={(e) => setMethod(e.target.value as AtCarMethod)}
              options={AT_CAR_METHODS.map((m) => ({ value: m, label: t(`paymentMethod.${m}`) }))}
            />
          )}
        </>
      )}
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="outline" onClick={onClose}>
          {t('board.keep')}
        </Button>
        {!blocked && (
          <Button
            className="!bg-red-700 hover:!bg-red-800"
            disabled={!reason.given || cancel.isPending}
            onClick={() => void submit()}
          >
            {t('board.cancel')}
          </Button>
        )}
      </div>
    </div>
  );
}
