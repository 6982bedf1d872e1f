import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { PageMeta } from '@/client/components/ui/page-meta';
import { href } from '@/common/paths';

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <PageMeta title={t('notFound.title')} description={t('notFound.body')} />
      <h1 className="text-3xl font-extrabold text-brand-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-stone-600">{t('notFound.body')}</p>
      <Link to={href('home')} className={`${buttonClass('primary')} mt-6`}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
