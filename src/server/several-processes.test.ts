/**
 * Two real server processes (compiled as they ship: `node dist/server/index.js`) behind one PostgreSQL
 * database, each with its own DATA_DIR (as on two machines): what one does, the other honours
 * (decision 053). Runs when TEST_DATABASE_URL is set (CI sets it).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { fakePrinter, type FakePrinter } from '@/features/printing/server/fake-printer-test-kit';
import { ssrDirOf } from './page-renderer';
import {
  fakeClientDist,
  killSpawnedServers,
  receiptNumbers,
  spawnServer,
  type SpawnedServer,
} from './testing/spawned-server-test-kit';

const adminUrl = process.env.TEST_DATABASE_URL;
const OWNER = { email: 'owner.multi@example.com', password: 'Tamarind-Harbour-Lantern-47' };
const ORDERS = 6;

async function freePort(): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const port = 3400 + Math.floor(Math.random() * 100);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 3400-3499');
}

/** A call as a browser on `server`'s page makes it; `ip` is the address our proxy saw. */
function call(
  server: SpawnedServer,
  p: string,
  o: { body?: unknown; cookie?: string; ip?: string; method?: string } = {},
) {
  const headers: Record<string, string> = { Origin: server.origin };
  if (o.body !== undefined) headers['Content-Type'] = 'application/json';
  if (o.cookie) headers.Cookie = o.cookie;
  if (o.ip) headers['X-Forwarded-For'] = o.ip;
  return fetch(`${server.origin}${p}`, {
    method: o.method ?? (o.body === undefined ? 'GET' : 'POST'),
    headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
}

const signIn = (server: SpawnedServer, password: string, ip: string) =>
  call(server, '/api/account/login', { body: { email: OWNER.email, password }, ip });

describe.runIf(adminUrl)('several server processes on one PostgreSQL', () => {
  const dbName = `aseer_multi_${process.pid}_${Date.now()}`;
  const dirs: string[] = [];
  const dataDirs: string[] = [];
  let db: pg.Client;
  let printer: FakePrinter;
  let a: SpawnedServer;
  let b: SpawnedServer;
  let cookie = '';

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`).finally(() => admin.end());
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    printer = await fakePrinter();
    const dist = fakeClientDist();
    dirs.push(dist, ssrDirOf(dist));
    const env = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-multi-'));
      dirs.push(dataDir);
      dataDirs.push(dataDir);
      return {
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        CLIENT_DIST_DIR: dist,
        ADMIN_EMAIL: OWNER.email,
        ADMIN_PASSWORD: OWNER.password,
        TRUST_PROXY: '1',
        JOB_CHECK_MS: '100',
        // The fake printer listens on 127.0.0.1 (decision 067).
        PRINTER_ALLOW_LOOPBACK: '1',
      };
    };
    // Both at once, on an empty database: they take turns to migrate, seed and make the owner.
    const ports = [await freePort(), await freePort()];
    while (ports[1] === ports[0]) ports[1] = await freePort();
    [a, b] = (await Promise.all(ports.map(async (port) => spawnServer(port, env())))) as [
      SpawnedServer,
      SpawnedServer,
    ];
  }, 120_000);

  afterAll(async () => {
    killSpawnedServers();
    await printer?.stop();
    await db?.end();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).finally(() => admin.end());
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('started at once, they seeded the menu once', async () => {
    const doubled = await db.query(`select name_en from products group by name_en having count(*) > 1`);
    expect(doubled.rows).toEqual([]);
    expect((await db.query(`select count(*)::int as n from products`)).rows[0].n).toBeGreaterThan(0);
  });

  it('a session made on one process works on the other, and signing out on the other ends it', async () => {
    const res = await signIn(a, OWNER.password, '10.0.0.1');
    expect(res.status).toBe(200);
    cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    expect((await call(b, '/api/admin/orders', { cookie })).status).toBe(200);
    const other = await signIn(b, OWNER.password, '10.0.0.1');
    const otherCookie = other.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    expect((await call(a, '/api/admin/orders', { cookie: otherCookie })).status).toBe(200);
    expect(
      (await call(b, '/api/account/logout', { method: 'POST', cookie: otherCookie })).status,
    ).toBeLessThan(300);
    expect((await call(a, '/api/admin/orders', { cookie: otherCookie })).status).toBe(401);
  });

  it('counts a rate limit across both: 5 contact messages per address, then 429 from either', async () => {
    const message = (i: number) => ({
      name: 'Noura',
      email: `n${i}@example.com`,
      message: `Hello ${i}`,
      locale: 'en',
    });
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await call(i % 2 ? b : a, '/api/contact', { body: message(i), ip: '10.1.1.1' })).status);
    expect(statuses.every((s) => s >= 200 && s < 300)).toBe(true);
    expect((await call(a, '/api/contact', { body: message(6), ip: '10.1.1.1' })).status).toBe(429);
    expect((await call(b, '/api/contact', { body: message(7), ip: '10.1.1.1' })).status).toBe(429);
    // Another address has its own allowance.
    expect((await call(b, '/api/contact', { body: message(8), ip: '10.1.1.2' })).status).toBeLessThan(300);
  });

  it('counts wrong passwords across both: 5 from one address lock that address out on either', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signIn(i % 2 ? b : a, 'not-the-password', '10.2.2.2')).status).toBe(401);
    expect((await signIn(a, OWNER.password, '10.2.2.2')).status).toBe(429);
    expect((await signIn(b, OWNER.password, '10.2.2.2')).status).toBe(429);
    // The owner from their own address still gets in.
    expect((await signIn(b, OWNER.password, '10.2.2.3')).status).toBe(200);
  });

  it('an order placed on one reaches the board stream of the other; its e-mail is sent once and its ticket printed once', async () => {
    const printerSettings = {
      enabled: true,
      host: '127.0.0.1',
      port: printer.port,
      paperWidth: 80,
      autoKitchen: true,
      arabic: 'text',
      kitchenLanguage: 'both',
    };
    expect(
      (await call(a, '/api/admin/printer/settings', { method: 'PUT', cookie, body: printerSettings })).status,
    ).toBe(200);

    // The board on B, listening before the order is placed on A.
    const stream = await call(b, '/api/admin/orders/events', { cookie });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let seen = '';
    const until = async (pattern: RegExp) => {
      const decoder = new TextDecoder();
      while (!pattern.test(seen)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${pattern}: ${seen}`);
        seen += decoder.decode(value, { stream: true });
      }
    };
    await until(/event: ready/);

    const menu = (await (await call(a, '/api/catalog/menu')).json()) as Menu;
    const products = menu.products.filter((p) => !p.soldOut && p.sizes.length > 0);
    const place = (server: SpawnedServer, i: number) =>
      call(server, '/api/orders', {
        body: {
          idempotencyKey: randomUUID(),
          name: 'Mariam',
          email: `multi.${i}.${randomUUID()}@example.com`,
          plate: { emirate: 'dubai', code: 'AB', number: `${20000 + i}` },
          paymentMethod: 'cash',
          lines: [
            {
              productId: products[i % products.length]!.id,
              size: products[i % products.length]!.sizes[0]!.size,
              quantity: 1,
            },
          ],
          locale: i % 2 ? 'en' : 'ar',
        },
      });
    const first = await place(a, 0);
    expect(first.status).toBe(201);
    const firstOrder = ((await first.json()) as { order: { id: string; number: number } }).order;
    await until(new RegExp(`event: orders\\ndata: ${firstOrder.id}`));
    await reader.cancel();

    // More orders on both, at once: both mail workers and both print workers compete for them.
    const rest = await Promise.all(Array.from({ length: ORDERS - 1 }, (_, i) => place(i % 2 ? a : b, i + 1)));
    expect(rest.map((r) => r.status)).toEqual(Array(ORDERS - 1).fill(201));
    const numbers = [
      firstOrder.number,
      ...(await Promise.all(
        rest.map(async (r) => ((await r.json()) as { order: { number: number } }).order.number),
      )),
    ].sort((x, y) => x - y);

    const outboxes = dataDirs.map((dir) => path.join(dir, 'outbox'));
    const receipts = async () =>
      (await Promise.all(outboxes.map(receiptNumbers))).flat().sort((x, y) => x - y);
    await expect.poll(receipts, { timeout: 20_000, interval: 200 }).toHaveLength(ORDERS);
    await expect
      .poll(() => printer.tickets.length, { timeout: 20_000, interval: 200 })
      .toBeGreaterThanOrEqual(ORDERS);
    await new Promise((r) => setTimeout(r, 1_500)); // time for a second send, were there one
    expect(await receipts()).toEqual(numbers); // each receipt once, from one process or the other
    expect(printer.tickets).toHaveLength(ORDERS);
    const mail = await db.query(`select status, attempts from mail_outbox where kind = 'receipt'`);
    expect(mail.rows).toEqual(Array(ORDERS).fill({ status: 'sent', attempts: 1 }));
    const jobs = await db.query(`select status, attempts from print_jobs`);
    expect(jobs.rows).toEqual(Array(ORDERS).fill({ status: 'printed', attempts: 1 }));
  });

  it('runs the retention job once, though both processes look every 100 ms', async () => {
    const runs = async () =>
      (await db.query(`select runs from job_runs where name = 'retention'`)).rows[0]?.runs;
    await expect.poll(runs, { timeout: 10_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 1_000)); // ten more looks by each
    expect(await runs()).toBe(1);
    for (const server of [a, b]) {
      server.signal('SIGTERM');
      const { code, output } = await server.exited;
      expect(code, output).toBe(0);
      expect(output).not.toMatch(/"level":(50|60)/); // no error logged
    }
  });
});
