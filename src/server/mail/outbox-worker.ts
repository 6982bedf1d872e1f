import type { Database, Db } from '../db/client';
import type { Logger } from '../lib/logger';
import { queueLoop } from '../lib/queue-loop';
import type { Mailer } from './mailer';
import { backoffMs, claimDue, markAttemptFailed, markSent, type OutboxRow } from './outbox-claims';

export interface MailWorkerOptions {
  db: Db;
  listen: Database['listen'];
  mailer: Mailer;
  logger: Logger;
  /** How often to look for due e-mails besides the NOTIFY wake-up (retries come due this way). */
  pollMs?: number;
  /** How long a claim holds a row: well above the slowest send (SMTP timeouts are 30–60 s). */
  leaseMs?: number;
  /** Rows claimed at once. */
  batch?: number;
  /** Attempts before a row is `failed` (10: about three hours of backoff). */
  maxAttempts?: number;
  backoff?: (attempt: number) => number;
}

export interface MailWorker {
  /** Listens on `mail_outbox`, polls, and sends what is due at once. */
  start(): Promise<void>;
  /** Takes nothing new and waits (at most `timeoutMs`) for the sends under way. */
  stop(timeoutMs?: number): Promise<void>;
  /** One claim and its sends; resolves with the number of rows claimed. */
  runOnce(): Promise<number>;
  /** Runs until nothing is due (tests: everything queued so far is sent or waiting to retry). */
  drain(): Promise<void>;
}

export const MAIL_MAX_ATTEMPTS = 10;

/** What a failed send says, without a stack (and nothing of ours: no address, no body). */
function describe(err: unknown): string {
  if (err instanceof Error) {
    const { code, responseCode } = err as { code?: string; responseCode?: number };
    return [code, responseCode, err.message].filter((p) => p !== undefined && p !== '').join(' ');
  }
  return String(err);
}

/**
 * Sends the outbox: woken by `NOTIFY mail_outbox` (every insert, from any server process) and by
 * a poll; claims rows with a lease (see claimDue) so several processes share the work, records
 * each send, retries failures with backoff. See docs/decisions/011-durable-mail-outbox.md.
 */
export function createMailWorker(o: MailWorkerOptions): MailWorker {
  const { db, mailer, logger } = o;
  const pollMs = o.pollMs ?? 3_000;
  const leaseMs = o.leaseMs ?? 5 * 60_000;
  const batch = o.batch ?? 5;
  const retry = { maxAttempts: o.maxAttempts ?? MAIL_MAX_ATTEMPTS, backoff: o.backoff ?? backoffMs };
  async function deliver(row: OutboxRow) {
    const log = { outboxId: row.id, kind: row.kind, attempt: row.attempts };
    let deliveredTo: string;
    try {
      deliveredTo = await mailer.send({
        id: row.id,
        queuedAt: row.createdAt,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        ...(row.htmlBody ? { html: row.htmlBody } : {}),
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      });
    } catch (err) {
      const status = await markAttemptFailed(db, row, describe(err), retry);
      logger[status === 'failed' ? 'error' : 'warn']({ ...log, status }, 'mail send failed');
      return;
    }
    await markSent(db, row.id, deliveredTo);
  }

  async function runOnce(): Promise<number> {
    const rows = await claimDue(db, batch, leaseMs);
    for (const row of rows) await deliver(row);
    return rows.length;
  }

  const loop = queueLoop({
    channel: 'mail_outbox',
    listen: o.listen,
    pollMs,
    runOnce: async () => (await runOnce()) > 0,
    onError: (err) => logger.warn({ err: describe(err) }, 'mail outbox pass failed'),
  });

  return {
    runOnce,
    async drain() {
      while ((await runOnce()) > 0);
    },
    start: () => loop.start(),
    stop: (timeoutMs = 10_000) => loop.stop(timeoutMs),
  };
}
