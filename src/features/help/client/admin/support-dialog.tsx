import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { SaveCancelButtons } from '@/client/components/admin/save-cancel-buttons';
import { SelectField } from '@/client/components/admin/select-field';
import { TextField } from '@/client/components/ui/text-field';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { useLocale } from '@/client/lib/use-locale';
import { TICKET_PRIORITIES } from '@/common/domain';
import { isolate } from '@/common/text';
import { SupportTicketSchema, type SupportTicketInput } from '../../help.schema';
import { useSubmitTicket } from './help-api';

function TicketForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin-help');
  const locale = useLocale();
  const submit = useSubmitTicket();
  const form = useForm<SupportTicketInput>({
    resolver: zodResolver(SupportTicketSchema),
    defaultValues: { subject: '', message: '', priority: 'normal' },
  });
  const showRefusal = useShowRefusal(form, { ns: 'admin-help' });
  const { errors } = form.formState;
  const err = useFieldMessage('admin-help');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit.mutateAsync(values);
      toast.success(t('support.submitted'));
      onDone();
    } catch (e) {
      toastFailure(t('support.failed'), showRefusal(e), locale);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <TextField
        label={t('support.subject')}
        required
        maxLength={200}
        dir="auto"
        error={err(errors.subject?.message)}
        {...form.register('subject')}
      />
      <TextField
        label={t('support.message')}
        required
        multiline
        rows={4}
        maxLength={5000}
        dir="auto"
        error={err(errors.message?.message)}
        {...form.register('message')}
      />
      <SelectField
        label={t('support.priority')}
        options={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`support.priorities.${p}`) }))}
        {...form.register('priority')}
      />
      <div className="flex justify-end gap-2 pt-2">
        <SaveCancelButtons
          onCancel={onDone}
          pending={form.formState.isSubmitting}
          saveLabel={t('support.submit')}
        />
      </div>
    </form>
  );
}

/** Contact Support: subject, message and priority; stored and e-mailed to the support address. */
export function SupportDialog({
  open,
  onOpenChange,
  email,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email?: string;
}) {
  const { t } = useTranslation('admin-help');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('support.title')}
      description={email ? t('support.description', { email: isolate(email) }) : undefined}
    >
      {open && <TicketForm onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}
