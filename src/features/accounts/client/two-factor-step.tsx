import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { SubmitButton } from '@/client/components/ui/form-parts';
import { TextField } from '@/client/components/ui/text-field';
import { ApiError } from '@/client/lib/api';
import { useLocale } from '@/client/lib/use-locale';
import { SignInCodeSchema, type SignInCodeInput } from '../account.schema';
import { useSignInCode } from './sign-in';

/** The code step of a two-factor sign-in; an expired challenge goes back to the password. */
export function TwoFactorStep({ onSignedIn, onRestart }: { onSignedIn: () => Promise<void>; onRestart: () => void }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const verify = useSignInCode();
  const form = useForm<SignInCodeInput>({ resolver: zodResolver(SignInCodeSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const message = errors.code?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await verify.mutateAsync(values);
      await onSignedIn();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.code === 'two_factor_expired') return onRestart();
      form.setError('code', { message: e.messageIn(locale) }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <p className="text-sm text-stone-700">{t('login.codeHint')}</p>
      <TextField
        label={t('login.code')}
        autoComplete="one-time-code"
        autoFocus
        dir="ltr"
        maxLength={20}
        className="text-center font-mono text-lg tracking-[0.3em]"
        error={message ? (message === 'validation.code' ? t('login.codeFormat') : t(message, { ns: 'common', defaultValue: message })) : undefined}
        {...form.register('code')}
      />
      <SubmitButton pending={isSubmitting}>{t('login.verify')}</SubmitButton>
      <Button variant="ghost" className="w-full" onClick={onRestart}>
        {t('login.back')}
      </Button>
    </form>
  );
}
