import { Car, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { PageMeta } from '@/client/components/ui/page-meta';
import { directionsUrl } from '@/features/settings/client';
import { useStoreInfo } from '@/client/lib/store-info-query';
import { DEFAULT_STORE_INFO } from '@/features/settings';
import { href } from '@/common/paths';

// each figure is a text of its own: Arabic puts the plus before the number («+30»), English after
const STATS = ['founded', 'customers', 'varieties', 'years'] as const;

export function Component() {
  const { t } = useTranslation('about');
  const info = useStoreInfo().data ?? DEFAULT_STORE_INFO;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta title={t('title')} description={t('description')} />
      <header className="text-center">
        <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{t('heading')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-stone-700">{t('intro')}</p>
      </header>
      <dl className="mt-10 grid grid-cols-2 gap-3 md:grid-cols-4">
        {STATS.map((key) => (
          <div
            key={key}
            className="flex flex-col-reverse rounded-2xl border border-stone-200 bg-white p-5 text-center shadow-sm"
          >
            <dt className="text-sm text-stone-600">{t(`stats.${key}`)}</dt>
            <dd className="text-3xl font-extrabold text-citrus-600">
              <bdi dir="ltr">{t(`figures.${key}`)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="story-title" className="mt-12 grid gap-6 md:grid-cols-2">
        <div>
          <h2 id="story-title" className="mb-3 text-2xl font-bold text-brand-900">
            {t('story.title')}
          </h2>
          <p className="mb-3 text-stone-700">{t('story.p1')}</p>
          <p className="text-stone-700">{t('story.p2')}</p>
        </div>
        {/* How ordering works here; the address, hours and phone are in the footer just below. */}
        <div className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
          <h2 className="mb-3 flex items-center gap-2 text-2xl font-bold text-brand-900">
            <Car aria-hidden="true" className="h-6 w-6 shrink-0 text-citrus-600" />
            {t('visit.title')}
          </h2>
          <p className="text-stone-700">{t('visit.car')}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to={href('menu')} className={buttonClass('accent')}>
              {t('visit.cta')}
            </Link>
            <a
              href={directionsUrl(info)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('outline')}
            >
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
              {t('visit.map')}
            </a>
          </div>
        </div>
      </section>
    </div>
  );
}
