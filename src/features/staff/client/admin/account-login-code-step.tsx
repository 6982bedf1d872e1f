import '@/client/locales/bundles/admin-account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { FormError, SubmitButton } from '@/client/components/ui/form-parts';
import { TextField } from '@/client/components/ui/text-field';
import { ApiError } from '@/client/lib/api';
import { useLocale } from '@/client/lib/use-locale';
import { SignInCodeSchema, type SignInCodeInput } from '@/features/accounts/account.schema';
import type { StaffMe } from '../../staff.schema';
import { useStaffSignInCode } from '../staff-api';

/**
 * The second step of a two-factor sign-in: the authenticator's 6-digit code or a backup code.
 * A spent or expired challenge sends the member back to the password (`onRestart`).
 */
export function AccountLoginCodeStep({ onSignedIn, onRestart }: { onSignedIn: (me: StaffMe) => Promise<void>; onRestart: () => void }) {
  const { t } = useTranslation('admin-account');
  const locale = useLocale();
  const verify = useStaffSignInCode();
  const form = useForm<SignInCodeInput>({ resolver: zodResolver(SignInCodeSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSignedIn(await verify.mutateAsync(values));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.code === 'two_factor_expired') {
        onRestart();
        return;
      }
      form.setError('code', { message: e.messageIn(locale) }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <TextField
        label={t('login.code')}
        inputMode="text"
        autoComplete="one-time-code"
        autoFocus
        dir="ltr"
        maxLength={20}
        className="text-center font-mono text-lg tracking-[0.3em]"
        error={errors.code?.message ? t(errors.code.message.startsWith('validation.') ? `login.${errors.code.message}` : errors.code.message, { defaultValue: errors.code.message }) : undefined}
        {...form.register('code')}
      />
      <FormError message={errors.root?.message} />
      <SubmitButton pending={isSubmitting}>{t('login.submit')}</SubmitButton>
      <Button variant="ghost" className="w-full" onClick={onRestart}>
        {t('login.back')}
      </Button>
    </form>
  );
}
