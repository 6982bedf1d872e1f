import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/client/components/ui/button-class';

/** The back office's language button (the top bar, the sign-in pages, the door screens): the other language, named in it. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('common');
  const other = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      onClick={() => void i18n.changeLanguage(other)}
      className={buttonClass('ghost', 'sm')}
      lang={other}
    >
      <Languages aria-hidden="true" className="h-4 w-4" />
      <span>{t('language.other')}</span>
    </button>
  );
}
