import '@/client/locales/bundles/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthFrame } from '@/client/components/admin/auth-frame';
import { FormError, SubmitButton } from '@/client/components/ui/form-parts';
import { PasswordField } from '@/client/components/ui/password-field';
import { isolate } from '@/common/text';
import { TextField } from '@/client/components/ui/text-field';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { useLocale } from '@/client/lib/use-locale';
import { StaffSignUpSchema, type SignUpInput } from '@/features/accounts';
import { useStaffSignUp } from './staff-api';
import { adminHref } from '@/common/admin-paths';

/** `/admin/signup`: a staff account that waits for an owner's or admin's approval. */
export function Component() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const signUp = useStaffSignUp();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<SignUpInput>({
    resolver: zodResolver(StaffSignUpSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', locale },
  });
  const showRefusal = useShowRefusal(form, { ns: 'admin' });
  const { errors, isSubmitting } = form.formState;
  const err = useFieldMessage('admin');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync({ ...values, locale });
      setDone(values.email.trim().toLowerCase());
    } catch (e) {
      showRefusal(e);
    }
  });

  const footer = (
    <>
      {t('signup.haveAccount')}{' '}
      <Link to={adminHref('login')} className="font-semibold text-brand-800 underline">
        {t('signup.toLogin')}
      </Link>
    </>
  );

  if (done) {
    return (
      <AuthFrame title={t('signup.doneTitle')} subtitle={t('signup.subtitle')} footer={footer}>
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <MailCheck aria-hidden="true" className="h-10 w-10 text-brand-700" />
          <p className="text-stone-800">{t('signup.done', { email: isolate(done) })}</p>
        </div>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('signup.title')} subtitle={t('signup.subtitle')} footer={footer}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={t('signup.name')}
          autoComplete="name"
          required
          error={err(errors.name?.message)}
          {...form.register('name')}
        />
        <TextField
          label={t('signup.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          error={err(errors.email?.message)}
          {...form.register('email')}
        />
        <PasswordField
          label={t('signup.password')}
          autoComplete="new-password"
          required
          error={err(errors.password?.message)}
          {...form.register('password')}
        />
        <PasswordField
          label={t('signup.confirmPassword')}
          autoComplete="new-password"
          required
          error={err(errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
        <FormError message={errors.root?.message} />
        <SubmitButton pending={isSubmitting}>{t('signup.submit')}</SubmitButton>
      </form>
    </AuthFrame>
  );
}
