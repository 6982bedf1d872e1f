import '@/client/locales/bundles/about';
import { Clock, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button';
import { PageMeta } from '@/client/components/ui/page-meta';
import { useLocale } from '@/client/lib/use-locale';
import { OpeningHours } from '@/features/settings/client/opening-hours';
import { useStoreInfo } from '@/features/settings/client/store-info-query';
import { DEFAULT_STORE_INFO } from '@/features/settings/store-defaults';

const STATS = [
  { value: '2020', key: 'founded' },
  { value: '10,000+', key: 'customers' },
  { value: '30+', key: 'varieties' },
  { value: '3+', key: 'years' },
] as const;

export function Component() {
  const { t } = useTranslation('about');
  const locale = useLocale();
  const { contact, hours } = useStoreInfo().data ?? DEFAULT_STORE_INFO;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta title={t('title')} description={t('description')} />
      <header className="text-center">
        <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{t('heading')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-stone-700">{t('intro')}</p>
      </header>
      <dl className="mt-10 grid grid-cols-2 gap-3 md:grid-cols-4">
        {STATS.map((s) => (
          <div key={s.key} className="flex flex-col-reverse rounded-2xl border border-stone-200 bg-white p-5 text-center shadow-sm">
            <dt className="text-sm text-stone-600">{t(`stats.${s.key}`)}</dt>
            <dd className="text-3xl font-extrabold text-citrus-600">
              <bdi>{s.value}</bdi>
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
        <div className="rounded-2xl bg-brand-900 p-6 text-brand-50">
          <h2 className="mb-4 text-2xl font-bold text-white">{t('visit.title')}</h2>
          <ul className="space-y-3">
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-1 h-5 w-5 shrink-0" />
              {locale === 'ar' ? contact.addressAr : contact.addressEn}
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-1 h-5 w-5 shrink-0" />
              <OpeningHours hours={hours} />
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-1 h-5 w-5 shrink-0" />
              <a href={`tel:${contact.phone.replace(/\s/g, '')}`} className="underline-offset-4 hover:underline">
                <bdi dir="ltr">{contact.phone}</bdi>
              </a>
            </li>
          </ul>
          <p className="mt-4 text-sm text-brand-100">{t('visit.car')}</p>
          <Link to="/menu" className={`${buttonClass('accent')} mt-5`}>
            {t('visit.cta')}
          </Link>
        </div>
      </section>
    </div>
  );
}
