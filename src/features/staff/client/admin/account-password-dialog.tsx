import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/client/components/admin/dialog';
import { Button } from '@/client/components/ui/button';
import { FormError } from '@/client/components/ui/form-parts';
import { PasswordField } from '@/client/components/ui/password-field';
import { Spinner } from '@/client/components/ui/spinner';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { PasswordConfirmSchema, type PasswordConfirmInput } from '../../account.schema';

function PasswordForm({
  formId,
  onConfirm,
}: {
  formId: string;
  onConfirm: (password: string) => Promise<void>;
}) {
  const { t } = useTranslation('admin-account');
  const form = useForm<PasswordConfirmInput>({
    resolver: zodResolver(PasswordConfirmSchema),
    defaultValues: { password: '' },
  });
  const showRefusal = useShowRefusal(form, { ns: 'admin-account' });
  const message = useFieldMessage('admin-account');
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await onConfirm(password);
    } catch (e) {
      showRefusal(e);
    }
  });
  return (
    <form id={formId} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <PasswordField
        label={t('twoFactor.password')}
        autoComplete="current-password"
        autoFocus
        required
        error={message(errors.password?.message)}
        {...form.register('password')}
      />
      <FormError message={errors.root?.message} />
    </form>
  );
}

/**
 * Asks for the password again before a sensitive step (two-factor on or off, deleting the
 * account). `onConfirm` runs the step; its refusal shows on the field or above the buttons.
 */
export function PasswordConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  danger = false,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  onConfirm: (password: string) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={pending}
            aria-busy={pending}
            className={danger ? 'bg-red-700! hover:bg-red-800!' : ''}
          >
            {pending && <Spinner />}
            {confirmLabel}
          </Button>
        </>
      }
    >
      {open && <PasswordForm formId={formId} onConfirm={onConfirm} />}
    </Dialog>
  );
}
