import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { shiftAdjustments, shifts, type Shift } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import type { Adjustment, ShiftSummary } from '../shifts.schema';

/** A shift row as the API shows it (without its report). */
export const toSummary = (s: Shift): ShiftSummary => ({
  id: s.id,
  number: s.number,
  openedAt: s.openedAt.toISOString(),
  openedByName: s.openedByName,
  floatFils: s.floatFils,
  closedAt: s.closedAt?.toISOString() ?? null,
  closedByName: s.closedByName,
  countedCashFils: s.countedCashFils,
  closeNote: s.closeNote,
});

/** The shift, or 404 `shift_not_found`; `lock` holds its row until the transaction ends. */
export async function findShift(db: Db | Tx, id: string, lock = false): Promise<Shift> {
  const q = db.select().from(shifts).where(eq(shifts.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError('shift_not_found', 404);
  return row;
}

/** A closed shift's recorded adjustments, oldest first. */
export async function adjustmentsOf(db: Db | Tx, shiftId: string): Promise<Adjustment[]> {
  const rows = await db
    .select()
    .from(shiftAdjustments)
    .where(eq(shiftAdjustments.shiftId, shiftId))
    .orderBy(asc(shiftAdjustments.createdAt), asc(shiftAdjustments.id));
  return rows.map((a) => ({
    id: a.id,
    kind: a.kind,
    amountFils: a.amountFils,
    detail: a.detail ?? null,
    note: a.note,
    createdByName: a.createdByName,
    createdAt: a.createdAt.toISOString(),
  }));
}
