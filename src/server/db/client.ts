import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: services take a Db (or a transaction of one). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a NOTIFY channel; returns an unsubscribe function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Embedded PostgreSQL: in memory when `dataDir` is undefined (tests), else on disk. */
export async function openPglite(dataDir?: string): Promise<Database> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async listen(channel, onNotify) {
      const unsub = await client.listen(channel, onNotify);
      return async () => unsub();
    },
    close: () => client.close(),
  };
}

/** A PostgreSQL server (DATABASE_URL). */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  await migratePg(db, { migrationsFolder });
  const listeners = new Set<pg.PoolClient>();
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async listen(channel, onNotify) {
      const client = await pool.connect();
      listeners.add(client);
      client.on('notification', (msg) => {
        if (msg.channel === channel) onNotify(msg.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        listeners.delete(client);
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        client.release();
      };
    },
    async close() {
      for (const c of listeners) c.release();
      await pool.end();
    },
  };
}
