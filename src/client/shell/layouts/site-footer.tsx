import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/client/components/ui/logo';
import { useLocale } from '@/client/lib/use-locale';
import { FooterLinks } from '@/features/menus/client';
import { OpeningHours } from '@/features/settings/client';
import { useStoreInfo } from '@/client/lib/store-info-query';
import { useShopName } from '@/client/lib/use-shop-name';
import { DEFAULT_STORE_INFO } from '@/features/settings';

export function SiteFooter() {
  const { t } = useTranslation();
  const locale = useLocale();
  const shopName = useShopName();
  const info = useStoreInfo().data ?? DEFAULT_STORE_INFO;
  const { contact, hours } = info;
  return (
    <footer className="mt-auto bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <div className="flex items-center gap-2 [&_span]:text-white">
            <Logo />
          </div>
          <p className="text-sm text-brand-100">{t('footer.tagline')}</p>
        </div>
        <div>
          <h2 className="mb-3 font-bold text-white">{t('footer.contactTitle')}</h2>
          <ul className="space-y-2 text-sm text-brand-100">
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
              <a href={`tel:${contact.phone.replace(/\s/g, '')}`} className="hover:text-white">
                <bdi dir="ltr">{contact.phone}</bdi>
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
              <a href={`mailto:${contact.email}`} className="hover:text-white">
                {contact.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
              {locale === 'ar' ? contact.addressAr : contact.addressEn}
            </li>
            <li className="flex items-center gap-2">
              <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
              <OpeningHours hours={hours} />
            </li>
          </ul>
        </div>
        <FooterLinks />
      </div>
      <p className="border-t border-brand-800 py-4 text-center text-xs text-brand-200">
        {t('footer.copyright', { year: new Date().getFullYear(), name: shopName })}
      </p>
    </footer>
  );
}
