import { describe, expect, it } from 'vitest';
import { daySpan, describeOpening, everyDay, isOpen, nextOpening } from './opening-hours';
import type { DayHours } from './settings.schema';

const dubai = (iso: string) => new Date(`${iso}+04:00`);
const hours = (open: string, close: string) => ({ timezone: 'Asia/Dubai', days: everyDay(open, close) });
const week = (days: DayHours[]) => ({ timezone: 'Asia/Dubai', days });
const closed: DayHours = { closed: true, open: '09:00', close: '24:00' };
const open = (o: string, c: string): DayHours => ({ closed: false, open: o, close: c });

// 2026-11-23 is a Monday.
describe('opening hours (Asia/Dubai)', () => {
  const daily = hours('09:00', '24:00');

  it('is open from 9:00 until midnight, shop time', () => {
    expect(isOpen(dubai('2026-11-23T08:59:00'), daily)).toBe(false);
    expect(isOpen(dubai('2026-11-23T09:00:00'), daily)).toBe(true);
    expect(isOpen(dubai('2026-11-23T23:59:00'), daily)).toBe(true);
    expect(isOpen(dubai('2026-11-24T00:00:00'), daily)).toBe(false);
    // 05:30 UTC is 09:30 in Dubai: open, whatever the server's own zone.
    expect(isOpen(new Date('2026-11-23T05:30:00Z'), daily)).toBe(true);
  });

  it('names the next opening: later today or tomorrow', () => {
    expect(nextOpening(dubai('2026-11-23T07:15:00'), daily).toISOString()).toBe(
      dubai('2026-11-23T09:00:00').toISOString(),
    );
    expect(nextOpening(dubai('2026-11-24T00:30:00'), daily).toISOString()).toBe(
      dubai('2026-11-24T09:00:00').toISOString(),
    );
    const now = dubai('2026-11-23T07:15:00');
    expect(describeOpening(nextOpening(now, daily), now, daily).en).toBe(
      'We are closed right now. We open again at 9:00 AM.',
    );
    const late = dubai('2026-11-23T23:59:30');
    const shut = hours('09:00', '23:00');
    expect(describeOpening(nextOpening(late, shut), late, shut).en).toContain('tomorrow at 9:00 AM');
    expect(describeOpening(nextOpening(late, shut), late, shut).ar).toContain('غدًا');
  });

  it('handles always-open and overnight hours', () => {
    expect(isOpen(dubai('2026-11-23T03:00:00'), hours('00:00', '24:00'))).toBe(true);
    const night = hours('18:00', '02:00');
    expect(isOpen(dubai('2026-11-23T01:30:00'), night)).toBe(true);
    expect(isOpen(dubai('2026-11-23T12:00:00'), night)).toBe(false);
    expect(isOpen(dubai('2026-11-23T19:00:00'), night)).toBe(true);
    expect(nextOpening(dubai('2026-11-23T12:00:00'), night).toISOString()).toBe(
      dubai('2026-11-23T18:00:00').toISOString(),
    );
  });

  it('keeps each weekday’s own hours: a closed day is skipped, a late Thursday runs into Friday', () => {
    // Sunday first: Sun, Mon (closed), Tue … Thu (until 02:00), Fri (from 13:00), Sat.
    const days = [
      open('09:00', '24:00'),
      closed,
      open('09:00', '24:00'),
      open('09:00', '24:00'),
      open('09:00', '02:00'),
      open('13:00', '24:00'),
      open('09:00', '24:00'),
    ];
    const w = week(days);
    expect(isOpen(dubai('2026-11-23T12:00:00'), w)).toBe(false); // Monday, closed
    expect(isOpen(dubai('2026-11-24T00:30:00'), w)).toBe(false); // Sunday's hours end at midnight
    expect(isOpen(dubai('2026-11-27T01:30:00'), w)).toBe(true); // Thursday's late night, on Friday
    expect(isOpen(dubai('2026-11-27T10:00:00'), w)).toBe(false); // Friday morning
    expect(nextOpening(dubai('2026-11-27T10:00:00'), w).toISOString()).toBe(
      dubai('2026-11-27T13:00:00').toISOString(),
    );
    // Monday morning: closed all day, opens Tuesday 9:00.
    const monday = dubai('2026-11-23T08:00:00');
    const at = nextOpening(monday, w);
    expect(at.toISOString()).toBe(dubai('2026-11-24T09:00:00').toISOString());
    expect(describeOpening(at, monday, w).en).toBe(
      'We are closed right now. We open again tomorrow at 9:00 AM.',
    );
    // Sunday night after closing: Monday is closed, so Tuesday by name.
    const sunday = dubai('2026-11-22T00:00:00');
    const sundayWeek = week(days.map((d, i) => (i === 0 ? closed : d)));
    const next = nextOpening(sunday, sundayWeek);
    expect(next.toISOString()).toBe(dubai('2026-11-24T09:00:00').toISOString());
    expect(describeOpening(next, sunday, sundayWeek)).toEqual({
      en: 'We are closed right now. We open again on Tuesday at 9:00 AM.',
      ar: expect.stringContaining('يوم الثلاثاء'),
    });
  });

  it('reads a day as the footer shows it: the same open and close time, or 00:00 to 24:00, is 24 hours; 00:00 as a close is midnight', () => {
    expect(daySpan(open('00:00', '24:00'))).toEqual([0, 1440]);
    expect(daySpan(open('00:00', '00:00'))).toEqual([0, 1440]);
    expect(daySpan(open('06:00', '06:00'))).toEqual([0, 1440]);
    expect(daySpan(open('09:00', '00:00'))).toEqual(daySpan(open('09:00', '24:00')));
    expect(daySpan(open('18:00', '02:00'))).toEqual([1080, 1560]);
    expect(daySpan(closed)).toBeNull();
    expect(isOpen(dubai('2026-11-23T03:00:00'), hours('00:00', '00:00'))).toBe(true);
  });
});
