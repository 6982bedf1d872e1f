import { describe, inject } from 'vitest';
import { adminQuery as queryServer, TEST_OPENING_HOURS } from './seeded-template-test-kit';
import { createTestServer, type TestServer } from './server-test-kit';

export interface DatabaseEngine {
  /** `pglite` (embedded, in memory) or `postgres` (the server CI starts: TEST_DATABASE_URL). */
  name: 'pglite' | 'postgres';
  /** A fresh, migrated and seeded app on this engine (its own database); close it when done. */
  start(env?: Record<string, string>): Promise<TestServer>;
}

const adminUrl = process.env.TEST_DATABASE_URL;
let created = 0;

const adminQuery = (sql: string) => queryServer(adminUrl!, sql);

const pglite: DatabaseEngine = { name: 'pglite', start: (env = {}) => createTestServer(env) };

const postgres: DatabaseEngine = {
  name: 'postgres',
  async start(env = {}) {
    const dbName = `aseer_t_${process.pid}_${Date.now()}_${created++}`;
    // A copy of the run's seeded template database (seeded-template-test-kit.ts) when it was seeded alike.
    const template = inject('seededTemplate')?.postgres;
    const copy =
      template && (env.OPENING_HOURS ?? TEST_OPENING_HOURS) === TEST_OPENING_HOURS ? template : undefined;
    await adminQuery(
      copy ? `CREATE DATABASE ${dbName} TEMPLATE ${copy.database}` : `CREATE DATABASE ${dbName}`,
    );
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    const server = await createTestServer(
      { ...env, DATABASE_URL: url.toString() },
      copy && { media: copy.media },
    );
    return {
      ...server,
      async close() {
        await server.close();
        await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      },
    };
  },
};

/** The engines this run can test on: PGlite always, the PostgreSQL server when CI started one. */
export const DATABASE_ENGINES: DatabaseEngine[] = adminUrl ? [pglite, postgres] : [pglite];

/**
 * Runs the same API tests once per database engine: `describe('… (pglite)')` and, when
 * TEST_DATABASE_URL is set, `describe('… (postgres)')`.
 */
export function describeOnEachDatabase(title: string, body: (engine: DatabaseEngine) => void) {
  for (const engine of DATABASE_ENGINES) describe(`${title} (${engine.name})`, () => body(engine));
}
