import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Why the service is not ready: the database did not answer, its schema is behind the code, or
 * the disk is (nearly) full, or the process is stopping (it still answers what reached it, but should be sent nothing new).
 */
export type NotReadyReason = 'database_unreachable' | 'migrations_pending' | 'disk_full' | 'stopping';

export type Readiness =
  { ready: true; migration: string } | { ready: false; reason: NotReadyReason; detail: string };

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this code ships (drizzle's journal), oldest first. */
export function readJournal(migrationsFolder: string): JournalEntry[] {
  const file = path.join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** How long the database may take to answer before the service counts as not ready. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * Asks the database for the newest migration it applied (drizzle records each one's journal
 * time in `drizzle.__drizzle_migrations.created_at`, and applies those newer than the newest
 * recorded). Ready when it answers within the timeout and no migration of the journal is newer.
 * A database ahead of this code (a newer version migrated it) still counts as ready: migrations
 * only add, and the newer processes need it.
 */
export function readinessCheck(db: Db, journal: JournalEntry[], timeoutMs = READY_TIMEOUT_MS) {
  const latest = journal.at(-1);
  return async (): Promise<Readiness> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    let applied: number | null;
    try {
      const rows = await Promise.race([
        db.execute<{ created_at: string | number | null }>(
          sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
        ),
        timeout,
      ]);
      const value = (rows as unknown as { rows?: { created_at: unknown }[] }).rows?.[0]?.created_at;
      applied = value === null || value === undefined ? null : Number(value);
    } catch (err) {
      return { ready: false, reason: 'database_unreachable', detail: (err as Error).message };
    } finally {
      clearTimeout(timer);
    }
    const pending = journal.filter((m) => applied === null || m.when > applied);
    if (pending.length > 0)
      return {
        ready: false,
        reason: 'migrations_pending',
        detail: `${pending.length} not applied, from ${pending[0]!.tag}`,
      };
    return { ready: true, migration: latest?.tag ?? '' };
  };
}
