/**
 * "Ready in about N minutes": a pure rule, so the server, the tests and the decision record
 * agree. The kitchen works on `parallel` orders at once, first come first served; an order's
 * work is the sum of its items' preparation minutes (quantity × the product's minutes, or its
 * category's). An order being prepared has already used up the time since it started (at least
 * one minute is always left: it is not handed over yet). The customer's own order starts when a
 * place in the kitchen frees up. Busy mode adds its extra minutes. See docs/decisions/017.
 */
export interface QueuedWork {
  /** Minutes of work in the order (sum of quantity × preparation minutes). */
  workMinutes: number;
  /** When staff started preparing it (status processing), or null while it waits. */
  startedAt: Date | null;
  /** Drinks in the order (the sum of its quantities); absent: its work counts whole. */
  drinks?: number;
}

/**
 * The minutes an order AHEAD counts for: its remaining minutes, except that an order staff have
 * not accepted yet (still received, not started) counts at most `waitingDrinksCap` drinks of its
 * work. One anonymous order of 4,950 drinks must not tell every other customer "309 minutes"
 * before anyone in the shop has even looked at it (decision 067).
 */
export function minutesAhead(o: QueuedWork, now: Date, waitingDrinksCap?: number): number {
  const full = remainingMinutes(o, now);
  if (o.startedAt || !waitingDrinksCap || !o.drinks || o.drinks <= waitingDrinksCap) return full;
  return Math.max((full * waitingDrinksCap) / o.drinks, 1);
}

/** Minutes still needed for one order at `now`. */
export function remainingMinutes(o: QueuedWork, now: Date): number {
  if (!o.startedAt) return Math.max(o.workMinutes, 1);
  const spent = (now.getTime() - o.startedAt.getTime()) / 60_000;
  return Math.max(o.workMinutes - spent, 1);
}

export interface EstimateInput {
  /** The open orders before this one, in the order the kitchen takes them. */
  ahead: QueuedWork[];
  own: QueuedWork;
  /** Orders prepared at once (Settings → Store → Kitchen), at least 1. */
  parallel: number;
  /** Busy mode's extra minutes (0 when off). */
  extraMinutes: number;
  now: Date;
  /**
   * Settings → Store → Large orders (drinks): an order ahead not accepted yet counts at most this
   * many drinks of its work (`minutesAhead`); absent: every order counts whole.
   */
  waitingDrinksCap?: number;
}

/** Whole minutes until the order should be ready, at least 1. */
export function readyInMinutes({
  ahead,
  own,
  parallel,
  extraMinutes,
  now,
  waitingDrinksCap,
}: EstimateInput): number {
  const free = Array.from({ length: Math.max(1, Math.floor(parallel)) }, () => 0);
  const earliest = () => free.indexOf(Math.min(...free));
  for (const o of ahead) free[earliest()]! += minutesAhead(o, now, waitingDrinksCap);
  const finish = free[earliest()]! + remainingMinutes(own, now);
  return Math.max(1, Math.ceil(finish - 1e-9) + Math.max(0, extraMinutes));
}

/** The preparation minutes of one product: its own, or its category's. */
export const prepMinutesOf = (product: { prepMinutes: number | null }, category: { prepMinutes: number }) =>
  product.prepMinutes ?? category.prepMinutes;
