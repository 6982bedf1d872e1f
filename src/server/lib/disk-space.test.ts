import fs from 'node:fs';
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Menu } from '@/features/catalog';
import { placeLine } from '@/features/orders/server/order-test-kit';
import { callAs, signInAs } from '../testing/sessions-test-kit';
import { createTestServer, type TestServer } from '../testing/server-test-kit';
import { diskGuard } from './disk-space';

const MiB = 1024 * 1024;

describe('the free-space guard', () => {
  const disk = (freeMiB: number) => () => ({ bavail: freeMiB * 256, bsize: 4096 });
  it('is ok above the margin, low under it, full under a quarter of it; 0 turns it off', () => {
    expect(diskGuard('/x', 64 * MiB, disk(500)).state()).toBe('ok');
    expect(diskGuard('/x', 64 * MiB, disk(63)).state()).toBe('low');
    expect(diskGuard('/x', 64 * MiB, disk(15)).state()).toBe('full');
    expect(diskGuard('/x', 0, disk(0)).state()).toBe('ok');
  });
  it('a start on a full disk says how much is free and what to do', () => {
    expect(() => diskGuard('/data', 64 * MiB, disk(3)).assertRoomToStart()).toThrow(
      /The disk holding \/data is full: 3\.0 MiB free.*Free some space/,
    );
    expect(() => diskGuard('/data', 64 * MiB, disk(40)).assertRoomToStart()).not.toThrow();
  });
});

/** A margin that puts the test's real disk (the temporary directory's) `times` under it. */
const marginFor = (times: number) => {
  const s = fs.statfsSync(os.tmpdir());
  return String(Math.ceil(((s.bavail * s.bsize) / MiB) * times));
};

describe('on a low disk (under the margin)', () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('refuses a new order with 503 disk_full and Retry-After, writes nothing, and is not ready', async () => {
    server = await createTestServer({ DISK_FREE_MARGIN_MB: marginFor(2) });
    const menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
    const juice = menu.products.find((p) => !p.soldOut && p.sizes.length === 3)!;
    const count = async () =>
      Number(
        (
          (await server.database.db.execute(sql`select count(*)::int as n from orders`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      );
    const before = await count();
    const res = await placeLine(server, { productId: juice.id, size: 'small' });
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('60');
    const body = (await res.json()) as { error: { code: string; details: unknown; message_ar: string } };
    expect(body.error.code).toBe('unavailable');
    expect(body.error.details).toEqual({ reason: 'disk_full' });
    expect(body.error.message_ar).toMatch(/لا يستطيع المحل استقبال الطلبات/);
    expect(await count()).toBe(before);
    const ready = await server.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { error: { details: { reason: string } } }).error.details.reason).toBe(
      'disk_full',
    );
    // Reading goes on, and the staff can still sign in and work the orders under way.
    expect((await server.request('/api/catalog/menu')).status).toBe(200);
    const owner = await signInAs(server, 'owner');
    expect((await callAs(server, '/api/admin/orders', { cookie: owner.cookie })).status).toBe(200);
  });
});

describe('on a full disk (under a quarter of the margin)', () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('refuses every write, the staff sign-in included', async () => {
    server = await createTestServer({ DISK_FREE_MARGIN_MB: marginFor(10) });
    const res = await callAs(server, '/api/account/login', {
      body: { email: 'someone@example.com', password: 'whatever-password-1' },
    });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { details: unknown } }).error.details).toEqual({
      reason: 'disk_full',
    });
  });
});
