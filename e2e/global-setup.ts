import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_PORT } from './env';
import { serverEnv } from './server-env';

/**
 * Before the global run (playwright.global.config.ts): the compiled server, compiled again when
 * older than the sources (decision 050), which each worker then starts on its own data directory
 * (e2e/fixtures.ts); and no development build left from an earlier run (e2e/worker-server.ts makes it).
 * One shop migrated and seeded for the run, with the demo's team and reviews (not its orders), as a worker's server would seed its own: each worker's
 * data directory starts as a copy of it (E2E_SEEDED_DATA_DIR, which the workers inherit), instead
 * of each server migrating and drawing the menu's pictures again.
 */
export default function globalSetup() {
  const dist = process.env.E2E_DEV_DIST!;
  for (const p of [dist, `${dist}-ssr`, `${dist}-state`]) fs.rmSync(p, { recursive: true, force: true });
  execFileSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], { stdio: 'inherit' });
  const seeded = path.resolve(`${process.env.E2E_DATA_DIR}-seeded`);
  fs.rmSync(seeded, { recursive: true, force: true });
  execFileSync(process.execPath, ['dist/server/db-setup.js', '--demo', '--without-orders'], {
    stdio: 'inherit',
    env: { ...process.env, ...serverEnv(E2E_PORT, seeded) },
  });
  process.env.E2E_SEEDED_DATA_DIR = seeded;
}
