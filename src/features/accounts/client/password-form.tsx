import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyResolver } from '@/client/lib/lazy-resolver';
import { toast } from '@/client/lib/toast';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import type { ChangePasswordInput } from '../account.schema';
import { useChangePassword } from './change-password';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { PasswordField } from '@/client/components/ui/password-field';

// The form's checks (Zod and the shared schema) load when the form is first used (decision 026).
const checks = lazyResolver(() => import('./password-validation').then((m) => m.passwordResolver));

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The Security tab: the current password is checked by the server; new and confirm must match. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: checks.resolver,
    defaultValues: EMPTY,
  });
  const showRefusal = useShowRefusal(form, { ns: 'account' });
  const { errors, isSubmitting } = form.formState;
  const err = useFieldMessage('account');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY);
      toast.success(t('security.updated'));
    } catch (e) {
      toast.error(t('security.failed'), { description: showRefusal(e) });
    }
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={checks.warm}
      onPointerDown={checks.warm}
      noValidate
      className="max-w-xl space-y-4"
      aria-labelledby="security-heading"
    >
      <div>
        <h2 id="security-heading" className="text-lg font-bold text-stone-900">
          {t('security.heading')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('security.intro')}</p>
      </div>
      <PasswordField
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        required
        error={err(errors.currentPassword?.message)}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        required
        hint={t('signup.passwordHint')}
        error={err(errors.newPassword?.message)}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('fields.confirmNewPassword')}
        autoComplete="new-password"
        required
        error={err(errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {t('security.submit')}
      </Button>
    </form>
  );
}
