import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { Logo } from '@/client/components/ui/logo';
import { LanguageToggle } from '@/client/components/admin/language-toggle';
import { href } from '@/common/paths';

/** The frame of the staff sign-in and sign-up pages: logo, language, Back to Website, a card. */
export function AuthFrame({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t, i18n } = useTranslation('admin');
  const Back = i18n.dir() === 'rtl' ? ArrowRight : ArrowLeft;
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-stone-100">
      <title>{title}</title>
      <header className="mx-auto flex max-w-md items-center gap-2 px-4 pt-5">
        <Link to={href('home')} className={`${buttonClass('ghost', 'sm')} me-auto`}>
          <Back aria-hidden="true" className="h-4 w-4" />
          {t('login.backToWebsite')}
        </Link>
        <LanguageToggle />
      </header>
      <main className="mx-auto w-full max-w-md px-4 pb-10 pt-6">
        <div className="mb-6 flex flex-col items-center text-center">
          <div className="flex items-center gap-2">
            <Logo />
          </div>
          <h1 className="mt-4 text-2xl font-extrabold text-stone-900">{title}</h1>
          <p className="mt-1 text-stone-700">{subtitle}</p>
        </div>
        <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">{children}</div>
        {footer && <p className="mt-6 text-center text-sm text-stone-700">{footer}</p>}
      </main>
    </div>
  );
}
