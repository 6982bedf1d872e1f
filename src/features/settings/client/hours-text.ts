import type { TFunction } from 'i18next';
import { dateTimeFormat } from '@/common/intl-cache';
import { daySpan, minutesOf } from '../opening-hours';
import type { DayHours, OpeningHours as Hours } from '../settings.schema';

/** "9:00 AM" in the current language, from a stored HH:MM value (24:00 is midnight). */
function formatShopTime(hhmm: string, locale: 'ar' | 'en'): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const date = new Date(Date.UTC(2020, 0, 1, h % 24, m));
  return dateTimeFormat(locale === 'ar' ? 'ar-AE' : 'en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(date);
}

/** "Monday" / "الاثنين" for a weekday index (0 = Sunday). */
export function weekdayName(day: number, locale: 'ar' | 'en', width: 'long' | 'short' = 'long'): string {
  // 2023-01-01 was a Sunday.
  return dateTimeFormat(locale === 'ar' ? 'ar-AE' : 'en-US', { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  );
}

// By the checkout's own rule: 09:00–00:00 is 09:00–24:00, and 06:00–06:00 is open 24 hours.
const same = (a: DayHours, b: DayHours) => String(daySpan(a)) === String(daySpan(b));
const allDay = (d: DayHours) => {
  const s = daySpan(d);
  return s !== null && s[1] - s[0] >= 1440;
};
/** The UAE's week starts on Monday. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** Runs of consecutive weekdays with the same hours, Monday first. */
function groups(days: DayHours[]): { from: number; to: number; hours: DayHours }[] {
  const out: { from: number; to: number; hours: DayHours }[] = [];
  for (const d of WEEK) {
    const last = out.at(-1);
    if (last && same(last.hours, days[d]!)) last.to = d;
    else out.push({ from: d, to: d, hours: days[d]! });
  }
  return out;
}

/**
 * The week's hours as lines of text: one line when every day is the same ("Open daily, 9:00 AM –
 * midnight"), else one per run of days. A close at 24:00 (or 00:00) reads "midnight" /
 * «حتى منتصف الليل», never "12:00 AM".
 */
export function hoursLines(hours: Hours, locale: 'ar' | 'en', t: TFunction): string[] {
  const time = (hhmm: string) => formatShopTime(hhmm, locale);
  const until = (hhmm: string) => (minutesOf(hhmm) % 1440 === 0 ? t('hours.midnight') : time(hhmm));
  const runs = groups(hours.days);
  if (runs.length === 1 && !runs[0]!.hours.closed) {
    const d = runs[0]!.hours;
    return [allDay(d) ? t('hours.allDay') : t('hours.daily', { open: time(d.open), close: until(d.close) })];
  }
  const name = (d: number) => weekdayName(d, locale, 'short');
  return runs.map(({ from, to, hours: d }) => {
    const days = from === to ? name(from) : `${name(from)} – ${name(to)}`;
    if (d.closed) return t('hours.closedOn', { days });
    return allDay(d)
      ? t('hours.allDayOn', { days })
      : t('hours.on', { days, open: time(d.open), close: until(d.close) });
  });
}
