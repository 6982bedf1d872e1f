import { sql } from 'drizzle-orm';
import { jobRuns } from '@/server/db/schema';
import type { Tx } from '@/server/db/client';
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
 * one PostgreSQL only one runs at a time; the others skip. A scheduled run also claims its row in
 * `job_runs` (due once `intervalMs` has passed since the last one), so it runs once a day across
 * every process and restart, not once per process (decision 053).
 */
export const RETENTION_LOCK_KEY = 7_316_016_901;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionJobOptions {
  db: Db;
  logger: Logger;
  /** Between runs (a day), across every process sharing the database. */
  intervalMs?: number;
  /** How often each process looks whether a run is due (15 minutes, at most `intervalMs`). */
  checkMs?: number;
  /** From `start()` to the first look (30 s, at most `checkMs`): the server is up and serving first. */
  firstRunMs?: number;
  now?: () => Date;
}

export interface RetentionJob {
  /** The first look `firstRunMs` after, then one every `checkMs`; each runs it when due (timers never keep the process up). */
  start(): void;
  /** No further runs; waits (at most `timeoutMs`) for the one under way. */
  stop(timeoutMs?: number): Promise<void>;
  /** One run now (due or not) with the Privacy setting: its counts, or null when another process holds the lock. */
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
  const checkMs = Math.min(o.checkMs ?? 15 * 60_000, intervalMs);
  const firstRunMs = Math.min(o.firstRunMs ?? 30_000, checkMs);
  const now = o.now ?? (() => new Date());
  let first: NodeJS.Timeout | undefined;
  let every: NodeJS.Timeout | undefined;
  let running = false;
  /** The run under way (one at a time per process). */
  let run: Promise<unknown> | null = null;

  /**
   * Claims the scheduled run (in the run's transaction: a failed run leaves it unclaimed): true
   * when none ran in the last `intervalMs`, in any process.
   */
  async function claimDue(tx: Tx, at: Date): Promise<boolean> {
    const claimed = await tx
      .insert(jobRuns)
      .values({ name: 'retention', lastRunAt: at, runs: 1 })
      .onConflictDoUpdate({
        target: jobRuns.name,
        set: { lastRunAt: at, runs: sql`${jobRuns.runs} + 1` },
        setWhere: sql`${jobRuns.lastRunAt} <= ${new Date(at.getTime() - intervalMs)}`,
      })
      .returning({ runs: jobRuns.runs });
    return claimed.length > 0;
  }

  /** `scheduled`: only when due (claimed); otherwise (runOnce) now. Null when it did not run. */
  async function runNow(scheduled: boolean): Promise<RetentionRunCounts | null> {
    const at = now();
    return db.transaction(async (tx) => {
      const { rows } = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}::bigint) as locked`,
      )) as unknown as { rows: { locked: boolean }[] };
      if (!rows[0]?.locked) return null;
      if (scheduled && !(await claimDue(tx, at))) return null;
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

  const runOnce = () => runNow(false);
  const runScheduled = () => runNow(true);

  function tick() {
    if (!running || run) return;
    run = runScheduled()
      .then((counts) => {
        if (!counts) logger.debug('guest data retention: not due, or another process is running it');
      })
      // The database may be away for a moment: the next look (checkMs later) tries again.
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
        every = setInterval(tick, checkMs);
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
