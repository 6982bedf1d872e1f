import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { PasswordField } from '@/client/components/ui/password-field';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { useLocale } from '@/client/lib/use-locale';
import { StaffPasswordSchema, type StaffPasswordInput } from '../../account.schema';
import { useChangeStaffPassword } from './account-api';
import { AccountSection } from './account-section';
import { SaveButton } from '@/client/components/admin/save-cancel-buttons';

const EMPTY: StaffPasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the current one is checked by the server; other devices are signed out. */
export function AccountPasswordForm() {
  const { t } = useTranslation('admin-account');
  const locale = useLocale();
  const change = useChangeStaffPassword();
  const form = useForm<StaffPasswordInput>({
    resolver: zodResolver(StaffPasswordSchema),
    defaultValues: EMPTY,
  });
  const showRefusal = useShowRefusal(form, { ns: 'admin-account' });
  const { errors, isSubmitting } = form.formState;
  const err = useFieldMessage('admin-account');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY);
      toast.success(t('password.saved'), { description: t('password.othersSignedOut') });
    } catch (e) {
      toastFailure(t('password.failed'), showRefusal(e), locale);
    }
  });

  return (
    <AccountSection id="account-password" title={t('password.title')}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
          <PasswordField
            label={t('password.current')}
            autoComplete="current-password"
            required
            error={err(errors.currentPassword?.message)}
            {...form.register('currentPassword')}
          />
        </div>
        <PasswordField
          label={t('password.new')}
          hint={t('password.newHint')}
          autoComplete="new-password"
          required
          error={err(errors.newPassword?.message)}
          {...form.register('newPassword')}
        />
        <PasswordField
          label={t('password.confirm')}
          autoComplete="new-password"
          required
          error={err(errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
        <div className="flex justify-end sm:col-span-2">
          <SaveButton label={t('password.submit')} pending={isSubmitting} />
        </div>
      </form>
    </AccountSection>
  );
}
