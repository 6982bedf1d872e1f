import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import pg from 'pg';
import type { Placed } from './checkout-load';

export interface Readback {
  /** Answered orders the API gives back (its own page, by the guest's key). */
  api: number;
  /** Answered orders found once in the database, with their two lines and their receipt queued. */
  db: number;
  lost: number;
  doubled: number;
  /** Orders kept whose answer never arrived (a timeout): kept once, not lost. */
  unanswered: number;
}

/** Every answered order read back from the API, 20 at a time; the number that came back right. */
async function readFromApi(origin: string, placed: Placed): Promise<number> {
  const orders = [...placed.answered.values()];
  let ok = 0;
  let i = 0;
  await Promise.all(
    Array.from({ length: 20 }, async (_, worker) => {
      while (i < orders.length) {
        const o = orders[i++]!;
        const res = await fetch(`${origin}/api/orders/${o.id}?key=${encodeURIComponent(o.key)}`, {
          headers: { 'X-Forwarded-For': `172.16.0.${worker}` },
        });
        if (res.ok && ((await res.json()) as { id: string }).id === o.id) ok++;
      }
    }),
  );
  return ok;
}

const ROWS = `select o.idempotency_key as key, o.id::text as id,
    (select count(*)::int from order_items i where i.order_id = o.id) as items,
    (select count(*)::int from mail_outbox m where m.dedupe_key = 'receipt:' || o.id) as receipts
  from orders o where o.customer_email like 'bench.%@example.com'`;

type Row = { key: string; id: string; items: number; receipts: number };

/**
 * The orders as the database holds them: the embedded one opened once its server has stopped
 * (`dataDir`), or the server at `databaseUrl`.
 */
async function rowsOf(target: { dataDir: string } | { databaseUrl: string }): Promise<Row[]> {
  if ('databaseUrl' in target) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return (await client.query<Row>(ROWS)).rows;
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(path.join(target.dataDir, 'pg'));
  try {
    return (await db.query<Row>(ROWS)).rows;
  } finally {
    await db.close();
  }
}

export async function readBack(
  origin: string,
  placed: Placed,
  /** Called between the API read and the database read (the embedded server stops there). */
  beforeDb: () => Promise<void>,
  target: { dataDir: string } | { databaseUrl: string },
  linesPerOrder: number,
): Promise<Readback> {
  const api = await readFromApi(origin, placed);
  await beforeDb();
  const rows = await rowsOf(target);
  const byKey = new Map<string, Row[]>();
  for (const r of rows) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r]);
  let db = 0;
  let lost = 0;
  for (const [key, o] of placed.answered) {
    const found = byKey.get(key) ?? [];
    if (
      found.length === 1 &&
      found[0]!.id === o.id &&
      found[0]!.items === linesPerOrder &&
      found[0]!.receipts === 1
    )
      db++;
    else if (found.length === 0) lost++;
  }
  // Twice under one key, or a row for a key never sent: a doubled order.
  const doubled =
    [...byKey.values()].filter((rs) => rs.length > 1).length +
    rows.filter((r) => !placed.sent.has(r.key)).length;
  const unanswered = rows.filter((r) => placed.sent.has(r.key) && !placed.answered.has(r.key)).length;
  return { api, db, lost, doubled, unanswered };
}
