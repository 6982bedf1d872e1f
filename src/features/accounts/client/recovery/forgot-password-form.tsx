import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { FormError, SubmitButton } from '@/client/components/ui/form-parts';
import { TextField } from '@/client/components/ui/text-field';
import { lazyResolver } from '@/client/lib/lazy-resolver';
import { useLocale } from '@/client/lib/use-locale';
import { isolate } from '@/common/text';
import type { ForgotPasswordInput } from '../../recovery.schema';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { useForgotPassword } from './recovery-api';

// The form's checks (Zod and the shared schema) load when the form is first used (decision 026).
const checks = lazyResolver(() =>
  import('./forgot-password-validation').then((m) => m.forgotPasswordResolver),
);

/** "Forgot password?": the address to send a link to; the answer never says whether it has an account. */
export function ForgotPasswordForm({ email = '' }: { email?: string }) {
  const { t } = useTranslation('recovery');
  const locale = useLocale();
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({ resolver: checks.resolver, defaultValues: { email, locale } });
  const showRefusal = useShowRefusal(form, { ns: 'recovery' });
  const { errors, isSubmitting } = form.formState;
  const err = useFieldMessage('recovery');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await forgot.mutateAsync({ ...values, locale });
      setSentTo(values.email.trim());
    } catch (e) {
      showRefusal(e);
    }
  });

  if (sentTo)
    return (
      <div className="space-y-4">
        <p
          role="status"
          className="flex gap-2 rounded-xl bg-citrus-50 p-3 text-sm font-semibold text-stone-800"
        >
          <MailCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-citrus-800" />
          <span>{t('forgot.sent', { email: isolate(sentTo) })}</span>
        </p>
        <Button variant="outline" size="lg" className="w-full" onClick={() => setSentTo(null)}>
          {t('forgot.again')}
        </Button>
      </div>
    );

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={checks.warm}
      onPointerDown={checks.warm}
      noValidate
      className="space-y-4"
    >
      <TextField
        label={t('fields.email', { ns: 'account' })}
        type="email"
        autoComplete="email"
        dir="ltr"
        required
        error={err(errors.email?.message)}
        {...form.register('email')}
      />
      <FormError message={errors.root?.message} />
      <SubmitButton pending={isSubmitting}>{t('forgot.submit')}</SubmitButton>
    </form>
  );
}
