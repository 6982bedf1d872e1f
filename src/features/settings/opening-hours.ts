import { dateTimeFormat } from '@/common/intl-cache';
import type { DayHours, OpeningHours } from './settings.schema';

/*
 * Opening hours per weekday in the shop's time zone. `days[0]` is Sunday (as Date.getDay()).
 * A day's window is [open, close); close `24:00` is midnight; a close earlier than the open
 * runs past midnight into the next day (a late-night shop).
 */

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};

/** Wall-clock parts of `at` in the time zone: weekday, minutes since midnight, the zone's offset. */
function wallClock(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    dateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    +parts.year!,
    +parts.month! - 1,
    +parts.day!,
    +parts.hour!,
    +parts.minute!,
    +parts.second!,
  );
  const offsetMs = asUtc - Math.floor(at.getTime() / 1000) * 1000;
  return {
    weekday: WEEKDAYS.indexOf(parts.weekday!),
    minutes: +parts.hour! * 60 + +parts.minute!,
    offsetMs,
    /** That day's midnight in the zone, as an instant. */
    midnight: Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!) - offsetMs,
  };
}

/** Midnight of `at`'s day in the time zone (as an instant) and its weekday (0 = Sunday). */
export function localDay(at: Date, timeZone: string): { midnight: number; weekday: number } {
  const { midnight, weekday } = wallClock(at, timeZone);
  return { midnight, weekday };
}

/**
 * The day's hours as [start, end) minutes from that day's midnight; end may pass 1440 (overnight).
 * The same open and close time is open 24 hours (so is 00:00 to 24:00); null when closed.
 */
export function daySpan(day: DayHours): [number, number] | null {
  if (day.closed) return null;
  const open = minutesOf(day.open);
  const close = minutesOf(day.close);
  if (open === close) return [0, 1440];
  return [open, close > open ? close : close + 1440];
}

/** Is the shop open at `now` (today's hours, or yesterday's running past midnight)? */
export function isOpen(now: Date, hours: OpeningHours): boolean {
  const { weekday, minutes } = wallClock(now, hours.timezone);
  const today = daySpan(hours.days[weekday]!);
  const yesterday = daySpan(hours.days[(weekday + 6) % 7]!);
  return (
    (today !== null && minutes >= today[0] && minutes < today[1]) ||
    (yesterday !== null && minutes + 1440 < yesterday[1])
  );
}

/** When the shop next opens after `now` (now itself when open). Settings keep at least one day open. */
export function nextOpening(now: Date, hours: OpeningHours): Date {
  if (isOpen(now, hours)) return now;
  const { weekday, minutes, offsetMs } = wallClock(now, hours.timezone);
  // Local midnight today, as if the zone were UTC; the offset is the same a week later (no DST in
  // the Gulf, and elsewhere the rare transition day is off by the shift at most).
  const midnight = Math.floor((now.getTime() + offsetMs) / 60_000) * 60_000 - minutes * 60_000;
  for (let k = 0; k <= 7; k++) {
    const s = daySpan(hours.days[(weekday + k) % 7]!);
    if (s && (k > 0 || s[0] > minutes)) return new Date(midnight + k * DAY_MS + s[0] * 60_000 - offsetMs);
  }
  return now;
}

/** "We open again at 9:00 AM", "… tomorrow at …", "… on Saturday at …", in both languages. */
export function describeOpening(at: Date, now: Date, hours: OpeningHours): { en: string; ar: string } {
  const tz = hours.timezone;
  const time = (locale: string) =>
    dateTimeFormat(locale, { timeZone: tz, hour: 'numeric', minute: '2-digit' }).format(at);
  const weekday = (locale: string) => dateTimeFormat(locale, { timeZone: tz, weekday: 'long' }).format(at);
  const day = (d: Date) => dateTimeFormat('en-CA', { timeZone: tz }).format(d);
  const days = Math.round((Date.parse(day(at)) - Date.parse(day(now))) / DAY_MS);
  const when =
    days === 0
      ? { en: '', ar: '' }
      : days === 1
        ? { en: 'tomorrow ', ar: 'غدًا ' }
        : { en: `on ${weekday('en-US')} `, ar: `يوم ${weekday('ar-AE')} ` };
  return {
    en: `We are closed right now. We open again ${when.en}at ${time('en-US')}.`,
    ar: `المحل مغلق الآن. نفتح من جديد ${when.ar}الساعة ${time('ar-AE-u-nu-latn')}.`,
  };
}

/**
 * Closed at `now`: when the shop opens again and the sentence that says so, in both languages
 * (what checkout shows up front and what a refused order says); null while open.
 */
export function closedNow(
  now: Date,
  hours: OpeningHours,
): { opensAt: Date; message: { en: string; ar: string } } | null {
  if (isOpen(now, hours)) return null;
  const opensAt = nextOpening(now, hours);
  return { opensAt, message: describeOpening(opensAt, now, hours) };
}

/** Why checkout refuses while busy mode pauses orders, with the time orders are taken again (shop time). */
export function describePause(until: Date, timezone: string): { en: string; ar: string } {
  const time = (locale: string) =>
    dateTimeFormat(locale, { timeZone: timezone, hour: 'numeric', minute: '2-digit' }).format(until);
  return {
    en: `We have paused new orders for a few minutes to catch up. We take orders again at ${time('en-US')}.`,
    ar: `أوقفنا استقبال الطلبات الجديدة لبضع دقائق حتى ننجز الطلبات الحالية. نستقبل الطلبات من جديد الساعة ${time('ar-AE-u-nu-latn')}.`,
  };
}

/** Legacy daily hours ({open, close}, the OPENING_HOURS seed) as the same hours on every day. */
export function everyDay(open: string, close: string): DayHours[] {
  return Array.from({ length: 7 }, () => ({ closed: false, open, close }));
}
