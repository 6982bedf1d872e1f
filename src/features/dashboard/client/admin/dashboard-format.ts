import { formatCount, intlLocale, type Locale } from '@/common/locales';

/** A `YYYY-MM-DD` shop day as a short label (`Nov 23` / `23 نوفمبر`). */
export const formatDay = (day: string, locale: Locale, withYear = false) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** AED without decimals for an axis (`1,250`). */
export const formatAxisAed = (aed: number, locale: Locale) =>
  formatCount(aed, locale, { maximumFractionDigits: 0 });
