import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@/common/locales';

/** The current language as a Locale. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'ar';
}
