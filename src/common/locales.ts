export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ar';
export const LOCALE_STORAGE_KEY = 'preferredLanguage';

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
