import fs from 'node:fs';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { StreamSession } from './hub';

/** Open live streams one client address may hold (a household, an office, the shop's tablets). */
export const STREAMS_PER_CLIENT = 20;
/** Whatever the file limit, no more streams than this (about 50 KB of memory each). */
export const MAX_TOTAL_STREAMS = 5_000;
/** File descriptors kept for everything else: pages, the API, the database, files, logs. */
const RESERVED_FILES = 256;

/** The process's soft limit on open files (Linux: /proc/self/limits), or undefined when unknown. */
export function openFilesLimit(limits = '/proc/self/limits'): number | undefined {
  try {
    const line = fs
      .readFileSync(limits, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    if (soft === 'unlimited') return Infinity;
    const n = Number(soft);
    return Number.isFinite(n) && n > 0 ? n : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How many streams the server holds in all: half of the files left after a reserve for ordinary
 * requests (each stream is one socket; the other half stays free for pages and the API), at most
 * MAX_TOTAL_STREAMS, at least 16. Node raises its soft limit to the hard one at start, so this is
 * usually the system's limit. Unknown (not Linux): 1024, the usual default.
 */
export function streamCapacity(filesLimit = openFilesLimit() ?? 1024): number {
  return Math.max(16, Math.min(MAX_TOTAL_STREAMS, Math.floor((filesLimit - RESERVED_FILES) / 2)));
}

/**
 * Whether a staff stream's session still stands: the session exists and has not expired, and its
 * account is enabled with the role the stream was opened with (a changed role re-checks the
 * permission when the browser reconnects). One query, run only for open staff streams.
 */
export async function staffSessionAlive(db: Db, s: StreamSession): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, s.sessionId),
        eq(sessions.userId, s.id),
        gt(sessions.expiresAt, new Date()),
        eq(users.disabled, false),
        eq(users.role, s.role as typeof users.$inferSelect.role),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
