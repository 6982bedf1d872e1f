import net from 'node:net';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { placeLine } from '@/features/orders/server/order-test-kit';
import { createTestServer, type TestServer } from '../testing/server-test-kit';

/**
 * What a PostgreSQL restart or stop does to the app (issue 36): the server reached through a TCP
 * relay the test cuts, as a restart cuts every connection and a stop refuses new ones. The process
 * must survive a connection lost in the middle of a transaction, answer 503 with Retry-After
 * while the database is away, and serve again by itself once it is back.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

/** A relay to PostgreSQL that can drop every connection and stop accepting new ones. */
function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  let accepting = true;
  const server = net.createServer((client) => {
    if (!accepting) return client.destroy();
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    server,
    listen: () =>
      new Promise<number>((r) =>
        server.listen(0, '127.0.0.1', () => r((server.address() as net.AddressInfo).port)),
      ),
    /** A restart: every connection cut at once. */
    cut: () => {
      for (const s of sockets) s.destroy();
    },
    set accepting(v: boolean) {
      accepting = v;
    },
    close: () => new Promise((r) => server.close(r)),
  };
}

describe.runIf(adminUrl)('when the PostgreSQL server restarts or stops', () => {
  const dbName = `aseer_restart_${process.pid}_${Date.now()}`;
  const target = new URL(adminUrl ?? 'postgres://x');
  const link = relay(target);
  let server: TestServer;
  let menu: Menu;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const port = await link.listen();
    const u = new URL(adminUrl!);
    u.hostname = '127.0.0.1';
    u.port = String(port);
    u.pathname = `/${dbName}`;
    server = await createTestServer({ DATABASE_URL: u.toString() });
    menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
  });

  afterAll(async () => {
    await server?.close();
    link.cut();
    await link.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  const juice = () => menu.products.find((p) => !p.soldOut && p.sizes.length === 3)!;

  it('a connection lost between two queries of a transaction fails that work, not the process', async () => {
    // Without a listener on the connection in use, node-postgres raises its error as an uncaught
    // exception: the process (here, the test run) stops.
    const work = server.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      link.cut();
      await new Promise((r) => setTimeout(r, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(work).rejects.toThrow();
    // The next request opens a new connection.
    const res = await placeLine(server, { productId: juice().id, size: 'small' });
    expect(res.status).toBe(201);
  });

  it('answers 503 with Retry-After while the database is away, and serves again once it is back', async () => {
    link.accepting = false;
    link.cut();
    try {
      const res = await placeLine(server, { productId: juice().id, size: 'small' });
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('5');
      const body = (await res.json()) as { error: { code: string; message_ar: string; details: unknown } };
      expect(body.error.code).toBe('unavailable');
      expect(body.error.details).toEqual({ reason: 'database_unreachable' });
      expect(body.error.message_ar).toMatch(/لا يستطيع المحل/);
      expect((await server.request('/api/ready')).status).toBe(503);
    } finally {
      link.accepting = true;
    }
    const again = await placeLine(server, { productId: juice().id, size: 'small' });
    expect(again.status).toBe(201);
    expect((await server.request('/api/ready')).status).toBe(200);
  });
});
