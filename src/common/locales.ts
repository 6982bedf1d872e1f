import { numberFormat } from './intl-cache';

export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ar';
export const LOCALE_STORAGE_KEY = 'preferredLanguage';
/** The cookie that tells the server the visitor's language, so pages arrive rendered in it. */
export const LOCALE_COOKIE = 'lang';

export function isLocale(v: unknown): v is Locale {
  return v === 'ar' || v === 'en';
}

export function dirOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** Picks the field of a bilingual record for the locale, e.g. pick(p, 'name', 'ar') → p.nameAr. */
export function pick<K extends string>(
  record: { [P in `${K}En` | `${K}Ar`]: string },
  key: K,
  locale: Locale,
): string {
  return locale === 'ar' ? record[`${key}Ar`] : record[`${key}En`];
}

/** The `Intl` locale of a language: UAE Arabic (Western digits, as the shop prints them), US English. */
export const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-AE' : 'en-US');

/** A count (or a figure) in the language's grouping: `1,234` / `1,234`. */
export const formatCount = (n: number, locale: Locale, options?: Intl.NumberFormatOptions) =>
  numberFormat(intlLocale(locale), options).format(n);
