import { defineConfig, devices } from '@playwright/test';

import { E2E_DATA_DIR as DATA_DIR, E2E_PORT as PORT, E2E_STRIPE_ENV } from './e2e/env';
import { serverEnv } from './e2e/server-env';

export default defineConfig({
  testDir: 'e2e',
  // e2e/global: journeys that change the whole shop, run afterwards on their own server (playwright.global.config.ts).
  testIgnore: 'global/**',
  // The Stripe stand-in the server's "Check connection" reaches (E2E_STRIPE_ENV below).
  globalSetup: './e2e/stripe-standin-setup.ts',
  fullyParallel: true,
  // Four at once on CI's two cores: a journey waits on its browser and server about half the time,
  // so two more keep the cores busy (measured: 7 min 14 s with two, 5 min 17 s with four).
  workers: Number(process.env.E2E_WORKERS ?? 4),
  retries: 0,
  // A journey waits for the app after each page it opens (its scripts wait for the first paint,
  // decision 082): the longest, beside three others on two cores, came near 30 s.
  timeout: 45_000,
  // Four journeys on two cores beside their server: a back-office screen's chunk can take more than
  // 5 s to arrive and draw (the board's live status, seen in CI); a passing check never waits longer.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // An action that cannot happen (a button under a toast the pointer keeps open) fails in
    // seconds with its reason, rather than waiting out the whole test.
    actionTimeout: 15_000,
    // No trace: recording one for every journey (to keep a failing one's) cost about a fifth of the
    // suite's time on CI's two cores. Ask for one when looking into a failure: --trace=on.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless build of Chromium (the same engine; Playwright's own default for headless
      // runs): without the full browser's window compositing, the journeys need about a third less time.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // A journey tagged for one screen runs only there (e2e/fixtures.ts: customerJourney, staffJourney).
  projects: [
    {
      name: 'phone',
      grepInvert: /@desktop\b/,
      use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 390, height: 844 } },
    },
    {
      name: 'desktop',
      grepInvert: /@phone\b/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    // The built app, as it ships (the compiled server, decision 050: compiled again here when older
    // than the sources), on a fresh embedded database with the demo's team and reviews (`npm run demo`
    // without its orders: the journeys place their own), with the test helpers mounted.
    command: `rm -rf ${DATA_DIR} && node scripts/build-server.mjs --if-stale && node dist/server/db-setup.js --demo --without-orders && node dist/server/index.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SECRETS_KEY and the stand-in's address: the gateways journey saves Stripe keys and checks them.
    env: { ...serverEnv(PORT, DATA_DIR), ...E2E_STRIPE_ENV },
  },
});
