import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lazyResolver } from '@/client/lib/lazy-resolver';
import { toast } from '@/client/lib/toast';
import { FormError, SubmitButton } from '@/client/components/ui/form-parts';
import { TextField } from '@/client/components/ui/text-field';
import { ApiError } from '@/client/lib/api';
import { useFormReady } from '@/client/lib/use-form-ready';
import type { SignInInput } from '../account.schema';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { afterLoginPath } from './login-state';
import { PasswordField } from '@/client/components/ui/password-field';
import { useSignIn, useSignInCode } from './sign-in';
import { ForgotPasswordLink } from './recovery/forgot-password-link';
import { href } from '@/common/paths';

// The form's checks (Zod and the shared schema) load when the form is first used (decision 026).
const checks = lazyResolver(() => import('./login-validation').then((m) => m.loginResolver));

// Only an unconfirmed account's sign-in offers to send the confirmation again: loaded when needed.
const ResendConfirmation = lazy(() =>
  import('./recovery/resend-confirmation').then((m) => ({ default: m.ResendConfirmation })),
);

// Only two-factor accounts (staff) ever see the code step: loaded when needed.
const TwoFactorStep = lazy(() => import('./two-factor-step').then((m) => ({ default: m.TwoFactorStep })));

const FORM_ID = 'login-form';

export function LoginForm({ email = '', from }: { email?: string; from?: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const signIn = useSignIn();
  const signInCode = useSignInCode();
  const form = useForm<SignInInput>({
    resolver: checks.resolver,
    defaultValues: { email, password: '' },
  });
  const showRefusal = useShowRefusal(form, { ns: 'account' });
  const formReady = useFormReady(FORM_ID);
  const { errors, isSubmitting } = form.formState;
  const err = useFieldMessage('account');
  const [codeStep, setCodeStep] = useState(false);
  // The address of an unconfirmed account just refused (403): it may ask for a new link.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  const enter = async () => {
    toast.success(t('login.success'));
    await navigate(afterLoginPath(from), { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setUnconfirmed(null);
    try {
      const answer = await signIn.mutateAsync(values);
      if ('twoFactorRequired' in answer) setCodeStep(true);
      else await enter();
    } catch (e) {
      const status = e instanceof ApiError ? e.status : 0;
      if (status === 403) setUnconfirmed(values.email.trim());
      // Two refusals have this form's own words; any other is said as every form says it.
      if (status === 403) form.setError('root', { message: t('login.notConfirmed') });
      else if (status === 401) form.setError('root', { message: t('login.invalid') });
      else showRefusal(e);
    }
  });

  if (codeStep) {
    const restart = () => {
      setCodeStep(false);
      form.resetField('password');
    };
    return (
      <Suspense>
        <TwoFactorStep verify={signInCode.mutateAsync} onSignedIn={enter} onRestart={restart} />
      </Suspense>
    );
  }

  return (
    <form
      {...formReady}
      method="post"
      onSubmit={onSubmit}
      onFocus={checks.warm}
      onPointerDown={checks.warm}
      noValidate
      className="space-y-4"
    >
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        dir="ltr"
        required
        error={err(errors.email?.message)}
        {...form.register('email')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        required
        error={err(errors.password?.message)}
        {...form.register('password')}
      />
      <ForgotPasswordLink to={href('resetPassword')} email={form.watch('email')} />
      <FormError message={errors.root?.message} />
      {unconfirmed && (
        <Suspense>
          <ResendConfirmation key={unconfirmed} email={unconfirmed} />
        </Suspense>
      )}
      <SubmitButton pending={isSubmitting}>{t('login.submit')}</SubmitButton>
    </form>
  );
}
