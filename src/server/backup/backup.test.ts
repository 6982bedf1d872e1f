/**
 * `npm run backup` while the real server runs (its own process, holding the data directory), then
 * `npm run restore` into another data directory and a server started on it: nothing is lost.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { openPglite } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { compiledEntry } from '../testing/compiled-entries-test-kit';
import { ssrDirOf } from '../page-renderer';
import {
  fakeClientDist,
  killSpawnedServers,
  spawnServer,
  type SpawnedServer,
} from '../testing/spawned-server-test-kit';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);
const OWNER = { email: 'owner.backup@example.com', password: 'Saffron-Lassi-Backup-2026' };
const dirs: string[] = [];
const tmp = (name: string) => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), `aseer-${name}-`));
  dirs.push(d);
  return d;
};
afterAll(() => {
  killSpawnedServers();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const port = 3500 + Math.floor(Math.random() * 100);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 3500-3599');
}

/** `npm run <script>` as an operator runs it, with DATA_DIR set; its exit code and output. */
async function npmScript(script: 'backup' | 'restore', dataDir: string, arg: string) {
  return run(process.execPath, [compiledEntry(script), arg], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
}

async function signIn(server: SpawnedServer) {
  const res = await fetch(`${server.origin}/api/account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.origin },
    body: JSON.stringify(OWNER),
  });
  return {
    status: res.status,
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

/** Every row of the tables a shop cannot lose, from a stopped server's data directory. */
async function contents(dataDir: string) {
  const release = await lockDataDir(dataDir);
  const database = await openPglite(path.join(dataDir, 'pg'));
  try {
    const out: Record<string, unknown[]> = {};
    for (const table of ['orders', 'order_items', 'users', 'accounts', 'customers', 'settings', 'products']) {
      const { rows } = (await database.db.execute(
        sql`select * from ${sql.identifier(table)} order by 1`,
      )) as unknown as { rows: unknown[] };
      out[table] = rows;
    }
    return out;
  } finally {
    await database.close();
    await release();
  }
}

describe('npm run backup / npm run restore (embedded database)', () => {
  it('copies the running shop and restores it elsewhere: orders, accounts, images and settings', async () => {
    const dist = fakeClientDist();
    dirs.push(dist, ssrDirOf(dist));
    const dataDir = tmp('backup-src');
    const shop = await spawnServer(await freePort(), {
      DATA_DIR: dataDir,
      CLIENT_DIST_DIR: dist,
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
    });
    const { cookie } = await signIn(shop);
    const headers = { Origin: shop.origin, Cookie: cookie };
    // An image, used as the shop's logo (settings), and an order.
    const form = new FormData();
    const png = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#e86a10' } })
      .png()
      .toBuffer();
    form.append('file', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }));
    form.append('kind', 'gallery');
    const uploaded = await fetch(`${shop.origin}/api/admin/uploads`, { method: 'POST', headers, body: form });
    expect(uploaded.status).toBe(201);
    const logo = ((await uploaded.json()) as { url: string }).url;
    const logoBytes = Buffer.from(await (await fetch(`${shop.origin}${logo}`)).arrayBuffer());
    const settings = (await (await fetch(`${shop.origin}/api/admin/settings`, { headers })).json()) as {
      general: Record<string, unknown>;
    };
    const general = { ...settings.general, siteTitle: 'Aseer Backup Branch', siteLogo: logo };
    const saved = await fetch(`${shop.origin}/api/admin/settings`, {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...settings, general }),
    });
    expect(saved.status).toBe(200);
    const menu = (await (await fetch(`${shop.origin}/api/catalog/menu`)).json()) as Menu;
    const product = menu.products.find((p) => !p.soldOut && p.sizes.length > 0)!;
    const ordered = await fetch(`${shop.origin}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: shop.origin },
      body: JSON.stringify({
        idempotencyKey: randomUUID(),
        name: 'Mariam',
        email: `backup.${randomUUID()}@example.com`,
        plate: { emirate: 'dubai', code: 'AB', number: '12345' },
        paymentMethod: 'cash',
        lines: [{ productId: product.id, size: product.sizes[0]!.size, quantity: 2 }],
        locale: 'ar',
      }),
    });
    expect(ordered.status).toBe(201);

    // While the shop runs: the backup is made; a restore is refused and changes nothing.
    const file = path.join(tmp('backup-file'), 'shop.tar.gz');
    const backup = await npmScript('backup', dataDir, file);
    expect(backup, backup.out).toMatchObject({ code: 0 });
    expect(fs.statSync(file).size).toBeGreaterThan(0);
    const refused = await npmScript('restore', dataDir, file);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/in use by another Aseer process[\s\S]*Nothing was restored/);
    expect((await fetch(`${shop.origin}/api/health`)).status).toBe(200);

    shop.signal('SIGTERM');
    expect((await shop.exited).code).toBe(0);
    const before = await contents(dataDir);
    expect(before.orders).toHaveLength(1);

    // Restored into an empty data directory, started without ADMIN_*: the owner comes from the backup.
    const restoredDir = tmp('backup-dst');
    const restored = await npmScript('restore', restoredDir, file);
    expect(restored, restored.out).toMatchObject({ code: 0 });
    const after = await contents(restoredDir);
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);

    const again = await spawnServer(await freePort(), { DATA_DIR: restoredDir, CLIENT_DIST_DIR: dist });
    expect((await signIn(again)).status).toBe(200);
    const image = await fetch(`${again.origin}${logo}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(logoBytes)).toBe(true);
    const store = (await (await fetch(`${again.origin}/api/store`)).json()) as {
      general: { siteTitle: string };
    };
    expect(store.general.siteTitle).toBe('Aseer Backup Branch');
    again.signal('SIGTERM');
    expect((await again.exited).code).toBe(0);
  }, 180_000);
});
