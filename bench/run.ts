import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { adminDashboard, printAdminDashboard } from './admin-dashboard';
import { adminOrdersList, printAdminOrdersList } from './admin-orders-list';
import { bareReactBytes, routeJsBytes } from './js-weight';
import { lighthouseStorefront, loadedJsBytes, printLighthouse, startApp } from './lighthouse';
import { menuThroughput } from './menu-throughput';

// Performance goals, measured here and printed as ratios against a baseline measured in the same run.
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

// `npm run bench -- lighthouse` (or js, menu, admin) runs one section; no argument runs them all.
const only = process.argv[2];
const section = (name: string) => !only || only === name;

if (!fs.existsSync('dist/client/.vite/manifest.json') || !fs.existsSync('dist/client-ssr/entry-server.js'))
  execSync('npm run build', { stdio: 'inherit' });

if (section('js')) {
  console.log('\n## Storefront JavaScript (gzip), per route');
  const react = await bareReactBytes();
  console.log(`baseline: a bare React 19 app = ${kib(react)}`);
  const BUDGET = 100 * 1024;
  const line = (label: string, bytes: number) =>
    console.log(
      `${label.padEnd(32)} ${kib(bytes).padStart(10)}  = ${(bytes / react).toFixed(2)}x bare React, ${(bytes / BUDGET).toFixed(2)}x the 100 KiB budget`,
    );
  // What the build says a route needs before it renders: the entry, the page's chunk, their static imports.
  for (const [route, sources] of Object.entries({
    '/menu': [],
    '/': [],
    '/contact': ['app/routes/contact.tsx'],
  })) {
    line(`${route} (static graph)`, routeJsBytes('dist/client', sources));
  }
  // What a phone downloads: until the load event (to draw and hydrate), then what it fetches when idle.
  const app = await startApp();
  try {
    const loaded = await loadedJsBytes(app.origin, ['/', '/menu', '/contact']);
    for (const [route, { firstScreen, total }] of Object.entries(loaded)) {
      line(`${route} (Chromium, first screen)`, firstScreen);
      line(`${route} (Chromium, + idle)`, total);
    }
  } finally {
    await app.stop();
  }
  // The back office is its own chunk: what /admin adds on top of the entry, never the storefront's weight.
  const adminBytes = routeJsBytes('dist/client', ['admin/admin-app.tsx']) - routeJsBytes('dist/client', []);
  console.log(
    `/admin adds ${kib(adminBytes)} (its own chunks; the storefront routes above download none of it)`,
  );
}

if (section('menu')) {
  console.log('\n## GET /api/catalog/menu, requests per second (50 connections)');
  const t = await menuThroughput();
  console.log(
    `baseline: node:http (own process) answering the same bytes from memory = ${t.base.toFixed(0)} req/s`,
  );
  console.log(
    `menu, 200 gzip:        ${t.full.toFixed(0)} req/s = ${(t.full / t.base).toFixed(2)}x baseline`,
  );
  console.log(
    `menu, 304 (ETag hit):  ${t.notModified.toFixed(0)} req/s = ${(t.notModified / t.base).toFixed(2)}x baseline`,
  );
}

if (section('admin')) {
  printAdminOrdersList(await adminOrdersList());
  printAdminDashboard(await adminDashboard());
}

// Last: Lighthouse wants the machine to itself (BENCH_LH_RUNS runs per page, 3 by default).
if (section('lighthouse')) printLighthouse(await lighthouseStorefront());
