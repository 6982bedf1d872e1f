import type { Locale } from './locales';
import { isolateAuto } from './text';

/**
 * The shop's name (decision 049, then 062): Settings → General has it in each language, the
 * English one (`siteTitle`) and the Arabic one (`siteTitleAr`); Arabic pages, e-mails and receipts
 * say the Arabic one, English ones the English one. The built-in names are «عصير» and "Aseer".
 * A shop renamed before there were two fields has its one name in both (`legacyArabicTitle`).
 */
export const BUILT_IN_SITE_TITLE = 'Aseer';
export const BUILT_IN_SITE_TITLE_AR = 'عصير';
export const BUILT_IN_SHOP_NAME: Record<Locale, string> = {
  ar: BUILT_IN_SITE_TITLE_AR,
  en: BUILT_IN_SITE_TITLE,
};
/** The built-in site description (English, as typed in Settings); pages say theirs in each language until it changes. */
export const BUILT_IN_SITE_DESCRIPTION =
  'Fresh juices, smoothies, milkshakes, ice cream and fruit salads in Asharij, brought to your car.';

/** The shop's names as Settings → General stores them. */
export interface ShopTitles {
  siteTitle: string;
  siteTitleAr: string;
}

/** The owner's own site description, or null while it is empty or the built-in one. */
export function ownSiteDescription(siteDescription: string): string | null {
  const text = siteDescription.trim();
  return text && text !== BUILT_IN_SITE_DESCRIPTION ? text : null;
}

const isBuiltIn = (siteTitle: string) => !siteTitle.trim() || siteTitle.trim() === BUILT_IN_SITE_TITLE;

/** The Arabic name of a shop that had one name only: «عصير» for the built-in title, else that name. */
export function legacyArabicTitle(siteTitle: string): string {
  return isBuiltIn(siteTitle) ? BUILT_IN_SITE_TITLE_AR : siteTitle.trim();
}

/** The shop's name in `locale`, as a page title or a heading shows it. */
export function shopNameIn(titles: ShopTitles, locale: Locale): string {
  if (locale === 'en') return titles.siteTitle.trim() || BUILT_IN_SITE_TITLE;
  return titles.siteTitleAr.trim() || legacyArabicTitle(titles.siteTitle);
}

/** The shop's name in each language; set by the owner, it is isolated inside a sentence of either direction. */
export type ShopNames = Record<Locale, string>;

/** For plain text and subjects: each owner's name kept whole (first-strong isolate) among the words around it. */
export function shopNames(titles: ShopTitles): ShopNames {
  const name = (locale: Locale) => {
    const own = shopNameIn(titles, locale);
    return own === BUILT_IN_SHOP_NAME[locale] ? own : isolateAuto(own);
  };
  return { ar: name('ar'), en: name('en') };
}

/** "عصير Aseer": the Arabic and English names (once when they are the same), a subject line's signature. */
export function shopSignature(titles: ShopTitles): string {
  const names = shopNames(titles);
  return shopNameIn(titles, 'ar') === shopNameIn(titles, 'en') ? names.en : `${names.ar} ${names.en}`;
}

/**
 * The shop's Arabic name inside an Arabic sentence: the built-in «عصير» in guillemets, since bare
 * it reads as the word "juice"; an owner's own name as it is (already isolated by `shopNames`).
 */
export function arabicNameInSentence(name: string): string {
  return name === BUILT_IN_SITE_TITLE_AR ? `«${name}»` : name;
}
