import type { Locale } from '@/common/locales';

const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-AE' : 'en-US');

/** Counts in the current language. */
export const formatCount = (n: number, locale: Locale) => new Intl.NumberFormat(intlLocale(locale)).format(n);

/** A `YYYY-MM-DD` shop day as a short label (`Nov 23` / `23 نوفمبر`). */
export const formatDay = (day: string, locale: Locale, withYear = false) =>
  new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** AED without decimals for an axis (`1,250`). */
export const formatAxisAed = (aed: number, locale: Locale) => new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(aed);
