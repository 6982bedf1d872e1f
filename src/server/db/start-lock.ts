import pg from 'pg';

/** The advisory-lock key of a process's start (any constant no other lock uses). */
export const START_LOCK_KEY = 7_316_016_953;

/**
 * Several processes starting at once on one PostgreSQL take turns through their start: migrating,
 * seeding a fresh database and creating the owner each run in one process at a time (two at once
 * would both see an empty menu and seed it twice, or collide in a migration). A session advisory
 * lock on a connection of its own, held until `release()` (or until the process dies: the
 * server then frees it).
 */
export async function takeStartLock(url: string): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [START_LOCK_KEY]);
  } catch (e) {
    await client.end();
    throw e;
  }
  return {
    async release() {
      await client.query('select pg_advisory_unlock($1::bigint)', [START_LOCK_KEY]).catch(() => {});
      await client.end();
    },
  };
}
