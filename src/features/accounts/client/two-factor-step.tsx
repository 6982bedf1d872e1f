import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { SubmitButton } from '@/client/components/ui/form-parts';
import { TextField } from '@/client/components/ui/text-field';
import { ApiError } from '@/client/lib/api';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { SignInCodeSchema, type SignInCodeInput } from '../account.schema';

/**
 * The code step of a two-factor sign-in (the shop's and the back office's): the authenticator's
 * 6-digit code or a backup code. An expired challenge goes back to the password; `onRefused`
 * takes the errors the caller handles itself (true when it did), such as an account that proved
 * itself but may not come in; any other error is shown under the code.
 */
export function TwoFactorStep({
  verify,
  onSignedIn,
  onRestart,
  onRefused,
  hint = true,
}: {
  verify: (input: SignInCodeInput) => Promise<unknown>;
  onSignedIn: () => Promise<void>;
  onRestart: () => void;
  onRefused?: (e: ApiError) => Promise<boolean>;
  /** Says what to enter above the field (off when the page's subtitle already does). */
  hint?: boolean;
}) {
  const { t } = useTranslation('account');
  const form = useForm<SignInCodeInput>({
    resolver: zodResolver(SignInCodeSchema),
    defaultValues: { code: '' },
  });
  // One field: a refusal about no field (a wrong code, too many tries) is said under it.
  const showRefusal = useShowRefusal(form, { ns: 'account', formLevelOn: 'code' });
  const fieldMessage = useFieldMessage('account');
  const { errors, isSubmitting } = form.formState;
  const message = errors.code?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await verify(values);
      await onSignedIn();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.code === 'two_factor_expired') return onRestart();
      if (await onRefused?.(e)) return;
      showRefusal(e);
    }
  });

  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {hint && <p className="text-sm text-stone-700">{t('login.codeHint')}</p>}
      <TextField
        label={t('login.code')}
        autoComplete="one-time-code"
        autoFocus
        dir="ltr"
        maxLength={20}
        className="text-center font-mono text-lg tracking-[0.3em]"
        error={
          message
            ? message === 'validation.code'
              ? t('login.codeFormat')
              : fieldMessage(message)
            : undefined
        }
        {...form.register('code')}
      />
      <SubmitButton pending={isSubmitting}>{t('login.verify')}</SubmitButton>
      <Button variant="ghost" className="w-full" onClick={onRestart}>
        {t('login.back')}
      </Button>
    </form>
  );
}
