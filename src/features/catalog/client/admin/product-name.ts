import type { Locale } from '@/common/locales';

/** The other language (the name shown beneath). */
export const other = (locale: Locale): Locale => (locale === 'ar' ? 'en' : 'ar');
/** A product's, category's or size's name in `locale`. */
export const nameIn = (n: { nameEn: string; nameAr: string }, locale: Locale) =>
  locale === 'ar' ? n.nameAr : n.nameEn;
