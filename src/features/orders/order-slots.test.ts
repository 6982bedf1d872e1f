import { describe, expect, it } from 'vitest';
import { checkSlot, slotStarts, upcomingSlots } from './order-slots';
import { localDay } from '@/features/settings';

const open = (o: string, c: string) => ({ closed: false, open: o, close: c });
const closed = { closed: true, open: '09:00', close: '17:00' };
/** Sunday first. */
const week = (days: ReturnType<typeof open>[]) => ({ timezone: 'Asia/Dubai', days });
const every = (o: string, c: string) => week(Array.from({ length: 7 }, () => open(o, c)));
/** Shop time (Asia/Dubai is UTC+4, no daylight saving) as an instant. */
const dubai = (isoLocal: string) => new Date(`${isoLocal}+04:00`);
const iso = (d: Date) => d.toISOString();

describe('order slots (decision 079)', () => {
  it('finds midnight and the weekday in the shop time zone, not the server one', () => {
    // 02:30 on Monday 30 Nov 2026 in Dubai is still Sunday 22:30 in UTC.
    const day = localDay(dubai('2026-11-30T02:30:00'), 'Asia/Dubai');
    expect(new Date(day.midnight).toISOString()).toBe('2026-11-29T20:00:00.000Z');
    expect(day.weekday).toBe(1);
  });

  it('runs from opening time, every slot length, and the last one ends by closing time', () => {
    const now = dubai('2026-11-30T08:00:00'); // Monday, before opening
    const slots = upcomingSlots(now, every('09:00', '10:00'), 25);
    // 09:00, 09:25 (ends 09:50) today; 09:50 would end at 10:15, after closing: not a slot.
    expect(slots.slice(0, 3).map(iso)).toEqual([
      iso(dubai('2026-11-30T09:00:00')),
      iso(dubai('2026-11-30T09:25:00')),
      iso(dubai('2026-12-01T09:00:00')),
    ]);
  });

  it('offers the rest of today and tomorrow, from one slot length ahead', () => {
    const now = dubai('2026-11-30T16:41:00');
    const slots = upcomingSlots(now, every('09:00', '17:00'), 10);
    expect(slots.map(iso)).not.toContain(iso(dubai('2026-11-30T16:50:00')));
    expect(iso(slots[0]!)).toBe(iso(dubai('2026-12-01T09:00:00')));
    expect(iso(slots.at(-1)!)).toBe(iso(dubai('2026-12-01T16:50:00')));
    expect(slots).toHaveLength(48); // tomorrow only: 8 hours of 10 minutes
  });

  it('skips closed days', () => {
    // Monday 30 Nov; Tuesday closed.
    const hours = week([0, 1, 2, 3, 4, 5, 6].map((d) => (d === 2 ? closed : open('09:00', '12:00'))));
    const slots = upcomingSlots(dubai('2026-11-30T11:00:00'), hours, 30);
    expect(slots.map(iso)).toEqual([iso(dubai('2026-11-30T11:30:00'))]);
  });

  it('a day running past midnight keeps its slots after midnight, on the right date', () => {
    const slots = slotStarts(dubai('2026-11-30T00:30:00'), every('18:00', '02:00'), 60);
    expect(slots.map(iso)).toContain(iso(dubai('2026-11-30T01:00:00'))); // Sunday's evening, past midnight
    expect(slots.map(iso)).toContain(iso(dubai('2026-12-01T01:00:00')));
    expect(slots.map(iso)).not.toContain(iso(dubai('2026-11-30T02:00:00')));
  });

  it('checks a chosen time: past, not a slot, or fine', () => {
    const hours = every('09:00', '17:00');
    const now = dubai('2026-11-30T12:03:00');
    expect(checkSlot(dubai('2026-11-30T12:20:00'), now, hours, 10)).toBeNull();
    expect(checkSlot(dubai('2026-11-30T12:10:00'), now, hours, 10)).toBe('slot_past'); // 7 minutes away
    expect(checkSlot(dubai('2026-11-30T11:00:00'), now, hours, 10)).toBe('slot_past');
    expect(checkSlot(dubai('2026-11-30T12:25:00'), now, hours, 10)).toBe('slot_unknown'); // off the grid
    expect(checkSlot(dubai('2026-11-30T17:00:00'), now, hours, 10)).toBe('slot_unknown'); // closing time
    expect(checkSlot(dubai('2026-12-02T10:00:00'), now, hours, 10)).toBe('slot_unknown'); // after tomorrow
  });
});
