import '@/client/locales/bundles/contact';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/client/components/ui/page-meta';
import { useLocale } from '@/client/lib/use-locale';
import { ContactForm } from '@/features/contact/client/contact-form';
import { OpeningHours } from '@/features/settings/client/opening-hours';
import { useStoreInfo } from '@/features/settings/client/store-info-query';
import { DEFAULT_STORE_INFO } from '@/features/settings/store-defaults';

export function Component() {
  const { t } = useTranslation('contact');
  const locale = useLocale();
  const { contact, hours } = useStoreInfo().data ?? DEFAULT_STORE_INFO;
  const address = locale === 'ar' ? contact.addressAr : contact.addressEn;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta title={t('title')} description={t('description')} />
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{t('heading')}</h1>
        <p className="mt-2 text-stone-700">{t('intro')}</p>
      </header>
      <div className="grid gap-6 md:grid-cols-[1fr_20rem]">
        <ContactForm />
        <aside aria-labelledby="info-title" className="space-y-4 rounded-2xl bg-brand-900 p-6 text-brand-50">
          <h2 id="info-title" className="text-xl font-bold text-white">
            {t('infoTitle')}
          </h2>
          <ul className="space-y-3 text-sm">
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="h-5 w-5 shrink-0" />
              <a href={`tel:${contact.phone.replace(/\s/g, '')}`} className="hover:underline">
                <bdi dir="ltr">{contact.phone}</bdi>
              </a>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="h-5 w-5 shrink-0" />
              <a href={`mailto:${contact.email}`} className="hover:underline">
                {contact.email}
              </a>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="h-5 w-5 shrink-0" />
              <span>{address}</span>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="h-5 w-5 shrink-0" />
              <OpeningHours hours={hours} />
            </li>
          </ul>
          <a
            href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(contact.addressEn)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-block rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50"
          >
            {t('openMap')}
          </a>
        </aside>
      </div>
    </div>
  );
}
