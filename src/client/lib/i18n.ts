import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  dirOf,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  type Locale,
} from '@/common/locales';
import { isPageNamespace, pageTexts, START_NAMESPACES, startTexts, type StartNamespace } from '../locales';

/** The language the server rendered in (the `lang` cookie, else Arabic): pages start in it. */
export function pageLocale(): Locale {
  const chosen = new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

/** The page, the server (the cookie: pages arrive rendered in the language) and the next visit follow the choice. */
function applyToDocument(locale: Locale) {
  const html = document.documentElement;
  // Only a change is written: the page the server drew is already in its language, and a write
  // makes the browser restyle the whole page.
  if (html.lang !== locale) html.lang = locale;
  if (html.dir !== dirOf(locale)) html.dir = dirOf(locale);
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    /* storage blocked */
  }
}

/**
 * Starts the texts in the page's language: its start texts are fetched beside the app (the server
 * names their chunk among the page's scripts), the other language's only when a visitor switches
 * (`changeLanguage` waits for them, through the backend). A page's own texts come the same way,
 * in its language, with its code (`withTexts` in ./page-texts.ts).
 */
export async function initI18n(locale: Locale = pageLocale()) {
  applyToDocument(locale);
  const texts = await startTexts[locale]();
  await i18n
    .use(
      resourcesToBackend(async (lng: string, ns: string) => {
        if (!isLocale(lng)) return undefined;
        if ((START_NAMESPACES as readonly string[]).includes(ns))
          return (await startTexts[lng]())[ns as StartNamespace];
        if (isPageNamespace(ns)) return (await pageTexts[ns][lng]()).default;
        return undefined;
      }),
    )
    .use(initReactI18next)
    .init({
      resources: { [locale]: { ...texts } },
      partialBundledLanguages: true,
      lng: locale,
      fallbackLng: false,
      defaultNS: 'common',
      ns: [...START_NAMESPACES],
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
