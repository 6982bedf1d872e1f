/**
 * The real server, stopped while orders are in flight and started again on the same data
 * (compiled as it ships, `node dist/server/index.js`, SIGTERM to its process group as a service manager
 * sends it). On PGlite, and on the PostgreSQL server when TEST_DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { openPglite, openPostgres, type Database } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { mailOutbox, orders } from './db/schema';
import { ssrDirOf } from './page-renderer';
import {
  fakeClientDist,
  killSpawnedServers,
  receiptNumbers,
  send,
  spawnServer,
  type Answer,
} from './testing/spawned-server-test-kit';

const ORDERS = 12;
const adminUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const statusOf = (a: Answer) => ('status' in a ? a.status : a.error);
const orderOf = (a: Answer) =>
  (JSON.parse((a as { body: string }).body) as { order: { id: string; number: number } }).order;

/** A free port in 4400–4499 (another run of this test may hold one). */
async function freePort(): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const port = 4400 + Math.floor(Math.random() * 100);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 4400-4499');
}

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(sql).finally(() => admin.end());
}

/** A fresh data directory and, on PostgreSQL, a fresh database (as each-database-test-kit.ts makes them). */
async function freshShop(engine: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-restart-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, CLIENT_DIST_DIR: fakeClientDist() };
  let dbName = '';
  if (engine === 'postgres') {
    dbName = `aseer_restart_${process.pid}_${Date.now()}`;
    await adminQuery(`CREATE DATABASE ${dbName}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  return {
    env,
    dataDir,
    /** Opens what the stopped server left (the lock first, on PGlite). */
    async inspect<T>(fn: (db: Database['db']) => Promise<T>): Promise<T> {
      const release = engine === 'pglite' ? await lockDataDir(dataDir) : async () => {};
      const database = env.DATABASE_URL
        ? await openPostgres(env.DATABASE_URL)
        : await openPglite(path.join(dataDir, 'pg'));
      try {
        return await fn(database.db);
      } finally {
        await database.close();
        await release();
      }
    },
    async remove() {
      if (dbName) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(env.CLIENT_DIST_DIR!, { recursive: true, force: true });
      fs.rmSync(ssrDirOf(env.CLIENT_DIST_DIR!), { recursive: true, force: true });
    },
  };
}

function orderBodies(menu: Menu) {
  const products = menu.products.filter((p) => !p.soldOut && p.sizes.length > 0);
  return Array.from({ length: ORDERS }, (_, i) => ({
    idempotencyKey: randomUUID(),
    name: 'Mariam',
    email: `restart.${i}.${randomUUID()}@example.com`,
    plate: { emirate: 'dubai', code: 'AB', number: `${10000 + i}` },
    paymentMethod: 'cash',
    lines: [
      {
        productId: products[i % products.length]!.id,
        size: products[i % products.length]!.sizes[0]!.size,
        quantity: 1 + (i % 3),
      },
    ],
    locale: i % 2 ? 'en' : 'ar',
  }));
}

afterEach(killSpawnedServers);

const engines = adminUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(engines)('a restart while orders are in flight (%s)', (engine) => {
  it('answers every order posted before SIGTERM; after a restart the retries find them: none lost, none doubled, one receipt each', async () => {
    const shop = await freshShop(engine);
    const port = await freePort();
    try {
      let server = await spawnServer(port, shop.env);
      const bodies = orderBodies((await (await fetch(`${server.origin}/api/catalog/menu`)).json()) as Menu);
      const inFlight = bodies.map((body) => send(server, '/api/orders', { body }));
      await sleep(15);
      const signalled = performance.now();
      server.signal('SIGTERM');
      const answers = await Promise.all(inFlight.map((r) => r.answer));
      const stopped = await server.exited;
      const stopMs = Math.round(performance.now() - signalled);
      expect(answers.map(statusOf), stopped.output).toEqual(Array(ORDERS).fill(201));
      expect(stopped.code, stopped.output).toBe(0);
      expect(stopMs).toBeLessThan(10_000);
      const placed = answers.map(orderOf);

      // The same data, a new process: each submission retried with its key finds its order.
      server = await spawnServer(port, shop.env);
      const retried = await Promise.all(bodies.map((body) => send(server, '/api/orders', { body }).answer));
      expect(retried.map(statusOf)).toEqual(Array(ORDERS).fill(200));
      expect(retried.map((a) => orderOf(a).id)).toEqual(placed.map((o) => o.id));
      // The mail worker drains the outbox (woken by NOTIFY, or its poll).
      const outbox = path.join(shop.dataDir, 'outbox');
      for (let waited = 0; (await receiptNumbers(outbox)).length < ORDERS && waited < 20_000; waited += 200)
        await sleep(200);
      server.signal('SIGTERM');
      const second = await server.exited;
      expect(second.code, second.output).toBe(0);
      expect(second.output).not.toMatch(/"level":(50|60)/); // no error logged

      const numbers = placed.map((o) => o.number).sort((a, b) => a - b);
      expect((await receiptNumbers(outbox)).sort((a, b) => a - b)).toEqual(numbers);
      const stored = await shop.inspect(async (db) => {
        const rows = await db
          .select({ id: orders.id, key: orders.idempotencyKey })
          .from(orders)
          .where(
            inArray(
              orders.idempotencyKey,
              bodies.map((b) => b.idempotencyKey),
            ),
          );
        const receipts = await db
          .select({ subject: mailOutbox.subject, status: mailOutbox.status })
          .from(mailOutbox)
          .where(inArray(mailOutbox.kind, ['receipt']));
        return { rows, receipts };
      });
      expect(stored.rows.map((r) => r.key).sort()).toEqual(bodies.map((b) => b.idempotencyKey).sort());
      expect(new Set(stored.rows.map((r) => r.id))).toEqual(new Set(placed.map((o) => o.id)));
      const receiptRows = stored.receipts.map((r) => ({
        number: Number(/confirmation #(\d+)/.exec(r.subject)?.[1]),
        status: r.status,
      }));
      expect(receiptRows.sort((a, b) => a.number - b.number)).toEqual(
        numbers.map((number) => ({ number, status: 'sent' })),
      );
      console.info(
        `[${engine}] orders posted ${ORDERS}, answered ${answers.filter((a) => 'status' in a).length} before exit (stopped in ${stopMs} ms), stored ${stored.rows.length}, retried ${retried.length} (${retried.filter((a) => statusOf(a) === 200).length} × 200), receipts ${numbers.length} files / ${stored.receipts.length} outbox rows`,
      );
    } finally {
      await shop.remove();
    }
  }, 120_000);
});

describe('stopping the real server', () => {
  it('ends an open event stream cleanly and answers an upload still under way before it exits', async () => {
    const shop = await freshShop('pglite');
    try {
      const server = await spawnServer(await freePort(), shop.env);
      const [body] = orderBodies((await (await fetch(`${server.origin}/api/catalog/menu`)).json()) as Menu);
      const events = await fetch(`${server.origin}/api/catalog/events`);
      const reader = events.body!.getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: ready');
      const upload = send(server, '/api/orders', { body, hold: true });
      await sleep(100);
      server.signal('SIGTERM');
      while (!(await reader.read()).done); // the stream ends, without an error
      await sleep(500);
      expect(server.child.exitCode).toBeNull(); // still waiting for the upload
      upload.finish();
      const answer = await upload.answer;
      expect(statusOf(answer)).toBe(201);
      expect((answer as { headers: Record<string, string> }).headers.connection).toBe('close');
      expect((await server.exited).code).toBe(0);
    } finally {
      await shop.remove();
    }
  }, 90_000);
});
