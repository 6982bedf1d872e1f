import { Phone, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/client/components/ui/logo';
import { useLocale } from '@/client/lib/use-locale';
import { useStoreInfo } from '@/client/lib/store-info-query';

/** What customers see while the shop is in maintenance: the owner's message in their language, and the phone. */
export default function MaintenancePage() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const info = useStoreInfo().data;
  const other = locale === 'ar' ? 'en' : 'ar';
  if (!info) return null;
  const message = locale === 'ar' ? info.maintenance.messageAr : info.maintenance.messageEn;
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center bg-brand-50 px-5 py-12 text-center"
    >
      <title>{t('maintenance.title')}</title>
      <Logo />
      <div className="mt-8 w-full max-w-lg rounded-3xl bg-white p-8 shadow-sm">
        <Wrench aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
        <h1 className="mt-4 text-2xl font-extrabold text-brand-900">{t('maintenance.title')}</h1>
        <p className="mt-3 whitespace-pre-line text-stone-700">{message}</p>
        <a
          href={`tel:${info.contact.phone.replace(/[^\d+]/g, '')}`}
          className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          <Phone aria-hidden="true" className="h-4 w-4" />
          {t('maintenance.call')} <bdi dir="ltr">{info.contact.phone}</bdi>
        </a>
      </div>
      <button
        type="button"
        lang={other}
        onClick={() => void i18n.changeLanguage(other)}
        className="mt-6 rounded-full px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-white"
      >
        {other === 'ar' ? 'العربية' : 'English'}
      </button>
    </main>
  );
}
