import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

/**
 * The counter of a one-row version table (migrations 0020 and 0021), which moves in the same
 * transaction as every change to what a process keeps a copy of (decisions 052 and 057).
 */
export async function versionOf(db: Db, table: 'kitchen_queue_version' | 'catalogue_version') {
  const { rows } = (await db.execute(
    sql`select version::text as v from ${sql.identifier(table)}`,
  )) as unknown as {
    rows: { v: string }[];
  };
  return rows[0]?.v ?? '';
}
