import type { Locale } from '@/common/locales';

/** A product's or size's name in `locale`. */
export const nameIn = (n: { nameEn: string; nameAr: string }, locale: Locale) =>
  locale === 'ar' ? n.nameAr : n.nameEn;
