/**
 * `npm run db:migrate` / `npm run db:seed` / `npm run demo`: applies the migrations (with `--seed`,
 * seeds the starter menu into an empty database; with `--demo`, that and then the demo's team,
 * reviews and orders) without starting the web server. The server migrates and seeds the menu by
 * itself at start; this is for a PostgreSQL server set up ahead of a deploy, and for the demo.
 * Takes the data-directory lock. `--without-orders`: the demo without its orders (the test runs).
 */
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { DemoRefusedError, loadDemo } from '../src/server/db/seed';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/lib/logger';
import { startServices } from '../src/server/shell/start';

const demo = process.argv.includes('--demo');
const seed = demo || process.argv.includes('--seed');
try {
  const env = loadEnv();
  // startServices migrates (and seeds an empty database when asked) and builds the app; nothing listens.
  const services = await startServices(env, createLogger(env.LOG_LEVEL), { seed });
  try {
    if (demo) {
      const done = await loadDemo(services.database.db, {
        orders: !process.argv.includes('--without-orders'),
      });
      console.log(
        done.loaded
          ? `Demo loaded: ${done.employees} employees, ${done.reviews} reviews, ${done.orders} orders.`
          : 'The demo was loaded before: nothing changed.',
      );
    } else console.log(seed ? 'Database migrated and seeded.' : 'Database migrated.');
  } finally {
    await services.close();
  }
} catch (e) {
  console.error(
    e instanceof DataDirLockedError || e instanceof DemoRefusedError || e instanceof Error ? e.message : e,
  );
  process.exit(1);
}
