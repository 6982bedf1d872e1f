import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { printJobs } from '@/server/db/schema';

export type PrintJobRow = typeof printJobs.$inferSelect;

/** After the n-th failed attempt, wait 2 s × 2^(n−1): 2, 4, 8, 16 s, then every 30 s, for ever. */
export function printBackoffMs(attempt: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, attempt - 1), 30_000);
}

const inMs = (ms: number) => sql`now() + ${Math.round(ms)} * interval '1 millisecond'`;

/**
 * Takes the oldest waiting ticket, if it is due and no worker holds it: one printer prints one
 * ticket at a time, in the order they were queued, so a ticket that fails holds the ones behind
 * it (they never overtake it). The row lock (waited for, not skipped) and the lease
 * (`locked_until`, ended by a crash when it runs out) keep it to one worker of any process.
 * Counts the attempt now, so a send that crashes the process still counts.
 */
export async function claimNext(db: Db, leaseMs: number): Promise<PrintJobRow | null> {
  return db.transaction(async (tx) => {
    const [head] = await tx
      .select()
      .from(printJobs)
      .where(eq(printJobs.status, 'pending'))
      .orderBy(printJobs.createdAt, printJobs.id)
      .limit(1)
      .for('update');
    if (!head) return null;
    const now = Date.now();
    if (head.nextAttemptAt.getTime() > now) return null;
    if (head.lockedUntil && head.lockedUntil.getTime() > now) return null;
    const [claimed] = await tx
      .update(printJobs)
      .set({ lockedUntil: inMs(leaseMs), attempts: sql`${printJobs.attempts} + 1` })
      .where(eq(printJobs.id, head.id))
      .returning();
    return claimed ?? null;
  });
}

/** Printed: never taken again. */
export async function markPrinted(db: Db, id: string): Promise<void> {
  await db
    .update(printJobs)
    .set({ status: 'printed', printedAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(printJobs.id, id));
}

/** A failed attempt: the ticket waits and is tried again after the backoff (a ticket is never dropped). */
export async function markFailed(
  db: Db,
  row: Pick<PrintJobRow, 'id' | 'attempts'>,
  error: string,
  backoff = printBackoffMs,
) {
  await db
    .update(printJobs)
    .set({ lockedUntil: null, lastError: error.slice(0, 500), nextAttemptAt: inMs(backoff(row.attempts)) })
    .where(eq(printJobs.id, row.id));
}
