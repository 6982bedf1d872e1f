import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { SaveCancelButtons } from '@/client/components/admin/save-cancel-buttons';
import { SelectField } from '@/client/components/admin/select-field';
import { useFormatMoney } from '@/client/components/ui/price-format';
import { TextField } from '@/client/components/ui/text-field';
import { useLocale } from '@/client/lib/use-locale';
import { AT_CAR_METHODS, REFUND_REASONS, type AtCarMethod } from '@/common/domain';
import { parseAedToFils } from '@/common/money';
import { isolate } from '@/common/text';
import type { AdminOrderDetail } from '../../orders.admin.schema';
import { creditNoteNumber } from '../../orders.money.schema';
import { useRefundPart } from './money-api';
import { ReasonField } from './reason-field';
import { useReasonField } from './use-reason-field';

/** "Refund part" (managers): an amount up to what is left, how it goes back, and why. */
export function RefundPartDialog({
  order,
  onClose,
}: {
  order: AdminOrderDetail | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-orders');
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(o) => !o && onClose()}
      title={t('money.refundTitle', { number: order ? isolate(`#${order.number}`) : '' })}
      size="sm"
    >
      {order && <RefundForm key={order.id} order={order} onClose={onClose} />}
    </Dialog>
  );
}

function RefundForm({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const money = useFormatMoney();
  const refund = useRefundPart();
  const left = order.totalFils - order.refundedFils;
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<AtCarMethod>(
    order.paymentMethod === 'online' ? 'card' : order.paymentMethod,
  );
  const reason = useReasonField(REFUND_REASONS);
  const [amountError, setAmountError] = useState<string>();
  const amountInput = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  const submit = async () => {
    const fils = parseAedToFils(amount);
    const amountOk = fils !== null && fils > 0 && fils <= left;
    setAmountError(amountOk ? undefined : t('money.amountInvalid'));
    const reasonOk = reason.check();
    const chosen = reason.value.reason;
    if (!amountOk || !reasonOk || !chosen || fils === null) return;
    try {
      const cn = await refund.mutateAsync({
        id: order.id,
        input: { amountFils: fils, method, reason: chosen, note: reason.note },
      });
      toast.success(
        t('money.refundedToast', {
          amount: isolate(money(cn.amountFils)),
          number: isolate(creditNoteNumber(cn.number)),
        }),
      );
      onClose();
    } catch (e) {
      // The server's refusal of the amount (more than is left: someone refunded meanwhile) is
      // said under the amount, which takes the focus; the toast says the rest.
      const said = reason.refuse(e, [
        {
          path: 'amountFils',
          show: (text) => {
            setAmountError(text);
            if (text) amountInput.current?.focus();
          },
        },
      ]);
      toastFailure(t('money.failed'), said, locale);
    }
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-stone-700">{t('money.left', { amount: isolate(money(left)) })}</p>
      <TextField
        label={t('money.amount')}
        inputMode="decimal"
        dir="ltr"
        ref={amountInput}
        value={amount}
        error={amountError}
        onChange={(e) => setAmount(e.target.value)}
      />
      {/* Paid online: it goes back through Stripe to what paid, never another way. */}
      {order.paymentMethod === 'online' ? (
        <p className="rounded-xl bg-stone-50 p-3 text-sm text-stone-700">{t('money.throughStripe')}</p>
      ) : (
        <SelectField
          label={t('money.refundMethod')}
          value={method}
          onChange={(e) => setMethod(e.target.value as AtCarMethod)}
          options={AT_CAR_METHODS.map((m) => ({ value: m, label: t(`paymentMethod.${m}`) }))}
        />
      )}
      <ReasonField field={reason} reasonLabel={(r) => t(`money.refundReasons.${r}`)} />
      <div className="flex justify-end gap-2 pt-2">
        <SaveCancelButtons onCancel={onClose} pending={refund.isPending} saveLabel={t('money.refund')} />
      </div>
    </form>
  );
}
