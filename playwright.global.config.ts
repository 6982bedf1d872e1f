import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Journeys that change the whole shop (maintenance mode, guest checkout, navigation menus,
 * payment methods, money format) run one at a time on their own server and data directory, after
 * the main run, so they never disturb the journeys running in parallel there.
 */
// The test workers inherit these (and evaluate this file again), so e2e/env.ts (port, outbox
// directory) points at this server.
if (!process.env.E2E_GLOBAL) {
  process.env.E2E_GLOBAL = '1';
  process.env.E2E_PORT = String(Number(process.env.E2E_PORT ?? 3100) + 50);
  process.env.E2E_DATA_DIR = `${process.env.E2E_DATA_DIR ?? '.data-e2e'}-global`;
}
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR!;
const webServer = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;

export default defineConfig({
  ...base,
  testDir: 'e2e/global',
  testIgnore: [],
  fullyParallel: false,
  workers: 1,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    ...webServer,
    command: `rm -rf ${dataDir} && node --import tsx src/server/index.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    env: { ...webServer.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` },
  },
});
