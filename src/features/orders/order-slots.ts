import { daySpan, localDay, type StoreInfo } from '@/features/settings';

/*
 * Orders for later (decision 079): the slots a customer can choose, a pure rule shared by the
 * server (which decides) and the tests. A slot starts at the day's opening time and every
 * `lengthMinutes` after it, and ends by closing time; a closed day has none. Offered: the rest of
 * today and tomorrow (shop time), from one slot's length ahead of now (a slot sooner than that is
 * as soon as possible).
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * Every slot start from yesterday's opening (a day running past midnight) to tomorrow's closing,
 * in order. The Gulf has no daylight saving: a day is 24 hours.
 */
export function slotStarts(now: Date, hours: StoreInfo['hours'], lengthMinutes: number): Date[] {
  const { midnight, weekday } = localDay(now, hours.timezone);
  const starts: Date[] = [];
  for (const k of [-1, 0, 1]) {
    const span = daySpan(hours.days[(weekday + k + 7) % 7]!);
    if (!span) continue;
    const dayStart = midnight + k * DAY_MS;
    for (let m = span[0]; m + lengthMinutes <= span[1]; m += lengthMinutes)
      starts.push(new Date(dayStart + m * MINUTE_MS));
  }
  return starts;
}

/** The slots a customer may still choose at `now`: from one slot's length ahead, to tomorrow's closing. */
export function upcomingSlots(now: Date, hours: StoreInfo['hours'], lengthMinutes: number): Date[] {
  const earliest = now.getTime() + lengthMinutes * MINUTE_MS;
  return slotStarts(now, hours, lengthMinutes).filter((s) => s.getTime() >= earliest);
}

export type SlotProblem = 'slot_unknown' | 'slot_past';

/**
 * Whether `start` is a slot a customer may choose now, by the rule alone (closed and full slots
 * are the database's to say): `slot_past` for a time gone or nearer than one slot's length,
 * `slot_unknown` for a time that is no slot (not on the grid, outside the hours, past tomorrow).
 */
export function checkSlot(
  start: Date,
  now: Date,
  hours: StoreInfo['hours'],
  lengthMinutes: number,
): SlotProblem | null {
  const t = start.getTime();
  if (t < now.getTime() + lengthMinutes * MINUTE_MS) return 'slot_past';
  return upcomingSlots(now, hours, lengthMinutes).some((s) => s.getTime() === t) ? null : 'slot_unknown';
}
