import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

export interface RecoveryFrameProps {
  heading: string;
  intro: string;
  children: ReactNode;
  footer: ReactNode;
}

/**
 * `/reset-password` (customers) and `/admin/reset-password` (staff): without a token, "Forgot
 * password?" (the address to send a link to); with the token of an e-mailed link, the new password.
 */
export function RecoveryScreen({
  Frame,
  here,
  signInPath,
}: {
  Frame: ComponentType<RecoveryFrameProps>;
  here: string;
  signInPath: string;
}) {
  const { t } = useTranslation('recovery');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  const email = (useLocation().state as { email?: string } | null)?.email;
  const footer = (
    <Link
      to={signInPath}
      className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
    >
      {t('forgot.back')}
    </Link>
  );
  if (token)
    return (
      <Frame heading={t('reset.heading')} intro={t('reset.intro')} footer={footer}>
        <ResetPasswordForm key={token} token={token} signInPath={signInPath} askAgainPath={here} />
      </Frame>
    );
  return (
    <Frame heading={t('forgot.heading')} intro={t('forgot.intro')} footer={footer}>
      <ForgotPasswordForm email={email} />
    </Frame>
  );
}
