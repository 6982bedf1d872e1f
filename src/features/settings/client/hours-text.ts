import type { TFunction } from 'i18next';
import { daySpan, minutesOf } from '../opening-hours';
import type { DayHours, OpeningHours as Hours } from '../settings.schema';

/*
 * The shop's clock times and weekday names are written from the language's own words, not with
 * Intl.DateTimeFormat: building one loads the locale's date patterns, 25–55 ms on its first use,
 * and the footer on every page would pay it while the page starts (decision 083). The text is
 * exactly what Intl writes for en-US and ar-AE with Latin digits (opening-hours.test.ts holds
 * every half hour and weekday to it).
 */

/** "9:00 AM" / «9:00 ص» in the current language, from a stored HH:MM value (24:00 is midnight). */
function formatShopTime(hhmm: string, t: TFunction): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const hour = h % 24;
  const time = `${hour % 12 || 12}:${String(m).padStart(2, '0')}`;
  return t(hour < 12 ? 'hours.am' : 'hours.pm', { time });
}

const DAYS = {
  long: [
    'hours.day.0',
    'hours.day.1',
    'hours.day.2',
    'hours.day.3',
    'hours.day.4',
    'hours.day.5',
    'hours.day.6',
  ],
  short: [
    'hours.dayShort.0',
    'hours.dayShort.1',
    'hours.dayShort.2',
    'hours.dayShort.3',
    'hours.dayShort.4',
    'hours.dayShort.5',
    'hours.dayShort.6',
  ],
} as const;

/** "Monday" / "الاثنين" ("Mon" short) for a weekday index (0 = Sunday), with the shared texts' `t`. */
export function weekdayName(day: number, t: TFunction, width: 'long' | 'short' = 'long'): string {
  return t(DAYS[width][day]!);
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
export function hoursLines(hours: Hours, t: TFunction): string[] {
  const time = (hhmm: string) => formatShopTime(hhmm, t);
  const until = (hhmm: string) => (minutesOf(hhmm) % 1440 === 0 ? t('hours.midnight') : time(hhmm));
  const runs = groups(hours.days);
  if (runs.length === 1 && !runs[0]!.hours.closed) {
    const d = runs[0]!.hours;
    return [allDay(d) ? t('hours.allDay') : t('hours.daily', { open: time(d.open), close: until(d.close) })];
  }
  const name = (d: number) => weekdayName(d, t, 'short');
  return runs.map(({ from, to, hours: d }) => {
    const days = from === to ? name(from) : `${name(from)} – ${name(to)}`;
    if (d.closed) return t('hours.closedOn', { days });
    return allDay(d)
      ? t('hours.allDayOn', { days })
      : t('hours.on', { days, open: time(d.open), close: until(d.close) });
  });
}
