import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { failureMarks } from '@/server/db/schema';

/**
 * Counts failures (e.g. wrong passwords) per key in a sliding window. A key that reached `limit`
 * failures within `windowMs` is blocked until the oldest of them leaves the window. Successes are
 * not counted. The counts live in the database (`failure_marks`, under `name`), so every server
 * process on one PostgreSQL sees the same counts, and a restart forgets none (decision 053).
 */
export interface FailureLimiter {
  /** Milliseconds until `key` may try again; 0 when it is not blocked. */
  blockedFor(key: string): Promise<number>;
  /** Records a failure for `key`; answers the milliseconds it is blocked for after it. */
  fail(key: string): Promise<number>;
  /** Failures of `key` still inside the window (at most `limit`: older ones are forgotten). */
  count(key: string): Promise<number>;
  /** Forgets the failures of `key`. */
  clear(key: string): Promise<void>;
  /** Forgets the failures of every key starting with `prefix`; answers those keys. */
  clearPrefix(prefix: string): Promise<string[]>;
}

/** Expired rows are deleted at most this often (per limiter), on a failure. */
const SWEEP_EVERY_MS = 60_000;

export function createFailureLimiter(opts: {
  db: Db;
  /** Keeps the counts of different limiters apart (one name per kind of failure). */
  name: string;
  limit: number;
  windowMs: number;
  now?: () => number;
}): FailureLimiter {
  const { db, name, limit, windowMs, now = Date.now } = opts;
  const keyOf = (key: string) => `${name}:${key}`;
  let sweptAt = 0;

  /** The failures still inside the window at `at`, oldest first. */
  const inWindow = (list: readonly number[], at: number) => list.filter((t) => at - t < windowMs);

  const blockedAt = (list: readonly number[], at: number) => {
    const kept = inWindow(list, at);
    // Blocked until enough of the failures age out to fall below the limit.
    return kept.length < limit ? 0 : kept[kept.length - limit]! + windowMs - at;
  };

  async function marks(key: string): Promise<number[]> {
    const [row] = await db
      .select({ failedAt: failureMarks.failedAt })
      .from(failureMarks)
      .where(eq(failureMarks.key, keyOf(key)));
    return row?.failedAt.map(Number) ?? [];
  }

  return {
    async blockedFor(key) {
      return blockedAt(await marks(key), now());
    },
    async fail(key) {
      const at = now();
      // One statement: the failure is added and the list trimmed to the newest `limit` inside
      // the window, atomically, however many processes count at once.
      const [row] = await db
        .insert(failureMarks)
        .values({ key: keyOf(key), failedAt: [at], expiresAt: at + windowMs })
        .onConflictDoUpdate({
          target: failureMarks.key,
          set: {
            failedAt: sql`array(select t from (select t from unnest(${failureMarks.failedAt} || ${at}::bigint) as t
              where t > ${at - windowMs}::bigint order by t desc limit ${limit}) as kept order by t)`,
            expiresAt: sql`${at + windowMs}::bigint`,
          },
        })
        .returning({ failedAt: failureMarks.failedAt });
      if (at - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = at;
        await db.delete(failureMarks).where(lt(failureMarks.expiresAt, at));
      }
      return blockedAt(row!.failedAt.map(Number), at);
    },
    async count(key) {
      return inWindow(await marks(key), now()).length;
    },
    async clear(key) {
      await db.delete(failureMarks).where(eq(failureMarks.key, keyOf(key)));
    },
    async clearPrefix(prefix) {
      const whole = keyOf(prefix);
      const gone = await db
        .delete(failureMarks)
        .where(sql`left(${failureMarks.key}, ${whole.length}) = ${whole}`)
        .returning({ key: failureMarks.key });
      return gone.map((r) => r.key.slice(name.length + 1));
    },
  };
}
