import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { FormError, SubmitButton } from '@/client/components/ui/form-parts';
import { PasswordField } from '@/client/components/ui/password-field';
import { ApiError } from '@/client/lib/api';
import { lazyResolver } from '@/client/lib/lazy-resolver';
import { useLocale } from '@/client/lib/use-locale';
import type { ResetPasswordInput } from '../../recovery.schema';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { useResetLinkUsable, useResetPassword } from './recovery-api';
import { adminHref } from '@/common/admin-paths';

// The form's checks (Zod and the shared schema) load when the form is first used (decision 026).
const checks = lazyResolver(() => import('./reset-password-validation').then((m) => m.resetPasswordResolver));

const NOTICE = 'flex gap-2 rounded-xl p-3 text-sm font-semibold';

/**
 * The page a reset link opens: the new password (twice), then "changed — sign in". A link that
 * is unknown, expired or used says so and offers a new one (`askAgainPath`).
 */
export function ResetPasswordForm({
  token,
  signInPath,
  askAgainPath,
}: {
  token: string;
  signInPath: string;
  askAgainPath: string;
}) {
  const { t } = useTranslation('recovery');
  const locale = useLocale();
  const usable = useResetLinkUsable(token);
  const reset = useResetPassword();
  const [outcome, setOutcome] = useState<{ signIn: string } | 'invalid' | null>(null);
  const form = useForm<ResetPasswordInput>({
    resolver: checks.resolver,
    defaultValues: { token, newPassword: '', confirmPassword: '', locale },
  });
  const showRefusal = useShowRefusal(form, { ns: 'recovery' });
  const { errors, isSubmitting } = form.formState;
  const err = useFieldMessage('recovery');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setOutcome(await reset.mutateAsync({ ...values, token, locale }));
    } catch (e) {
      if (
        e instanceof ApiError &&
        (e.code === 'reset_link_invalid' || e.fieldProblems().some((p) => p.path === 'token'))
      )
        return setOutcome('invalid');
      const message = showRefusal(e);
      if (message) form.setError('root', { message: `${t('reset.failed')}: ${message}` });
    }
  });

  // Unknown, used or expired; or not even shaped like a token (a link cut short by a mail program).
  const invalid =
    outcome === 'invalid' ||
    usable.data?.usable === false ||
    (usable.error instanceof ApiError && usable.error.status === 422) ||
    !!errors.token;
  if (invalid)
    return (
      <div className="space-y-4">
        <h2 className="text-lg font-bold text-stone-900">{t('reset.invalidHeading')}</h2>
        <p role="alert" className={`${NOTICE} bg-red-50 text-red-800`}>
          <TriangleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
          {t('reset.invalid')}
        </p>
        <Link to={askAgainPath} className={buttonClass('primary', 'lg', 'w-full')}>
          {t('reset.askAgain')}
        </Link>
      </div>
    );

  if (outcome)
    return (
      <div className="space-y-4">
        <h2 className="text-lg font-bold text-stone-900">{t('reset.doneHeading')}</h2>
        <p role="status" className={`${NOTICE} bg-brand-50 text-brand-800`}>
          <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0" />
          <span>
            {t('reset.done')} {outcome.signIn === adminHref('login') && t('reset.twoFactor')}
          </span>
        </p>
        <Link to={outcome.signIn || signInPath} replace className={buttonClass('primary', 'lg', 'w-full')}>
          {t('reset.toSignIn')}
        </Link>
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
      <PasswordField
        label={t('fields.newPassword', { ns: 'account' })}
        autoComplete="new-password"
        required
        hint={t('signup.passwordHint', { ns: 'account' })}
        error={err(errors.newPassword?.message)}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('fields.confirmNewPassword', { ns: 'account' })}
        autoComplete="new-password"
        required
        error={err(errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      <FormError message={errors.root?.message} />
      <SubmitButton pending={isSubmitting}>{t('reset.submit')}</SubmitButton>
    </form>
  );
}
