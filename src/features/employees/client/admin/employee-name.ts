import type { Locale } from '@/common/locales';

/** The employee's name in `locale`. */
export const nameIn = (e: { nameEn: string; nameAr: string }, locale: Locale) =>
  locale === 'ar' ? e.nameAr : e.nameEn;
/** The employee's name in the other language. */
export const otherName = (e: { nameEn: string; nameAr: string }, locale: Locale) =>
  locale === 'ar' ? e.nameEn : e.nameAr;
