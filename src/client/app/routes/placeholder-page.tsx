import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button';
import { PageMeta } from '@/client/components/ui/page-meta';

/** Pages that the accounts and checkout work fills in: honest about it, and a way back. */
export function PlaceholderPage({ page }: { page: 'login' | 'signup' }) {
  const { t } = useTranslation('account');
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <PageMeta title={t(`${page}.title`)} description={t('soon.body')} />
      <h1 className="text-3xl font-extrabold text-brand-900">{t(`${page}.title`)}</h1>
      <p className="mt-3 text-stone-600">{t('soon.body')}</p>
      <Link to="/menu" className={`${buttonClass('primary')} mt-6`}>
        {t('soon.toMenu')}
      </Link>
    </div>
  );
}
