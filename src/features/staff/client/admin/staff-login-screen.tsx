import '@/client/locales/bundles/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AuthFrame } from '@/client/components/admin/auth-frame';
import { FormError, SubmitButton } from '@/client/components/ui/form-parts';
import { PasswordField } from '@/client/components/ui/password-field';
import { TextField } from '@/client/components/ui/text-field';
import { ApiError } from '@/client/lib/api';
import { useLocale } from '@/client/lib/use-locale';
import { SignInSchema, type SignInInput } from '@/features/accounts/account.schema';
import { useStaffMe, useStaffSignIn, useStaffSignOut } from '../staff-api';
import { AccountLoginCodeStep } from './account-login-code-step';

/** `/admin/login`: staff sign in; straight to the back office when already signed in as staff. */
export function Component() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const me = useStaffMe();
  const signIn = useStaffSignIn();
  const signOut = useStaffSignOut();
  const form = useForm<SignInInput>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const err = (m?: string) => (m ? t(m, { ns: 'common' }) : undefined);
  // Two-factor accounts: the password was right, the code step comes next.
  const [codeStep, setCodeStep] = useState(false);

  if (me.data) return <Navigate to={from?.startsWith('/admin') ? from : '/admin'} replace />;

  const enter = async () => {
    toast.success(t('login.success'));
    await navigate(from?.startsWith('/admin') ? from : '/admin', { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (await signIn.mutateAsync(values)) await enter();
      else setCodeStep(true);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      // Signed in, but not (yet) staff: say why and leave no session behind.
      if (e.code === 'staff_pending' || e.code === 'forbidden') {
        await signOut.mutateAsync().catch(() => undefined);
        form.setError('root', {
          message: t(e.code === 'staff_pending' ? 'guard.pending' : 'guard.noAccess'),
        });
        return;
      }
      const message =
        e.code === 'email_not_verified'
          ? t('login.notVerified')
          : e.code === 'invalid_credentials'
            ? t('login.invalid')
            : e.messageIn(locale);
      form.setError('root', { message });
    }
  });

  return (
    <AuthFrame
      title={codeStep ? t('admin-account:login.codeTitle') : t('login.title')}
      subtitle={codeStep ? t('admin-account:login.codeSubtitle') : t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to="/admin/signup" className="font-semibold text-brand-800 underline">
            {t('login.toSignup')}
          </Link>
        </>
      }
    >
      {params.get('verified') === '1' && (
        <p role="status" className="mb-4 rounded-xl bg-emerald-50 p-3 text-sm font-semibold text-emerald-900">
          {t('login.verified')}
        </p>
      )}
      {codeStep ? (
        <AccountLoginCodeStep
          onSignedIn={enter}
          onRestart={() => {
            setCodeStep(false);
            form.resetField('password');
          }}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="username"
            dir="ltr"
            required
            error={err(errors.email?.message)}
            {...form.register('email')}
          />
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            required
            error={err(errors.password?.message)}
            {...form.register('password')}
          />
          <FormError message={errors.root?.message} />
          <SubmitButton pending={isSubmitting}>{t('login.submit')}</SubmitButton>
        </form>
      )}
    </AuthFrame>
  );
}
