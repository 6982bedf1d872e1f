/**
 * `npm run demo` and `npm run db:seed` as the operator runs them: the compiled `db-setup` entry
 * (testing/compiled-entries-test-kit.ts) on a data directory, read back afterwards.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '@/server/db/client';
import * as s from '@/server/db/schema';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-demo-cli-'));
const run = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(inject('compiledServer'), 'db-setup.js'), ...args], {
    cwd: os.tmpdir(),
    encoding: 'utf8',
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    timeout: 110_000,
  });
async function counts() {
  const database = await openPglite(path.join(dataDir, 'pg'));
  try {
    const rows = await Promise.all(
      [s.products, s.employees, s.orders, s.reviews].map((t) => database.db.select({ n: count() }).from(t)),
    );
    return rows.map(([r]) => r?.n ?? 0);
  } finally {
    await database.close();
  }
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run db:seed, then npm run demo (compiled)', () => {
  it('seeds the starter menu with no employees and no orders', async () => {
    const seeded = run('--seed');
    expect(seeded.stdout.trim()).toBe('Database migrated and seeded.');
    expect(seeded.status).toBe(0);
    const [products, employees, orders, reviews] = await counts();
    expect(products).toBeGreaterThan(30);
    expect([employees, orders, reviews]).toEqual([0, 0, 0]);
  }, 120_000);

  it('adds the demo team and orders once; a second run says so and changes nothing', async () => {
    const demo = run('--demo');
    expect(demo.stderr).toBe('');
    expect(demo.stdout).toMatch(/^Demo loaded: 6 employees, 6 reviews, \d+ orders\.$/m);
    expect(demo.status).toBe(0);
    const after = await counts();
    expect(after[1]).toBe(6);
    expect(after[2]).toBeGreaterThan(30);

    const again = run('--demo');
    expect(again.stdout.trim()).toBe('The demo was loaded before: nothing changed.');
    expect(again.status).toBe(0);
    expect(await counts()).toEqual(after);
  }, 240_000);
});
