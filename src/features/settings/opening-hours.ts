import type { OpeningHours } from './settings.schema';

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};

/** Wall-clock parts of `at` in the time zone (date as a day number, minutes since midnight). */
function wallClock(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return { minutes: +parts.hour! * 60 + +parts.minute!, offsetMs: asUtc - Math.floor(at.getTime() / 1000) * 1000 };
}

/** Open windows as [start, end) minutes of the day; an overnight window wraps past midnight. */
function windows(hours: OpeningHours): [number, number][] {
  const open = minutesOf(hours.open);
  const close = minutesOf(hours.close);
  if (open === close || (open === 0 && close === 1440)) return [[0, 1440]];
  if (open < close) return [[open, close]];
  return [
    [0, close],
    [open, 1440],
  ];
}

/** Is the shop open at `now` (daily hours in the shop's time zone; close `24:00` is midnight)? */
export function isOpen(now: Date, hours: OpeningHours): boolean {
  const { minutes } = wallClock(now, hours.timezone);
  return windows(hours).some(([a, b]) => minutes >= a && minutes < b);
}

/** When the shop next opens after `now` (now itself when open). */
export function nextOpening(now: Date, hours: OpeningHours): Date {
  if (isOpen(now, hours)) return now;
  const { minutes, offsetMs } = wallClock(now, hours.timezone);
  const open = minutesOf(hours.open);
  const wait = (open - minutes + 1440) % 1440 || 1440;
  // Whole minutes in local time; the zone's offset is the same a day later (no DST in the Gulf,
  // and elsewhere the rare transition day is off by the shift at most).
  const localNow = now.getTime() + offsetMs;
  const localOpen = Math.floor(localNow / 60_000) * 60_000 + wait * 60_000;
  return new Date(localOpen - offsetMs);
}

/** "9:00 AM" / "9:00 ص" style time of day in the shop's zone, with "tomorrow" when it is not today. */
export function describeOpening(at: Date, now: Date, hours: OpeningHours): { en: string; ar: string } {
  const fmt = (locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: hours.timezone, hour: 'numeric', minute: '2-digit' }).format(at);
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: hours.timezone }).format(d);
  const tomorrow = day(at) !== day(now);
  return {
    en: `We are closed right now. We open again ${tomorrow ? 'tomorrow ' : ''}at ${fmt('en-US')}.`,
    ar: `المتجر مغلق الآن. نفتح من جديد ${tomorrow ? 'غدًا ' : ''}الساعة ${fmt('ar-AE-u-nu-latn')}.`,
  };
}
