import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { pgListener } from './pg-listener';
import { pgliteArtifacts } from './pglite-artifacts';
import { copyCluster, initialCluster } from './pglite-cluster';
import { PgliteStatements } from './pglite-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: services take a Db (or a transaction of one). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Subscribes to a NOTIFY channel; returns an unsubscribe function. An empty payload means
   * "anything may have changed" (sent once LISTEN is taken up again after a lost connection,
   * since what was announced meanwhile is missed): drop what is cached.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The embedded database's files as one archive (PGlite only), to start another from. */
  dump?(): Promise<Blob>;
}

// Beside this module: src/server/db/migrations, or dist/server/migrations in the compiled server
// (scripts/build-server.mjs copies them next to the bundle).
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Embedded PostgreSQL: in memory when `dataDir` is undefined (tests), else on disk. `from`, an
 * archive made by `dump()`, starts it from that database instead of an empty one.
 */
/**
 * PostgreSQL's buffer cache inside the embedded engine, in MiB. The engine writes over all of it at
 * every start, so it is resident from the first second: PostgreSQL's default of 128 MiB was a
 * quarter of an idle shop's memory, 32 MiB holds the open orders, the menu and their indexes, and
 * the orders per second did not move (issue 36, decision 068). PGLITE_SHARED_BUFFERS_MB sets it.
 */
export const PGLITE_SHARED_BUFFERS_MB = 32;

export async function openPglite(
  dataDir?: string,
  from?: Blob,
  sharedBuffersMb = PGLITE_SHARED_BUFFERS_MB,
): Promise<Database> {
  // The engine compiled once per process, started early (pglite-artifacts.ts); PGlite reads it itself otherwise.
  const artifacts = await pgliteArtifacts().catch(() => undefined);
  // A first start on disk copies the cluster made at build time instead of running initdb.
  const cluster = !from && dataDir ? initialCluster(dataDir) : undefined;
  if (cluster) copyCluster(cluster, dataDir!);
  const options = {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
    ...(from ? { loadDataDir: from } : {}),
    ...(artifacts ? { pgliteWasmModule: artifacts.wasmModule, fsBundle: artifacts.fsBundle } : {}),
  };
  // Options go first when there is no directory: PGlite ignores them after an undefined one.
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  // Statements prepared once and run in one call each (pglite-statements.ts, decision 057).
  const db = drizzlePglite(new PgliteStatements(client) as unknown as PGlite, {
    schema,
    casing: 'snake_case',
  });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async listen(channel, onNotify) {
      const unsub = await client.listen(channel, onNotify);
      return async () => unsub();
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/** A PostgreSQL server (DATABASE_URL). */
export async function openPostgres(url: string, onError: (err: Error) => void = () => {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, application_name: 'aseer' });
  // The server can end an idle connection (a restart, an administrator, a dropped database): the
  // pool discards it and the next query opens a new one. Without this listener node-postgres
  // raises the error as an uncaught exception and the whole process stops.
  pool.on('error', onError);
  // The same for a connection in use, between two queries of a transaction (a restart drops it
  // there too): pg-pool listens only to idle ones. The query under way fails on its own; the
  // connection is discarded when it is released.
  pool.on('connect', (client) => client.on('error', onError));
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  await migratePg(db, { migrationsFolder });
  // Every LISTEN on one connection of its own, outside the pool (pg-listener.ts).
  const listener = pgListener(url, onError);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    listen: (channel, onNotify) => listener.listen(channel, onNotify),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
