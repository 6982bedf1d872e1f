import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { Button } from '@/client/components/ui/button';
import { Price } from '@/client/components/ui/price';
import { useLocale } from '@/client/lib/use-locale';
import { UNPAID_HANDOVER_REASONS } from '@/common/domain';
import { isolate } from '@/common/text';
import { PayForm, type PayTarget } from './mark-paid-sheet';
import { useUpdateOrder } from './orders-api';
import { ReasonField } from './reason-field';
import { useReasonField } from './use-reason-field';

/**
 * "Hand over" on an unpaid order asks first (issue 35): "Not paid — collect AED 37.00", then
 * [Paid cash] [Paid card] (the payment is recorded, cash only while a shift is open, then the
 * order is handed over) or [Hand over unpaid] with a reason from the list (a note for "other"),
 * which the server requires and keeps in the order's history.
 */
export function HandoverDialog({ order, onClose }: { order: PayTarget | null; onClose: () => void }) {
  const { t } = useTranslation('admin-orders');
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(o) => !o && onClose()}
      title={t('handover.title', { number: order ? isolate(`#${order.number}`) : '' })}
      size="sm"
    >
      {order && <HandoverForm key={order.id} order={order} onClose={onClose} />}
    </Dialog>
  );
}

function HandoverForm({ order, onClose }: { order: PayTarget; onClose: () => void }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const update = useUpdateOrder();
  const [unpaid, setUnpaid] = useState(false);
  const reason = useReasonField(UNPAID_HANDOVER_REASONS, { reason: 'unpaidReason', note: 'unpaidNote' });
  const number = isolate(`#${order.number}`);

  const complete = async (change: Parameters<typeof update.mutateAsync>[0]['change']) => {
    try {
      await update.mutateAsync({ id: order.id, change: { status: 'completed', ...change } });
      toast.success(t(change.unpaidReason ? 'handover.doneUnpaid' : 'handover.done', { number }));
      onClose();
    } catch (e) {
      toastFailure(t('orders.updateFailed'), reason.refuse(e), locale);
    }
  };
  const handOverUnpaid = () => {
    const chosen = reason.value.reason;
    if (!reason.check() || !chosen) return;
    void complete({ unpaidReason: chosen, unpaidNote: reason.note });
  };

  return (
    <div className="space-y-4">
      <p role="note" className="rounded-xl bg-amber-100 p-3 text-lg font-bold text-amber-950">
        {t('handover.notPaid')} <Price fils={order.totalFils} />
      </p>
      {!unpaid ? (
        <>
          <PayForm
            order={order}
            methods={['cash', 'card']}
            label={(m) => t(m === 'cash' ? 'handover.paidCash' : 'handover.paidCard')}
            onPaid={() => complete({})}
          />
          <Button variant="outline" className="w-full" onClick={() => setUnpaid(true)}>
            {t('handover.unpaid')}
          </Button>
        </>
      ) : (
        <>
          <ReasonField
            field={reason}
            label={t('handover.reason')}
            reasonLabel={(r) => t(`handover.reasons.${r}`)}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setUnpaid(false)}>
              {t('handover.back')}
            </Button>
            <Button disabled={!reason.given || update.isPending} onClick={handOverUnpaid}>
              {t('handover.unpaid')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
