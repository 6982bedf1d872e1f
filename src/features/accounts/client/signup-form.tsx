import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lazyResolver } from '@/client/lib/lazy-resolver';
import { toast } from '@/client/lib/toast';
import { FormError, SubmitButton } from '@/client/components/ui/form-parts';
import { TextField } from '@/client/components/ui/text-field';
import { useFormReady } from '@/client/lib/use-form-ready';
import { useLocale } from '@/client/lib/use-locale';
import type { SignUpInput } from '../account.schema';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import type { LoginLocationState } from './login-state';
import { PasswordField } from '@/client/components/ui/password-field';
import { useSignUp } from './sign-up';
import { href } from '@/common/paths';

// The form's checks (Zod and the shared schema) load when the form is first used (decision 026).
const checks = lazyResolver(() => import('./signup-validation').then((m) => m.signupResolver));

const FORM_ID = 'signup-form';

export function SignUpForm() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm<SignUpInput>({
    resolver: checks.resolver,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const showRefusal = useShowRefusal(form, { ns: 'account' });
  const formReady = useFormReady(FORM_ID);
  const { errors, isSubmitting } = form.formState;
  const err = useFieldMessage('account');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync({ ...values, locale });
      toast.success(t('signup.success'));
      const state: LoginLocationState = { registered: values.email.trim().toLowerCase() };
      await navigate(href('login'), { state });
    } catch (e) {
      const message = showRefusal(e);
      if (message) form.setError('root', { message: `${t('signup.failed')}: ${message}` });
    }
  });

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
        label={t('fields.name')}
        autoComplete="name"
        required
        error={err(errors.name?.message)}
        {...form.register('name')}
      />
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
        autoComplete="new-password"
        required
        hint={t('signup.passwordHint')}
        error={err(errors.password?.message)}
        {...form.register('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
        error={err(errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      <FormError message={errors.root?.message} />
      <SubmitButton pending={isSubmitting}>{t('signup.submit')}</SubmitButton>
    </form>
  );
}
