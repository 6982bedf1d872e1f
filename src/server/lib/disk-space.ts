import fs from 'node:fs';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from '@/common/errors';

const MiB = 1024 * 1024;
/** Seconds a client is told to wait when the disk is full (freeing space takes someone). */
export const DISK_FULL_RETRY_AFTER_SECONDS = 60;
/** How long one reading of the free space is trusted: one system call a second at most. */
const READ_EVERY_MS = 1_000;

/**
 * - `ok`: room to spare;
 * - `low`: under the margin (DISK_FREE_MARGIN_MB, 64 MiB by default, well before the embedded
 *   engine's next 16 MiB log file): new orders, customers' other writes and uploads are refused,
 *   the staff can still finish the orders under way;
 * - `full`: under a quarter of it: every write is refused.
 * The embedded engine hangs inside its commit when the disk fills under it (issue 36): it must
 * never get there.
 */
export type DiskState = 'ok' | 'low' | 'full';

export class DiskFullError extends Error {}

export function diskGuard(
  dir: string,
  marginBytes: number,
  statfs: (dir: string) => { bavail: number; bsize: number } = fs.statfsSync,
) {
  let read = { at: -Infinity, free: Infinity };
  const freeBytes = () => {
    const now = performance.now();
    if (now - read.at > READ_EVERY_MS) {
      try {
        const s = statfs(dir);
        read = { at: now, free: s.bavail * s.bsize };
      } catch {
        read = { at: now, free: Infinity }; // unknown (no such call here): not guarded
      }
    }
    return read.free;
  };
  const state = (): DiskState => {
    if (marginBytes <= 0) return 'ok';
    const free = freeBytes();
    return free < marginBytes / 4 ? 'full' : free < marginBytes ? 'low' : 'ok';
  };
  return {
    freeBytes,
    state,
    /** At start: refuses to open the database on a disk too full to write to. */
    assertRoomToStart() {
      if (state() !== 'full') return;
      throw new DiskFullError(
        `The disk holding ${dir} is full: ${(freeBytes() / MiB).toFixed(1)} MiB free, and the shop needs at least ${(marginBytes / 4 / MiB).toFixed(0)} MiB to start (${(marginBytes / MiB).toFixed(0)} MiB to take orders, DISK_FREE_MARGIN_MB). Free some space, then start it again.`,
      );
    },
  };
}

export type DiskGuard = ReturnType<typeof diskGuard>;

/** Writes that go on while the disk is low: the staff's (finishing the orders under way), signing in and out. */
const LOW_DISK_OPEN_DOORS = ['/api/admin/', '/api/staff/', '/api/account/login', '/api/account/logout'];

/**
 * Refuses writes the disk has no room for, before any route runs: 503 `unavailable` with the
 * reason `disk_full` and Retry-After, in both languages. Nothing is half-written: the request
 * never reaches the database. Uploads (multipart bodies) are refused as soon as the disk is low.
 */
export function diskGate(guard: DiskGuard): MiddlewareHandler {
  return async (c, next) => {
    const { method, path } = c.req;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const state = guard.state();
    if (state === 'ok') return next();
    const upload = (c.req.header('content-type') ?? '').startsWith('multipart/');
    if (state === 'low' && !upload && LOW_DISK_OPEN_DOORS.some((d) => path.startsWith(d))) return next();
    c.header('Retry-After', String(DISK_FULL_RETRY_AFTER_SECONDS));
    return c.json(errorBody('unavailable', { reason: 'disk_full' }), 503);
  };
}
