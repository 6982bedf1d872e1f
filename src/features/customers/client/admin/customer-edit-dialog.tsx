import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { SaveCancelButtons } from '@/client/components/admin/save-cancel-buttons';
import { TextField } from '@/client/components/ui/text-field';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { FormPlateInputs } from '@/client/components/form-plate-inputs';
import { isolate } from '@/common/text';
import { useLocale } from '@/client/lib/use-locale';
import { CustomerUpdateSchema, type AdminCustomer, type CustomerUpdateInput } from '../../customers.schema';
import { useUpdateCustomer } from './customers-api';

function EditForm({ row, onDone }: { row: AdminCustomer; onDone: () => void }) {
  const { t } = useTranslation(['admin-customers', 'admin']);
  const locale = useLocale();
  const update = useUpdateCustomer();
  const form = useForm<CustomerUpdateInput>({
    resolver: zodResolver(CustomerUpdateSchema),
    defaultValues: {
      name: row.name,
      phone: row.phone ?? '',
      // None yet: Abu Dhabi is chosen (the shop is there); code and number left empty save none.
      plate: row.plate ? { ...row.plate } : { emirate: 'abu_dhabi', code: '', number: '' },
    },
  });
  const showRefusal = useShowRefusal(form, { ns: 'admin-customers' });
  const { errors, isSubmitting } = form.formState;
  // Text typed before plates were structured that could not be read as one (decision 071).
  const oldText = row.plate ? null : row.carPlate;
  const err = useFieldMessage('admin-customers');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: row.id, change: values });
      toast.success(t('updated'));
      onDone();
    } catch (e) {
      toastFailure(t('updateFailed'), showRefusal(e), locale);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <TextField
        label={t('fields.email')}
        hint={t('edit.emailLocked')}
        type="email"
        dir="ltr"
        value={row.email}
        disabled
        className="bg-stone-100! text-stone-600"
      />
      <TextField
        label={t('fields.name')}
        autoComplete="off"
        dir="auto"
        required
        error={err(errors.name?.message)}
        {...form.register('name')}
      />
      <TextField
        label={t('fields.phone')}
        type="tel"
        autoComplete="off"
        dir="ltr"
        error={err(errors.phone?.message)}
        {...form.register('phone')}
      />
      <FormPlateInputs
        form={form}
        err={err}
        legend={t('fields.carPlate')}
        example={t('edit.plateExample')}
        before={
          oldText && (
            <p className="mb-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t('edit.oldPlateText', { plate: isolate(oldText) })}
            </p>
          )
        }
      />
      <div className="flex justify-end gap-2 pt-2">
        <SaveCancelButtons
          onCancel={onDone}
          pending={isSubmitting}
          saveLabel={t('admin:actions.saveChanges')}
        />
      </div>
    </form>
  );
}

/** Edit: name, phone and car plate; the e-mail is shown but locked. */
export function CustomerEditDialog({ row, onClose }: { row: AdminCustomer | null; onClose: () => void }) {
  const { t } = useTranslation('admin-customers');
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('edit.title')}
      description={row?.name}
      size="sm"
    >
      {row && <EditForm key={row.id} row={row} onDone={onClose} />}
    </Dialog>
  );
}
