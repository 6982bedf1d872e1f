import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { updateProduct } from '@/features/catalog/server';
import { createTestServer, type TestServer } from '../testing/server-test-kit';

/**
 * The same app on a PostgreSQL server (DATABASE_URL) instead of the embedded engine.
 * CI starts Debian's PostgreSQL and sets TEST_DATABASE_URL (see .ci/run); each run gets its own database.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('on a PostgreSQL server', () => {
  const dbName = `aseer_test_${process.pid}_${Date.now()}`;
  let server: TestServer;
  let url: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(adminUrl!);
    u.pathname = `/${dbName}`;
    url = u.toString();
    server = await createTestServer({ DATABASE_URL: url });
  });

  afterAll(async () => {
    await server?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  it('migrates and seeds at start, and serves the menu', async () => {
    expect(server.database.kind).toBe('postgres');
    const menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
    expect(menu.categories).toHaveLength(5);
    expect(menu.products.length).toBeGreaterThanOrEqual(35);
  });

  it('a second start on the same database migrates nothing new and does not seed twice', async () => {
    const again = await createTestServer({ DATABASE_URL: url });
    try {
      const menu = (await (await again.request('/api/catalog/menu')).json()) as Menu;
      expect(menu.categories).toHaveLength(5);
    } finally {
      await again.close();
    }
  });

  it('listens to every channel on one connection, leaving the query pool free (decision 053)', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const { rows } = await admin
      .query<{ name: string; backends: number }>(
        `select application_name as name, count(*)::int as backends from pg_stat_activity
          where datname = $1 and application_name like 'aseer%' group by 1 order by 1`,
        [dbName],
      )
      .finally(() => admin.end());
    // The pool's connections, and one more that holds every LISTEN (a dozen channels).
    expect(rows.find((r) => r.name === 'aseer-listen')?.backends).toBe(1);
    expect(rows.find((r) => r.name === 'aseer')?.backends).toBeLessThanOrEqual(10);
    // More requests at once than the pool has connections still get answers.
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () => (await server.request('/api/store')).status),
    );
    expect(answers.every((s) => s === 200)).toBe(true);
  });

  it('invalidates the cached menu through LISTEN/NOTIFY', async () => {
    const menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
    const target = menu.products[0]!;
    await updateProduct(server.database.db, target.id, { nameEn: 'Renamed on the server' });
    let seen = false;
    for (let i = 0; i < 50 && !seen; i++) {
      const m = (await (await server.request('/api/catalog/menu')).json()) as Menu;
      seen = m.products.some((p) => p.nameEn === 'Renamed on the server');
      if (!seen) await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe(true);
  });

  it('survives the database server ending its connections: no crash, the next request is answered', async () => {
    // Cache the menu and warm the pool, then end every connection of this database but ours.
    const before = (await (await server.request('/api/catalog/menu')).json()) as Menu;
    await Promise.all(Array.from({ length: 4 }, () => server.request('/api/store')));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 100)); // the pool hears its idle connections end
    // A change while nobody listens (LISTEN returns after 500 ms): its NOTIFY is lost.
    const target = before.products[1]!;
    await updateProduct(server.database.db, target.id, { nameEn: 'Changed during the cut' });
    const res = await server.request('/api/catalog/menu');
    expect(res.status).toBe(200);
    // LISTEN is taken up again and says "anything may have changed": the cached menu is dropped.
    let seen = false;
    for (let i = 0; i < 60 && !seen; i++) {
      const m = (await (await server.request('/api/catalog/menu')).json()) as Menu;
      seen = m.products.some((p) => p.id === target.id && p.nameEn === 'Changed during the cut');
      if (!seen) await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toBe(true);
    // And later changes arrive as before.
    await updateProduct(server.database.db, target.id, { nameEn: 'After the cut' });
    let later = false;
    for (let i = 0; i < 60 && !later; i++) {
      const m = (await (await server.request('/api/catalog/menu')).json()) as Menu;
      later = m.products.some((p) => p.id === target.id && p.nameEn === 'After the cut');
      if (!later) await new Promise((r) => setTimeout(r, 50));
    }
    expect(later).toBe(true);
  });
});
