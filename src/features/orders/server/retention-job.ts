import { sql } from 'drizzle-orm';
import { loadPrivacy } from '@/features/settings/server';
import type { Db } from '@/server/db/client';
import type { Logger } from '@/server/lib/logger';
import { pruneSecurityLog } from '@/features/security/server';
import { anonymiseGuestDataIn, removeUnconfirmedAccountsIn, type RetentionCounts } from './retention.service';

/** What one run removed: guest data past the retention period, and stale unconfirmed sign-ups. */
export type RetentionRunCounts = RetentionCounts & { unconfirmedAccounts: number };

/**
 * The advisory-lock key of the retention run (any constant no other lock uses): taken with
 * `pg_try_advisory_xact_lock` in the run's transaction, so of several server processes sharing
 * one PostgreSQL only one runs at a time; the others skip (the next day's run catches up).
 */
export const RETENTION_LOCK_KEY = 7_316_016_901;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionJobOptions {
  db: Db;
  logger: Logger;
  /** Between runs (a day). */
  intervalMs?: number;
  /** From `start()` to the first run: the server is up and serving before it runs. */
  firstRunMs?: number;
  now?: () => Date;
}

export interface RetentionJob {
  /** The first run `firstRunMs` after, then one every `intervalMs` (timers never keep the process up). */
  start(): void;
  /** No further runs; waits (at most `timeoutMs`) for the one under way. */
  stop(timeoutMs?: number): Promise<void>;
  /** One run with the Privacy setting: its counts, or null when another process holds the lock. */
  runOnce(): Promise<RetentionRunCounts | null>;
}

/**
 * Removes guest data past the retention period (Settings → Store → Privacy), daily. See
 * retention.service.ts and docs/decisions/016-guest-data-retention.md. The same run removes
 * sign-ups left unconfirmed for 24 hours (decision 031).
 */
export function createRetentionJob(o: RetentionJobOptions): RetentionJob {
  const { db, logger } = o;
  const intervalMs = o.intervalMs ?? DAY_MS;
  const firstRunMs = o.firstRunMs ?? 30_000;
  const now = o.now ?? (() => new Date());
  let first: NodeJS.Timeout | undefined;
  let every: NodeJS.Timeout | undefined;
  let running = false;
  /** The run under way (one at a time per process). */
  let run: Promise<unknown> | null = null;

  async function runOnce(): Promise<RetentionRunCounts | null> {
    const at = now();
    return db.transaction(async (tx) => {
      const { rows } = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}::bigint) as locked`,
      )) as unknown as { rows: { locked: boolean }[] };
      if (!rows[0]?.locked) return null;
      const { retentionDays } = await loadPrivacy(tx);
      const counts = {
        ...(await anonymiseGuestDataIn(tx, { now: at, retentionDays })),
        unconfirmedAccounts: await removeUnconfirmedAccountsIn(tx, at),
      };
      // The security log keeps 180 days, whatever the guest-data setting says.
      const securityEvents = await pruneSecurityLog(tx, at);
      if (securityEvents) logger.info({ securityEvents }, 'security log entries past 180 days deleted');
      // Counts only: nothing of what was removed.
      const removed = counts.orders || counts.customers || counts.unconfirmedAccounts;
      logger[removed ? 'info' : 'debug']({ ...counts, retentionDays }, 'guest data retention run');
      return counts;
    });
  }

  function tick() {
    if (!running || run) return;
    run = runOnce()
      .then((counts) => {
        if (!counts) logger.debug('guest data retention: another process is running it');
      })
      // The database may be away for a moment: the next day's run tries again.
      .catch((err: unknown) => logger.warn({ err }, 'guest data retention run failed'))
      .finally(() => {
        run = null;
      });
  }

  return {
    runOnce,
    start() {
      if (running) return;
      running = true;
      first = setTimeout(() => {
        tick();
        every = setInterval(tick, intervalMs);
        every.unref();
      }, firstRunMs);
      first.unref();
    },
    async stop(timeoutMs = 10_000) {
      running = false;
      clearTimeout(first);
      clearInterval(every);
      if (!run) return;
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([run, new Promise((r) => (timeout = setTimeout(r, timeoutMs)))]);
      clearTimeout(timeout);
    },
  };
}
