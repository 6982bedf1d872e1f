import { asc, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { shifts } from '@/server/db/schema';
import type { DayClose } from '../shifts.schema';
import { dayFigures } from './day-figures';
import { adjustedFigures } from './shift-corrections';
import { toSummary } from './shift-rows';
import { reportOf } from './shifts.service';

/**
 * A day's close: the shifts opened on that Asia/Dubai calendar day (`YYYY-MM-DD`; a shift that
 * runs past midnight belongs to the day it was opened on): the frozen closes with their
 * adjustments applied, and the live figures of a shift still open (counted cash then unknown),
 * summed as one drawer (`dayFigures`, decision 064).
 */
export async function dayClose(db: Db, day: string): Promise<DayClose> {
  const rows = await db
    .select()
    .from(shifts)
    .where(sql`(${shifts.openedAt} at time zone 'Asia/Dubai')::date = ${day}::date`)
    .orderBy(asc(shifts.openedAt));
  const reports = await Promise.all(rows.map((r) => reportOf(db, r)));
  return {
    day,
    shifts: rows.map(toSummary),
    openShifts: rows.filter((r) => !r.closedAt).length,
    figures: dayFigures(reports.map((r) => adjustedFigures(r.figures, r.adjustments))),
  };
}
