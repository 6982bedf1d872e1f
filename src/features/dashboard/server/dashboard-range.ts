import { SHOP_TIME_ZONE } from '@/common/dates';
import { AppError } from '@/server/lib/errors';
import { MAX_RANGE_DAYS, PERIOD_DAYS, type DashboardPeriod } from '../dashboard.schema';

/** The Asia/Dubai days a dashboard covers, both ends included (`YYYY-MM-DD`). */
export interface DayRange {
  period: DashboardPeriod;
  from: string;
  to: string;
  days: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayString = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The shop's calendar day at `now` (Asia/Dubai). */
export function shopDay(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const fieldError = (path: string, code: string, message: string) => [{ path, code, message }];

/**
 * Today, the last 7 or 30 days (today included), or a custom range of whole days. A custom range
 * needs both dates, in order, and at most MAX_RANGE_DAYS days.
 */
export function resolveRange(query: { period: DashboardPeriod; from?: string; to?: string }, now = new Date()): DayRange {
  if (query.period !== 'custom') {
    const to = shopDay(now);
    const days = PERIOD_DAYS[query.period];
    return { period: query.period, from: dayString(dayNumber(to) - days + 1), to, days };
  }
  if (!query.from || !query.to) {
    const missing = query.from ? 'to' : 'from';
    throw new AppError('dates_required', 422, fieldError(missing, 'dates_required', 'admin-dashboard:validation.datesRequired'));
  }
  const days = dayNumber(query.to) - dayNumber(query.from) + 1;
  if (days < 1) throw new AppError('date_range_invalid', 422, fieldError('to', 'date_range_invalid', 'admin-dashboard:validation.rangeOrder'));
  if (days > MAX_RANGE_DAYS) throw new AppError('date_range_too_long', 422, fieldError('to', 'date_range_too_long', 'admin-dashboard:validation.rangeTooLong'));
  return { period: 'custom', from: query.from, to: query.to, days };
}
