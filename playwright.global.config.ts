import path from 'node:path';
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
/** Where the development build's server runs (E2E_DEV_PORT for its journey). */
const devPort = port + 1;
process.env.E2E_DEV_PORT = String(devPort);
const devDir = `${dataDir}-dev`;
const devDist = path.resolve(`${dataDir}-dev-dist`);

export default defineConfig({
  ...base,
  testDir: 'e2e/global',
  testIgnore: [],
  fullyParallel: false,
  workers: 1,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: [
    {
      ...webServer,
      command: `rm -rf ${dataDir} && node scripts/build-server.mjs --if-stale && node dist/server/index.js`,
      url: `http://127.0.0.1:${port}/api/health`,
      env: {
        ...webServer.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
    },
    {
      // The same app built with React's development build (e2e/global/development-build.spec.ts):
      // it reports every difference hydration finds, attributes included, which production skips.
      ...webServer,
      command: `rm -rf ${devDir} ${devDist} ${devDist}-ssr && NODE_ENV=development npx vite build --mode development && NODE_ENV=development npx vite build --ssr entry-server.tsx --mode development && node --import tsx src/server/index.ts`,
      url: `http://127.0.0.1:${devPort}/api/health`,
      env: {
        ...webServer.env,
        PORT: String(devPort),
        DATA_DIR: devDir,
        CLIENT_DIST_DIR: devDist,
        PUBLIC_URL: `http://127.0.0.1:${devPort}`,
      },
    },
  ],
});
