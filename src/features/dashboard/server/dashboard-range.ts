import { SHOP_TIME_ZONE } from '@/common/dates';
import { AppError } from '@/server/lib/errors';
import { customRangeProblem, PERIOD_DAYS, type DashboardPeriod } from '../dashboard.schema';

/** The Asia/Dubai days a dashboard covers, both ends included (`YYYY-MM-DD`). */
export interface DayRange {
  period: DashboardPeriod;
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

/** The shop's calendar day at `now` (Asia/Dubai). */
function shopDay(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Today, the last 7 or 30 days (today included), or a custom range of whole days. A custom range
 * needs both dates, in order, and at most MAX_RANGE_DAYS days (the screen checks the same rule).
 */
export function resolveRange(
  query: { period: DashboardPeriod; from?: string; to?: string },
  now = new Date(),
): DayRange {
  if (query.period !== 'custom') {
    const to = shopDay(now);
    return { period: query.period, from: daysBefore(to, PERIOD_DAYS[query.period] - 1), to };
  }
  const problem = customRangeProblem(query.from, query.to);
  if (problem) throw new AppError(problem.code, 422, [problem]);
  return { period: 'custom', from: query.from!, to: query.to! };
}
