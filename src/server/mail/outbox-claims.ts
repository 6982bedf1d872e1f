import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** After the n-th failed attempt, wait 30 s × 2^(n−1): 30 s, 1 min, 2 min, … at most an hour. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 60 * 60_000);
}

const inMs = (ms: number) => sql`now() + ${Math.round(ms)} * interval '1 millisecond'`;

/**
 * Takes up to `batch` due e-mails for this worker: pending, due, and not held by another worker
 * (or held by one whose lease ran out: it crashed or hung). Oldest first. `SKIP LOCKED` lets
 * several server processes claim at once without waiting on or taking each other's rows; the
 * lease (`locked_until`) keeps a row theirs after this transaction ends. Counts the attempt now,
 * so a send that crashes the process still counts.
 */
export async function claimDue(db: Db, batch: number, leaseMs: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const rows = await tx
      .update(mailOutbox)
      .set({ lockedUntil: inMs(leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((r) => r.id),
        ),
      )
      .returning();
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  });
}

/** Recorded once sent: never taken again. */
export async function markSent(db: Db, id: string, deliveredTo: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, deliveredTo, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/**
 * A failed attempt: tried again after the backoff, or given up (`failed`, for staff to see and
 * retry) once `attempts` reached `maxAttempts`.
 */
export async function markAttemptFailed(
  db: Db,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  error: string,
  opts: { maxAttempts: number; backoff: (attempt: number) => number },
): Promise<'pending' | 'failed'> {
  const status = row.attempts >= opts.maxAttempts ? 'failed' : 'pending';
  await db
    .update(mailOutbox)
    .set({
      status,
      lockedUntil: null,
      lastError: error.slice(0, 500),
      nextAttemptAt: status === 'pending' ? inMs(opts.backoff(row.attempts)) : sql`now()`,
    })
    .where(eq(mailOutbox.id, row.id));
  return status;
}
