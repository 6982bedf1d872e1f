import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { adminDashboard, printAdminDashboard } from './admin-dashboard';
import { adminOrdersList, printAdminOrdersList } from './admin-orders-list';
import { bareReactBytes, routeJsBytes } from './js-weight';
import { menuThroughput } from './menu-throughput';

// Performance goals, measured here and printed as ratios against a baseline measured in the same run.
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

if (!fs.existsSync('dist/client/.vite/manifest.json') || !fs.existsSync('dist/client-ssr/entry-server.js')) execSync('npm run build', { stdio: 'inherit' });

console.log('\n## Storefront JavaScript (gzip), per route');
const react = await bareReactBytes();
console.log(`baseline: a bare React 19 app = ${kib(react)}`);
const BUDGET = 100 * 1024;
for (const [route, sources] of Object.entries({
  // Home and menu ship in the entry chunk (src/client/app/router.tsx).
  '/menu': [],
  '/': [],
  '/contact': ['app/routes/contact.tsx'],
})) {
  const bytes = routeJsBytes('dist/client', sources);
  console.log(
    `${route.padEnd(9)} ${kib(bytes).padStart(10)}  = ${(bytes / react).toFixed(2)}x bare React, ${(bytes / BUDGET).toFixed(2)}x the 100 KiB aim`,
  );
}
// The back office is its own chunk: what /admin adds on top of the entry, never the storefront's weight.
const adminBytes = routeJsBytes('dist/client', ['admin/admin-app.tsx']) - routeJsBytes('dist/client', []);
console.log(`/admin adds ${kib(adminBytes)} (its own chunks; the storefront routes above download none of it)`);

console.log('\n## GET /api/catalog/menu, requests per second (50 connections)');
const t = await menuThroughput();
console.log(`baseline: node:http (own process) answering the same bytes from memory = ${t.base.toFixed(0)} req/s`);
console.log(`menu, 200 gzip:        ${t.full.toFixed(0)} req/s = ${(t.full / t.base).toFixed(2)}x baseline`);
console.log(`menu, 304 (ETag hit):  ${t.notModified.toFixed(0)} req/s = ${(t.notModified / t.base).toFixed(2)}x baseline`);

printAdminOrdersList(await adminOrdersList());
printAdminDashboard(await adminDashboard());
