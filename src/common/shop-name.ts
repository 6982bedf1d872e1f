import type { Locale } from './locales';
import { isolateAuto } from './text';

/**
 * The shop's name (decision 049). Settings → General → Site title is one text, typed once; the
 * built-in title ("Aseer", the default) has a name in each language, so while it is unchanged
 * Arabic pages and e-mails say «عصير». Any other title is the shop's name in both languages.
 */
export const BUILT_IN_SITE_TITLE = 'Aseer';
export const BUILT_IN_SHOP_NAME: Record<Locale, string> = { ar: 'عصير', en: 'Aseer' };
/** The built-in site description (English, as typed in Settings); pages say theirs in each language until it changes. */
export const BUILT_IN_SITE_DESCRIPTION =
  'Fresh juices, smoothies, milkshakes, ice cream and fruit salads in Asharij, brought to your car.';

/** The owner's own site description, or null while it is empty or the built-in one. */
export function ownSiteDescription(siteDescription: string): string | null {
  const text = siteDescription.trim();
  return text && text !== BUILT_IN_SITE_DESCRIPTION ? text : null;
}

const isBuiltIn = (siteTitle: string) => !siteTitle.trim() || siteTitle.trim() === BUILT_IN_SITE_TITLE;

/** The shop's name in `locale`, as a page title or a heading shows it. */
export function shopNameIn(siteTitle: string, locale: Locale): string {
  return isBuiltIn(siteTitle) ? BUILT_IN_SHOP_NAME[locale] : siteTitle.trim();
}

/** The shop's name in each language; set by the owner, it is isolated inside a sentence of either direction. */
export type ShopNames = Record<Locale, string>;

/** For plain text and subjects: the owner's title kept whole (first-strong isolate) among the words around it. */
export function shopNames(siteTitle: string): ShopNames {
  if (isBuiltIn(siteTitle)) return { ...BUILT_IN_SHOP_NAME };
  const name = isolateAuto(siteTitle.trim());
  return { ar: name, en: name };
}

/** "عصير Aseer" for the built-in name, the owner's title once otherwise: a subject line's signature. */
export function shopSignature(siteTitle: string): string {
  return isBuiltIn(siteTitle) ? 'عصير Aseer' : isolateAuto(siteTitle.trim());
}
