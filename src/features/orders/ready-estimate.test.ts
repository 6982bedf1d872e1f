import { describe, expect, it } from 'vitest';
import { readyInMinutes, remainingMinutes } from './ready-estimate';

const now = new Date('2026-11-25T10:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const waiting = (workMinutes: number) => ({ workMinutes, startedAt: null });

describe('ready-time estimate', () => {
  it('an empty kitchen: the order takes its own preparation time', () => {
    expect(readyInMinutes({ ahead: [], own: waiting(6), parallel: 2, extraMinutes: 0, now })).toBe(6);
  });

  it('orders ahead are shared between the places in the kitchen, first come first served', () => {
    const ahead = [waiting(6), waiting(6), waiting(6), waiting(6)];
    // Two at once: 6+6 on each place, then ours (6) → 18.
    expect(readyInMinutes({ ahead, own: waiting(6), parallel: 2, extraMinutes: 0, now })).toBe(18);
    // One at a time: 24 + 6.
    expect(readyInMinutes({ ahead, own: waiting(6), parallel: 1, extraMinutes: 0, now })).toBe(30);
    // Four at once: ours starts when the first finishes.
    expect(readyInMinutes({ ahead, own: waiting(6), parallel: 4, extraMinutes: 0, now })).toBe(12);
    // More places than orders: ours starts at once.
    expect(readyInMinutes({ ahead, own: waiting(6), parallel: 5, extraMinutes: 0, now })).toBe(6);
  });

  it('the shortest free place takes the next order (a long order does not hold the queue)', () => {
    // Places: [20] and [3]; next 3 goes to the second ([20], [6]); ours (4) starts at 6 → 10.
    expect(
      readyInMinutes({
        ahead: [waiting(20), waiting(3), waiting(3)],
        own: waiting(4),
        parallel: 2,
        extraMinutes: 0,
        now,
      }),
    ).toBe(10);
  });

  it('an order being prepared has used the time since it started, never less than a minute left', () => {
    expect(remainingMinutes({ workMinutes: 8, startedAt: minutesAgo(5) }, now)).toBeCloseTo(3);
    expect(remainingMinutes({ workMinutes: 8, startedAt: minutesAgo(30) }, now)).toBe(1);
    expect(
      readyInMinutes({
        ahead: [{ workMinutes: 8, startedAt: minutesAgo(5) }],
        own: waiting(4),
        parallel: 1,
        extraMinutes: 0,
        now,
      }),
    ).toBe(7);
    // Our own order in preparation for 2 of its 6 minutes.
    expect(
      readyInMinutes({
        ahead: [],
        own: { workMinutes: 6, startedAt: minutesAgo(2) },
        parallel: 1,
        extraMinutes: 0,
        now,
      }),
    ).toBe(4);
  });

  it('busy mode adds its minutes; partial minutes round up; never below one minute', () => {
    expect(readyInMinutes({ ahead: [waiting(6)], own: waiting(3), parallel: 1, extraMinutes: 15, now })).toBe(
      24,
    );
    expect(
      readyInMinutes({
        ahead: [{ workMinutes: 5, startedAt: new Date(now.getTime() - 90_000) }],
        own: waiting(2),
        parallel: 1,
        extraMinutes: 0,
        now,
      }),
    ).toBe(6);
    expect(readyInMinutes({ ahead: [], own: waiting(0), parallel: 3, extraMinutes: 0, now })).toBe(1);
    expect(readyInMinutes({ ahead: [], own: waiting(4), parallel: 0, extraMinutes: -5, now })).toBe(4);
  });
});

describe('an order ahead that staff have not accepted yet (decision 067)', () => {
  // 50 lines × 99 large drinks, 3 minutes each: 14,850 minutes of work, still received.
  const huge = { workMinutes: 4950 * 3, startedAt: null, drinks: 4950 };

  it('counts at most the large-order size in drinks, so one juice is not promised hours away', () => {
    const k = { own: waiting(3), parallel: 2, extraMinutes: 0, now };
    // Without the cap: the other place is free, but a second order behind shows the harm.
    expect(readyInMinutes({ ...k, ahead: [huge, huge] })).toBe(14_853);
    // 20 drinks of 4,950: 60 minutes each; ours on the first free place (60) + 3.
    expect(readyInMinutes({ ...k, ahead: [huge, huge], waitingDrinksCap: 20 })).toBe(63);
    // One place: 60 + 60 + 3.
    expect(readyInMinutes({ ...k, parallel: 1, ahead: [huge, huge], waitingDrinksCap: 20 })).toBe(123);
  });

  it('counts a small waiting order, and any order being prepared, whole', () => {
    const small = { workMinutes: 12, startedAt: null, drinks: 4 };
    expect(
      readyInMinutes({
        ahead: [small],
        own: waiting(3),
        parallel: 1,
        extraMinutes: 0,
        now,
        waitingDrinksCap: 20,
      }),
    ).toBe(15);
    // Accepted (being prepared for 10 minutes): the shop has taken it on, all of it counts.
    const started = { workMinutes: 300, startedAt: minutesAgo(10), drinks: 100 };
    expect(
      readyInMinutes({
        ahead: [started],
        own: waiting(3),
        parallel: 1,
        extraMinutes: 0,
        now,
        waitingDrinksCap: 20,
      }),
    ).toBe(293);
  });
});
