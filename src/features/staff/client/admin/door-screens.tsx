import '@/client/locales/bundles/admin-account';
import '@/client/locales/bundles/admin-door';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/client/components/ui/button-class';
import { Logo } from '@/client/components/ui/logo';
import { LanguageToggle } from '@/client/components/admin/language-toggle';
import { AccountPasswordForm } from './account-password-form';
import { AccountTwoFactor } from './account-two-factor';

/** A page with nothing but one task, before the back office opens: its title, why, the task, and a way out. */
function DoorFrame({
  title,
  body,
  onSignOut,
  children,
}: {
  title: string;
  body: string;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="min-h-dvh bg-stone-50">
      <title>{title}</title>
      <header className="mx-auto flex max-w-3xl items-center gap-2 px-4 pt-5">
        <span className="me-auto">
          <Logo />
        </span>
        <LanguageToggle />
        <button type="button" onClick={onSignOut} className={buttonClass('outline', 'sm')}>
          <LogOut aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
          {t('guard.signOut')}
        </button>
      </header>
      <main id="admin-main" className="mx-auto w-full max-w-3xl px-4 pb-10 pt-8">
        <h1 className="text-2xl font-extrabold text-stone-900">{title}</h1>
        <p role="status" className="mt-2 mb-6 max-w-prose text-stone-700">
          {body}
        </p>
        {children}
      </main>
    </div>
  );
}

/** The account's password breaks today's rule: the back office shows only its change until it is done. */
export function PasswordChangeRequired({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation('admin-door');
  return (
    <DoorFrame title={t('password.title')} body={t('password.body')} onSignOut={onSignOut}>
      <AccountPasswordForm />
    </DoorFrame>
  );
}

/** Two-factor sign-in is required of this owner or admin: only its setup until it is on. */
export function TwoFactorSetupRequired({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation('admin-door');
  return (
    <DoorFrame title={t('twoFactor.title')} body={t('twoFactor.body')} onSignOut={onSignOut}>
      <AccountTwoFactor enabled={false} />
    </DoorFrame>
  );
}
