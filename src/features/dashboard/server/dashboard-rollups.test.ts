import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import { randomChange, scenery } from './dashboard-random-changes-test-kit';
import { generator, rollupsAndTruth } from './dashboard-rollups-test-kit';

/**
 * The dashboard reads rollup tables that triggers keep up to date. After random mixes of new
 * orders, checkouts, cancels, un-cancels, reassignments, total and time changes, line changes,
 * deletions of orders, products and employees, refunds (part, and whole with a cancellation),
 * payment method corrections, payment status flips and hand-overs, every rollup row must equal the same figure
 * recomputed from the orders and their lines, on the embedded engine and on a PostgreSQL server.
 */

async function expectExact(db: Db, when: string) {
  const { rollups, truth } = await rollupsAndTruth(db);
  expect(rollups, when).toEqual(truth);
  expect(truth.hours.length + truth.products.length, 'the scenario made sales').toBeGreaterThan(0);
  expect(truth.methods.length, 'sales by more than one method').toBeGreaterThan(1);
}

/** The random changes reached the cases that matter: counted orders part-refunded, refunds, unpaid hand-overs. */
async function expectMoneyCases(db: Db) {
  const { rows } = (await db.execute(sql`select
      count(*) filter (where status = 'completed' and payment_status = 'paid' and refunded_fils > 0)::int as refunded,
      count(*) filter (where status = 'completed' and payment_status = 'unpaid')::int as unpaid,
      (select count(*)::int from refunds) as notes from orders`)) as unknown as {
    rows: { refunded: number; unpaid: number; notes: number }[];
  };
  expect(rows[0]!.refunded).toBeGreaterThan(0);
  expect(rows[0]!.unpaid).toBeGreaterThan(0);
  expect(rows[0]!.notes).toBeGreaterThan(0);
}

describe('on the embedded engine', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('stays exact through 400 random changes, checked every 40', async () => {
    const db = server.database.db;
    const sc = await scenery(db, generator(7));
    for (let i = 1; i <= 400; i++) {
      await randomChange(db, sc);
      if (i % 40 === 0) await expectExact(db, `after change ${i}`);
    }
    await expectMoneyCases(db);
  });

  it('rebuild_dashboard_rollups() recomputes the same rows the triggers kept', async () => {
    const db = server.database.db;
    const before = (await rollupsAndTruth(db)).rollups;
    await db.execute(sql`select rebuild_dashboard_rollups()`);
    expect((await rollupsAndTruth(db)).rollups).toEqual(before);
    await expectExact(db, 'after the rebuild');
  });
});

// 0006 built the rollups from the orders already there; 0018 rebuilt them under the new rule.
it.each(['0006', '0018'])('migration %s backfills the orders placed before it', async (cut) => {
  const migrations = fileURLToPath(new URL('../../../server/db/migrations', import.meta.url));
  const before = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-migrations-'));
  fs.cpSync(migrations, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < cut);
  fs.writeFileSync(journalFile, JSON.stringify(journal));

  const client = new PGlite();
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  try {
    await migrate(db as never, { migrationsFolder: before });
    await client.exec(`
      INSERT INTO categories (slug, name_en, name_ar) VALUES ('c', 'C', 'ج');
      INSERT INTO products (category_id, name_en, name_ar) SELECT c.id, 'P' || g, 'P' || g FROM generate_series(1, 5) g, categories c;
      INSERT INTO employees (name_en, name_ar) SELECT 'E' || g, 'E' || g FROM generate_series(1, 3) g;
      INSERT INTO orders (customer_name, customer_email, car_plate, employee_id, status, payment_status, payment_method, total_fils, vat_fils, vat_rate_bp, access_key, idempotency_key, created_at)
        SELECT 'C', 'c@example.com', 'AD 1', CASE WHEN g % 4 = 0 THEN NULL ELSE e.ids[1 + g % 3] END,
          CASE WHEN g % 7 = 0 THEN 'cancelled' WHEN g % 3 = 0 THEN 'pending' ELSE 'completed' END,
          CASE WHEN g % 5 = 0 THEN 'unpaid' ELSE 'paid' END, (ARRAY['card', 'cash', 'apple_pay'])[1 + g % 3],
          100 + g * 37 % 5000, 5 + g % 40, 500, md5(g::text), md5('k' || g), timestamptz '2025-03-09 19:00:00+00' + g * interval '17 minutes 13 seconds'
        FROM generate_series(1, 300) g, (SELECT array_agg(id ORDER BY name_en) AS ids FROM employees) e;
      INSERT INTO order_items (order_id, product_id, name_en, name_ar, size, unit_price_fils, quantity, position)
        SELECT o.id, CASE WHEN k = 2 THEN NULL ELSE p.ids[1 + (o.number + k) % 5] END, 'L', 'L', 'medium', 300 + o.number % 700, 1 + k, k
        FROM orders o, generate_series(0, 2) k, (SELECT array_agg(id ORDER BY name_en) AS ids FROM products) p WHERE k <= o.number % 3;
    `);
    if (cut === '0018')
      await client.exec(
        `UPDATE orders SET refunded_fils = number % 90, refunded_vat_fils = number % 5 WHERE number % 4 = 0`,
      );
    await migrate(db as never, { migrationsFolder: migrations });
    await expectExact(db, 'after the migration');
  } finally {
    await client.close();
    fs.rmSync(before, { recursive: true, force: true });
  }
});

/** CI starts Debian's PostgreSQL and sets TEST_DATABASE_URL (see .ci/run); this run gets its own database. */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('on a PostgreSQL server', () => {
  const dbName = `aseer_rollups_${process.pid}_${Date.now()}`;
  let server: TestServer;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    server = await createTestServer({ DATABASE_URL: url.toString() });
  });
  afterAll(async () => {
    await server?.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('stays exact through 200 random changes, then 8 writers making 40 changes each at once', async () => {
    const db = server.database.db;
    const sc = await scenery(db, generator(11));
    for (let i = 1; i <= 200; i++) await randomChange(db, sc);
    await expectExact(db, 'after the changes one by one');
    await expectMoneyCases(db);
    // Concurrent writers share the scenery; a change whose order another writer deleted does nothing.
    // Two writers can deadlock (e.g. a product's lines losing it while their order is deleted, or
    // several orders updated in one statement): PostgreSQL rolls one back, and nothing may drift.
    const unlessDeadlock = (e: { cause?: { code?: string } }) => {
      if (e.cause?.code !== '40P01') throw e;
    };
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let i = 0; i < 40; i++) await randomChange(db, sc).catch(unlessDeadlock);
      }),
    );
    await expectExact(db, 'after the concurrent changes');
  });
});
