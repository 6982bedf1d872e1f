import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  dirOf,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  type Locale,
} from '@/common/locales';
import { resources } from '../locales';

/** The language the server rendered in (the `lang` cookie, else Arabic): pages start in it. */
export function pageLocale(): Locale {
  const chosen = new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

/** The page, the server (the cookie: pages arrive rendered in the language) and the next visit follow the choice. */
function applyToDocument(locale: Locale) {
  document.documentElement.lang = locale;
  document.documentElement.dir = dirOf(locale);
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    /* storage blocked */
  }
}

export function initI18n(locale: Locale = pageLocale()) {
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
  });
  return i18n;
}

export { i18n };
