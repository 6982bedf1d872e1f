import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * "Forgot password?" under a sign-in form's password: to the recovery page, with the address
 * typed so far (so it need not be typed again). 44 px tall, for a thumb.
 */
export function ForgotPasswordLink({ to, email }: { to: string; email: string }) {
  const { t } = useTranslation('recovery');
  return (
    <div className="-mt-2 flex justify-end">
      <Link
        to={to}
        state={{ email: email.trim() }}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
      >
        {t('forgot.link')}
      </Link>
    </div>
  );
}
