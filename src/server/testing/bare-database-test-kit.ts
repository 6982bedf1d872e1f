import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseEngine } from './each-database-test-kit';
import { adminQuery } from './seeded-template-test-kit';

/** For the migration tests: the migrations' files in order, and one's SQL. */
const DIR = path.join(import.meta.dirname, '../db/migrations');
export const MIGRATION_FILES = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort();
export const migrationSql = (file: string) => fs.readFileSync(path.join(DIR, file), 'utf8');

export interface Bare {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

/** A bare database on the engine (nothing migrated): run SQL, read rows, close (and drop). */
export async function bareDatabase(engine: DatabaseEngine, tag: string): Promise<Bare> {
  if (engine.name === 'pglite') {
    const db = new PGlite();
    return {
      exec: async (sql) => void (await db.exec(sql)),
      rows: async <T>(sql: string) => (await db.query<T>(sql)).rows,
      close: () => db.close(),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `aseer_${tag}_${process.pid}_${Date.now()}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    exec: async (sql) => void (await client.query(sql)),
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    async close() {
      await client.end();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
