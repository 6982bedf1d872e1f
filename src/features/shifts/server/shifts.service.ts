import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { can, type Role } from '@/common/permissions';
import type { Db } from '@/server/db/client';
import { orders, shiftAdjustments, shifts, type Shift } from '@/server/db/schema';
import { isUniqueViolation } from '@/server/lib/db-errors';
import { AppError } from '@/server/lib/errors';
import {
  ShiftFiguresSchema,
  type AdjustmentCreate,
  type CloseShift,
  type CurrentShift,
  type OpenShift,
  type ShiftPage,
  type ShiftReport,
} from '../shifts.schema';
import { correctedFigures } from './shift-corrections';
import { computeFigures } from './shift-figures';
import { adjustmentsOf, findShift, toSummary } from './shift-rows';
import { queueZReport, zReportSettings } from './z-report-email';
import { unpaidHandoversIn } from './unpaid-handovers';

/** Who does it (the signed-in member of staff). */
export interface Actor {
  id: string;
  name: string;
}

/** The shift's report: the frozen close of a closed shift, computed now for an open one. */
export async function reportOf(db: Db, row: Shift): Promise<ShiftReport> {
  const unpaidHandovers = await unpaidHandoversIn(db, { openedAt: row.openedAt, until: row.closedAt });
  if (row.closedAt && row.report) {
    const figures = ShiftFiguresSchema.parse(row.report);
    const adjustments = await adjustmentsOf(db, row.id);
    return {
      shift: toSummary(row),
      live: false,
      figures,
      adjustments,
      corrected: correctedFigures(figures, adjustments),
      unpaidHandovers,
    };
  }
  const figures = await computeFigures(db, {
    id: row.id,
    openedAt: row.openedAt,
    until: null,
    floatFils: row.floatFils,
    countedCashFils: null,
  });
  return { shift: toSummary(row), live: true, figures, adjustments: [], corrected: null, unpaidHandovers };
}

/** A shift's report by id (404 `shift_not_found`). */
export async function shiftReport(db: Db, shiftId: string): Promise<ShiftReport> {
  return reportOf(db, await findShift(db, shiftId));
}

/**
 * The open shift with its live report, and whether it was opened before today began (Asia/Dubai).
 * Below manager (no `shifts.manage`) the count is blind: the shift without its figures, so the
 * expected cash never reaches the one who counts it (decision 064).
 */
export async function currentShift(db: Db, role: Role): Promise<CurrentShift> {
  const [row] = await db
    .select({
      shift: shifts,
      overnight: sql<boolean>`${shifts.openedAt} < (date_trunc('day', now() at time zone 'Asia/Dubai') at time zone 'Asia/Dubai')`,
    })
    .from(shifts)
    .where(isNull(shifts.closedAt));
  const blind = !can(role, 'shifts.manage');
  if (!row) return { shift: null, blind, report: null, overnight: false };
  return {
    shift: toSummary(row.shift),
    blind,
    report: blind ? null : await reportOf(db, row.shift),
    overnight: Boolean(row.overnight),
  };
}

/**
 * Opens a shift with its cash float; 409 `shift_already_open` while one is open (also under a
 * race). In the same transaction it takes in the payments recorded while no shift was open (card
 * at the car between two shifts): paid, in no shift, since the day the first shift was opened, so
 * each payment is on exactly one Z report (decision 064); one that slipped past an earlier opening
 * is taken by the next.
 */
export async function openShift(db: Db, actor: Actor, input: OpenShift): Promise<ShiftReport> {
  const row = await db
    .transaction(async (tx) => {
      const [r] = await tx
        .insert(shifts)
        .values({ openedBy: actor.id, openedByName: actor.name, floatFils: input.floatFils })
        .returning();
      await tx
        .update(orders)
        .set({ shiftId: r!.id })
        .where(
          and(
            isNull(orders.shiftId),
            eq(orders.paymentStatus, 'paid'),
            lt(orders.paidAt, r!.openedAt),
            sql`${orders.paidAt} >= (select date_trunc('day', min(opened_at) at time zone 'Asia/Dubai')
              at time zone 'Asia/Dubai' from shifts)`,
          ),
        );
      return r!;
    })
    .catch((e: unknown) => {
      throw isUniqueViolation(e) ? new AppError('shift_already_open', 409) : e;
    });
  return reportOf(db, row);
}

/**
 * Closes the shift with the counted cash: in one transaction, the shift's row locked, the
 * report computed once and frozen in `shifts.report`, and the Z report queued to the owner.
 * A payment or refund joins the open shift by reading its row FOR SHARE (migration 0017's
 * triggers): one in flight when the row is locked here is waited for and counted, one that comes
 * later waits for the close and then finds no open shift, so none lands in the shift after its
 * figures were taken. 409 `shift_already_closed` the second time.
 */
export async function closeShift(db: Db, actor: Actor, id: string, input: CloseShift): Promise<ShiftReport> {
  const mail = await zReportSettings(db);
  const closed = await db.transaction(async (tx) => {
    const row = await findShift(tx, id, true);
    if (row.closedAt) throw new AppError('shift_already_closed', 409);
    const { rows } = (await tx.execute(sql`select clock_timestamp() as at`)) as unknown as {
      rows: { at: string | Date }[];
    };
    const at = new Date(rows[0]!.at);
    const figures = await computeFigures(tx, {
      id,
      openedAt: row.openedAt,
      until: at,
      floatFils: row.floatFils,
      countedCashFils: input.countedCashFils,
    });
    const [done] = await tx
      .update(shifts)
      .set({
        closedAt: at,
        closedBy: actor.id,
        closedByName: actor.name,
        countedCashFils: input.countedCashFils,
        closeNote: input.note || null,
        report: figures,
      })
      .where(eq(shifts.id, id))
      .returning();
    const unpaid = await unpaidHandoversIn(tx, { openedAt: row.openedAt, until: at });
    await queueZReport(tx, mail, done!, figures, unpaid);
    return done!;
  });
  return reportOf(db, closed);
}

/** Records an adjustment of a closed shift (409 `shift_still_open` while it is open). */
export async function addAdjustment(
  db: Db,
  actor: Actor,
  id: string,
  input: AdjustmentCreate,
): Promise<ShiftReport> {
  await db.transaction(async (tx) => {
    const row = await findShift(tx, id, true);
    if (!row.closedAt) throw new AppError('shift_still_open', 409);
    await tx.insert(shiftAdjustments).values({
      shiftId: id,
      kind: input.kind,
      amountFils: input.amountFils,
      note: input.note,
      createdBy: actor.id,
      createdByName: actor.name,
    });
  });
  return shiftReport(db, id);
}

/** Every shift, newest first, one page. */
export async function listShifts(db: Db, q: { page: number; pageSize: number }): Promise<ShiftPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(shifts)
      .orderBy(desc(shifts.openedAt))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(shifts),
  ]);
  return { rows: rows.map(toSummary), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}
