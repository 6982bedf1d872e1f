/**
 * The data directory is the shop's user's alone (issue 36): the embedded database's files were
 * created 0666 and the outbox's mail (with reset links) 0644. The compiled server, as `npm start`
 * runs it, on a data directory an earlier version left open.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { testPlate } from './testing/plate-test-kit';
import { keepDataPrivate } from './lib/private-files';
import { fakeClientDist, killSpawnedServers, spawnServer } from './testing/spawned-server-test-kit';
import net from 'node:net';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const dirs: string[] = [];
afterAll(() => {
  killSpawnedServers();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const tmpDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-private-'));
  dirs.push(d);
  return d;
};

/** Every file and folder under `dir` whose mode lets group or others in. */
function open(dir: string): string[] {
  const found: string[] = [];
  const visit = (p: string) => {
    const st = fs.lstatSync(p);
    if ((st.mode & 0o077) !== 0)
      found.push(`${path.relative(dir, p) || '.'} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const n of fs.readdirSync(p)) visit(path.join(p, n));
  };
  visit(dir);
  return found;
}

it('corrects what an earlier version left open and removes unfinished writes, keeping the rest', () => {
  const dir = tmpDir();
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, 'outbox'), { mode: 0o777 });
  fs.chmodSync(path.join(dir, 'outbox'), 0o777);
  fs.writeFileSync(path.join(dir, 'outbox', 'a.eml'), 'reset link', { mode: 0o644 });
  fs.writeFileSync(path.join(dir, 'outbox', '.a.eml.1234.tmp'), '');
  fs.mkdirSync(path.join(dir, 'media', 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'media', 'uploads', 'p.webp.99.tmp'), '');
  fs.writeFileSync(path.join(dir, 'media', 'uploads', 'w.webp.98.tmp'), 'being written');
  fs.writeFileSync(path.join(dir, 'media', 'uploads', 'p.webp'), 'picture', { mode: 0o666 });
  fs.chmodSync(path.join(dir, 'media', 'uploads', 'p.webp'), 0o666);
  expect(open(dir).length).toBeGreaterThan(0);
  const done = keepDataPrivate(dir);
  expect(open(dir)).toEqual([]);
  expect(done.removed).toBe(2);
  expect(fs.readFileSync(path.join(dir, 'outbox', 'a.eml'), 'utf8')).toBe('reset link');
  expect(fs.existsSync(path.join(dir, 'media', 'uploads', 'p.webp'))).toBe(true);
  // A temporary file with content, written a moment ago, may be another process's write under way.
  expect(fs.existsSync(path.join(dir, 'media', 'uploads', 'w.webp.98.tmp'))).toBe(true);
});

it('the running shop creates its database, mail and pictures private to its user', async () => {
  const dir = tmpDir();
  fs.chmodSync(dir, 0o755);
  // A stand-in front end: the unit tests run before the build (npm test).
  const server = await spawnServer(await freePort(), { DATA_DIR: dir, CLIENT_DIST_DIR: fakeClientDist() });
  try {
    // The embedded database, the seeded pictures and the session secret are all written by now.
    expect(fs.existsSync(path.join(dir, 'pg'))).toBe(true);
    expect(open(dir)).toEqual([]);
    // What it writes while it runs: an order (the database), its receipt (the outbox).
    const menu = (await (await fetch(`${server.origin}/api/catalog/menu`)).json()) as Menu;
    const juice = menu.products.find((p) => !p.soldOut && p.sizes.length === 3)!;
    const placed = await fetch(`${server.origin}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.origin },
      body: JSON.stringify({
        idempotencyKey: randomUUID(),
        name: 'Hamdan',
        email: 'hamdan.private@example.com',
        plate: testPlate('AD 5 12345'),
        paymentMethod: 'cash',
        lines: [{ productId: juice.id, size: 'small', quantity: 1 }],
        locale: 'ar',
      }),
    });
    expect(placed.status).toBe(201);
    const mailed = () =>
      fs.existsSync(path.join(dir, 'outbox')) &&
      fs.readdirSync(path.join(dir, 'outbox')).some((f) => f.endsWith('.eml'));
    for (let i = 0; i < 150 && !mailed(); i++) await new Promise((r) => setTimeout(r, 100));
    expect(mailed()).toBe(true);
    expect(open(dir)).toEqual([]);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  } finally {
    server.signal('SIGTERM');
    await server.exited;
  }
}, 60_000);
