import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { SaveCancelButtons } from '@/client/components/admin/save-cancel-buttons';
import { SelectField } from '@/client/components/admin/select-field';
import { ApiError } from '@/client/lib/api';
import { useLocale } from '@/client/lib/use-locale';
import { UNPAID_HANDOVER_REASONS, type OrderStatus, type PaymentStatus } from '@/common/domain';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { isolate } from '@/common/text';
import type { AdminOrderRow, AdminOrderUpdate, EmployeeChoice } from '../../orders.admin.schema';
import { paymentChoices, statusChoices } from './allowed-actions';
import { nameIn } from './order-names';
import { ReasonField } from './reason-field';
import { useReasonField } from './use-reason-field';
import { useUpdateOrder } from './orders-api';

/** Only what changed is sent, so an employee who has left since can stay on an old order. */
function changes(
  row: AdminOrderRow,
  form: { status: OrderStatus; employeeId: string; paymentStatus: PaymentStatus },
  reason: string | undefined,
): AdminOrderUpdate {
  const out: AdminOrderUpdate = {};
  if (reason) out.reason = reason;
  if (form.status !== row.status) out.status = form.status;
  if (form.employeeId !== (row.employee?.id ?? '')) out.employeeId = form.employeeId || null;
  if (form.paymentStatus !== row.paymentStatus) out.paymentStatus = form.paymentStatus;
  return out;
}

function EditForm({
  row,
  employees,
  onDone,
}: {
  row: AdminOrderRow;
  employees: EmployeeChoice[];
  onDone: () => void;
}) {
  const { t } = useTranslation(['admin-orders', 'admin']);
  const locale = useLocale();
  const update = useUpdateOrder();
  // Only what this role may do (the server refuses the rest): no choice that will be refused.
  const role = useStaffMe().data?.role;
  const statuses = statusChoices(role, row);
  const payments = paymentChoices(role, row);
  const [form, setForm] = useState({
    status: row.status,
    employeeId: row.employee?.id ?? '',
    paymentStatus: row.paymentStatus,
  });
  // Moving a completed order back, or a paid one to unpaid, needs a manager and a reason (decision 046).
  const needsReason =
    (row.status === 'completed' && form.status !== 'completed') ||
    (row.paymentStatus === 'paid' && form.paymentStatus === 'unpaid');
  // Handing over an order that stays unpaid asks why, as the board's hand-over does (issue 35).
  const handingOverUnpaid =
    form.status === 'completed' && row.status !== 'completed' && form.paymentStatus === 'unpaid';
  const unpaid = useReasonField(UNPAID_HANDOVER_REASONS, { reason: 'unpaidReason', note: 'unpaidNote' });
  const reason = useReasonField();
  const [employeeError, setEmployeeError] = useState<string>();
  // Active employees are offered; the one already on the order stays visible even if inactive.
  const offered = employees.filter((e) => e.active || e.id === row.employee?.id);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const change = changes(row, form, reason.note);
    if (Object.keys(change).length === 0) return onDone();
    if (needsReason && !reason.check()) return;
    if (handingOverUnpaid) {
      const chosen = unpaid.value.reason;
      if (!unpaid.check() || !chosen) return;
      change.unpaidReason = chosen;
      if (unpaid.note) change.unpaidNote = unpaid.note;
    }
    try {
      await update.mutateAsync({ id: row.id, change });
      toast.success(t('orders.updated'));
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'employee_unavailable')
        setEmployeeError(t('edit.employeeUnavailable'));
      toastFailure(t('orders.updateFailed'), err, locale);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4">
      <SelectField
        label={t('edit.status')}
        value={form.status}
        onChange={(e) => setForm({ ...form, status: e.target.value as OrderStatus })}
        disabled={statuses.length < 2}
        options={statuses.map((s) => ({ value: s, label: t(`orderStatus.${s}`, { ns: 'common' }) }))}
      />
      <SelectField
        label={t('edit.employee')}
        value={form.employeeId}
        error={employeeError}
        onChange={(e) => {
          setEmployeeError(undefined);
          setForm({ ...form, employeeId: e.target.value });
        }}
        options={[
          { value: '', label: t('edit.noEmployee') },
          ...offered.map((e) => ({
            value: e.id,
            label: e.active ? nameIn(e, locale) : t('orders.inactive', { name: nameIn(e, locale) }),
          })),
        ]}
      />
      <SelectField
        label={t('edit.paymentStatus')}
        value={form.paymentStatus}
        onChange={(e) => setForm({ ...form, paymentStatus: e.target.value as PaymentStatus })}
        disabled={payments.length < 2}
        options={payments.map((s) => ({ value: s, label: t(`paymentStatus.${s}`) }))}
      />
      {handingOverUnpaid && (
        <ReasonField
          field={unpaid}
          label={t('handover.reason')}
          reasonLabel={(r) => t(`handover.reasons.${r}`)}
        />
      )}
      {needsReason && <ReasonField field={reason} />}
      <div className="flex justify-end gap-2 pt-2">
        <SaveCancelButtons
          onCancel={onDone}
          pending={update.isPending}
          saveLabel={t('admin:actions.saveChanges')}
        />
      </div>
    </form>
  );
}

/** Edit: status, sales employee (active ones, or none) and payment status. */
export function OrderEditDialog({
  row,
  employees,
  onClose,
}: {
  row: AdminOrderRow | null;
  employees: EmployeeChoice[];
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-orders');
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('edit.title', { number: row ? isolate(`#${row.number}`) : '' })}
      size="sm"
    >
      {row && <EditForm key={row.id} row={row} employees={employees} onDone={onClose} />}
    </Dialog>
  );
}
