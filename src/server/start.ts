import path from 'node:path';
import { seedIfEmpty } from './db/seed';
import { openPglite, openPostgres, type Database } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import type { Env } from './env';
import type { Logger } from './lib/logger';
import { RealtimeHub } from './realtime/hub';
import { localMediaStore } from './storage/media-store';
import { createApp } from './app';

/**
 * Opens the database (taking the data-directory lock for the embedded one), applies
 * migrations, seeds a fresh install and builds the app. Used by the server and the tests.
 */
export async function startServices(env: Env, logger: Logger, opts: { inMemory?: boolean } = {}) {
  const dataDir = path.resolve(env.DATA_DIR);
  let release = () => {};
  let database: Database;
  if (env.DATABASE_URL) {
    database = await openPostgres(env.DATABASE_URL);
  } else if (opts.inMemory) {
    database = await openPglite();
  } else {
    release = lockDataDir(dataDir);
    try {
      database = await openPglite(path.join(dataDir, 'pg'));
    } catch (e) {
      release();
      throw e;
    }
  }
  const media = localMediaStore(path.join(dataDir, 'media'));
  if (await seedIfEmpty(database.db, media, { openingHours: env.OPENING_HOURS })) {
    logger.info('seeded the demo menu');
  }
  const hub = new RealtimeHub();
  const built = await createApp({
    db: database.db,
    listen: database.listen,
    media,
    hub,
    env,
    logger,
  });
  return {
    ...built,
    database,
    media,
    hub,
    async close() {
      await built.close();
      await database.close();
      release();
    },
  };
}
