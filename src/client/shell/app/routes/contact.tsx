import { MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useShopName } from '@/client/lib/use-shop-name';
import { buttonClass } from '@/client/components/ui/button-class';
import { PageMeta } from '@/client/components/ui/page-meta';
import { ContactForm } from '@/features/contact/client';
import { directionsUrl, telUrl } from '@/features/settings/client';
import { useStoreInfo } from '@/client/lib/store-info-query';
import { DEFAULT_STORE_INFO } from '@/features/settings';

/**
 * The message form, with a call and a map button above it for those who would rather talk or
 * come by. The shop's phone, e-mail, address and hours are in the footer right below, so the page
 * does not list them a second time.
 */
export function Component() {
  const { t } = useTranslation('contact');
  const shopName = useShopName();
  const info = useStoreInfo().data ?? DEFAULT_STORE_INFO;
  const { contact } = info;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <PageMeta title={t('title')} description={t('description', { name: shopName })} />
      <header className="mb-6 text-center">
        <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{t('heading')}</h1>
        <p className="mt-2 text-stone-700">{t('intro')}</p>
      </header>
      <div className="mb-6 grid gap-3 sm:grid-cols-2">
        <a href={telUrl(contact.phone)} className={buttonClass('outline', 'md', 'w-full')}>
          <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
          {t('call')} <bdi dir="ltr">{contact.phone}</bdi>
        </a>
        <a
          href={directionsUrl(info)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('outline', 'md', 'w-full')}
        >
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
          {t('openMap')}
        </a>
      </div>
      <ContactForm />
    </div>
  );
}
