import type { Locale } from '@/common/locales';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** "5 minutes ago" / "قبل 5 دقائق", Western digits in both languages (as elsewhere in the back office). */
export function timeAgo(iso: string, locale: Locale, now = Date.now()): string {
  // A clock read a moment before the event must not say "in 2 seconds".
  let value = Math.min(0, (new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en', { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}
