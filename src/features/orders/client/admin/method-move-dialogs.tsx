import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { SaveCancelButtons } from '@/client/components/admin/save-cancel-buttons';
import { SelectField } from '@/client/components/admin/select-field';
import { useLocale } from '@/client/lib/use-locale';
import { AT_CAR_METHODS, type OrderStatus, type AtCarMethod } from '@/common/domain';
import { isolate } from '@/common/text';
import type { AdminOrderDetail } from '../../orders.admin.schema';
import { useCorrectMethod } from './money-api';
import { useUpdateOrder } from './orders-api';
import { ReasonField } from './reason-field';
import { useReasonField } from './use-reason-field';

/**
 * "Correct payment method" (managers: the button is shown to them only): with the reason, which
 * the history and a closed shift's adjustment keep with who made it.
 */
export function MethodDialog({ order, onClose }: { order: AdminOrderDetail | null; onClose: () => void }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const correct = useCorrectMethod();
  const [method, setMethod] = useState<AtCarMethod | ''>('');
  const reason = useReasonField();
  const close = () => {
    setMethod('');
    reason.reset();
    onClose();
  };
  const submit = async () => {
    if (!order || !method || method === order.paymentMethod) return close();
    if (!reason.check() || !reason.note) return;
    try {
      await correct.mutateAsync({ id: order.id, method, reason: reason.note });
      toast.success(t('money.methodSaved'));
      close();
    } catch (e) {
      toastFailure(t('money.failed'), reason.refuse(e), locale);
    }
  };
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(o) => !o && close()}
      title={t('money.methodTitle', { number: order ? isolate(`#${order.number}`) : '' })}
      size="sm"
    >
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <SelectField
          label={t('money.methodLabel')}
          value={method || order?.paymentMethod || ''}
          onChange={(e) => setMethod(e.target.value as AtCarMethod)}
          options={AT_CAR_METHODS.map((m) => ({ value: m, label: t(`paymentMethod.${m}`) }))}
        />
        <ReasonField field={reason} />
        <div className="flex justify-end gap-2 pt-2">
          <SaveCancelButtons onCancel={close} pending={correct.isPending} saveLabel={t('money.method')} />
        </div>
      </form>
    </Dialog>
  );
}

const EARLIER: OrderStatus[] = ['pending', 'processing', 'ready'];

/** "Move back" a completed order (managers): to an earlier state, with a reason kept in the history. */
export function MoveBackDialog({ order, onClose }: { order: AdminOrderDetail | null; onClose: () => void }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const update = useUpdateOrder();
  const [to, setTo] = useState<OrderStatus>('ready');
  const reason = useReasonField();
  const close = () => {
    reason.reset();
    onClose();
  };
  const submit = async () => {
    if (!order || !reason.check() || !reason.note) return;
    try {
      await update.mutateAsync({ id: order.id, change: { status: to, reason: reason.note } });
      toast.success(t('money.movedBack'));
      close();
    } catch (e) {
      toastFailure(t('money.failed'), reason.refuse(e), locale);
    }
  };
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(o) => !o && close()}
      title={t('money.moveBackTitle', { number: order ? isolate(`#${order.number}`) : '' })}
      size="sm"
    >
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <SelectField
          label={t('money.moveBackTo')}
          value={to}
          onChange={(e) => setTo(e.target.value as OrderStatus)}
          options={EARLIER.map((s) => ({ value: s, label: t(`orderStatus.${s}`, { ns: 'common' }) }))}
        />
        <ReasonField field={reason} />
        <div className="flex justify-end gap-2 pt-2">
          <SaveCancelButtons onCancel={close} pending={update.isPending} saveLabel={t('money.moveBack')} />
        </div>
      </form>
    </Dialog>
  );
}
