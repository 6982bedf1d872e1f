import { dateTimeFormat } from './intl-cache';
import type { Locale } from './locales';

export const SHOP_TIME_ZONE = 'Asia/Dubai';

/** Date and time in the shop's time zone, Western digits in both languages (as on receipts). */
export function formatShopDateTime(when: Date | string, locale: Locale): string {
  return dateTimeFormat(locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(typeof when === 'string' ? new Date(when) : when);
}

/** A day as people read it (`Mar 2, 2025` / `2 مارس 2025`), in the shop's time zone, Western digits. */
export function formatShopDate(when: Date | string, locale: Locale): string {
  return dateTimeFormat(locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  }).format(typeof when === 'string' ? new Date(when) : when);
}

/** A time of day (`2:05 PM` / `2:05 م`) in the shop's time zone, Western digits. */
export function formatShopTime(when: Date | string, locale: Locale): string {
  return dateTimeFormat(locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE', {
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(typeof when === 'string' ? new Date(when) : when);
}

/** The day (`YYYY-MM-DD`) it is in the shop's time zone: "today" for the back office's date filters. */
export function shopDay(when: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(when);
}
