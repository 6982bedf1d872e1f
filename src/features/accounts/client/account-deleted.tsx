import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { isolate } from '@/common/text';
import { href } from '@/common/paths';

/** Shown in place of the profile once the account is deleted: what happened, and the way home. */
export function AccountDeleted({ email }: { email: string }) {
  const { t } = useTranslation('my-data');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="mx-auto max-w-xl px-4 py-16 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-brand-700" />
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-extrabold text-brand-900 focus:outline-none"
      >
        {t('deleted.title')}
      </h1>
      <p className="mt-3 text-stone-800">{t('deleted.body', { email: isolate(email) })}</p>
      <p className="mt-2 text-sm text-stone-600">{t('deleted.kept')}</p>
      <Link to={href('home')} replace className={buttonClass('primary', 'md', 'mt-8')}>
        {t('deleted.home')}
      </Link>
    </div>
  );
}
