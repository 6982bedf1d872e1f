import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openPglite } from './client';
import { CLUSTER_MANIFEST, copyCluster, initialCluster, pgliteVersion } from './pglite-cluster';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-cluster-'));
  dirs.push(d);
  return d;
};

it('a first start copies the cluster made at build time (no initdb), for the same engine only', async () => {
  const built = tmp();
  execFileSync(process.execPath, [
    path.join(ROOT, 'scripts/make-pglite-cluster.mjs'),
    built,
    pgliteVersion(),
  ]);
  const dataDir = path.join(tmp(), 'pg');
  const cluster = initialCluster(dataDir, built);
  expect(cluster).toBe(path.join(built, 'pglite-cluster'));
  // A first start cut off mid-copy left a partial copy beside it, and an empty folder: copied again.
  fs.mkdirSync(`${dataDir}.copying/base`, { recursive: true });
  fs.writeFileSync(`${dataDir}.copying/PG_VERSION`, '');
  fs.mkdirSync(dataDir);
  // Copied and opened: migrated, and a real database on disk, private to the shop's user.
  copyCluster(cluster!, dataDir);
  expect(fs.existsSync(`${dataDir}.copying`)).toBe(false);
  expect(fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
  expect(fs.statSync(path.join(dataDir, 'PG_VERSION')).mode & 0o777).toBe(0o600);
  expect(fs.statSync(path.join(dataDir, 'base')).mode & 0o777).toBe(0o700);
  const db = await openPglite(dataDir);
  try {
    const rows = (await db.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows[0]!.n).toBeGreaterThan(20);
  } finally {
    await db.close();
  }
  expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
  // Once there is a database, it is never replaced.
  expect(initialCluster(dataDir, built)).toBeUndefined();
  // Made by another PGlite: not used (initdb runs instead).
  fs.writeFileSync(path.join(built, CLUSTER_MANIFEST), JSON.stringify({ pglite: '0.0.1' }));
  expect(initialCluster(path.join(tmp(), 'pg'), built)).toBeUndefined();
}, 60_000);
