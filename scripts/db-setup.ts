/**
 * `npm run db:migrate` / `npm run db:seed`: applies the migrations (and, with `--seed`, seeds an
 * empty database) without starting the web server. The server does both by itself at start;
 * this is for a PostgreSQL server set up ahead of a deploy. Takes the data-directory lock.
 */
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/lib/logger';
import { startServices } from '../src/server/start';

const seed = process.argv.includes('--seed');
try {
  const env = loadEnv();
  // startServices migrates (and seeds an empty database when asked) and builds the app; nothing listens.
  const services = await startServices(env, createLogger(env.LOG_LEVEL), { seed });
  console.log(seed ? 'Database migrated and seeded.' : 'Database migrated.');
  await services.close();
} catch (e) {
  console.error(e instanceof DataDirLockedError || e instanceof Error ? e.message : e);
  process.exit(1);
}
