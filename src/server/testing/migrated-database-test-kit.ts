import { openPglite, openPostgres, type Database } from '../db/client';
import type { DatabaseEngine } from './each-database-test-kit';
import { adminQuery } from './seeded-template-test-kit';

let made = 0;

/**
 * A migrated, empty database on the engine (no app, no seed): for tests of one table's logic.
 * `close()` closes it (and drops the PostgreSQL one).
 */
export async function migratedDatabase(engine: DatabaseEngine, tag: string): Promise<Database> {
  if (engine.name === 'pglite') return openPglite();
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `aseer_${tag}_${process.pid}_${Date.now()}_${made++}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
