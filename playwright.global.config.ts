import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Journeys that change the whole shop (maintenance mode, guest checkout, navigation menus,
 * payment methods, money format) run after the main run, each worker on a shop of its own: its own
 * server and data directory (e2e/fixtures.ts), so they never disturb one another nor the journeys of
 * the main run. Each file's journeys run in order on one worker, the files side by side.
 */
// The test workers inherit these (and evaluate this file again), so e2e/env.ts (port, outbox
// directory) points at the worker's own server: ports from E2E_PORT + 50 + 2 on, two a worker
// (its server and, for e2e/global/development-build.spec.ts, the development build's).
if (!process.env.E2E_GLOBAL) {
  process.env.E2E_GLOBAL = '1';
  process.env.E2E_PORT = String(Number(process.env.E2E_PORT ?? 3100) + 50);
  process.env.E2E_DATA_DIR = `${process.env.E2E_DATA_DIR ?? '.data-e2e'}-global`;
  process.env.E2E_SERVER_PER_WORKER = '1';
  // React's development build, made once for the run by the first worker that needs it.
  process.env.E2E_DEV_DIST = path.resolve(`${process.env.E2E_DATA_DIR}-dev-dist`);
}

export default defineConfig({
  ...base,
  testDir: 'e2e/global',
  testIgnore: [],
  fullyParallel: false,
  workers: Number(process.env.E2E_GLOBAL_WORKERS ?? 3),
  globalSetup: './e2e/global-setup.ts',
  webServer: undefined,
});
