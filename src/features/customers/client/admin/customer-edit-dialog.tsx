import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { SaveCancelButtons } from '@/client/components/admin/save-cancel-buttons';
import { TextField } from '@/client/components/ui/text-field';
import { useShowRefusal } from '@/client/lib/form-refusal';
import { useLocale } from '@/client/lib/use-locale';
import { CustomerUpdateSchema, type AdminCustomer, type CustomerUpdateInput } from '../../customers.schema';
import { useUpdateCustomer } from './customers-api';

function EditForm({ row, onDone }: { row: AdminCustomer; onDone: () => void }) {
  const { t } = useTranslation('admin-customers');
  const locale = useLocale();
  const update = useUpdateCustomer();
  const form = useForm<CustomerUpdateInput>({
    resolver: zodResolver(CustomerUpdateSchema),
    defaultValues: { name: row.name, phone: row.phone ?? '', carPlate: row.carPlate ?? '' },
  });
  const showRefusal = useShowRefusal(form, { ns: 'admin-customers' });
  const { errors, isSubmitting } = form.formState;
  const err = (m?: string) => (m ? t(m, { ns: ['admin-customers', 'common'] }) : undefined);

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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.phone')}
          type="tel"
          autoComplete="off"
          dir="ltr"
          error={err(errors.phone?.message)}
          {...form.register('phone')}
        />
        <TextField
          label={t('fields.carPlate')}
          autoComplete="off"
          dir="ltr"
          error={err(errors.carPlate?.message)}
          {...form.register('carPlate')}
        />
      </div>
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
