import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createLogger } from '@/server/lib/logger';
import { DATABASE_ENGINES } from '@/server/testing/each-database-test-kit';
import { migratedDatabase } from '@/server/testing/migrated-database-test-kit';
import { createRetentionJob } from './retention-job';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const engine of DATABASE_ENGINES) {
  describe(`the scheduled retention run, with several processes (${engine.name})`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await migratedDatabase(engine, 'retjob');
    });
    afterAll(() => database.close());

    const runs = async () => {
      const { rows } = (await database.db.execute(
        sql`select runs from job_runs where name = 'retention'`,
      )) as unknown as { rows: { runs: number }[] };
      return rows[0]?.runs ?? 0;
    };

    it('runs once per interval across processes, however often each looks', async () => {
      let at = Date.now();
      const jobs = [0, 1, 2].map(() =>
        createRetentionJob({
          db: database.db,
          logger: createLogger('silent'),
          intervalMs: 60 * 60_000,
          checkMs: 20,
          firstRunMs: 1,
          now: () => new Date(at),
        }),
      );
      for (const job of jobs) job.start();
      try {
        await expect.poll(runs, { timeout: 10_000 }).toBe(1);
        await pause(500); // dozens of looks by each of the three
        expect(await runs()).toBe(1);
        at += 60 * 60_000; // an interval later: due again, once
        await expect.poll(runs, { timeout: 10_000 }).toBe(2);
        await pause(500);
        expect(await runs()).toBe(2);
        // A run asked for by hand runs whether due or not, and claims nothing. The looks stop first:
        // one under way holds the lock for a moment, and a run by hand then finds it taken (null).
        await Promise.all(jobs.map((j) => j.stop()));
        expect(await jobs[0]!.runOnce()).toEqual({ orders: 0, customers: 0, unconfirmedAccounts: 0 });
        expect(await runs()).toBe(2);
      } finally {
        await Promise.all(jobs.map((j) => j.stop()));
      }
    });
  });
}
