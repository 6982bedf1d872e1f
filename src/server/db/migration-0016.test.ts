import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type DatabaseEngine } from '@/server/testing/each-database';
import { adminQuery } from '@/server/testing/seeded-template';

const DIR = path.join(import.meta.dirname, 'migrations');
const FILES = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const sqlOf = (file: string) => fs.readFileSync(path.join(DIR, file), 'utf8');

/** A bare database on the engine (nothing migrated): run SQL, read rows, close. */
interface Bare {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

async function bareDatabase(engine: DatabaseEngine): Promise<Bare> {
  if (engine.name === 'pglite') {
    const db = new PGlite();
    return {
      exec: async (sql) => void (await db.exec(sql)),
      rows: async <T>(sql: string) => (await db.query<T>(sql)).rows,
      close: () => db.close(),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `aseer_m16_${process.pid}_${Date.now()}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    exec: async (sql) => void (await client.query(sql)),
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    async close() {
      await client.end();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Every state an order could be in before 0016, paid and unpaid, each with its history. */
const OLD = [
  { n: 1, status: 'pending', paid: false, path: [null, 'pending'] },
  { n: 2, status: 'processing', paid: false, path: [null, 'pending', 'processing'] },
  { n: 3, status: 'completed', paid: true, path: [null, 'pending', 'processing', 'completed'] },
  { n: 4, status: 'completed', paid: false, path: [null, 'pending', 'completed'] },
  { n: 5, status: 'cancelled', paid: false, path: [null, 'pending', 'cancelled'] },
  { n: 6, status: 'cancelled', paid: true, path: [null, 'pending', 'processing', 'cancelled'] },
  { n: 7, status: 'processing', paid: true, path: [null, 'pending', 'processing', 'pending', 'processing'] },
] as const;

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describeOnEachDatabase('migration 0016 on a shop with orders in every old state', (engine) => {
  let db: Bare;
  type Row = { id: string; status: string; total_fils: string; vat_fils: string; payment_status: string };
  let before: Row[];
  let eventsBefore: { order_id: string; from_status: string | null; to_status: string }[];
  beforeAll(async () => {
    db = await bareDatabase(engine);
    const upTo = FILES.findIndex((f) => f.startsWith('0016'));
    expect(upTo).toBeGreaterThan(0);
    for (const file of FILES.slice(0, upTo)) await db.exec(sqlOf(file));
    for (const o of OLD) {
      await db.exec(`insert into orders (id, customer_name, customer_email, car_plate, status, payment_method,
          payment_status, paid_at, total_fils, vat_fils, vat_rate_bp, access_key, idempotency_key, created_at)
        values ('${id(o.n)}', 'Old ${o.n}', 'old${o.n}@example.com', 'AD 5 ${o.n}', '${o.status}', 'cash',
          '${o.paid ? 'paid' : 'unpaid'}', ${o.paid ? 'now()' : 'null'}, ${1000 + o.n}, ${48 + o.n}, 500,
          'key${o.n}', 'idem${o.n}', now() - interval '${o.n} hours')`);
      for (const [i, to] of o.path.entries()) {
        if (to === null) continue;
        await db.exec(`insert into order_status_events (order_id, from_status, to_status, created_at)
          values ('${id(o.n)}', ${o.path[i - 1] ? `'${o.path[i - 1]}'` : 'null'}, '${to}',
            now() - interval '${o.n} hours' + interval '${i} minutes')`);
      }
    }
    before = await db.rows<Row>(
      'select id, status, total_fils, vat_fils, payment_status from orders order by id',
    );
    eventsBefore = await db.rows(
      'select order_id, from_status, to_status from order_status_events order by id',
    );
    for (const file of FILES.slice(upTo, upTo + 1)) await db.exec(sqlOf(file));
  });
  afterAll(() => db.close());

  it('every order keeps its status, payment, totals and history', async () => {
    expect(before).toHaveLength(OLD.length);
    expect(
      await db.rows('select id, status, total_fils, vat_fils, payment_status from orders order by id'),
    ).toEqual(before);
    expect(
      await db.rows('select order_id, from_status, to_status from order_status_events order by id'),
    ).toEqual(eventsBefore);
    expect(eventsBefore.length).toBe(OLD.reduce((n, o) => n + o.path.length - 1, 0));
  });

  it('the orders already there count as seen (no chime after the upgrade) and asked for no e-mail', async () => {
    const rows = await db.rows<{ seen: boolean; notify_ready: boolean }>(
      'select seen_at = created_at as seen, notify_ready from orders',
    );
    expect(rows).toHaveLength(OLD.length);
    for (const r of rows) expect(r).toEqual({ seen: true, notify_ready: false });
  });

  it("accepts 'ready'; refuses a status nobody knows", async () => {
    await db.exec(`update orders set status = 'ready' where id = '${id(2)}'`);
    expect(await db.rows(`select status from orders where id = '${id(2)}'`)).toEqual([{ status: 'ready' }]);
    await expect(db.exec(`update orders set status = 'delivered' where id = '${id(1)}'`)).rejects.toThrow(
      /orders_status_known/,
    );
    expect(await db.rows(`select status from orders where id = '${id(1)}'`)).toEqual([{ status: 'pending' }]);
  });
});
