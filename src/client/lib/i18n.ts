import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, dirOf, isLocale, LOCALE_STORAGE_KEY, type Locale } from '@/common/locales';
import { resources } from '../locales';

export function storedLocale(): Locale {
  try {
    const v = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(v)) return v;
    localStorage.setItem(LOCALE_STORAGE_KEY, DEFAULT_LOCALE); // first visit: Arabic, remembered
  } catch {
    /* storage blocked: use the default */
  }
  return DEFAULT_LOCALE;
}

function applyToDocument(locale: Locale) {
  document.documentElement.lang = locale;
  document.documentElement.dir = dirOf(locale);
}

export function initI18n(locale: Locale = storedLocale()) {
  applyToDocument(locale);
  void i18n.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(resources.en),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  i18n.on('languageChanged', (lng) => {
    if (!isLocale(lng)) return;
    applyToDocument(lng);
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, lng);
    } catch {
      /* ignore */
    }
  });
  return i18n;
}

export { i18n };
