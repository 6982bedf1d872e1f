import '@/client/locales/bundles/admin';
import '@/client/locales/bundles/admin-account';
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
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { useLocale } from '@/client/lib/use-locale';
import { SignInSchema, type SignInInput } from '@/features/accounts';
import { TwoFactorStep } from '@/features/accounts/client';
import { ForgotPasswordLink } from '@/features/accounts/client';
import { ResendConfirmation } from '@/features/accounts/client';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { useStaffSignIn, useStaffSignInCode, useStaffSignOut } from './staff-api';
import { adminHref } from '@/common/admin-paths';

/** `/admin/login`: staff sign in; straight to the back office when already signed in as staff. */
export function Component() {
  const { t } = useTranslation(['admin', 'account', 'admin-account']);
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const me = useStaffMe();
  const signIn = useStaffSignIn();
  const signInCode = useStaffSignInCode();
  const signOut = useStaffSignOut();
  const form = useForm<SignInInput>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
  });
  const showRefusal = useShowRefusal(form, { ns: 'admin' });
  const { errors, isSubmitting } = form.formState;
  const err = useFieldMessage('admin');
  // Two-factor accounts: the password was right, the code step comes next.
  const [codeStep, setCodeStep] = useState(false);
  // The address of an unconfirmed account just refused: it may ask for a new link.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  if (me.data)
    return <Navigate to={from?.startsWith(adminHref('dashboard')) ? from : adminHref('dashboard')} replace />;

  const enter = async () => {
    toast.success(t('login.success'));
    await navigate(from?.startsWith(adminHref('dashboard')) ? from : adminHref('dashboard'), {
      replace: true,
    });
  };

  /**
   * An account that proved itself but may not come in (awaiting approval, not staff, disabled),
   * after either step: no session is left behind, and the reason shows at the password step.
   * Answers whether `e` was such a refusal.
   */
  const refused = async (e: ApiError) => {
    const reason =
      e.code === 'staff_pending'
        ? t('guard.pending')
        : e.code === 'forbidden'
          ? t('guard.noAccess')
          : e.code === 'account_disabled'
            ? e.messageIn(locale)
            : null;
    if (!reason) return false;
    if (e.code !== 'account_disabled') await signOut.mutateAsync().catch(() => undefined); // the server ended a disabled one's
    setCodeStep(false);
    form.resetField('password');
    form.setError('root', { message: reason });
    return true;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setUnconfirmed(null);
    try {
      if (await signIn.mutateAsync(values)) await enter();
      else setCodeStep(true);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (await refused(e)) return;
      if (e.code === 'email_not_verified') setUnconfirmed(values.email.trim());
      // Two refusals have this screen's own words; any other is said as every form says it.
      if (e.code === 'email_not_verified') form.setError('root', { message: t('login.notVerified') });
      else if (e.code === 'invalid_credentials') form.setError('root', { message: t('login.invalid') });
      else showRefusal(e);
    }
  });

  return (
    <AuthFrame
      title={codeStep ? t('admin-account:login.codeTitle') : t('login.title')}
      subtitle={codeStep ? t('account:login.codeHint') : t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to={adminHref('signup')} className="font-semibold text-brand-800 underline">
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
        <TwoFactorStep
          verify={signInCode.mutateAsync}
          onSignedIn={enter}
          onRefused={refused}
          hint={false}
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
          <ForgotPasswordLink to={adminHref('resetPassword')} email={form.watch('email')} />
          <FormError message={errors.root?.message} />
          {unconfirmed && <ResendConfirmation key={unconfirmed} email={unconfirmed} />}
          <SubmitButton pending={isSubmitting}>{t('login.submit')}</SubmitButton>
        </form>
      )}
    </AuthFrame>
  );
}
