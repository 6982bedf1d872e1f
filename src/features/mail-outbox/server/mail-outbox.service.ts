import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import type { MailOutboxQuery, OutboxMail, OutboxMailPage } from '../mail-outbox.schema';

const view = (r: typeof mailOutbox.$inferSelect): OutboxMail => ({
  id: r.id,
  kind: r.kind,
  to: r.toAddress,
  subject: r.subject,
  status: r.status,
  attempts: r.attempts,
  lastError: r.lastError,
  nextAttemptAt: r.nextAttemptAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** One page of the outbox in one status, newest first (sent ones: the last sent first). */
export async function listOutbox(db: Db, q: MailOutboxQuery): Promise<OutboxMailPage> {
  const where = eq(mailOutbox.status, q.status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(q.status === 'sent' ? mailOutbox.sentAt : mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { rows: rows.map(view), total: total!.n, page: q.page, pageSize: q.pageSize };
}

/**
 * Sends it again now: a failed e-mail goes back to pending with a fresh round of attempts; a
 * pending one is made due at once (its lease, if a worker holds it, is left alone so it is not
 * sent twice). A sent one is refused (409): it went out.
 */
export async function retryMail(db: Db, id: string): Promise<OutboxMail> {
  const [row] = await db
    .update(mailOutbox)
    .set({
      status: 'pending',
      nextAttemptAt: sql`now()`,
      attempts: sql`case when ${mailOutbox.status} = 'failed' then 0 else ${mailOutbox.attempts} end`,
    })
    .where(and(eq(mailOutbox.id, id), ne(mailOutbox.status, 'sent')))
    .returning();
  if (!row) {
    const [exists] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id));
    throw exists ? new AppError('mail_already_sent', 409) : new AppError('mail_not_found', 404);
  }
  // Wake the workers of every server process (the outbox trigger only fires on inserts).
  await db.execute(sql`select pg_notify('mail_outbox', '')`);
  return view(row);
}
