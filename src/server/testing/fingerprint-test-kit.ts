import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Columns that change without anyone writing through the API, left out of the fingerprint:
 * - sessions: better-auth refreshes a signed-in session's expiry and `updated_at` (its "last
 *   active") when it reads it, and a staff session's `last_used_at` is touched once a minute of use
 *   (staff-session.ts); that is being signed in, not a write caused by the input.
 * - mail_outbox: the background worker marks what it sent or retried; a new row still counts.
 */
const MOVING_COLUMNS: Record<string, string[]> = {
  sessions: ['expires_at', 'updated_at', 'last_used_at'],
  mail_outbox: [
    'status',
    'attempts',
    'next_attempt_at',
    'locked_until',
    'last_error',
    'delivered_to',
    'sent_at',
  ],
};

/**
 * Tables that count requests, refused ones included, left out: a limited route's every call counts
 * toward its limit (decision 053), whatever its input; that is the limit working, not a write.
 */
const COUNTERS = new Set(['rate_limit_hits']);

/** Every table of the app (drizzle's own bookkeeping lives in another schema), counters aside. */
async function tables(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.name).filter((n) => !COUNTERS.has(n));
}

/**
 * Rows that a read writes on purpose, left out: the security log's `data_export` entries (every
 * CSV download that was answered is logged, whatever its filters). Other security-log rows count.
 */
const READ_ROWS: Record<string, string> = {
  security_events: "kind <> 'data_export'",
};

const rowJson = (table: string) =>
  `(to_jsonb(t)${(MOVING_COLUMNS[table] ?? []).map((c) => ` - '${c}'`).join('')})::text`;

/**
 * A hash of every row of every table (row count and contents), one per table, in one query:
 * two equal fingerprints mean nothing was written in between.
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const names = await tables(db);
  const parts = names.map(
    (n) =>
      `select '${n}' as name, count(*)::text || ':' || coalesce(md5(string_agg(md5(${rowJson(n)}), ',' order by md5(${rowJson(n)}))), '') as hash from "${n}" t` +
      (READ_ROWS[n] ? ` where ${READ_ROWS[n]}` : ''),
  );
  const rows = await rowsOf<{ name: string; hash: string }>(db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map((r) => [r.name, r.hash]));
}

/** The tables whose rows hold `text` verbatim (as JSON text, so quotes and `<` unescaped). */
export async function tablesHolding(db: Db, text: string): Promise<string[]> {
  const needle = JSON.stringify(text).slice(1, -1);
  const names = await tables(db);
  const parts = names.map(
    (n) => `select '${n}' as name from "${n}" t where position($1::text in to_jsonb(t)::text) > 0`,
  );
  // Each `$1` becomes the bound needle (sql.raw alone cannot bind a parameter).
  const pieces = `select distinct name from (${parts.join(' union all ')}) x`.split('$1');
  const bound = sql.join(
    pieces.map((p, i) => (i === 0 ? sql.raw(p) : sql`${needle}${sql.raw(p)}`)),
    sql.raw(''),
  );
  return (await rowsOf<{ name: string }>(db, bound)).map((r) => r.name);
}

/** Every file under `root` with its size: an upload that was refused leaves nothing behind. */
export function directoryFingerprint(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      return `${path.relative(root, file)}:${fs.statSync(file).size}`;
    })
    .sort();
}

/** The tables whose fingerprint differs. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => before[t] !== after[t]);
