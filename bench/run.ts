import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { adminDashboard, printAdminDashboard } from './admin-dashboard';
import { adminOrdersList, printAdminOrdersList } from './admin-orders-list';
import { bareReactBytes, entryChunks, routeJsBytes } from './js-weight';
import { LH_VISITS, lighthouseStorefront, loadedJsBytes, printLighthouse, startApp } from './lighthouse';
import { checkoutThroughput } from './checkout-throughput';
import { printRestartTime, restartTime } from './restart-time';
import { liveEvents, printLiveEvents } from './live-events';
import { menuVsNginx, printMenuVsNginx } from './menu-vs-nginx';
import { middlewareCost, printMiddlewareCost } from './middleware-cost';
import { checkoutConcurrency, printCheckoutConcurrency } from './checkout-concurrency';
import { faults, printFaults } from './faults';
import { memory, printMemory } from './memory';

// Performance goals, measured here and printed as ratios against a baseline measured in the same run.
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

// `npm run bench -- lighthouse` (or js, menu, checkout, admin, restart) runs one section; no argument runs them all.
const only = process.argv[2];
const section = (name: string) => !only || only === name;

// The benches run the compiled server, as production does. The live section's servers need only
// it (they run a stand-in front end).
if (
  only !== 'live' &&
  (!fs.existsSync('dist/client/.vite/manifest.json') || !fs.existsSync('dist/client-ssr/entry-server.js'))
)
  execSync('npm run build', { stdio: 'inherit' });
else execSync('node scripts/build-server.mjs --if-stale', { stdio: 'inherit' });

if (section('js')) {
  console.log('\n## Storefront JavaScript (gzip), per route');
  const react = await bareReactBytes();
  console.log(`baseline: a bare React 19 app = ${kib(react)}`);
  // Decision 035: React's own weight is the customer's choice; the budgets fit it.
  const budgetOf = (route: string) => (route === '/' || route === '/menu' ? 145 : 180) * 1024;
  const line = (label: string, route: string, bytes: number, files = '') =>
    console.log(
      `${label.padEnd(36)} ${kib(bytes).padStart(10)}  = ${(bytes / react).toFixed(2)}x bare React, ${(bytes / budgetOf(route)).toFixed(2)}x its ${kib(budgetOf(route))} budget${files}`,
    );
  // What the build says a route needs before it renders: the entry, the page's language's texts
  // (Arabic, the default and the longer: the start texts and the page's own), the page's chunk (as
  // the route table in src/client/shell/app/route-table.tsx names both), their static imports.
  const page = (name: string, ...texts: string[]) => [
    `shell/app/routes/${name}.tsx`,
    ...texts.map((ns) => `locales/ar/${ns}.json`),
  ];
  const ROUTES: Record<string, string[]> = {
    '/': [],
    '/menu': [],
    '/about': page('about', 'about'),
    '/contact': page('contact', 'contact'),
    '/checkout': page('checkout', 'checkout', 'estimate'),
    '/login': page('login', 'account', 'recovery'),
    '/signup': page('signup', 'account'),
    '/profile': page('profile', 'account', 'orders', 'my-data', 'reviews'),
    '/orders/:id': page('order', 'orders', 'estimate'),
  };
  for (const [route, sources] of Object.entries(ROUTES))
    line(`${route} (static graph)`, route, routeJsBytes('dist/client', ['locales/start-ar.ts', ...sources]));
  console.log('\nWhat each chunk of the first screen (/ and /menu) costs:');
  for (const { file, bytes } of entryChunks('dist/client'))
    console.log(`  ${file.padEnd(44)} ${kib(bytes).padStart(10)}`);
  // What a phone downloads: until the network is first idle (to draw and start), then what it fetches when idle.
  const app = await startApp();
  try {
    const loaded = await loadedJsBytes(app.origin, [
      '/',
      '/menu',
      '/about',
      '/contact',
      '/checkout',
      '/login',
      '/signup',
    ]);
    for (const [route, { firstScreen, total, files, filesTotal }] of Object.entries(loaded)) {
      line(`${route} (Chromium, until idle)`, route, firstScreen, `, ${files} files`);
      line(`${route} (Chromium, + idle)`, route, total, `, ${filesTotal} files`);
    }
  } finally {
    await app.stop();
  }
  // The back office is its own chunk: what /admin adds on top of the entry, never the storefront's weight.
  const adminBytes =
    routeJsBytes('dist/client', ['shell/admin/admin-app.tsx']) - routeJsBytes('dist/client', []);
  console.log(
    `/admin adds ${kib(adminBytes)} (its own chunks; the storefront routes above download none of it)`,
  );
}

if (section('menu')) {
  // Decision 051: the menu, a static file and the health check against nginx on the same bytes.
  console.log('\n## Serving: the app against nginx (wrk, 50 connections)');
  printMenuVsNginx(await menuVsNginx());
  console.log('\n## What each step every request passes through costs (server time per request)');
  printMiddlewareCost(await middlewareCost());
}

if (section('checkout')) {
  printCheckoutConcurrency(await checkoutConcurrency());
  console.log('\n## POST /api/orders, orders per second (10 connections, guests, two lines)');
  const t = await checkoutThroughput();
  console.log(
    `baseline: two lines naming no option (the groups' defaults apply) = ${t.without.toFixed(0)} orders/s`,
  );
  console.log(
    `with No sugar, Honey and a note on each line: ${t.with.toFixed(0)} orders/s = ${(t.with / t.without).toFixed(2)}x baseline (goal ≥ 0.90x)`,
  );
  console.log(
    `Pay now (a Stripe Checkout Session opened per order, on the local Stripe stand-in) = ${t.payNow.toFixed(0)} orders/s = ${(t.payNow / t.atTheCar).toFixed(2)}x pay at the car (${t.atTheCar.toFixed(0)} orders/s, same run)`,
  );
}

if (section('admin')) {
  printAdminOrdersList(await adminOrdersList());
  printAdminDashboard(await adminDashboard());
}

if (section('restart')) printRestartTime(await restartTime());
if (section('memory')) {
  console.log('\n## Memory (resident, MiB): the server on a small machine');
  printMemory(await memory());
}
if (section('faults')) {
  console.log(
    '\n## Faults: 20 customers ordering while the database restarts, stops or its disk fills (retrying a 503 with the same idempotency key)',
  );
  printFaults(await faults());
}
if (section('live')) {
  console.log(
    '\n## Live events: one order to the board clients (SSE), one process and two on one PostgreSQL',
  );
  printLiveEvents(await liveEvents());
}

// Last: Lighthouse wants the machine to itself (BENCH_LH_RUNS runs per page, 3 by default).
// Both visits unless BENCH_LH_VISITS names one (`cold` or `warm`): the cold first visit first.
if (section('lighthouse'))
  for (const visit of LH_VISITS.filter((v) => (process.env.BENCH_LH_VISITS ?? 'cold,warm').includes(v)))
    printLighthouse(await lighthouseStorefront(visit));
