import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailKind } from '@/common/domain';
import type { MailMessage } from './mailer';

export interface OutboxMail extends MailMessage {
  /** What it is (receipt, verification, support, …): shown to staff when a send fails. */
  kind: MailKind;
  /** Queue it at most once under this key (e.g. `receipt:<order id>`): a second call is a no-op. */
  dedupeKey?: string;
}

/**
 * Puts an e-mail in the outbox. Call it with the transaction that makes the change the e-mail
 * is about, so both are kept or neither is; the outbox worker sends it after the commit.
 * Returns false when `dedupeKey` was already queued.
 */
export async function enqueueMail(db: Db | Tx, mail: OutboxMail): Promise<boolean> {
  const rows = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      dedupeKey: mail.dedupeKey ?? null,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/**
 * How many e-mails of `kind` were queued to `to` in the last `withinMinutes` (sent or not), under
 * a transaction-long lock on that address and kind: two orders at once from one address count
 * one after the other, so a cap holds exactly. Call it inside the transaction that queues the next.
 */
export async function recentMailTo(
  tx: Tx | Db,
  kind: MailKind,
  to: string,
  withinMinutes: number,
): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail:${kind}:${to}`}))`);
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, kind),
        eq(mailOutbox.toAddress, to),
        gt(mailOutbox.createdAt, sql`now() - make_interval(mins => ${withinMinutes})`),
      ),
    );
  return row?.n ?? 0;
}
